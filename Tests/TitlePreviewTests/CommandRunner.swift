import Foundation

/// Runs the built `title-preview` binary and captures what it prints.
struct CommandRunner {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `title-preview` executable beside the test bundle (both live in the build folder).
  static var executable: URL {
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
  static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:])
    throws -> Output
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
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
    let errorBox = DataBox()
    DispatchQueue.global().async(group: group) {
      input.fileHandleForWriting.write(stdin)
      try? input.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: group) {
      errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errorBox.data
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Standard error's bytes, written by one thread and read after `DispatchGroup.wait`.
private final class DataBox: @unchecked Sendable {
  // Safe: written once by the reading thread before the group is left, read after wait().
  var data = Data()
}
