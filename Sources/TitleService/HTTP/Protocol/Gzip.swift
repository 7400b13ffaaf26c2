internal import CZlib

/// gzip (RFC 1952) over zlib, for request bodies sent with `Content-Encoding: gzip` and answers
/// to clients that send `Accept-Encoding: gzip`. Every zlib call of the package is in this file.
enum Gzip {
  /// Why a gzip body could not be read.
  enum Failure: Error, Equatable {
    /// Decompressed, it would be longer than the limit.
    case tooLarge
    /// It is not gzip, or it is cut short.
    case invalid(String)
    /// The memory budget has no room for the decompressed bytes.
    case noRoom
  }

  /// `bytes` decompressed: one gzip member or several one after the other (RFC 1952 §2.2), at
  /// most `limit` bytes out, each piece taken from `budget` as it comes (the caller gives the
  /// output's bytes back once done with them; on a throw they are given back here).
  /// - Throws: ``Failure/tooLarge`` as soon as the output would pass `limit` (a small body that
  ///   inflates to gigabytes stops there), ``Failure/noRoom`` when the budget has no room for a
  ///   piece, ``Failure/invalid(_:)`` for bytes that are not gzip.
  static func decompress(_ bytes: [UInt8], limit: Int, budget: MemoryBudget) throws(Failure)
    -> [UInt8]
  {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    guard czlib_inflate_init_gzip(stream) == Z_OK else { throw .invalid("zlib could not start") }
    defer { inflateEnd(stream) }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var input = bytes
    let failure: Failure? = input.withUnsafeMutableBufferPointer { input in
      stream.pointee.next_in = input.baseAddress
      stream.pointee.avail_in = UInt32(input.count)
      while true {
        let status = chunk.withUnsafeMutableBufferPointer { out in
          stream.pointee.next_out = out.baseAddress
          stream.pointee.avail_out = UInt32(out.count)
          return inflate(stream, Z_NO_FLUSH)
        }
        let produced = chunk.count - Int(stream.pointee.avail_out)
        if output.count + produced > limit { return .tooLarge }
        guard budget.reserveBody(produced) else { return .noRoom }
        output.append(contentsOf: chunk[..<produced])
        switch status {
        case Z_STREAM_END:
          // Another member may follow.
          guard stream.pointee.avail_in > 0 else { return nil }
          guard inflateReset(stream) == Z_OK else { return .invalid("zlib could not go on") }
        case Z_OK:
          continue
        case Z_BUF_ERROR where stream.pointee.avail_in == 0:
          return .invalid("the gzip data ends before its end")
        default:
          let message = stream.pointee.msg.map { String(cString: $0) } ?? "error \(status)"
          return .invalid(message)
        }
      }
    }
    if let failure {
      budget.releaseBody(output.count)
      throw failure
    }
    return output
  }

  /// `bytes` as one gzip member.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    let deflater = Deflater()
    return deflater.compress(bytes, finish: true)
  }

  /// A gzip stream written piece by piece (an answer streamed to the client): its zlib state,
  /// about 200 KB, at level 1 with a 32 KiB window and a 64 KiB hash table (on 100 corpus
  /// records: a fifth of their size, faster than a smaller window, whose hash collides more).
  final class Deflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var isOpen: Bool
    /// The bytes the zlib state takes (`deflateInit2`'s 2^(window + 2) + 2^(memory level + 9),
    /// and the stream's own).
    static let stateBytes = 200 << 10

    init() {
      stream.initialize(to: z_stream())
      isOpen = czlib_deflate_init_gzip(stream, 1, 15, 7) == Z_OK
    }

    deinit {
      if isOpen { deflateEnd(stream) }
      stream.deallocate()
    }

    /// Compresses `bytes`, flushed so the client can read them at once; with `finish`, the
    /// stream's end (its checksum and length) follows.
    /// - Returns: the compressed bytes (empty after the end).
    func compress(_ bytes: [UInt8], finish: Bool) -> [UInt8] {
      guard isOpen else { return [] }
      var output: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: max(1024, bytes.count / 2 + 64))
      var input = bytes
      input.withUnsafeMutableBufferPointer { input in
        stream.pointee.next_in = input.baseAddress
        stream.pointee.avail_in = UInt32(input.count)
        while true {
          let status = chunk.withUnsafeMutableBufferPointer { out in
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = UInt32(out.count)
            return deflate(stream, finish ? Z_FINISH : Z_SYNC_FLUSH)
          }
          output.append(contentsOf: chunk[..<(chunk.count - Int(stream.pointee.avail_out))])
          // Done at the end, or once a flush leaves room in the output (all input taken and
          // flushed); Z_BUF_ERROR: nothing left to do.
          guard status == Z_OK, finish || stream.pointee.avail_out == 0 else { break }
        }
      }
      if finish {
        deflateEnd(stream)
        isOpen = false
      }
      return output
    }
  }
}
