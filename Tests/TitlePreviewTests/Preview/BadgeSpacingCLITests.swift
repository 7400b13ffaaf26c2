import Foundation
import Testing
import TitleTestSupport

/// `--badge-spacing`, the style key and the batch key `"badgeSpacing"`, through the built
/// binary. The 취미 badge is 27.5625 px wide (two 12 px NanumGothicBold syllables, 22.56 px
/// snapped up, plus 5 px padding); a 16 px space is 4.48 px.
@Suite struct BadgeSpacingCLITests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func firstX(_ object: [String: Any]) -> Double? {
    (object["lines"] as? [[String: Any]])?.first?["x"] as? Double
  }

  @Test func badgeSpacingOptionMovesTheFirstLine() throws {
    let output = try CommandRunner.run(
      ["--badge-spacing", "4", "-f", "json", "--no-system-fonts", "가나다"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(Self.firstX(object) == 31.5625)
    let badge = try #require(object["badge"] as? [String: Any])
    #expect(badge["width"] as? Double == 27.5625)
  }

  /// In spaces mode the gap counts in the padding: ⌈(27.5625 + 4) / 4.48⌉ = 8 spaces, not 7.
  @Test func spacesModeCountsTheGap() throws {
    for (spacing, spaces) in [("0", 7), ("4", 8)] {
      let output = try CommandRunner.run(
        [
          "--badge-spacing", spacing, "--padding", "spaces", "-f", "json", "--no-system-fonts",
          "가나다",
        ])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(try Self.object(output.stdout)["paddingSpaceCount"] as? Int == spaces)
    }
  }

  /// In batch mode `--badge-spacing` is the default of requests without `"badgeSpacing"`.
  @Test func batchKeyAndDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "가나다", "width": 200}
      {"id": 2, "category": 1, "title": "가나다", "width": 200, "badgeSpacing": 2.01}
      {"id": 3, "category": 1, "title": "가나다", "width": 200, "badgeSpacing": -2}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--badge-spacing", "6", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.count == 3)
    #expect(Self.firstX(records[0]) == 33.5625)
    #expect(Self.firstX(records[1]) == 29.5625)
    #expect(
      records[2]["error"] as? String
        == "invalid badgeSpacing -2.0: it must be a finite number of pixels in [0, 1000]")
  }

  @Test(arguments: ["-1", "nan", "inf", "-inf", "1e308", "1001"])
  func badSpacingsFailClearly(value: String) throws {
    let output = try CommandRunner.run(["--badge-spacing", value, "--no-system-fonts", "제목"])
    #expect(output.status == 1)
    #expect(output.stderr.hasPrefix("title-preview: invalid badgeSpacing "), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
    let usage = try CommandRunner.run(["--badge-spacing", "4px", "제목"])
    #expect(usage.status == 64)
  }

  @Test func styleFileKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "badge-spacing-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("style.json")
    try Data(#"{"badgeSpacing": 8}"#.utf8).write(to: style)
    let output = try CommandRunner.run(
      ["--style", style.path, "-f", "json", "--no-system-fonts", "가나다"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.firstX(try Self.object(output.stdout)) == 35.5625)
    try Data(#"{"badgeSpacing": -8}"#.utf8).write(to: style)
    let bad = try CommandRunner.run(["--style", style.path, "--no-system-fonts", "가나다"])
    #expect(bad.status == 1)
    #expect(
      bad.stderr
        == "title-preview: invalid style: \(style.path): badgeSpacing must be a finite number in"
        + " [0, 1000], got -8.0\n")
  }
}
