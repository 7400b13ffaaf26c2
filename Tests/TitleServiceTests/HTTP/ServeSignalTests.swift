import Foundation
import Testing
import TitleTestSupport

/// `title-preview serve` and the signals that stop it: SIGHUP drains as SIGTERM and SIGINT do,
/// and a second stop signal ends the process at once.
@Suite(.timeLimit(.minutes(2))) struct ServeSignalTests {
  /// SIGHUP while 50 requests are on their way: each is answered whole (with `Connection:
  /// close`), then the server exits 0.
  @Test func sighupLetsFiftyRequestsInFlightFinish() throws {
    let server = try ServeProcess(["--no-system-fonts", "--jobs", "2"])
    defer { server.stop(signal: SIGKILL) }
    let body = Array(
      ("[" + (0..<10).map(ServeConcurrencyTests.request).joined(separator: ",") + "]").utf8)
    let connections = try (0..<50).map { _ in try HTTPTestConnection(port: server.port) }
    for connection in connections {
      try connection.send(HTTPTestConnection.head("POST", "/v1/compose", length: body.count))
      try connection.send(Array(body.prefix(10)))
    }
    usleep(500_000)  // the heads are read: fifty requests in flight
    kill(server.process.processIdentifier, SIGHUP)
    usleep(200_000)
    for connection in connections { try connection.send(Array(body.dropFirst(10))) }
    var answered = 0
    for connection in connections {
      let response = try connection.readResponse()
      let records = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]]
      if response.status == 200, response.headers["connection"]?.lowercased() == "close",
        records?.count == 10, records?.allSatisfy({ $0["lines"] != nil }) == true
      {
        answered += 1
      }
    }
    #expect(answered == 50)
    #expect(server.waitForExit(within: 20) == 0)
    #expect(server.standardError.hasSuffix("title-preview: stopped by SIGHUP\n"))
  }

  /// A request that never finishes holds the drain; a second stop signal (of another kind)
  /// ends the process at once, by that signal.
  @Test func aSecondStopSignalEndsTheServerAtOnce() throws {
    let server = try ServeProcess(["--no-system-fonts"])
    defer { server.stop(signal: SIGKILL) }
    let stuck = try HTTPTestConnection(port: server.port)
    try stuck.send(HTTPTestConnection.head("POST", "/v1/compose", length: 100) + "{")
    usleep(300_000)
    kill(server.process.processIdentifier, SIGHUP)
    usleep(500_000)
    #expect(server.process.isRunning)
    kill(server.process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(5)
    while server.process.isRunning && Date() < deadline { usleep(10_000) }
    #expect(!server.process.isRunning)
    if !server.process.isRunning {
      #expect(server.process.terminationReason == .uncaughtSignal)
      #expect(server.process.terminationStatus == SIGTERM)
    }
  }
}
