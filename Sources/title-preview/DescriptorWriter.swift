import Foundation

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
