import Foundation
import Testing
import TitleTestSupport

/// `title-preview serve` under several clients at once, and stopped while it answers.
@Suite(.timeLimit(.minutes(3))) struct ServeConcurrencyTests {
  static func request(_ number: Int) -> String {
    let titles = ["동시에 여러 손님이 묻는 제목", "keep-alive connection title", "짧은 제목", "アイテムの説明文"]
    return
      "{\"id\": \(number), \"category\": \(number % 9 + 1), \"title\": \"\(titles[number % 4]) \(number)\","
      + " \"width\": \(120 + number % 200), \"numberOfLines\": \(number % 3)}"
  }

  /// Eight clients, each on one kept-alive connection, 25 requests apiece (single objects and
  /// arrays of four): every answer is the batch's record for the request.
  @Test func concurrentKeepAliveClientsGetTheBatchRecords() throws {
    let numbers = Array(0..<200)
    let batch = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"],
      stdin: Data(numbers.map(Self.request).joined(separator: "\n").utf8))
    let expected = batch.stdout.split(separator: "\n").map(String.init)
    #expect(expected.count == 200)
    try withServer(["--no-system-fonts", "--jobs", "4"]) { server in
      let failures = LockedData()
      DispatchQueue.concurrentPerform(iterations: 8) { client in
        do {
          let connection = try HTTPTestConnection(port: server.port)
          for round in 0..<25 {
            let number = client * 25 + round
            if round % 5 == 4 {
              let group = (number - 3)...number
              let body = "[" + group.map(Self.request).joined(separator: ",") + "]"
              let response = try connection.request("POST", "/v1/compose", text: body)
              let want = "[" + group.map { expected[$0] }.joined(separator: ",") + "]"
              if response.status != 200 || response.text != want {
                failures.append(Data("array \(number): \(response.status)\n".utf8))
              }
            } else {
              let response = try connection.request(
                "POST", "/v1/compose", text: Self.request(number))
              if response.status != 200 || response.text != expected[number] {
                failures.append(
                  Data("request \(number): \(response.status) \(response.text)\n".utf8))
              }
            }
          }
        } catch {
          failures.append(Data("client \(client): \(error)\n".utf8))
        }
      }
      #expect(String(decoding: failures.data, as: UTF8.self) == "")
    }
  }

  /// SIGTERM while requests are on their way: the server stops accepting, answers the requests
  /// begun (their bodies finish arriving after the signal) and exits 0.
  @Test func sigtermLetsRequestsInFlightFinishThenExitsZero() throws {
    let server = try ServeProcess(["--no-system-fonts", "--jobs", "2"])
    defer { server.stop(signal: SIGKILL) }
    let body = Array(("[" + (0..<100).map(Self.request).joined(separator: ",") + "]").utf8)
    let connections = try (0..<4).map { _ in try HTTPTestConnection(port: server.port) }
    for connection in connections {
      try connection.send(HTTPTestConnection.head("POST", "/v1/compose", length: body.count))
      try connection.send(Array(body.prefix(10)))
    }
    usleep(500_000)  // the heads are read: four requests in flight
    kill(server.process.processIdentifier, SIGTERM)
    usleep(200_000)
    // No new connections once stopping.
    #expect(throws: HTTPTestConnection.Failure.self) {
      _ = try HTTPTestConnection(port: server.port).request("GET", "/healthz")
    }
    for connection in connections { try connection.send(Array(body.dropFirst(10))) }
    for connection in connections {
      let response = try connection.readResponse()
      #expect(response.status == 200)
      #expect(response.headers["connection"]?.lowercased() == "close")
      let records = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]]
      #expect(records?.count == 100)
      #expect(records?.allSatisfy { $0["lines"] != nil } == true)
    }
    #expect(server.waitForExit(within: 20) == 0)
    #expect(server.standardError.hasSuffix("title-preview: stopped by SIGTERM\n"))
  }

  /// One job is libmicrohttpd's polling thread alone: the server answers, and says nothing on
  /// its standard error but that it listens and that it stopped.
  @Test func oneJobServesWithoutAWord() throws {
    let server = try ServeProcess(["--no-system-fonts", "--jobs", "1"])
    let response = try HTTPTestConnection(port: server.port).request(
      "POST", "/v1/compose", text: Self.request(1))
    #expect(response.status == 200)
    #expect(server.stop(signal: SIGTERM) == 0)
    let lines = server.standardError.split(separator: "\n")
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasPrefix("listening on http://127.0.0.1:") == true)
    #expect(lines.last == "title-preview: stopped by SIGTERM")
  }

  @Test func sigintStopsAnIdleServerWithStatusZero() throws {
    let server = try ServeProcess(["--no-system-fonts"])
    #expect(server.stop(signal: SIGINT) == 0)
  }
}
