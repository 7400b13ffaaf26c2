import Glibc
import TitleSystem

/// The command's standard output: every write checked, one writer for every subcommand.
enum StandardOutput {
  /// The name messages give it.
  static let name = "standard output"

  /// Writes `bytes` to standard output.
  /// - Throws: ``OutputError`` naming standard output and the reason (a full disk, a closed
  ///   descriptor, …). A reader that went away still ends the process with SIGPIPE (status 141).
  static func write(_ bytes: some Collection<UInt8>) throws(OutputError) {
    if let code = POSIX.writeAll(bytes, to: STDOUT_FILENO) {
      throw OutputError(target: name, errno: code)
    }
  }

  /// Writes the bytes of `pieces`, in order, to standard output with as few `writev(2)` calls
  /// as it takes (a batch's chunks, not copied into one buffer first).
  /// - Throws: ``OutputError`` as ``write(_:)-(some Collection<UInt8>)``.
  static func write(pieces: [[UInt8]]) throws(OutputError) {
    if let code = POSIX.writeAll(pieces: pieces, to: STDOUT_FILENO) {
      throw OutputError(target: name, errno: code)
    }
  }

  /// Writes `text` as UTF-8 to standard output.
  /// - Throws: ``OutputError`` as ``write(_:)-(some Collection<UInt8>)``.
  static func write(_ text: String) throws(OutputError) {
    try write(Array(text.utf8))
  }

  /// Writes `text` and a newline, like `print`.
  /// - Throws: ``OutputError`` when the write fails.
  static func printLine(_ text: String) throws(OutputError) {
    try write(text + "\n")
  }
}

/// Standard error for messages: written with `write(2)`, failures ignored (there is nowhere left
/// to report them), never a trap.
enum StandardError {
  /// Writes `text` as UTF-8.
  static func write(_ text: String) {
    _ = POSIX.writeAll(Array(text.utf8), to: STDERR_FILENO)
  }
}

/// Standard descriptors the command was started without (`>&-`): each is reopened on
/// `/dev/null` so no file the command opens later takes its number. Standard output is reopened
/// read-only, so writing it fails with `EBADF` and is reported as closed instead of landing in
/// some other file.
enum StandardDescriptors {
  /// Reopens closed descriptors 0, 1 and 2.
  static func reserve() {
    for (descriptor, flags) in [
      (STDIN_FILENO, O_RDONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_WRONLY),
    ]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", flags)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
