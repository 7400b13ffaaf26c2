/// A body read from bytes the server keeps for every request (the playground's fonts): handed
/// to the socket a piece at a time, so that an answer holds at most one piece of its own,
/// counted in the memory budget, whatever the size of the whole and however slowly the client
/// reads. (A `.bytes` body is copied whole into libmicrohttpd for each request.)
final class SharedBytesStream: HTTPBodyStream, @unchecked Sendable {
  // @unchecked Sendable is sound: the server pulls a stream from one thread only, and `bytes`
  // is never written.
  private let bytes: [UInt8]
  private var offset = 0

  /// A stream of `bytes` (shared, not copied).
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func next(maximumCount: Int) -> [UInt8]? {
    guard offset < bytes.count else { return nil }
    let end = min(bytes.count, offset + max(1, maximumCount))
    defer { offset = end }
    return Array(bytes[offset..<end])
  }
}
