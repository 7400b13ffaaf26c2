@_spi(TitleInternals) import TitleSystem

/// A streamed body as libmicrohttpd pulls it: pieces from the stream, copied into its buffer as
/// the socket takes them, each counted toward the answer's deadline and, until copied, in the
/// memory budget. With no room in the budget, the connection is set aside
/// (``MicroHTTPDServer/setAside(_:)``) until bytes come back.
///
/// `fill` runs on the connection's thread; `wake` on whichever thread gives bytes back, the
/// deadlines' thread, or the one stopping the server; `state` orders the two, so that a
/// connection is always set aside before it is resumed.
final class ResponsePump: @unchecked Sendable {
  // @unchecked Sendable is sound: `pending` and `offset` are touched only by `fill` and
  // `deinit`, which libmicrohttpd calls on the connection's one thread; the rest is `let` or
  // behind `state`'s lock.
  /// The size of libmicrohttpd's buffer for the body (each `fill` is given at most this).
  static let pieceBytes = 32 << 10

  let stream: any HTTPBodyStream
  unowned let server: MicroHTTPDServer
  /// The connection, as the server knows it.
  let key: Int
  private var pending: [UInt8] = []
  private var offset = 0

  private struct State {
    var isSetAside = false
    var wasWoken = false
    var isEnding = false
  }

  private let state = Locked(State())

  init(stream: any HTTPBodyStream, server: MicroHTTPDServer, key: Int) {
    self.stream = stream
    self.server = server
    self.key = key
  }

  deinit { server.budget.release(pending.count - offset) }

  /// Copies the next bytes into `buffer`.
  /// - Returns: how many; 0 when the connection was set aside; -1
  ///   (`MHD_CONTENT_READER_END_OF_STREAM`) at the end; -2 (`…_END_WITH_ERROR`) when the server
  ///   stops before the answer is whole.
  func fill(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    if offset == pending.count {
      if state.withLock({ $0.isEnding }) { return -2 }
      state.withLock { $0.wasWoken = false }
      if !server.budget.hasRoom(orWake: { [weak self] in self?.wake(ending: false) }) {
        let setAside = state.withLock { state in
          // Woken between the look and now: room came back.
          guard !state.wasWoken else { return false }
          state.isSetAside = true
          server.waiting.withLock { $0[key] = self }
          server.budget.countSetAside(1)
          server.watch.pause(key, true)
          server.setAside(key)
          return true
        }
        if setAside { return 0 }
      }
      pending = []
      offset = 0
      guard let next = stream.next(maximumCount: buffer.count) else { return -1 }
      if next.isEmpty { return 0 }
      server.budget.take(next.count)
      pending = next
    }
    let count = min(buffer.count, pending.count - offset)
    pending.withUnsafeBytes { bytes in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)]))
    }
    offset += count
    server.budget.release(count)
    server.watch.progress(key, bytes: count)
    return count
  }

  /// Room came back, the connection was cut at its deadline, or the server stops (`ending`):
  /// the connection is polled again.
  func wake(ending: Bool) {
    state.withLock { state in
      if ending { state.isEnding = true }
      guard state.isSetAside else {
        state.wasWoken = true
        return
      }
      state.isSetAside = false
      server.waiting.withLock { _ = $0.removeValue(forKey: key) }
      server.budget.countSetAside(-1)
      server.watch.pause(key, false)
      server.resume(key)
    }
  }
}
