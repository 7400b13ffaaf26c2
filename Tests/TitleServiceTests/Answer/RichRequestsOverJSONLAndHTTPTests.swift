import Foundation
import Testing
import TitleTestSupport

/// Rich requests (`"runs"`, `"end"`, `"highlights"`) through `--jsonl` and the HTTP service's
/// three bodies (one object, an array, JSON lines), with the run styles of a `--style` file: the
/// same records from the same code, composed into parts, boxes and highlights; a malformed one
/// an error record with its code, the others answered.
@Suite(.timeLimit(.minutes(2))) struct RichRequestsOverJSONLAndHTTPTests {
  static let style =
    ##"{"runStyles": {"strong": {"font": "NanumGothicBold", "size": 17}, "count": {"size": 13, "color": "#D0021B"}}}"##
  static let rich =
    #"{"id": "r", "category": 3, "width": 200, "runs": [{"text": "[공지] ", "style": "strong"}, {"text": "이번 주 업데이트 안내와 새 기능 정리 그리고 더 많은 내용"}, {"box": {"width": 14, "height": 14, "name": "new"}}], "end": [{"text": " [23]", "style": "count"}], "highlights": [{"start": 6, "end": 10}]}"#
  static let boxed =
    #"{"id": "k", "category": 1, "width": 343, "runs": [{"text": "짧은 제목 "}, {"box": {"width": 14, "height": 16, "name": "new"}}], "end": [{"text": " [2]", "style": "count"}]}"#
  static let unknownStyle =
    #"{"id": "u", "category": 1, "width": 200, "runs": [{"text": "가", "style": "bold"}]}"#
  static let both =
    #"{"id": "b", "category": 1, "title": "가나", "runs": [{"text": "다"}], "width": 200}"#
  static let badBox =
    #"{"id": "x", "category": 1, "runs": [{"box": {"width": -2, "height": 1}}], "width": 200}"#
  static let plain = #"{"id": "p", "category": 1, "title": "안녕하세요 세계", "width": 200}"#

  /// Runs `body` with the path of a style file holding ``style``.
  static func withStyle<T>(_ body: (String) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rich-wire-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("style.json").path
    try Data(style.utf8).write(to: URL(fileURLWithPath: path))
    return try body(path)
  }

  /// What `--jsonl` writes for `requests` with the style file at `style`.
  static func records(_ requests: [String], style: String) throws -> [String] {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts", "--style", style],
      stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
    return output.stdout.split(separator: "\n").map(String.init)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
  }

  @Test func theBatchComposesRichRequestsAndRefusesBadOnes() throws {
    let records = try Self.withStyle { style in
      try Self.records(
        [Self.rich, Self.both, Self.plain, Self.badBox, Self.unknownStyle, Self.boxed],
        style: style)
    }
    #expect(records.count == 6)
    for record in records {
      #expect(JSONSchemaSubset.wire.problems(of: try Self.object(record)) == [], "\(record)")
    }
    // Cut on its second line: the end run kept after the "…", the box cut away.
    let rich = try Self.object(records[0])
    #expect(rich["title"] as? String == "[공지] 이번 주 업데이트 안내와 새 기능 정리 그리고 더 많은 내용\u{FFFC} [23]")
    #expect(rich["truncated"] as? Bool == true && rich["boxes"] == nil)
    let lines = try #require(rich["lines"] as? [[String: Any]])
    #expect(lines.count == 2 && lines[0]["cut"] == nil && lines[1]["cut"] is Int)
    let first = try #require(lines[0]["parts"] as? [[String: Any]])
    #expect(first.first?["style"] as? String == "strong" && first.first?["size"] as? Double == 17)
    let last = try #require(lines[1]["parts"] as? [[String: Any]])
    #expect(last.suffix(2).map { $0["kind"] as? String } == ["ellipsis", "text"])
    #expect(last.last?["style"] as? String == "count" && last.last?["run"] as? Int == 3)
    let highlights = try #require(rich["highlights"] as? [[String: Any]])
    #expect(highlights.count == 1 && (highlights[0]["rects"] as? [Any])?.count == 1)
    #expect(
      records[1]
        == #"{"line":2,"id":"b","code":"invalidRuns","error":"give either \"title\" or \"runs\" and \"end\", not both"}"#
    )
    #expect(try Self.object(records[2])["title"] as? String == "안녕하세요 세계")
    #expect(
      records[3]
        == #"{"line":4,"id":"x","code":"invalidRuns","error":"\"runs\"[0].box.width must be a finite number of pixels in [0, 10000], got -2.0"}"#
    )
    #expect(try Self.object(records[4])["code"] as? String == "unknownRunStyle")
    // One line, the box on it: its rectangle 14 × 16, its bottom on the line's baseline.
    let boxed = try Self.object(records[5])
    let boxes = try #require(boxed["boxes"] as? [[String: Any]])
    #expect(boxes.count == 1 && boxes[0]["name"] as? String == "new")
    #expect(boxes[0]["width"] as? Double == 14 && boxes[0]["height"] as? Double == 16)
    let boxedLine = try #require((boxed["lines"] as? [[String: Any]])?.first)
    let bottom = (boxes[0]["y"] as! Double) + 16
    #expect(abs(bottom - (boxedLine["baseline"] as! Double)) < 1e-6)
  }

  @Test func theServiceAnswersRichRequestsAsTheBatchDoes() throws {
    let requests = [Self.rich, Self.both, Self.plain, Self.boxed]
    try Self.withStyle { style in
      let expected = try Self.records(requests, style: style)
      #expect(expected.count == 4)
      try withServer(["--no-system-fonts", "--style", style]) { server in
        let connection = try HTTPTestConnection(port: server.port)
        let one = try connection.request("POST", "/v1/compose", text: Self.rich)
        #expect(one.status == 200)
        #expect(one.text == expected[0])
        let refused = try connection.request("POST", "/v1/compose", text: Self.badBox)
        #expect(refused.status == 400)
        #expect(try Self.object(refused.text)["code"] as? String == "invalidRuns")
        let array = try connection.request(
          "POST", "/v1/compose", text: "[" + requests.joined(separator: ",") + "]")
        #expect(array.status == 200)
        #expect(array.text == "[" + expected.joined(separator: ",") + "]")
        let lines = try connection.request(
          "POST", "/v1/compose", text: requests.joined(separator: "\n") + "\n",
          contentType: "application/x-ndjson")
        #expect(lines.status == 200)
        #expect(lines.text == expected.joined(separator: "\n") + "\n")
      }
    }
  }
}
