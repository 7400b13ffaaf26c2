import Foundation

/// Runs the built `title-preview` the ways the output-hardening tests need: through `/bin/sh`
/// (to redirect or close its standard output), from another folder, or found through `PATH`.
enum HardeningOutputShell {
  /// Runs `script` with `sh -c`, `$0` being the `title-preview` binary and `$1…` `arguments`.
  static func run(
    _ script: String, arguments: [String] = [], stdin: Data = Data(),
    environment: [String: String] = [:], removing removed: [String] = [],
    currentDirectory: URL? = nil, shell: String = "/bin/sh"
  ) throws -> CommandRunner.Output {
    ignoreSIGPIPE
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = ["-c", script, CommandRunner.executable.path] + arguments
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
    let group = DispatchGroup()
    let errorBox = HardeningOutputBox()
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
    return CommandRunner.Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorBox.data, as: UTF8.self))
  }

  /// The tests write to children that may exit without reading (that is what some test): a
  /// write to a closed pipe must fail with EPIPE, not end the test process by SIGPIPE.
  static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Writes `data` to `handle` with `write(2)`.
  /// - Returns: whether all of it was written (`false` once the reader has gone).
  static func feed(_ data: Data, to handle: FileHandle) -> Bool {
    ignoreSIGPIPE
    return data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          handle.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }

  /// A new empty folder under the temporary directory.
  static func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hardening-output-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// One JSON object per line of `text`.
  static func records(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }
}

/// Bytes shared between a reading thread and the test, behind a lock.
final class HardeningOutputBox: @unchecked Sendable {
  // Safe: `storage` is only touched while holding `lock`.
  private let lock = NSLock()
  private var storage = Data()

  var data: Data { lock.withLock { storage } }

  func set(_ data: Data) { lock.withLock { storage = data } }

  func append(_ data: Data) { lock.withLock { storage.append(data) } }
}
