import Foundation
import Testing
import TitleComposer
import TitleWire

@testable import TitleService
import TitleTestSupport

/// The answers of `POST /v1/compose`: JSON lines byte for byte `--jsonl`'s for the same input,
/// and answers bounded by `--max-response-bytes`, refused before the work when estimated over
/// it, cut into `responseTooLarge` records when they pass it while composed.
@Suite(.timeLimit(.minutes(2))) struct ServeAnswerTests {
  static let request = #"{"id": 1, "category": 1, "title": "요즘 인기 있는 절에서 템플스테이", "width": 120}"#
  static let widths =
    #"{"id": "w", "category": 2, "title": "같은 제목 여러 폭", "widths": [60, 90, 1e999, 200]}"#

  /// Inputs whose every line shape `--jsonl` has a rule for.
  static let files: [(String, [UInt8])] = [
    ("blank lines", Array("\n\(request)\n\n   \n\t\n\(request)\n".utf8)),
    ("spaces and tabs only", Array(" \t \n\t\n   ".utf8)),
    ("CRLF and a lone CR", Array("\(request)\r\n\r\n\(request)\r\n".utf8)),
    ("no final newline", Array("\(request)\n\(widths)".utf8)),
    ("final spaces", Array("\(request)\n   ".utf8)),
    (
      "byte order marks",
      [0xEF, 0xBB, 0xBF] + Array("\(request)\n".utf8) + [0xEF, 0xBB, 0xBF]
        + Array("\(request)\n".utf8)
    ),
    (
      "bad lines",
      Array("{\"id\": 2, \"category\"\nnot json\n[1]\n{\"id\": 3, \"bogus\": 1}\n".utf8)
    ),
    (
      "widths and glyphs",
      Array(
        "\(widths)\n{\"id\": 4, \"category\": 3, \"title\": \"x\", \"width\": 50, \"glyphs\": true}\n"
          .utf8)
    ),
    ("empty", []),
  ]

  /// The same files fed to `--jsonl` and to `POST /v1/compose` as JSON lines (each media type)
  /// give the same bytes.
  @Test func jsonLinesAnswersAreTheBatchBytes() throws {
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for (name, file) in Self.files {
        let batch = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(file))
        for type in ContentNegotiation.lineTypes {
          let response = try connection.request(
            "POST", "/v1/compose", body: file, contentType: type)
          #expect(response.status == 200, "\(name)")
          #expect(response.text == batch.stdout, "\(name), \(type)")
        }
      }
    }
  }

  /// A line longer than `--jsonl` reads (1 MiB) is its `lineTooLong` record there and here.
  @Test func aLineLongerThanTheBatchReadsIsItsLineTooLongRecord() throws {
    let long =
      #"{"id": 1, "category": 1, "width": 100, "title": ""#
      + String(repeating: "가", count: 400_000) + "\"}"
    let file = Array((Self.request + "\n" + long + "\n" + Self.request + "\n").utf8)
    let batch = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(file))
    #expect(batch.stdout.contains(#"{"line":2,"id":null,"code":"lineTooLong""#))
    try withServer(["--no-system-fonts", "--max-body-bytes", "4000000"]) { server in
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", body: file, contentType: "application/x-ndjson")
      #expect(response.text == batch.stdout)
    }
  }

  /// 100 requests of 64 widths with glyph runs and unlimited lines, a body of about 60 KB that
  /// would be answered with tens of megabytes: 413 before any title is composed.
  @Test func anAnswerEstimatedOverTheLimitIsRefusedBeforeTheWork() throws {
    let widths = (0..<64).map { "\(40 + $0 * 5)" }.joined(separator: ",")
    let one =
      #"{"category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기 요즘 인기 있는 절에서", "#
      + #""glyphs": true, "numberOfLines": 0, "widths": [\#(widths)]}"#
    let body = "[" + Array(repeating: one, count: 100).joined(separator: ",") + "]"
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let response = try connection.request("POST", "/v1/compose", text: body)
      #expect(response.status == 413)
      let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
      #expect(object?["code"] as? String == "responseTooLarge")
      #expect(
        (object?["error"] as? String)?.hasSuffix(
          "the limit is 16777216 (send fewer requests, widths or glyphs)") == true)
      let metrics = try connection.request("GET", "/metrics").text
      #expect(metrics.contains("\ntitle_titles_composed_total 0\n"))
    }
  }

  /// An array estimated under the limit whose records turn out over it: the records that fit
  /// are the batch's, each one after is a `responseTooLarge` record (not composed), the answer
  /// is whole JSON; one request alone whose record is over the limit is a 413.
  @Test func requestsPastTheLimitAreAnsweredResponseTooLarge() throws {
    // A short title with glyph runs: its badge's runs make the record longer than estimated.
    let request = #"{"id": 9, "category": 9, "title": "및", "width": 343, "glyphs": true}"#
    let record = try ServeRouteTests.jsonlRecords([request])[0]
    let actual = record.utf8.count
    let estimate = AnswerSizeEstimate.bytes(
      of: BatchLine(bytes: Array(request.utf8), isFirstLine: true), style: TitleStyle())
    #expect(estimate < actual)
    let count = 10
    let limit = count * (estimate + actual) / 2
    let fitting = (limit - 1) / (actual + 1)
    #expect(fitting > 0 && fitting < count)
    let message = "the answer would pass the limit of \(limit) bytes with this request's records"
    let expected =
      "[" + Array(repeating: record, count: fitting).joined(separator: ",") + ","
      + (fitting + 1...count).map {
        #"{"line":\#($0),"id":9,"code":"responseTooLarge","error":"\#(message)"}"#
      }.joined(separator: ",") + "]"
    try withServer(["--no-system-fonts", "--max-response-bytes", "\(limit)"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let body = "[" + Array(repeating: request, count: count).joined(separator: ",") + "]"
      let response = try connection.request("POST", "/v1/compose", text: body)
      #expect(response.status == 200)
      #expect(response.headers["transfer-encoding"] == "chunked")
      #expect(response.text == expected)
    }
    try withServer(["--no-system-fonts", "--max-response-bytes", "\(actual - 1)"]) { server in
      let single = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: request)
      #expect(single.status == 413)
      #expect(single.text.hasPrefix(#"{"code":"responseTooLarge","#))
    }
  }
}
