@_spi(TitleInternals) import TitleSystem

/// A pool of ICU break iterators of one kind and locale, shared by every thread.
///
/// Opening an ICU iterator costs microseconds, so none is opened per title: a caller takes one
/// (cloning the prototype only when the pool is empty), points it at its text, and gives it back.
/// Skia's paragraph code keeps one prototype per (kind, locale) and hands out clones the same way.
final class BreakIteratorPool: Sendable {
  /// Never iterated; only cloned, and only under `free`'s lock.
  private let prototype: ICUBreakIterator
  private let free: Locked<[ICUBreakIterator]>
  /// Iterators kept when returned; more than this are closed (a burst of threads does not pin
  /// memory forever).
  private let capacity: Int

  /// Opens the prototype (`ubrk_open`).
  /// - Throws: `TextAnalysisError` when ICU cannot open an iterator of this kind and locale.
  init(kind: ICUBreakKind, locale: String, capacity: Int = 16) throws(TextAnalysisError) {
    let prototype = try ICUBreakIterator.open(kind, locale: locale)
    let first = try prototype.clone()
    self.prototype = prototype
    self.free = Locked([first])
    self.capacity = capacity
  }

  /// Runs `body` with an iterator nobody else is using, then returns it to the pool.
  /// - Returns: `body`'s result, or `nil` if the pool was empty and ICU could not clone.
  func withIterator<R>(_ body: (ICUBreakIterator) -> R) -> R? {
    let taken: ICUBreakIterator? = free.withLock { pool in
      if let it = pool.popLast() { return it }
      return try? prototype.clone()
    }
    guard let iterator = taken else { return nil }
    let result = body(iterator)
    free.withLock { pool in
      if pool.count < capacity { pool.append(iterator) }
    }
    return result
  }
}
