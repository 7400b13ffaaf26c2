import Foundation
import Testing
import TitleTestSupport

/// The memory `title-preview serve` holds for its requests stays within its budget, whatever its
/// clients do: answers are streamed as the socket takes them, so clients that never read hold a
/// piece each, and an answer finding the budget spent waits for room.
@Suite(.timeLimit(.minutes(2))) struct ServeMemoryTests {
  /// The server's resident memory now and at its peak (`/proc/PID/status`), in bytes.
  static func residentMemory(_ server: ServeProcess) -> (now: Int, peak: Int) {
    let status =
      (try? String(
        contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    func kilobytes(_ key: String) -> Int {
      let line = status.split(separator: "\n").first { $0.hasPrefix(key + ":") } ?? ""
      return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
    return (kilobytes("VmRSS"), kilobytes("VmHWM"))
  }

  /// Under the sanitizers, resident memory measures their shadow and quarantine, not the server.
  static let measuresMemory =
    ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil
    && ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil

  /// A value of `/metrics`.
  static func metric(_ port: UInt16, _ name: String) throws -> Int? {
    try ServeDeadlineTests.metric(name, port: port)
  }

  /// One request of a long title at 48 widths with every line and its glyph runs: about 1 MB
  /// of answer (the records of one request are one piece) from a body of some 600 bytes.
  static let widthsRequest: String = {
    let widths = (0..<48).map { "\(100 + $0 * 4)" }.joined(separator: ",")
    let title = String(repeating: "읽지 않는 손님에게 긴 답을 ", count: 8)
    return #"{"category": 3, "title": "\#(title)", "widths": [\#(widths)], "glyphs": true, "#
      + #""numberOfLines": 0}"#
  }()

  /// An array of `count` requests with glyph runs: about 2 KB of answer each.
  static func array(_ count: Int) -> String {
    "["
      + (0..<count).map {
        #"{"id": \#($0), "category": \#($0 % 9 + 1), "title": "읽지 않는 손님에게 긴 답을 \#($0)", "#
          + #""width": \#(100 + $0 % 200), "glyphs": true}"#
      }.joined(separator: ",") + "]"
  }

  /// A client asks for about 1 MB of answer and reads none of it yet; then 48 clients (from
  /// other addresses) each ask for as much and never read (their small receive buffers and the
  /// server's fixed send buffers soon stop its writes). The pieces their answers composed fill
  /// the 1 MiB budget: the bodies that come meanwhile get 503 and `Retry-After`; the first
  /// client's answer, when it reads on, is set aside until there is room (its deadline stopped
  /// meanwhile); the others are cut at their deadline, and it gets its whole answer. The bytes
  /// held peak at the budget plus a piece for each of the two threads; the server's memory
  /// hardly grows.
  @Test func clientsThatNeverReadHoldThePiecesTheBudgetAllows() throws {
    let budget = 1 << 20
    try withServer([
      "--no-system-fonts", "--jobs", "2", "--memory-budget", "\(budget)", "--timeout", "2",
      "--min-rate", "1048576",
    ]) { server in
      let before = Self.residentMemory(server)
      let body = Self.widthsRequest
      let request =
        HTTPTestConnection.head("POST", "/v1/compose", length: body.utf8.count) + body
      let reader = try HTTPTestConnection(
        port: server.port, timeout: 60, source: "127.0.0.2", receiveBufferBytes: 4096)
      try reader.send(request)
      usleep(200_000)
      let silent = try (0..<48).map { client in
        let connection = try HTTPTestConnection(
          port: server.port, timeout: 10, source: "127.0.0.\(10 + client / 8)",
          receiveBufferBytes: 4096)
        try connection.send(request)
        return connection
      }
      usleep(500_000)
      let held = try #require(
        try Self.metric(server.port, #"title_memory_budget_bytes{kind="used"}"#))
      #expect(held >= budget)
      let refused = try Self.metric(
        server.port, #"title_http_requests_total{route="/v1/compose",status="503"}"#)
      #expect(refused ?? 0 >= 1)
      // Whether answers are set aside while the reader reads, and whether a silent client is cut
      // in the answer phase, depends on how much of each answer the kernel's socket buffers take
      // and on timing, so neither is asserted here; what
      // must hold whatever the timing is the budget, below.
      let answer = try reader.readResponse()
      #expect(answer.status == 200)
      let records = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [[String: Any]]
      #expect(records?.count == 48)
      #expect(records?.allSatisfy { $0["lines"] != nil } == true)
      let peak = try #require(
        try Self.metric(server.port, #"title_memory_budget_bytes{kind="peak"}"#))
      // The budget, plus a piece (one request's records, about 1 MB) for each of the two threads
      // that may compose while it has room.
      #expect(peak <= budget + 2 * (1_200 << 10))
      if Self.measuresMemory {
        #expect(Self.residentMemory(server).peak - before.now < 64 << 20)
      }
      _ = silent
    }
  }

  /// A 1 MiB body of requests that would be answered with gigabytes: refused at once, and the
  /// server's memory does not grow with the answer it did not write.
  @Test func aBodyThatWouldBeAnsweredWithGigabytesCostsNoMemory() throws {
    let widths = (0..<64).map { "\(40 + $0 * 5)" }.joined(separator: ",")
    let one =
      #"{"category": 1, "title": "\#(String(repeating: "요즘 인기 있는 절에서 템플스테이 체험하기 ", count: 6))", "#
      + #""glyphs": true, "numberOfLines": 0, "widths": [\#(widths)]}"#
    let count = (1 << 20) / (one.utf8.count + 1)
    let body = "[" + Array(repeating: one, count: count).joined(separator: ",") + "]"
    #expect(body.utf8.count <= 1 << 20)
    try withServer(["--no-system-fonts"]) { server in
      let before = Self.residentMemory(server)
      let started = Date()
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: body)
      #expect(response.status == 413)
      #expect(Date().timeIntervalSince(started) < 10)
      if Self.measuresMemory {
        #expect(Self.residentMemory(server).peak - before.now < 32 << 20)
      }
    }
  }
}
