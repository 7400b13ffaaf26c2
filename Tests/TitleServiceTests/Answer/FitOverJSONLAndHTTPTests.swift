import Foundation
import Testing
import TitleTestSupport

/// The fit keys on the wire and over HTTP: their records and requests validate against
/// `docs/title-result.schema.json`, a request without fit fields in its answer keeps the plain
/// record's bytes, and the service answers them as `--jsonl` does and draws the fitted cell.
@Suite(.timeLimit(.minutes(2))) struct FitWireAndServeTests {
  static let schema = JSONSchemaSubset.wire
  static let requests = [
    #"{"id": "s", "category": 5, "title": "Etch, Lenny 같은 이름은 무엇인가요? 24시간", "width": 180, "wordBreak": "normal", "fitTitleSize": {"min": 10, "max": 20}}"#,
    #"{"id": "w", "category": 4, "title": "로 같은 정보를 얻습니다.", "width": 160, "wordBreak": "normal", "shrinkWrap": true}"#,
    #"{"id": "m", "category": 4, "title": "report_2025_quarterly_summary_final_version.pdf", "width": 120, "numberOfLines": 1, "wordBreak": "normal", "truncate": "middle"}"#,
    #"{"id": "all", "category": 1, "title": "report_2025_quarterly_summary_final_version.pdf", "width": 200, "numberOfLines": 1, "fitTitleSize": {"min": 12, "max": 16, "step": 1}, "truncate": "middle", "shrinkWrap": true}"#,
  ]

  /// What `--jsonl` writes for `requests`, one record per line.
  static func jsonlRecords(_ requests: [String]) throws -> [String] {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"],
      stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
    return output.stdout.split(separator: "\n").map(String.init)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func recordsAndRequestsValidate() throws {
    let records = try Self.jsonlRecords(Self.requests)
    #expect(records.count == 4)
    for (record, request) in zip(records, Self.requests) {
      #expect(Self.schema.problems(of: try Self.object(record)) == [], "\(record)")
      #expect(Self.schema.problems(of: try Self.object(request), against: "request") == [])
    }
    // Every fit at once: the size (no size fits one line: the minimum), the middle cut at it,
    // then the width of what is shown.
    let all = try Self.object(records[3])
    #expect(all["fittedTitleSize"] as? Double == 12)
    #expect(all["titleSizeFits"] as? Bool == false)
    #expect(all["middleCut"] != nil)
    #expect(all["fittedWidth"] as? Double == all["width"] as? Double)
    #expect((all["width"] as? Double ?? 200) < 200)
    let bad = [
      #"{"category": 1, "title": "x", "width": 3, "truncate": "start"}"#,
      #"{"category": 1, "title": "x", "width": 3, "fitTitleSize": {"min": 12}}"#,
      #"{"category": 1, "title": "x", "width": 3, "shrinkWrap": 1}"#,
    ]
    for request in bad {
      #expect(Self.schema.problems(of: try Self.object(request), against: "request") != [])
    }
  }

  /// `"truncate": "end"` asks for nothing beyond a plain composition: the record is the plain
  /// one, byte for byte.
  @Test func aPlainFitKeepsThePlainRecord() throws {
    let plain = #"{"id": 1, "category": 2, "title": "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", "width": 200}"#
    let end = plain.dropLast() + #", "truncate": "end"}"#
    let records = try Self.jsonlRecords([plain, String(end)])
    #expect(records.count == 2)
    #expect(records[0] == records[1])
  }

  @Test func theServiceAnswersFitsAsTheBatchDoes() throws {
    let expected = try Self.jsonlRecords(Self.requests)
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for (request, record) in zip(Self.requests, expected) {
        let one = try connection.request("POST", "/v1/compose", text: request)
        #expect(one.status == 200)
        #expect(one.text == record)
      }
      let array = try connection.request(
        "POST", "/v1/compose", text: "[" + Self.requests.joined(separator: ",") + "]")
      #expect(array.text == "[" + expected.joined(separator: ",") + "]")
      let bad = try connection.request(
        "POST", "/v1/compose", text: #"{"category": 1, "title": "x", "width": 9, "truncate": 1}"#)
      #expect(bad.status == 400)
      #expect(try Self.object(bad.text)["code"] as? String == "invalidTruncate")
      // The render route draws the fitted cell: the cell of a request at the width chosen.
      let render = try connection.request("POST", "/v1/render?format=svg", text: Self.requests[1])
      #expect(render.status == 200)
      let atWidth = Self.requests[1].replacingOccurrences(
        of: #""width": 160"#, with: #""width": 107.953125"#
      )
      .replacingOccurrences(of: #", "shrinkWrap": true"#, with: "")
      let drawn = try connection.request("POST", "/v1/render?format=svg", text: atWidth)
      #expect(drawn.status == 200)
      #expect(render.text == drawn.text)
    }
  }
}
