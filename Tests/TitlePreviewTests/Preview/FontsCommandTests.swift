import Foundation
import Testing
import TitleTestSupport

/// `title-preview fonts`: the configured faces, the fallback order for a language, the face of
/// each character, the fingerprint; and `--fonts-config` on every command. The expected faces
/// are Chromium 156's in the test suite's font environment (the CLI inherits its
/// `FONTCONFIG_FILE`).
@Suite struct FontsCommandTests {
  static func run(_ arguments: [String]) throws -> CommandRunner.Output {
    try CommandRunner.run(arguments)
  }

  /// The pinned configuration without the font files whose path contains `fragment`.
  static func pinned(dropping fragment: String) throws -> String {
    let pinned = try #require(PinnedFonts.configurationPath)
    let text = try String(contentsOfFile: pinned, encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fonts-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("fonts.conf").path
    try text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains(fragment) }.joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func fingerprint(_ output: CommandRunner.Output) -> String? {
    output.stdout.split(separator: "\n").last.flatMap { line in
      line.hasPrefix("fingerprint: ") ? String(line.dropFirst("fingerprint: ".count)) : nil
    }
  }

  @Test func showsTheFacesTheOrderAndEachCharacter() throws {
    let output = try Self.run(["fonts", "--lang", "th", "ส✓가"])
    #expect(output.status == 0 && output.stderr.isEmpty)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "configuration: \(try #require(PinnedFonts.configurationPath)) (and 36 files it includes)"
    )
    #expect(lines.contains("  title font: NanumGothic Bold, NanumGothicBold.ttf"))
    #expect(lines.contains("system fallback for th:"))
    #expect(
      lines.contains(
        "  standard face: Noto Sans Regular, /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"))
    #expect(
      lines.contains(
        "    1 Noto Sans Thai Regular, /usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"))
    #expect(
      lines.contains(
        "  U+0E2A ส  Noto Sans Thai Regular, /usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
          + " (system fallback 1)"))
    #expect(
      lines.contains(
        "  U+2713 ✓  DejaVu Sans Book, /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
          + " (system fallback 6)"))
    #expect(lines.contains("  U+AC00 가  NanumGothic Bold, NanumGothicBold.ttf (title font)"))
    let fingerprint = try #require(Self.fingerprint(output))
    #expect(fingerprint.count == 64 && fingerprint.allSatisfy(\.isHexDigit))
  }

  /// The same environment gives the same fingerprint whatever the language; another
  /// configuration (here without Noto Sans) gives another fingerprint and other answers.
  @Test func aPinnedConfigurationChangesTheAnswersAndTheFingerprint() throws {
    let korean = try Self.run(["fonts", "--no-system-fonts"])
    let thai = try Self.run(["fonts", "--lang", "th", "--no-system-fonts"])
    #expect(Self.fingerprint(korean) != nil && Self.fingerprint(korean) == Self.fingerprint(thai))
    let config = try Self.pinned(dropping: "/NotoSans-")
    let other = try Self.run(["fonts", "--fonts-config", config, "--lang", "en", "ɐ"])
    #expect(other.status == 0)
    #expect(Self.fingerprint(other) != Self.fingerprint(korean))
    // Chromium in that environment: ɐ under `en` is DejaVu Sans's (9.61 px), not Noto Sans's.
    #expect(
      other.stdout.contains(
        "U+0250 ɐ  DejaVu Sans Book, /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf (standard face)"
      ))
  }

  /// `--fonts-config` reaches the layout: "http" in a title set in Noto Sans Arabic is Noto
  /// Sans's in the test environment (33.25 px at 17 px in Chromium) and DejaVu Sans's without
  /// Noto Sans (34.91 px); the style key `fontsConfig` does the same.
  @Test func theLayoutFollowsTheConfiguration() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fonts-style-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let style = folder.appendingPathComponent("style.json").path
    try
      #"{"titleFont": "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "titleSize": 17}"#
      .write(toFile: style, atomically: true, encoding: .utf8)
    let config = try Self.pinned(dropping: "/NotoSans-")
    func width(_ arguments: [String]) throws -> Double {
      let output = try Self.run(arguments + ["--lang", "ar", "-f", "json", "http"])
      #expect(output.status == 0, "\(output.stderr)")
      let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
      let line = try #require((json?["lines"] as? [[String: Any]])?.first)
      let width = try #require(line["width"] as? Double)
      return (width * 64).rounded(.up) / 64
    }
    #expect(try width(["--style", style]) == 33.25)
    #expect(try width(["--style", style, "--fonts-config", config]) == 34.90625)
    let styled = folder.appendingPathComponent("styled.json").path
    try
      #"{"titleFont": "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "titleSize": 17, "fontsConfig": "\#(config)"}"#
      .write(toFile: styled, atomically: true, encoding: .utf8)
    #expect(try width(["--style", styled]) == 34.90625)
  }

  @Test func aMissingConfigurationIsAClearError() throws {
    let option = ["--fonts-config", "/nonexistent/fonts.conf"]
    for command in [["fonts"] + option, option, ["tags"] + option, ["tooltip"] + option] {
      let output = try Self.run(command + ["x"])
      #expect(output.status == 1, "\(command)")
      #expect(
        output.stderr
          == "title-preview: cannot read fontconfig configuration /nonexistent/fonts.conf: no such file\n",
        "\(command)")
    }
  }
}
