import Foundation
import Testing
import TitleSystem
import TitleTestSupport

/// Clients that hold connections without finishing their requests: deadlines they cannot
/// stretch, and a connection limit per client address, keep the server answering everyone
/// else (other clients are other loopback addresses: 127.0.0.2 and up).
@Suite(.timeLimit(.minutes(2))) struct ServeDeadlineTests {
  /// The value of a metric line `name` in `/metrics` (first match), or `nil`.
  static func metric(_ name: String, port: UInt16) throws -> Int? {
    let text = try HTTPTestConnection(port: port, source: "127.0.0.2").request("GET", "/metrics")
      .text
    let line = text.split(separator: "\n").first { $0.hasPrefix(name + " ") }
    return line.flatMap { Int($0.split(separator: " ").last ?? "") }
  }

  /// 1,000 connections from 50 addresses (20 each, under the default 64 per address) trickle
  /// their heads a byte a second; meanwhile `/healthz` from another address is answered every
  /// time, well within a second (the latency itself is measured by `title-bench --http`).
  @Test func aThousandSlowClientsLeaveOthersAnswered() throws {
    POSIX.raiseOpenFileLimit()
    try withServer(["--no-system-fonts", "--jobs", "2"]) { server in
      var slow: [HTTPTestConnection] = []
      for index in 0..<1000 {
        slow.append(
          try HTTPTestConnection(
            port: server.port, timeout: 5, source: "127.0.1.\(index / 20 + 1)"))
      }
      let head = Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8)
      var answered = 0
      for round in 0..<3 {
        for connection in slow { try connection.send([head[round]]) }
        for _ in 0..<20 {
          let started = Date()
          let response = try HTTPTestConnection(port: server.port, timeout: 5, source: "127.0.0.2")
            .request("GET", "/healthz")
          #expect(response.status == 200)
          #expect(Date().timeIntervalSince(started) < 1)
          answered += 1
        }
        if round == 0 {
          #expect(try Self.metric("title_http_connections_open", port: server.port) ?? 0 >= 1000)
        }
        usleep(500_000)
      }
      #expect(answered == 60)
    }
  }

  /// `--max-connections 20 --timeout 2` and twenty connections that trickle their heads: each
  /// is cut at its two seconds (the ones whose request line is in with a 408), so `/healthz`,
  /// waiting in the listen backlog, is answered within a few seconds.
  @Test func slowHeadsAtTheConnectionLimitAreCutAtTheirDeadline() throws {
    try withServer(["--no-system-fonts", "--max-connections", "20", "--timeout", "2"]) { server in
      let slow = try (0..<20).map { _ in
        try HTTPTestConnection(port: server.port, timeout: 10, source: "127.0.0.3")
      }
      for connection in slow { try connection.send("POST /v1/compose HTTP/1.1\r\nHost: x\r\n") }
      usleep(200_000)
      let started = Date()
      let health = try HTTPTestConnection(port: server.port, timeout: 10, source: "127.0.0.2")
      try health.send(HTTPTestConnection.head("GET", "/healthz", contentType: nil, length: nil))
      let trickle = Thread {
        for _ in 0..<15 {
          for connection in slow { try? connection.send("X") }
          usleep(200_000)
        }
      }
      trickle.start()
      let response = try health.readResponse()
      #expect(response.status == 200)
      #expect(Date().timeIntervalSince(started) < 5)
      for connection in slow {
        let cut = String(decoding: connection.readUntilClose(), as: UTF8.self)
        #expect(cut.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(cut.hasSuffix(#"(--timeout 2 s)"}"#))
      }
      #expect(
        try Self.metric(#"title_http_connections_cut_total{phase="head"}"#, port: server.port) == 20
      )
    }
  }

  /// A client that asks for some 570 KB of answer and never reads it: the kernel holds what the
  /// server's fixed 64 KiB send buffer and the client's 4 KiB receive buffer take, the server's
  /// writes stop, and the connection is cut at its answer deadline (`--timeout 2` plus the
  /// bytes written at `--min-rate`), counted as an answer-phase cut; the client has a small part
  /// of the answer.
  @Test func aClientThatNeverReadsItsAnswerIsCutAtItsDeadline() throws {
    try withServer([
      "--no-system-fonts", "--timeout", "2", "--min-rate", "1048576",
    ]) { server in
      let body = ServeMemoryTests.widthsRequest
      let silent = try HTTPTestConnection(
        port: server.port, timeout: 10, source: "127.0.0.3", receiveBufferBytes: 4096)
      try silent.send(
        HTTPTestConnection.head("POST", "/v1/compose", length: body.utf8.count) + body)
      usleep(4_500_000)
      #expect(
        try Self.metric(#"title_http_connections_cut_total{phase="answer"}"#, port: server.port)
          == 1)
      let received = silent.readUntilClose()
      // A client that reads gets the whole answer; the silent one had a small part of it.
      let whole = try HTTPTestConnection(port: server.port, timeout: 30, source: "127.0.0.4")
        .request("POST", "/v1/compose", text: body)
      #expect(whole.status == 200)
      #expect(
        received.count > 0 && received.count < whole.body.count / 2,
        "received \(received.count) of \(whole.body.count)")
    }
  }

  /// A client address over `--max-connections-per-address` has its next connection closed at
  /// once; other addresses are not affected, and the refusal is counted.
  @Test func oneAddressCannotTakeMoreThanItsConnections() throws {
    try withServer(["--no-system-fonts", "--max-connections-per-address", "3"]) { server in
      let held = try (0..<3).map { _ in
        try HTTPTestConnection(port: server.port, timeout: 10, source: "127.0.0.3")
      }
      for connection in held {
        #expect(try connection.request("GET", "/healthz").status == 200)
      }
      let fourth = try HTTPTestConnection(port: server.port, timeout: 10, source: "127.0.0.3")
      try? fourth.send(HTTPTestConnection.head("GET", "/healthz", contentType: nil, length: nil))
      #expect(fourth.readUntilClose().isEmpty)
      let other = try HTTPTestConnection(port: server.port, source: "127.0.0.2")
      #expect(try other.request("GET", "/healthz").status == 200)
      #expect(try Self.metric("title_http_connections_refused_total", port: server.port) == 1)
    }
  }
}
