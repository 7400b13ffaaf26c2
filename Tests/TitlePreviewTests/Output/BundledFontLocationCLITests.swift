import Foundation
import Testing
import TitleTestSupport

/// The bundled fonts are found from the executable's real location, never
/// from the folder the command is started in; `TITLECOMPOSER_FONTS` stays the override.
@Suite struct BundledFontLocationCLITests {
  /// A folder with `Fonts/NanumGothic*.ttf` that are really NanumSquareRound (other metrics).
  static func plantedFolder() throws -> URL? {
    let source = "/usr/share/fonts/truetype/nanum/"
    guard FileManager.default.fileExists(atPath: source + "NanumSquareRoundB.ttf") else {
      return nil
    }
    let folder = try ShellCommand.temporaryFolder("fonts")
    let fonts = folder.appendingPathComponent("Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for (planted, real) in [
      ("NanumGothicBold.ttf", "NanumSquareRoundB.ttf"),
      ("NanumGothic.ttf", "NanumSquareRoundR.ttf"),
    ] {
      try FileManager.default.copyItem(
        atPath: source + real, toPath: fonts.appendingPathComponent(planted).path)
    }
    return folder
  }

  /// The badge "취미" in NanumGothic Bold at 12 px: 2 × 11.28 snapped up to 22.5625, + 5 px.
  static let bundledBadgeWidth = 27.5625

  static func badgeWidth(_ output: CommandRunner.Output) throws -> Double? {
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
    let badge = object["badge"] as! [String: Any]
    return badge["width"] as? Double
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(
        atPath: "/usr/share/fonts/truetype/nanum/NanumSquareRoundB.ttf")))
  func aFontsFolderInTheWorkingDirectoryIsIgnored() throws {
    let folder = try #require(try Self.plantedFolder())
    defer { try? FileManager.default.removeItem(at: folder) }
    let binFolder = CommandRunner.executable.deletingLastPathComponent().path
    // Run as a user would through PATH: argv[0] is the bare name "title-preview".
    let script = #"exec title-preview -f json --no-system-fonts "$1""#
    let planted = try ShellCommand.run(
      script, arguments: ["제목"], environment: ["PATH": binFolder + ":/usr/bin:/bin"],
      removing: ["TITLECOMPOSER_FONTS"], currentDirectory: folder)
    #expect(planted.status == 0, "\(planted.stderr)")
    #expect(try Self.badgeWidth(planted) == Self.bundledBadgeWidth)
    // The override still works, and shows the planted font really measures differently.
    let overridden = try ShellCommand.run(
      script, arguments: ["제목"],
      environment: [
        "PATH": binFolder + ":/usr/bin:/bin",
        "TITLECOMPOSER_FONTS": folder.appendingPathComponent("Fonts").path,
      ], currentDirectory: folder)
    #expect(overridden.status == 0, "\(overridden.stderr)")
    let overriddenWidth = try #require(try Self.badgeWidth(overridden))
    #expect(overriddenWidth != Self.bundledBadgeWidth)
  }
}
