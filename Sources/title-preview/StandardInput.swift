import Glibc
import TitleComposer
import TitleSystem

/// Why standard input could not be read (e.g. `< /`, a directory).
struct InputReadError: Error, CustomStringConvertible {
  /// Why, in plain words.
  let reason: String

  var description: String { "cannot read standard input: \(reason)" }
}

/// The one reader of standard input as a whole (a title, a tooltip's text, tags), with `read(2)`:
/// every error a typed one, never a trap (`FileHandle.readDataToEndOfFile` traps on a read
/// error). Batch mode streams it line by line instead (``LineReader``).
enum StandardInput {
  /// All of standard input.
  /// - Throws: ``InputReadError`` when a read fails.
  static func readAll() throws(InputReadError) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      switch POSIX.read(STDIN_FILENO, into: &buffer) {
      case .bytes(let count): bytes.append(contentsOf: buffer[..<count])
      case .end: return bytes
      case .failed(let code):
        throw InputReadError(
          reason: code == EISDIR ? "it is a directory" : String(cString: strerror(code)))
      }
    }
  }

  /// Standard input without its final newline (LF or CR LF), validated as UTF-8.
  /// - Throws: ``InputReadError`` when it cannot be read, ``ComposerError`` for invalid UTF-8.
  static func text() throws -> String {
    var bytes = try readAll()
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    return try UTF8Validation.string(from: bytes)
  }

  /// Standard input's non-empty lines.
  /// - Throws: as ``text()``.
  static func lines() throws -> [String] {
    try text().split(whereSeparator: \.isNewline).map(String.init)
  }

  /// `bytes` as a UTF-8 string when given, else ``text()``: a command's text argument or, when
  /// it has none (or `-`), standard input.
  static func text(or bytes: [UInt8]?) throws -> String {
    guard let bytes else { return try text() }
    return try UTF8Validation.string(from: bytes)
  }
}
