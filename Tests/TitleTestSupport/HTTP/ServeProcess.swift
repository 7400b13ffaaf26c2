import Foundation

/// A `title-preview serve` started on port 0 for one test, stopped (SIGTERM, then SIGKILL after a
/// bound) when the test is done.
public final class ServeProcess: @unchecked Sendable {
  // Safe: `process` is set in `init` and only read after; `errorText` is behind its own lock.
  public let process = Process()
  public let port: UInt16
  private let errorText = LockedData()

  public struct StartError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Starts the server with `arguments` after `serve --port 0` and waits (at most 20 s) for its
  /// `listening on http://127.0.0.1:PORT` line.
  /// - Parameters:
  ///   - arguments: the options after `serve --port 0`.
  ///   - executable: the `title-preview` to run (the built one unless said).
  ///   - environment: its whole environment (this process's unless said).
  ///   - currentDirectory: where it runs (this process's unless said).
  public init(
    _ arguments: [String] = [], executable: URL = CommandRunner.executable,
    environment: [String: String]? = nil, currentDirectory: URL? = nil
  ) throws {
    process.executableURL = executable
    process.arguments = ["serve", "--port", "0"] + arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let box = errorText
    error.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if !data.isEmpty { box.append(data) }
    }
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    var found: UInt16? = nil
    while Date() < deadline && process.isRunning {
      let text = String(decoding: box.data, as: UTF8.self)
      if let range = text.range(of: "listening on http://127.0.0.1:"),
        let line = text[range.upperBound...].split(separator: "\n").first,
        let number = UInt16(line)
      {
        found = number
        break
      }
      usleep(10_000)
    }
    guard let found else {
      if process.isRunning { process.terminate() }
      throw StartError(
        description: "no 'listening on' line: \(String(decoding: box.data, as: UTF8.self))")
    }
    port = found
  }

  /// What the server wrote on standard error so far.
  public var standardError: String { String(decoding: errorText.data, as: UTF8.self) }

  /// Sends SIGTERM and waits at most `seconds` for the exit.
  /// - Returns: the exit status, or `nil` if it did not exit in time (it is then killed).
  @discardableResult
  public func stop(signal: Int32 = SIGTERM, within seconds: Double = 20) -> Int32? {
    if process.isRunning { kill(process.processIdentifier, signal) }
    return waitForExit(within: seconds)
  }

  /// Waits at most `seconds` for the exit; kills the server if it does not come.
  public func waitForExit(within seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}

/// Runs `body` with a fresh server, stopping it afterwards whatever happens.
public func withServer<T>(_ arguments: [String] = [], _ body: (ServeProcess) throws -> T) throws -> T {
  let server = try ServeProcess(arguments)
  defer { server.stop() }
  return try body(server)
}
