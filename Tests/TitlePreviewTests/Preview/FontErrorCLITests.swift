import Foundation
import Testing
import TitleTestSupport

/// The font cases run through the built `title-preview`.
@Suite struct FontErrorCLITests {
  static let barunPath = "/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf"

  /// A scratch folder for style and font files.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-errors-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func writeStyle(titleFont: String, in folder: URL) throws -> String {
    let style = folder.appendingPathComponent("style.json")
    let json = try JSONSerialization.data(withJSONObject: ["titleFont": titleFont])
    try json.write(to: style)
    return style.path
  }

  /// A parallel batch alternating a title that pulls a HanaMin face into the chain with "è":
  /// every "è" line is 8.864014 px wide (Noto Sans CJK KR, 554/1000 em at 16 px scaled as
  /// FreeType scales it, 580,912 / 65,536 px: Chromium 156's
  /// face for "è" under the default `lang` ko, 8.875 px rounded up to 1/64), as alone.
  @Test func parallelBatchGivesEveryLineTheSameWidth() throws {
    try #require(
      FileManager.default.fileExists(atPath: Self.barunPath), "run scripts/setup.sh (fonts-nanum)")
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = try Self.writeStyle(titleFont: Self.barunPath, in: folder)
    var input = ""
    for index in 0..<40 {
      let title = index % 2 == 0 ? "\u{20000}\u{20001}" : "è"
      input += "{\"id\": \(index), \"category\": 1, \"title\": \"\(title)\", \"width\": 343}\n"
    }
    for _ in 0..<3 {
      let output = try CommandRunner.run(
        ["--style", style, "--jsonl", "-", "--jobs", "2"], stdin: Data(input.utf8))
      #expect(output.status == 0, "\(output.stderr)")
      let lines = output.stdout.split(separator: "\n")
      #expect(lines.count == 40)
      for (index, line) in lines.enumerated() where index % 2 == 1 {
        #expect(line.contains("\"text\":\"è\"") && line.contains("\"width\":8.864014,"), "\(line)")
      }
    }
  }

  /// A font whose ascender is below the baseline is refused with a message naming the file and
  /// the value, exit 1, nothing on standard output (it gave a badge height of −44 before).
  @Test func brokenMetricsAreAnErrorNamingTheFile() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = [UInt8](try Data(contentsOf: CommandRunner.bundledFont("NanumGothicBold.ttf")))
    // hhea.ascender: table directory from byte 12, 16 bytes a record (tag, checksum, offset,
    // length); the ascender is the int16 at byte 4 of hhea. −800 = 0xFCE0.
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    let record = try #require(
      (0..<tables).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("hhea".utf8) })
    let hhea = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
    bytes[hhea + 4] = 0xFC
    bytes[hhea + 5] = 0xE0
    let font = folder.appendingPathComponent("broken.ttf")
    try Data(bytes).write(to: font)
    let style = try Self.writeStyle(titleFont: font.path, in: folder)
    let output = try CommandRunner.run(["--style", style, "-f", "json", "제목"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr.contains(
        "font has unusable metrics: \(font.path): ascender is -800 font units; it must be "
          + "positive (above the baseline)"), "\(output.stderr)")
  }
}

extension CommandRunner {
  /// A font of the package's `Fonts/` folder (found from this file's path).
  static func bundledFont(_ name: String) -> URL {
    CorpusFile.packageRoot.appendingPathComponent("Fonts").appendingPathComponent(name)
  }
}
