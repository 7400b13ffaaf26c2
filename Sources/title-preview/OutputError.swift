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

/// Writes bytes to a file descriptor with `write(2)`: all of them (partial writes continued,
/// `EINTR` retried) or the `errno` that stopped it. Never traps, never buffers.
enum DescriptorWriter {
  /// Writes every byte of `bytes` to `descriptor`.
  /// - Returns: `nil` when all were written, else the `errno` of the failed write.
  static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
    let result: Int32?? = bytes.withContiguousStorageIfAvailable { buffer in
      writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
    }
    if let result { return result }
    let copy = Array(bytes)
    return copy.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes every byte of `pieces`, in order, to `descriptor`: up to ``piecesPerCall`` pieces a
  /// `writev(2)` call, a partial write finished piece by piece.
  /// - Returns: `nil` when all were written, else the `errno` of the failed write.
  static func writeAll(pieces: [[UInt8]], to descriptor: Int32) -> Int32? {
    var start = 0
    while start < pieces.count {
      let group = pieces[start..<min(start + piecesPerCall, pieces.count)]
      start = group.endIndex
      var vectors: [iovec] = []
      vectors.reserveCapacity(group.count)
      let failure = withPieces(group, collecting: &vectors) { vectors in
        let total = group.reduce(0) { $0 + $1.count }
        var written = -1
        while written < 0 {
          written = writev(descriptor, vectors, Int32(vectors.count))
          if written < 0 && errno != EINTR { return errno }
        }
        guard written < total else { return nil }
        // A partial write: the rest of the group one piece at a time.
        var skipped = 0
        for piece in group {
          defer { skipped += piece.count }
          guard skipped + piece.count > written else { continue }
          let from = max(0, written - skipped)
          if let code = writeAll(piece[from...], to: descriptor) { return code }
        }
        return nil
      }
      if let failure { return failure }
    }
    return nil
  }

  /// The most pieces one `writev(2)` call is given (below every system's `IOV_MAX`).
  static let piecesPerCall = 128

  /// Calls `body` with an `iovec` for each piece of `pieces`, each valid for the whole call: the
  /// pieces' storage is borrowed one scope inside the other.
  private static func withPieces(
    _ pieces: ArraySlice<[UInt8]>, collecting vectors: inout [iovec],
    _ body: ([iovec]) -> Int32?
  ) -> Int32? {
    guard let first = pieces.first else { return body(vectors) }
    return first.withUnsafeBytes { buffer in
      vectors.append(
        iovec(
          iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress), iov_len: buffer.count))
      return withPieces(pieces.dropFirst(), collecting: &vectors, body)
    }
  }

  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}

/// The command's standard output: every write checked, one writer for every subcommand.
enum StandardOutput {
  /// The name messages give it.
  static let name = "standard output"

  /// Writes `bytes` to standard output.
  /// - Throws: ``OutputError`` naming standard output and the reason (a full disk, a closed
  ///   descriptor, …). A reader that went away still ends the process with SIGPIPE (status 141).
  static func write(_ bytes: some Collection<UInt8>) throws(OutputError) {
    if let code = DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO) {
      throw OutputError(target: name, errno: code)
    }
  }

  /// Writes the bytes of `pieces`, in order, to standard output with as few `writev(2)` calls
  /// as it takes (a batch's chunks, not copied into one buffer first).
  /// - Throws: ``OutputError`` as ``write(_:)-(some Collection<UInt8>)``.
  static func write(pieces: [[UInt8]]) throws(OutputError) {
    if let code = DescriptorWriter.writeAll(pieces: pieces, to: STDOUT_FILENO) {
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
    _ = DescriptorWriter.writeAll(Array(text.utf8), to: STDERR_FILENO)
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
