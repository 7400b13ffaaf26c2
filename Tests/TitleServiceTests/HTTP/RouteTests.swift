import Foundation
import Testing
import TitleTestSupport

/// `title-preview serve`: every route, answered as the batch and single-title commands answer.
@Suite(.timeLimit(.minutes(2))) struct ServeRouteTests {
  static let requests = [
    #"{"id": "a", "category": 2, "title": "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", "width": 375, "numberOfLines": 2, "wordBreak": "normal", "padding": "spaces"}"#,
    #"{"id": 7, "category": 1, "title": "안녕하세요 세계, 아주 긴 제목이 두 줄을 넘어 잘리는지 봅니다 정말로 길게 길게", "width": 120}"#,
    #"{"id": [1, 2], "category": 1, "title": "glyphs", "width": 200, "glyphs": true}"#,
    #"{"id": "bad", "category": 1, "title": "x", "width": -5}"#,
    #"{"id": "unknown", "bogus": 1}"#,
  ]

  /// What `--jsonl` writes for `requests`, one record per line.
  static func jsonlRecords(_ requests: [String]) throws -> [String] {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"], stdin: Data((requests.joined(separator: "\n") + "\n").utf8))
    return output.stdout.split(separator: "\n").map(String.init)
  }

  @Test func healthzAnswersOkAndKeepsTheConnection() throws {
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for _ in 0..<3 {
        let response = try connection.request("GET", "/healthz")
        #expect(response.status == 200)
        #expect(response.text == "ok\n")
        #expect(response.headers["connection"] == nil)
      }
    }
  }

  @Test func oneRequestObjectGetsTheRecordTheBatchWrites() throws {
    let expected = try Self.jsonlRecords(Array(Self.requests.prefix(3)))
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for (request, record) in zip(Self.requests.prefix(3), expected) {
        let response = try connection.request("POST", "/v1/compose", text: request)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.text == record)
      }
    }
  }

  @Test func anArrayGetsTheBatchRecordsInOrderWithErrorRecords() throws {
    let expected = try Self.jsonlRecords(Self.requests)
    #expect(expected.count == 5)
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let body = " [\n" + Self.requests.joined(separator: " ,\n") + "]\n"
      let response = try connection.request("POST", "/v1/compose", text: body)
      #expect(response.status == 200)
      #expect(response.text == "[" + expected.joined(separator: ",") + "]")
      // The error records are the batch's, line numbers counting array positions.
      #expect(
        expected[4]
          == #"{"line":5,"id":"unknown","code":"unknownKey","error":"unknown key \"bogus\""}"#)
      let empty = try connection.request("POST", "/v1/compose", text: "[ ]")
      #expect(empty.status == 200 && empty.text == "[]")
    }
  }

  @Test func ndjsonGetsTheBatchOutputByteForByte() throws {
    let input = Self.requests.joined(separator: "\r\n") + "\n"
    let batch = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(input.utf8))
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let response = try connection.request(
        "POST", "/v1/compose", text: input, contentType: "application/x-ndjson")
      #expect(response.status == 200)
      #expect(response.headers["content-type"] == "application/x-ndjson")
      #expect(response.text == batch.stdout)
    }
  }

  @Test(arguments: ["png", "svg"])
  func renderDrawsTheCellAsTheFormatOptionDoes(format: String) throws {
    let single = try CommandRunner.run(
      ["--no-system-fonts", "-c", "2", "-w", "240", "-l", "2", "-f", format, "--", "렌더링 시험 제목"])
    #expect(single.status == 0)
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let response = try connection.request(
        "POST", "/v1/render?format=\(format)",
        text: #"{"category": 2, "title": "렌더링 시험 제목", "width": 240, "numberOfLines": 2}"#)
      #expect(response.status == 200)
      #expect(response.headers["content-type"] == (format == "png" ? "image/png" : "image/svg+xml"))
      if format == "png" {
        #expect(response.body.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      } else {
        #expect(response.text == single.stdout)
      }
      let bad = try connection.request(
        "POST", "/v1/render?format=gif", text: #"{"category": 2, "title": "x", "width": 240}"#)
      #expect(bad.status == 400)
      #expect(bad.text == #"{"code":"invalidFormat","error":"format must be png or svg, not gif"}"#)
    }
  }

  @Test func renderedPNGIsTheBytesOfFormatPNG() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-render-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cell.png").path
    let single = try CommandRunner.run(
      ["--no-system-fonts", "-c", "3", "-w", "300", "-f", "png", "-o", file, "--", "그림 한 장"])
    #expect(single.status == 0)
    let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
    try withServer(["--no-system-fonts"]) { server in
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/render", text: #"{"category": 3, "title": "그림 한 장", "width": 300}"#)
      #expect(response.status == 200)
      #expect(response.body == expected)
    }
  }

  @Test func metricsCountRequestsTitlesAndErrors() throws {
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      _ = try connection.request(
        "POST", "/v1/compose", text: "[" + Self.requests.joined(separator: ",") + "]")
      _ = try connection.request("POST", "/v1/compose", text: "{")
      _ = try connection.request("GET", "/healthz")
      let metrics = try connection.request("GET", "/metrics")
      #expect(metrics.status == 200)
      #expect(metrics.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
      let lines = Set(metrics.text.split(separator: "\n").map(String.init))
      #expect(lines.contains(#"title_http_requests_total{route="/v1/compose",status="200"} 1"#))
      #expect(lines.contains(#"title_http_requests_total{route="/v1/compose",status="400"} 1"#))
      #expect(lines.contains(#"title_http_requests_total{route="/healthz",status="200"} 1"#))
      #expect(lines.contains("title_titles_composed_total 3"))
      #expect(lines.contains(#"title_errors_total{code="invalidWidth"} 1"#))
      #expect(lines.contains(#"title_errors_total{code="unknownKey"} 1"#))
      #expect(lines.contains(#"title_errors_total{code="invalidJSON"} 1"#))
      #expect(
        lines.contains(
          #"title_http_request_duration_seconds_bucket{route="/v1/compose",le="+Inf"} 2"#))
      #expect(lines.contains(#"title_http_request_duration_seconds_count{route="/healthz"} 1"#))
    }
  }
}
