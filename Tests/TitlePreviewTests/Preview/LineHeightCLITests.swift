import Foundation
import Testing
import TitleTestSupport

/// `--line-height`, the style key and the batch key `"lineHeight"`, through the built binary.
/// NanumGothicBold at 16 px: Blink's rounded ascent 15 and descent 4, so a 24 px line puts the
/// baselines at 17, 41, … (half of the 5 px leading, floored, above the glyphs).
@Suite struct LineHeightCLITests {
  static let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?"

  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func baselines(_ object: [String: Any]) -> [Double] {
    (object["lines"] as? [[String: Any]] ?? []).compactMap { $0["baseline"] as? Double }
  }

  @Test func lineHeightOptionSetsBaselinesAndHeight() throws {
    let output = try CommandRunner.run(
      ["--line-height", "24", "-w", "200", "-f", "json", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(Self.baselines(object) == [17, 41])
    #expect(object["height"] as? Double == 48)
    #expect(object["lineHeight"] as? Double == 24)
  }

  /// In batch mode `--line-height` is the default of requests without `"lineHeight"`.
  @Test func batchKeyAndDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "\(Self.title)", "width": 200}
      {"id": 2, "category": 1, "title": "\(Self.title)", "width": 200, "lineHeight": 20.5}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--line-height", "24", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.map(Self.baselines) == [[17, 41], [15, 35.5]])
    #expect(records.map { $0["height"] as? Double } == [48, 41])
  }

  /// The PNG and SVG draw each line on its new baseline.
  @Test func svgDrawsLinesOnTheBaselines() throws {
    let output = try CommandRunner.run(
      [
        "--line-height", "24", "-w", "200", "-f", "svg", "--svg-text", "text",
        "--no-system-fonts", Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let ys = output.stdout.components(separatedBy: "<text class=\"line\"").dropFirst().map {
      $0.components(separatedBy: "y=\"")[1].prefix { $0 != "\"" }
    }
    #expect(ys == ["17", "41"])
    #expect(output.stdout.contains("viewBox=\"0 0 200 48\""))
  }

  @Test(arguments: ["0", "-24", "nan", "inf", "1e308", "0.001"])
  func badLineHeightsFailClearly(value: String) throws {
    let output = try CommandRunner.run(["--line-height", value, "--no-system-fonts", "제목"])
    #expect(output.status == 1)
    #expect(output.stderr.hasPrefix("title-preview: invalid lineHeight "), "\(output.stderr)")
    #expect(
      output.stderr.hasSuffix(
        "it must be a finite number of pixels in [0.015625, 10000]\n"), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func aLineHeightThatIsNotANumberIsAUsageError() throws {
    let output = try CommandRunner.run(["--line-height", "24px", "제목"])
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("title-preview: --line-height must be a number, got '24px'"))
  }

  @Test func badBatchValuesGetErrorRecords() throws {
    let input = """
      {"id": 1, "category": 1, "title": "제목", "width": 200, "lineHeight": -1}
      {"id": 2, "category": 1, "title": "제목", "width": 200, "lineHeight": "24px"}
      {"id": 3, "category": 1, "title": "제목", "width": 200, "lineHeight": 24}

      """
    let output = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(
      records[0]["error"] as? String
        == "invalid lineHeight -1.0: it must be a finite number of pixels in [0.015625, 10000]")
    #expect(records[1]["error"] as? String == "\"lineHeight\" must be a number, got a string")
    #expect(records[2]["height"] as? Double == 24)
  }

  /// A style file may set `lineHeight` or `lineHeightMultiple`, not both.
  @Test func styleFileKeyAndTheConflict() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "line-height-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    try Data(#"{"lineHeight": 30}"#.utf8).write(to: good)
    let output = try CommandRunner.run(
      ["--style", good.path, "-w", "200", "-f", "json", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.baselines(try Self.object(output.stdout)) == [20, 50])
    let both = folder.appendingPathComponent("both.json")
    try Data(#"{"lineHeight": 24, "lineHeightMultiple": 1.2}"#.utf8).write(to: both)
    let conflict = try CommandRunner.run(["--style", both.path, "--no-system-fonts", "제목"])
    #expect(conflict.status == 1)
    #expect(
      conflict.stderr
        == "title-preview: invalid style: \(both.path): at lineHeight: give lineHeight (px) or"
        + " lineHeightMultiple, not both\n")
  }
}
