import Foundation
import Synchronization
import TitleComposer

/// `title-bench --http`: starts `title-preview serve` (the binary beside this one) on a free
/// loopback port and loads it from `--clients` kept-alive connections: single-title requests,
/// then 100-title arrays, the corpus's request lines (``JSONLBenchmark/lines``). Prints requests
/// and titles per second and the p50 and p99 latency of each. Bounded: a fixed count of requests
/// per phase and at most `secondsPerPhase` each.
struct HTTPBenchmark {
  let lines: [[UInt8]]
  let options: BenchOptions
  let clients: Int
  var secondsPerPhase = 20.0

  struct Phase {
    let name: String
    let bodies: [[UInt8]]
    let titlesPerRequest: Int
    let requests: Int
  }

  func run() throws {
    let server = try ServeChild(jobs: options.jobs, executable: options.referenceServer)
    defer { server.stop() }
    let singles = lines
    let arrays = stride(from: 0, to: lines.count, by: 100).map { start in
      let slice = lines[start..<min(start + 100, lines.count)]
      return [UInt8]("[".utf8) + Array(slice.joined(separator: [UInt8(ascii: ",")]))
        + [UInt8]("]".utf8)
    }
    let name = options.referenceServer.map { "reference server \($0)" } ?? "title-preview serve"
    print("HTTP loopback, \(name), \(clients) clients kept alive, server --jobs \(options.jobs):")
    for phase in [
      Phase(name: "warm-up", bodies: singles, titlesPerRequest: 1, requests: 400),
      Phase(name: "1 title", bodies: singles, titlesPerRequest: 1, requests: 8000),
      Phase(name: "100 titles", bodies: arrays, titlesPerRequest: 100, requests: 400),
    ] {
      let cpuBefore = server.cpuSeconds
      let (result, answered) = try load(phase, port: server.port)
      guard phase.name != "warm-up" else { continue }
      let cpu = server.cpuSeconds - cpuBefore
      print(result + String(format: ", server CPU %.0f µs a request", cpu / Double(answered) * 1e6))
    }
  }

  /// Sends the phase's requests from the clients and describes the figures.
  /// - Returns: the figures, and how many requests were answered.
  private func load(_ phase: Phase, port: Int) throws -> (String, Int) {
    let latencies = Mutex<[Double]>([])
    let failures = Mutex<[String]>([])
    let deadline = Date().addingTimeInterval(secondsPerPhase)
    let perClient = (phase.requests + clients - 1) / clients
    let requests = phase.bodies.map { HTTPLoadClient.post("/v1/compose", body: $0) }
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
    func percentile(_ fraction: Double) -> Double {
      sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
    let perSecond = Double(sorted.count) / seconds
    let figures = String(
      format:
        "  %@: %d requests in %.2f s: %.0f requests/s, %.0f titles/s, p50 %.0f µs, p99 %.0f µs",
      phase.name, sorted.count, seconds, perSecond, perSecond * Double(phase.titlesPerRequest),
      percentile(0.5), percentile(0.99))
    return (figures, sorted.count)
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
    while !text.contains("\n") {
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
