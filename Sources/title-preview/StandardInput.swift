import Foundation

/// Why standard input could not be read (e.g. `< /`, a directory).
struct InputReadError: Error, CustomStringConvertible {
  /// Why, in plain words.
  let reason: String

  var description: String { "cannot read standard input: \(reason)" }
}

/// The command's standard input, read with `read(2)`: every error a typed one, never a trap
/// (`FileHandle.readDataToEndOfFile` traps on a read error).
enum StandardInput {
  /// All of standard input.
  /// - Throws: ``InputReadError`` when a read fails.
  static func readAll() throws(InputReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        let code = errno
        throw InputReadError(
          reason: code == EISDIR ? "it is a directory" : String(cString: strerror(code)))
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[..<count])
    }
  }
}
