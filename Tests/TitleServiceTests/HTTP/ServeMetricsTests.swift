import Foundation
import Testing
import TitleTestSupport

/// `/metrics` counts every answer, those libmicrohttpd gives itself included (route
/// `protocol`), and shows the connections open in each phase.
@Suite(.timeLimit(.minutes(2))) struct ServeMetricsTests {
  /// Requests libmicrohttpd refuses before any route sees them, with the status it sends.
  static let refusedByTheLibrary: [(String, Int)] = [
    ("GET / HTTP/9.9\r\nHost: x\r\n\r\n", 505),
    ("GET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414),
    (
      "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 20_000)
        + "\r\n\r\n", 431
    ),
    ("GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", 400),
    ("POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2, 3\r\n\r\n{}", 400),
    ("POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n", 413),
  ]

  /// The metric lines of `/metrics` that start with `prefix`, by their name and labels.
  static func metrics(_ port: UInt16, _ prefix: String) throws -> [String: Int] {
    let text = try HTTPTestConnection(port: port).request("GET", "/metrics").text
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      let parts = line.split(separator: " ")
      values[String(parts[0])] = Int(parts[1])
    }
    return values
  }

  @Test func answersTheLibraryGivesItselfAreCounted() throws {
    try withServer(["--no-system-fonts"]) { server in
      for (raw, status) in Self.refusedByTheLibrary {
        let connection = try HTTPTestConnection(port: server.port, timeout: 10)
        try connection.send(raw)
        let response = try connection.readResponse()
        #expect(response.status == status, "\(raw.prefix(60))")
        _ = connection.readUntilClose()
      }
      let counted = try Self.metrics(server.port, #"title_http_requests_total{route="protocol""#)
      #expect(
        counted == [
          #"title_http_requests_total{route="protocol",status="400"}"#: 2,
          #"title_http_requests_total{route="protocol",status="413"}"#: 1,
          #"title_http_requests_total{route="protocol",status="414"}"#: 1,
          #"title_http_requests_total{route="protocol",status="431"}"#: 1,
          #"title_http_requests_total{route="protocol",status="505"}"#: 1,
        ])
    }
  }

  /// Three idle connections, two whose heads are arriving, one whose body is: the gauges say
  /// so (the connection asking for the metrics is the one sending an answer).
  @Test func connectionsOpenAndHeadsInProgressAreShown() throws {
    try withServer(["--no-system-fonts"]) { server in
      let idle = try (0..<3).map { _ in try HTTPTestConnection(port: server.port) }
      let heads = try (0..<2).map { _ in try HTTPTestConnection(port: server.port) }
      for connection in heads { try connection.send("POST /v1/compose HTTP/1.1\r\nHost: x\r\n") }
      let body = try HTTPTestConnection(port: server.port)
      try body.send(HTTPTestConnection.head("POST", "/v1/compose", length: 100) + "{")
      usleep(300_000)
      let gauges = try Self.metrics(server.port, "title_http_connections")
      #expect(gauges["title_http_connections_open"] == 7)
      #expect(gauges[#"title_http_connections{phase="waiting"}"#] == 3)
      #expect(gauges[#"title_http_connections{phase="head"}"#] == 2)
      #expect(gauges[#"title_http_connections{phase="body"}"#] == 1)
      #expect(gauges[#"title_http_connections{phase="answer"}"#] == 1)
      _ = (idle, heads, body)
    }
  }
}
