import Foundation
import Synchronization
import TitleComposer
import TitleSystem

/// `title-bench --http`: starts `title-preview serve` (the binary beside this one) on a free
/// loopback port and loads it from `--clients` kept-alive connections: single-title requests,
/// 100-title arrays, and the same arrays answered gzipped (`Accept-Encoding: gzip`), the corpus's
/// request lines (``JSONLBenchmark/lines``); each phase `--rounds` times. Prints requests and
/// titles per second and the p50 and p99 latency of each, as the median of the rounds with their
/// range. Then `/healthz` from another client address while 1,000 slow clients (20 from each of
/// 50 addresses) trickle their heads a byte a second. Bounded: a fixed count of requests per
/// phase and at most `secondsPerPhase` each.
struct HTTPBenchmark {
  let lines: [[UInt8]]
  let options: BenchOptions
  let clients: Int
  var rounds = 3
  var secondsPerPhase = 20.0

  struct Phase {
    let name: String
    let requests: [[UInt8]]
    let titlesPerRequest: Int
    let count: Int
  }

  /// One round of a phase.
  struct Figures {
    var perSecond: Double
    var p50: Double
    var p99: Double
    var cpuPerRequest: Double
  }

  func run() throws {
    POSIX.raiseOpenFileLimit()
    let server = try ServeChild(jobs: options.jobs, executable: options.referenceServer)
    defer { server.stop() }
    let singles = lines.map { HTTPLoadClient.post("/v1/compose", body: $0) }
    let arrays = stride(from: 0, to: lines.count, by: 100).map { start in
      let slice = lines[start..<min(start + 100, lines.count)]
      return [UInt8]("[".utf8) + Array(slice.joined(separator: [UInt8(ascii: ",")]))
        + [UInt8]("]".utf8)
    }
    let gzipArrays = arrays.map {
      HTTPLoadClient.post("/v1/compose", body: $0, headers: ["Accept-Encoding: gzip"])
    }
    let name = options.referenceServer.map { "reference server \($0)" } ?? "title-preview serve"
    print(
      "HTTP loopback, \(name), \(clients) clients kept alive, server --jobs \(options.jobs), \(rounds)"
        + " rounds (median [min–max]):")
    _ = try load(
      Phase(name: "warm-up", requests: singles, titlesPerRequest: 1, count: 400), server: server)
    for phase in [
      Phase(name: "1 title", requests: singles, titlesPerRequest: 1, count: 8000),
      Phase(
        name: "100 titles", requests: arrays.map { HTTPLoadClient.post("/v1/compose", body: $0) },
        titlesPerRequest: 100, count: 400),
      Phase(name: "100 titles gzip", requests: gzipArrays, titlesPerRequest: 100, count: 400),
    ] {
      let figures = try (0..<rounds).map { _ in try load(phase, server: server) }
      print(Self.describe(phase, figures))
    }
    // A reference server has no /healthz: the slow-client phase measures title-preview only.
    guard options.referenceServer == nil else { return }
    let health = try SlowClientLoad(port: server.port).healthLatencies(rounds: rounds)
    print(
      "  /healthz beside 1,000 slow clients: "
        + Self.spread(health.map(\.p50), "p50", unit: "µs") + ", "
        + Self.spread(health.map(\.p99), "p99", unit: "µs"))
  }

  /// "name: N requests/s, titles/s, p50, p99, CPU", each the median of the rounds and their range.
  static func describe(_ phase: Phase, _ figures: [Figures]) -> String {
    "  \(phase.name): "
      + spread(figures.map(\.perSecond), "", unit: "requests/s") + ", "
      + spread(figures.map { $0.perSecond * Double(phase.titlesPerRequest) }, "", unit: "titles/s")
      + ", " + spread(figures.map(\.p50), "p50", unit: "µs") + ", "
      + spread(figures.map(\.p99), "p99", unit: "µs") + ", server CPU "
      + spread(figures.map(\.cpuPerRequest), "", unit: "µs a request")
  }

  /// "label median [min–max] unit".
  static func spread(_ values: [Double], _ label: String, unit: String) -> String {
    let sorted = values.sorted()
    let median = sorted[sorted.count / 2]
    let text = String(format: "%.0f [%.0f–%.0f] ", median, sorted.first!, sorted.last!) + unit
    return label.isEmpty ? text : label + " " + text
  }

