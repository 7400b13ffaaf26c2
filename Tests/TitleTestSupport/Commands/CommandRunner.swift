import Foundation
import TitleSystem

/// Runs the built `title-preview` binary and captures what it prints.
public struct CommandRunner {
  /// What a finished command left: its exit status and what it printed.
  public struct Output: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The `title-preview` executable beside the test bundle (both live in the build folder).
  public static var executable: URL {
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ]
    for folder in candidates {
      let url = folder.appendingPathComponent("title-preview")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return candidates[0].appendingPathComponent("title-preview")
  }

  /// Runs the command with `arguments` (raw bytes allowed) and `stdin`.
  public static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:])
    throws -> Output
  {
    try run(executable: executable, arguments: arguments, stdin: stdin, environment: environment)
  }

  /// Runs `executable` with `arguments` and `stdin`, in this process's environment with
  /// `environment` merged in and the variables `removed` taken out, optionally from another
  /// folder; returns its status and what it printed.
  public static func run(
    executable: URL, arguments: [String], stdin: Data = Data(),
    environment: [String: String] = [:], removing removed: [String] = [],
    currentDirectory: URL? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    for name in removed { env[name] = nil }
    process.environment = env
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Feed standard input and drain standard error on their own threads, so a child that
    // writes a lot to one pipe never blocks on it while we wait on another.
    let group = DispatchGroup()
    let errorBox = LockedData()
    DispatchQueue.global().async(group: group) {
      _ = feed(stdin, to: input.fileHandleForWriting)
      try? input.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: group) {
      errorBox.set(error.fileHandleForReading.readDataToEndOfFile())
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorBox.data, as: UTF8.self))
  }

  /// The tests write to children that may exit without reading (that is what some test): a
  /// write to a closed pipe must fail with EPIPE, not end the test process by SIGPIPE.
  public static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Writes `data` to `handle` with `write(2)`.
  /// - Returns: whether all of it was written (`false` once the reader has gone).
  public static func feed(_ data: Data, to handle: FileHandle) -> Bool {
    ignoreSIGPIPE
    return POSIX.writeAll(data, to: handle.fileDescriptor) == nil
  }
}

/// Bytes shared between a reading thread and the test, behind a lock.
public final class LockedData: @unchecked Sendable {
  // Safe: `storage` is only touched while holding `lock`.
  private let lock = NSLock()
  private var storage = Data()

  /// No bytes yet.
  public init() {}

  /// The bytes so far.
  public var data: Data { lock.withLock { storage } }

  /// Replaces the bytes.
  public func set(_ data: Data) { lock.withLock { storage = data } }

  /// Appends bytes.
  public func append(_ data: Data) { lock.withLock { storage.append(data) } }
}
