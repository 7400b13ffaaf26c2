import Foundation
import Testing
import TitleTestSupport

/// `--jsonl` requests with `"widths"` answer one record per width, in order,
/// each equal, byte for byte, to the record of the same request with that `"width"` (whose wire
/// object carries the width).
@Suite struct WidthsBatchTests {
  static let titles = [
    "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?",
    "《질문》 stable 배포판에는 실제로 오래된 패키지가 들어 있나요? 그렇다면 왜 그런가요",
    "Swift 6 strict concurrency: everything public Sendable, deterministic output",
    "짧은 제목",
  ]
  static let widths: [Double] = [320, 375, 390, 430, 120]

  static func records(_ input: [String], arguments: [String] = []) throws -> (
    status: Int32, records: [[String: Any]]
  ) {
    let (status, lines) = try lines(input, arguments: arguments)
    return (status, try ShellCommand.records(lines.joined(separator: "\n")))
  }

  /// The output lines, as text.
  static func lines(_ input: [String], arguments: [String] = []) throws -> (
    status: Int32, lines: [String]
  ) {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"] + arguments,
      stdin: Data(input.joined(separator: "\n").utf8))
    return (output.status, output.stdout.split(separator: "\n").map(String.init))
  }

  static func request(_ index: Int, _ size: String, extra: String = "") -> String {
    #"{"id": "t\#(index)", "category": \#(index % 3 + 1), "title": "\#(titles[index])", "# + size
      + #", "numberOfLines": \#(index % 2 + 2)\#(extra)}"#
  }

  @Test(arguments: ["", #", "glyphs": true"#, #", "padding": "spaces", "wordBreak": "normal""#])
  func eachWidthsRecordIsTheSingleWidthRecordWithItsWidth(extra: String) throws {
    let list = Self.widths.map { String(Int($0)) }.joined(separator: ", ")
    let many = try Self.lines(
      Self.titles.indices.map { Self.request($0, #""widths": [\#(list)]"#, extra: extra) })
    let single = try Self.lines(
      Self.titles.indices.flatMap { index in
        Self.widths.map { Self.request(index, #""width": \#(Int($0))"#, extra: extra) }
      })
    #expect(many.status == 0)
    #expect(single.status == 0)
    #expect(many.lines.count == Self.titles.count * Self.widths.count)
    #expect(single.lines.count == many.lines.count)
    var differentLayouts = 0
    for (index, (got, expected)) in zip(many.lines, single.lines).enumerated() {
      let width = Int(Self.widths[index % Self.widths.count])
      // The record is the single-width one, byte for byte; its wire object names the width.
      #expect(got == expected, "record \(index)")
      #expect(got.contains(#","width":\#(width),"lineHeight":"#), "record \(index)")
      let lines = { (record: String) in record.split(separator: #""truncated""#).first }
      if index % Self.widths.count > 0, lines(got) != lines(many.lines[index - 1]) {
        differentLayouts += 1
      }
    }
    // The widths really change the layouts (not one answer repeated).
    #expect(differentLayouts >= 4)
  }

  @Test func aWidthTooNarrowIsAnErrorRecordWithItsWidthAndTheOthersGoOn() throws {
    let result = try Self.records([
      Self.request(0, #""widths": [320, 8, 375]"#), Self.request(3, #""width": 8"#),
    ])
    #expect(result.status == 1)
    #expect(result.records.count == 4)
    #expect(result.records[0]["width"] as? Double == 320)
    #expect(result.records[0]["lines"] != nil)
    #expect(result.records[1]["width"] as? Double == 8)
    #expect(result.records[1]["line"] as? Int == 1)
    #expect(result.records[1]["id"] as? String == "t0")
    let message = try #require(result.records[1]["error"] as? String)
    #expect(message.hasPrefix("width 8.0 is narrower than one character"))
    #expect(result.records[2]["width"] as? Double == 375)
    #expect(result.records[3]["line"] as? Int == 2)
  }

  @Test(arguments: [
    (#""widths": []"#, "\"widths\" is empty"),
    (#""width": 300, "widths": [300]"#, "give either \"width\" or \"widths\", not both"),
    (#""widths": [300, true]"#, "\"widths\"[1] must be a number, got a boolean"),
    (
      #""widths": [1e308, 1e999]"#,
      "\"widths\"[1]: invalid width inf: it must be a finite number above 0"
    ),
  ])
  func aBadWidthsListIsOneErrorRecord(fields: String, message: String) throws {
    let result = try Self.records([Self.request(1, fields), Self.request(3, #""width": 200"#)])
    #expect(result.status == 1)
    #expect(result.records.count == 2)
    #expect(result.records[0]["error"] as? String == message)
    #expect(result.records[0]["line"] as? Int == 1)
    #expect(result.records[0]["width"] == nil)
    #expect(result.records[1]["lines"] != nil)
  }

  @Test func widthsWithFileOutputIsAnErrorRecord() throws {
    let folder = try ShellCommand.temporaryFolder("widths-files")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.records(
      [Self.request(1, #""widths": [300, 320]"#)],
      arguments: ["--format", "png", "--out-dir", folder.path])
    #expect(result.status == 1)
    #expect(
      result.records.first?["error"] as? String
        == "\"widths\" cannot be used with --out-dir (one file per request)")
  }
}
