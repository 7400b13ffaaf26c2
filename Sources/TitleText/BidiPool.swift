@_spi(TitleInternals) import TitleSystem

/// The bidi objects every itemizer shares: a caller takes one, resolves one paragraph, and gives
/// it back; an object is opened only when none is free (so at most one per concurrent caller).
enum BidiPool {
  /// Objects kept when returned; more than this are closed.
  private static let capacity = 16
  private static let free = Locked<[ICUBidi]>([])

  /// Runs `body` with a bidi object nobody else is using.
  /// - Returns: `body`'s result, or `nil` when ICU could not open an object.
  static func withBidi<R>(_ body: (ICUBidi) -> R) -> R? {
    let taken = free.withLock { $0.popLast() } ?? ICUBidi.open()
    guard let bidi = taken else { return nil }
    let result = body(bidi)
    free.withLock { pool in
      if pool.count < capacity { pool.append(bidi) }
    }
    return result
  }
}
