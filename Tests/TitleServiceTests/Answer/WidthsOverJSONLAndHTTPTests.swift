import Foundation
import Testing
import TitleTestSupport

/// `"widths"` on the wire and over HTTP: every
/// per-width record and the request itself validate against `docs/title-result.schema.json`,
/// and the service answers such a request as `--jsonl` does.
@Suite(.timeLimit(.minutes(2))) struct WidthsWireAndServeTests {
  static let schema = JSONSchemaSubset.wire
  static let widthsRequest =
    #"{"id": "w", "category": 2, "title": "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", "widths": [320, 8, 375]}"#
  static let plainRequest = #"{"id": "p", "category": 1, "title": "안녕하세요 세계", "width": 200}"#

  /// What `--jsonl` writes for `requests`, one record per line.
  static func jsonlRecords(_ requests: [String]) throws -> [String] {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"],
      stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
    return output.stdout.split(separator: "\n").map(String.init)
  }

  static func object(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func widthsRecordsAndRequestsValidate() throws {
    let records = try Self.jsonlRecords([Self.widthsRequest])
    #expect(records.count == 3)
    for record in records {
      let problems = Self.schema.problems(of: try Self.object(record))
      #expect(problems == [], "\(problems) in \(record)")
    }
    // The failing width's record names it, with the code of a width too narrow.
    let failed = try Self.object(records[1]) as! [String: Any]
    #expect(failed["width"] as? Double == 8)
    #expect(failed["code"] as? String == "widthTooNarrow")
    let laidOut = try Self.object(records[2]) as! [String: Any]
    #expect(laidOut["width"] as? Double == 375)
    // The request schema takes "widths" instead of "width", never both, never neither.
    #expect(Self.schema.problems(of: try Self.object(Self.widthsRequest), against: "request") == [])
    let both = #"{"category": 1, "title": "x", "width": 3, "widths": [3]}"#
    let neither = #"{"category": 1, "title": "x"}"#
    let empty = #"{"category": 1, "title": "x", "widths": []}"#
    for bad in [both, neither, empty] {
      #expect(Self.schema.problems(of: try Self.object(bad), against: "request") != [], "\(bad)")
    }
  }

  @Test func theServiceAnswersWidthsAsTheBatchDoes() throws {
    let expected = try Self.jsonlRecords([Self.widthsRequest, Self.plainRequest])
    #expect(expected.count == 4)
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      // One object: an array of its records, one per width (a failed width's record counts the
      // request as line 1, as the batch does).
      let one = try connection.request("POST", "/v1/compose", text: Self.widthsRequest)
      #expect(one.status == 200)
      #expect(one.text == "[" + expected.prefix(3).joined(separator: ",") + "]")
      // An array: the records of every request, in order.
      let array = try connection.request(
        "POST", "/v1/compose", text: "[" + Self.widthsRequest + "," + Self.plainRequest + "]")
      #expect(array.status == 200)
      #expect(array.text == "[" + expected.joined(separator: ",") + "]")
      // NDJSON: the batch's output byte for byte.
      let lines = try connection.request(
        "POST", "/v1/compose", text: Self.widthsRequest + "\n" + Self.plainRequest + "\n",
        contentType: "application/x-ndjson")
      #expect(lines.status == 200)
      #expect(lines.text == expected.joined(separator: "\n") + "\n")
      // A cell is drawn at one width.
      let render = try connection.request(
        "POST", "/v1/render?format=svg", text: Self.widthsRequest)
      #expect(render.status == 400)
      let body = try Self.object(render.text) as! [String: Any]
      #expect(body["code"] as? String == "invalidWidths")
    }
  }
}
