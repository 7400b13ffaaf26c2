import Foundation
import Testing
import TitleTestSupport

/// `--category none` and a batch request without `"category"`, through the built binary: the
/// title is composed without a badge, `--format json` prints the record the batch writes for
/// `"category": null` or no `"category"`, and a category that is neither a whole number nor
/// `none` is a usage error (64).
@Suite(.timeLimit(.minutes(2))) struct NoBadgeCLITests {
  static let title = "요즘 인기 있는 절에서 템플스테이 체험하기"

  static func object(_ text: some StringProtocol) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(arguments: ["indent", "spaces"])
  func categoryNoneIsTheBatchRecordOfARequestWithoutACategory(padding: String) throws {
    let single = try CommandRunner.run(
      [
        "-c", "none", "-w", "200", "--padding", padding, "-f", "json", "--no-system-fonts",
        Self.title,
      ])
    #expect(single.status == 0, "\(single.stderr)")
    let object = try Self.object(single.stdout)
    #expect(object["badge"] == nil && object["paddingSpaceCount"] as? Int == 0)
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines.first?["x"] as? Double == 0)
    let fields = #""title": "\#(Self.title)", "width": 200, "padding": "\#(padding)""#
    let input = [#"{"id": 1, "category": null, \#(fields)}"#, #"{"id": 2, \#(fields)}"#]
    let batch = try CommandRunner.run(
      ["--jsonl", "-", "--no-system-fonts"], stdin: Data((input.joined(separator: "\n") + "\n").utf8))
    #expect(batch.status == 0, "\(batch.stderr)")
    let records = try batch.stdout.split(separator: "\n").map { try Self.object($0) }
    #expect(records.count == 2)
    for var record in records {
      record.removeValue(forKey: "id")
      #expect(JSONDifference.first(object, record) == nil)
    }
  }

  @Test func theTerminalPreviewSaysThereIsNoBadge() throws {
    let output = try CommandRunner.run(
      ["--category", "none", "-w", "200", "--color", "never", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    let rows = output.stdout.split(separator: "\n")
    #expect(rows.count == 5)
    #expect(rows[1].hasPrefix("│요즘 인기 있는 절에서") && rows[1].contains("x 0 w"))
    #expect(rows[4].contains("no badge"))
  }

  @Test(arguments: ["nope", "None", "1.5", ""])
  func aCategoryThatIsNeitherANumberNorNoneIsAUsageError(value: String) throws {
    let output = try CommandRunner.run(["-c", value, "--no-system-fonts", Self.title])
    #expect(output.status == 64)
    #expect(output.stderr.contains("-c must be a whole number or 'none', got '\(value)'"))
  }
}
