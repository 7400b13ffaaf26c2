import Glibc

/// Why output could not be written: the output it was writing (`standard output` or a
/// file's path) and the reason in plain words.
public struct OutputError: Error, Sendable, CustomStringConvertible {
  /// `standard output`, or the path of the file being written.
  public let target: String
  /// Why, e.g. "No space left on device".
  public let reason: String

  /// An error for `target` from the `errno` a system call left.
  public init(target: String, errno code: Int32) {
    self.target = target
    reason = Self.reason(errno: code)
  }

  /// An error for `target` with a reason of its own.
  public init(target: String, reason: String) {
    self.target = target
    self.reason = reason
  }

  /// "cannot write TARGET: REASON".
  public var description: String { "cannot write \(target): \(reason)" }

  /// `strerror`'s text, with the cases a user meets most said plainly.
  public static func reason(errno code: Int32) -> String {
    switch code {
    case EBADF: return "it is closed or not open for writing"
    case EISDIR: return "it is a directory"
    case ENOENT: return "it does not exist"
    default: return String(cString: strerror(code))
    }
  }
}