  /// Sends the phase's requests from the clients once.
  private func load(_ phase: Phase, server: ServeChild) throws -> Figures {
    let latencies = Mutex<[Double]>([])
    let failures = Mutex<[String]>([])
    let deadline = Date().addingTimeInterval(secondsPerPhase)
    let perClient = (phase.count + clients - 1) / clients
    let requests = phase.requests
    let port = server.port
    let cpuBefore = server.cpuSeconds
    let started = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: clients) { client in
      var mine: [Double] = []
      mine.reserveCapacity(perClient)
      do {
        let connection = try HTTPLoadClient(port: port)
        for index in 0..<perClient where Date() < deadline {
          let request = requests[(client * perClient + index) % requests.count]
          let before = DispatchTime.now().uptimeNanoseconds
          let (status, _) = try connection.exchange(request)
          mine.append(Double(DispatchTime.now().uptimeNanoseconds - before) / 1000)
          if status != 200 { failures.withLock { $0.append("status \(status)") } }
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
      latencies.withLock { $0.append(contentsOf: mine) }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let sorted = latencies.withLock { $0 }.sorted()
    if let failure = failures.withLock({ $0.first }) {
      throw BenchError("HTTP \(phase.name): \(failure)")
    }
    guard !sorted.isEmpty else { throw BenchError("HTTP \(phase.name): no answers") }
    return Figures(
      perSecond: Double(sorted.count) / seconds, p50: Self.percentile(sorted, 0.5),
      p99: Self.percentile(sorted, 0.99),
      cpuPerRequest: (server.cpuSeconds - cpuBefore) / Double(sorted.count) * 1e6)
  }

  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }
}

/// 1,000 slow clients, 20 from each of 127.0.1.1 to 127.0.1.50, each sending its head a byte a
/// second, and `/healthz` asked meanwhile from 127.0.0.2 on a fresh connection each time.
struct SlowClientLoad {
  let port: Int

  /// The p50 and p99 of `/healthz` (µs) in each of `rounds` rounds of 200 requests, a round a
  /// second of trickling.
  func healthLatencies(rounds: Int) throws -> [(p50: Double, p99: Double)] {
    var slow: [HTTPLoadClient] = []
    for index in 0..<1000 {
      slow.append(
        try HTTPLoadClient(port: port, timeoutSeconds: 5, source: "127.0.1.\(index / 20 + 1)"))
    }
    let head = Array("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: trickling".utf8)
    let health = HTTPLoadClient.get("/healthz")
    var figures: [(Double, Double)] = []
    for round in 0..<rounds {
      let started = Date()
      for connection in slow { try? connection.send([head[round % head.count]]) }
      var latencies: [Double] = []
      for _ in 0..<200 {
        let before = DispatchTime.now().uptimeNanoseconds
        let (status, _) = try HTTPLoadClient(port: port, source: "127.0.0.2").exchange(health)
        latencies.append(Double(DispatchTime.now().uptimeNanoseconds - before) / 1000)
        guard status == 200 else { throw BenchError("/healthz beside slow clients: \(status)") }
      }
      latencies.sort()
      figures.append(
        (HTTPBenchmark.percentile(latencies, 0.5), HTTPBenchmark.percentile(latencies, 0.99)))
      usleep(UInt32(max(0, 1 - Date().timeIntervalSince(started)) * 1e6))
    }
    return figures
  }
}

/// `title-preview serve --port 0` as a child process, stopped with SIGTERM; or another server
/// that takes `--port 0 --jobs N` and says where it listens the same way (the reference server
/// of scripts/http-bench.sh).
final class ServeChild {
  let process = Process()
  let port: Int

  /// - Parameters:
  ///   - jobs: the server's threads.
  ///   - executable: another server's path; `nil` runs the title-preview beside this binary.
  init(jobs: Int, executable: String? = nil) throws {
    if let executable {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["--port", "0", "--jobs", "\(jobs)"]
    } else {
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      process.executableURL = folder.appendingPathComponent("title-preview")
      process.arguments = ["serve", "--port", "0", "--jobs", "\(jobs)"]
    }
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var text = ""
    let handle = error.fileHandleForReading
    // Up to the line that gives the port (or the end: the server stopped).
    while !text.contains("listening on") || !text.hasSuffix("\n") {
      let data = handle.availableData
      guard !data.isEmpty else { break }
      text += String(decoding: data, as: UTF8.self)
    }
    guard let range = text.range(of: "listening on http://127.0.0.1:"),
      let port = Int(text[range.upperBound...].prefix { $0.isNumber })
    else {
      process.terminate()
      throw BenchError("\(process.executableURL?.path ?? "the server") did not start: \(text)")
    }
    self.port = port
  }

  /// The server's user and system CPU time so far (`/proc/PID/stat`, in clock ticks).
  var cpuSeconds: Double {
    guard
      let stat = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After the command's ")": state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  func stop() {
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
  }
}
