import Foundation
import Testing
import TitleTestSupport

/// Whatever a client sends, the server neither traps nor wedges: after each hostile exchange it
/// still answers `/healthz` on a fresh connection, and it exits 0 on SIGTERM at the end.
@Suite(.timeLimit(.minutes(2))) struct ServeHostileTests {
  static let hostile: [[UInt8]] = [
    Array("GARBAGE\r\n\r\n".utf8),
    Array("GET / HTTP/9.9\r\n\r\n".utf8),
    [0x00, 0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A],
    Array("GET /\u{7}\u{1B}[31m HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
    Array(
      "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 40_000))\r\n\r\n"
        .utf8),
    Array("POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n".utf8),
    Array(
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n".utf8),
    Array("POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8),
    Array(
      ("POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n"
        + String(repeating: "[", count: 20_000)).utf8),
    Array(
      ("POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40001\r\n\r\n["
        + String(repeating: "{},", count: 13_333) + "{}]").utf8),
  ]

  @Test func hostileBytesLeaveTheServerAnswering() throws {
    let server = try ServeProcess(["--no-system-fonts", "--jobs", "2", "--timeout", "2"])
    defer { server.stop(signal: SIGKILL) }
    for bytes in Self.hostile {
      let connection = try HTTPTestConnection(port: server.port, timeout: 10)
      try? connection.send(bytes)
      // Whatever the answer (400, 413, 431, a close), one comes, or the connection ends.
      if let response = try? connection.readResponse() {
        #expect(response.status >= 200 && response.status < 600)
      }
      let health = try HTTPTestConnection(port: server.port).request("GET", "/healthz")
      #expect(health.status == 200, "after \(String(decoding: bytes.prefix(40), as: UTF8.self))")
    }
    #expect(server.stop() == 0)
  }

  @Test func anArrayOfManyBadRequestsIsAnsweredInOrder() throws {
    try withServer(["--no-system-fonts"]) { server in
      let body = "[" + (1...5000).map { "{\"id\": \($0)}" }.joined(separator: ",") + "]"
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: body)
      #expect(response.status == 200)
      let records = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]]
      #expect(records?.count == 5000)
      #expect(
        records?.enumerated().allSatisfy { index, record in
          record["id"] as? Int == index + 1 && record["line"] as? Int == index + 1
            && record["code"] as? String == "missingField"
        } == true)
    }
  }

  /// At `--max-connections`, a further connection waits unanswered (libmicrohttpd stops
  /// accepting) until one of the others closes; then it is answered.
  @Test func aConnectionBeyondTheLimitWaitsUntilOneCloses() throws {
    try withServer(["--no-system-fonts", "--max-connections", "2"]) { server in
      var first: HTTPTestConnection? = try HTTPTestConnection(port: server.port)
      let second = try HTTPTestConnection(port: server.port)
      #expect(try first?.request("GET", "/healthz").status == 200)
      #expect(try second.request("GET", "/healthz").status == 200)
      let third = try HTTPTestConnection(port: server.port, timeout: 1)
      try third.send(HTTPTestConnection.head("GET", "/healthz", contentType: nil, length: nil))
      #expect(throws: HTTPTestConnection.Failure.self) { _ = try third.readResponse() }
      first = nil
      #expect(try third.readResponse().status == 200)
    }
  }

  @Test func moreRequestsThanTheLimitInOneBodyAre400() throws {
    try withServer(["--no-system-fonts", "--max-requests", "3"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let request = #"{"category": 1, "title": "x", "width": 100}"#
      let three = try connection.request(
        "POST", "/v1/compose",
        text: "[" + Array(repeating: request, count: 3).joined(separator: ",") + "]")
      #expect(three.status == 200)
      let four = try connection.request(
        "POST", "/v1/compose",
        text: "[" + Array(repeating: request, count: 4).joined(separator: ",") + "]")
      #expect(four.status == 400)
      #expect(
        four.text
          == #"{"id":null,"code":"batchTooLarge","error":"the batch holds 4 requests; the limit is 3 (none was composed)"}"#
      )
      let lines = try connection.request(
        "POST", "/v1/compose", text: Array(repeating: request + "\n", count: 4).joined(),
        contentType: "application/x-ndjson")
      #expect(lines.status == 400)
      #expect(lines.text.contains(#""code":"batchTooLarge""#))
    }
  }
}
