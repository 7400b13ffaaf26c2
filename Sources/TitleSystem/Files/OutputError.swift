import Foundation

/// Why the CLI could not write its output: the output it was writing (`standard output` or a
/// file's path) and the reason in plain words.
struct OutputError: Error, CustomStringConvertible {
  /// `standard output`, or the path of the file being written.
  let target: String
  /// Why, e.g. "No space left on device".
  let reason: String

  /// An error for `target` from the `errno` a system call left.
  init(target: String, errno code: Int32) {
    self.target = target
    reason = Self.reason(errno: code)
  }

  /// An error for `target` with a reason of its own.
  init(target: String, reason: String) {
    self.target = target
    self.reason = reason
  }

  var description: String { "cannot write \(target): \(reason)" }

  /// `strerror`'s text, with the cases a user meets most said plainly.
  static func reason(errno code: Int32) -> String {
    switch code {
    case EBADF: return "it is closed or not open for writing"
    case EISDIR: return "it is a directory"
    case ENOENT: return "it does not exist"
    default: return String(cString: strerror(code))
    }
  }
}
