import Foundation
import Testing
import TitleTestSupport

/// `title-preview --jsonl` through the fast path (scanner, byte encoder, one buffer per chunk,
/// one write per batch): line endings, blank and huge lines, and order with several workers.
@Suite struct BatchLinesTests {
  static let request =
    #"{"id": "a", "category": 2, "title": "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", "width": 375, "numberOfLines": 2, "wordBreak": "normal", "padding": "spaces", "titleSize": 16, "badgeSize": 12}"#

  static func records(_ input: String, _ extra: [String] = []) throws -> (Int32, [Substring]) {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"] + extra, stdin: Data(input.utf8))
    #expect(output.stdout.hasSuffix("\n"))
    return (output.status, output.stdout.split(separator: "\n", omittingEmptySubsequences: false))
  }

  @Test func crlfAndBlankLinesGiveTheRecordsOfPlainLines() throws {
    let (plainStatus, plain) = try Self.records(Self.request + "\n")
    #expect(plainStatus == 0 && plain.count == 2)
    let (status, records) = try Self.records(
      Self.request + "\r\n\r\n   \t\r\n\n" + Self.request + "\r\n{\"id\": 7}\r\n")
    #expect(status == 1)
    #expect(records.count == 4)
    #expect(records[0] == plain[0] && records[1] == plain[0])
    #expect(
      records[2] == #"{"line":6,"id":7,"code":"missingField","error":"missing \"title\""}"#)
  }

  @Test func aHugeLineIsAnsweredWithoutBeingKeptAndTheNextGoesOn() throws {
    let huge =
      #"{"id": 1, "category": 1, "width": 100, "title": ""#
      + String(
        repeating: "가", count: 400_000) + "\"}"
    let (status, records) = try Self.records(huge + "\n" + Self.request + "\n")
    #expect(status == 1)
    #expect(
      records[0]
        == #"{"line":1,"id":null,"code":"lineTooLong","error":"the line is longer than 1048576 bytes"}"#
    )
    #expect(records[1].hasPrefix(#"{"id":"a","lines":[{"text":""#))
  }

  /// 3,000 lines, every 7th one bad: two workers write what one writes, in input order.
  @Test func severalWorkersKeepTheOrderAndEveryRecordWhole() throws {
    var lines: [String] = []
    for number in 1...3000 {
      lines.append(
        number % 7 == 0
          ? "{\"id\": \(number), \"category\": 1, \"title\": \"x\", \"width\": -\(number)}"
          : Self.request.replacingOccurrences(of: #""id": "a""#, with: "\"id\": \(number)"))
    }
    let input = lines.joined(separator: "\n") + "\n"
    let (oneStatus, one) = try Self.records(input, ["--jobs", "1"])
    let (twoStatus, two) = try Self.records(input, ["--jobs", "2"])
    #expect(oneStatus == 1 && twoStatus == 1)
    #expect(one == two)
    #expect(one.count == 3001)
    for (index, record) in one.dropLast().enumerated() {
      let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as! [String: Any]
      #expect(object["id"] as? Int == index + 1)
      #expect((object["error"] != nil) == ((index + 1) % 7 == 0))
    }
  }
}
