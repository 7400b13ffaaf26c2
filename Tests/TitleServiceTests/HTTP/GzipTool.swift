import Foundation
import TitleTestSupport

/// gzip for the tests, by the system's `gzip` program: evidence independent of the server's own
/// zlib calls.
enum GzipTool {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `bytes` compressed (`gzip -c`).
  static func compress(_ bytes: [UInt8]) throws -> [UInt8] { try run(["-c"], bytes) }

  /// `bytes` decompressed (`gzip -dc`).
  static func decompress(_ bytes: [UInt8]) throws -> [UInt8] { try run(["-dc"], bytes) }

  private static func run(_ arguments: [String], _ bytes: [UInt8]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let writer = input.fileHandleForWriting
    DispatchQueue.global().async {
      _ = CommandRunner.feed(Data(bytes), to: writer)
      try? writer.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "gzip \(arguments) exited \(process.terminationStatus)")
    }
    return [UInt8](data)
  }
}
