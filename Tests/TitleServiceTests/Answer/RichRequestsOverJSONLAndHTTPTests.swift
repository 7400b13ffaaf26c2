import Foundation
import Testing
import TitleTestSupport

/// Rich requests (`"runs"`, `"end"`, `"highlights"`) through `--jsonl` and the HTTP service's
/// three bodies (one object, an array, JSON lines): the same records from the same code, a
/// malformed one an error record with its code, the others answered.
@Suite(.timeLimit(.minutes(2))) struct RichRequestsOverJSONLAndHTTPTests {
  static let rich =
    #"{"id": "r", "category": 3, "width": 343, "runs": [{"text": "[공지] ", "style": "strong"}, {"text": "이번 주 업데이트 안내"}, {"box": {"width": 14, "height": 14, "name": "new"}}], "end": [{"text": " [23]"}], "highlights": [{"start": 0, "end": 4}]}"#
  static let both =
    #"{"id": "b", "category": 1, "title": "가나", "runs": [{"text": "다"}], "width": 200}"#
  static let badBox =
    #"{"id": "x", "category": 1, "runs": [{"box": {"width": -2, "height": 1}}], "width": 200}"#
  static let plain = #"{"id": "p", "category": 1, "title": "안녕하세요 세계", "width": 200}"#

  static func records(_ requests: [String]) throws -> [String] {
    try WidthsWireAndServeTests.jsonlRecords(requests)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
  }

  @Test func badRichRequestsAreErrorRecordsAndTheOthersAreAnswered() throws {
    let records = try Self.records([Self.both, Self.plain, Self.badBox])
    #expect(records.count == 3)
    #expect(
      records[0]
        == #"{"line":1,"id":"b","code":"invalidRuns","error":"give either \"title\" or \"runs\" and \"end\", not both"}"#
    )
    #expect(try Self.object(records[1])["title"] as? String == "안녕하세요 세계")
    #expect(
      records[2]
        == #"{"line":3,"id":"x","code":"invalidRuns","error":"\"runs\"[0].box.width must be a finite number of pixels in [0, 10000], got -2.0"}"#
    )
    for record in records {
      #expect(JSONSchemaSubset.wire.problems(of: try Self.object(record)) == [], "\(record)")
    }
  }

  @Test func theServiceReadsRichRequestsAsTheBatchDoes() throws {
    let expected = try Self.records([Self.rich, Self.both, Self.plain])
    #expect(expected.count == 3)
    // The rich request reached the composer: its title is the runs' texts, the box one U+FFFC.
    #expect(
      try Self.object(expected[0])["title"] as? String == "[공지] 이번 주 업데이트 안내\u{FFFC} [23]")
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let one = try connection.request("POST", "/v1/compose", text: Self.rich)
      #expect(one.status == 200)
      var answer = try Self.object(one.text)
      var record = try Self.object(expected[0])
      answer["id"] = nil
      record["id"] = nil
      #expect(JSONDifference.first(answer, record) == nil)
      let refused = try connection.request("POST", "/v1/compose", text: Self.badBox)
      #expect(refused.status == 400)
      #expect(try Self.object(refused.text)["code"] as? String == "invalidRuns")
      let array = try connection.request(
        "POST", "/v1/compose",
        text: "[" + [Self.rich, Self.both, Self.plain].joined(separator: ",") + "]")
      #expect(array.status == 200)
      #expect(array.text == "[" + expected.joined(separator: ",") + "]")
      let lines = try connection.request(
        "POST", "/v1/compose",
        text: [Self.rich, Self.both, Self.plain].joined(separator: "\n") + "\n",
        contentType: "application/x-ndjson")
      #expect(lines.status == 200)
      #expect(lines.text == expected.joined(separator: "\n") + "\n")
    }
  }
}
