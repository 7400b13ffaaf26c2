/// A value behind a `pthread_mutex_t` (``POSIX/PthreadMutex``): the lock every shared
/// cache and pool of the package uses.
///
/// Why not `Synchronization.Mutex`: on Linux it waits on futexes directly, which
/// ThreadSanitizer cannot see, so every `Mutex` shows up as a data race under
/// `swift test --sanitize=thread` (checked with a ten-line program). A pthread mutex is
/// intercepted by the sanitizers, so their reports mean real races.
@_spi(TitleInternals) public final class Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable is sound: `value` is only read or written between `mutex.lock()` and
  // `mutex.unlock()`.
  @usableFromInline let mutex = POSIX.PthreadMutex()
  // `@exclusivity(unchecked)`: the mutex already makes every access exclusive, and a class's
  // stored `var` would pay Swift's dynamic exclusivity check (swift_beginAccess, about 100
  // instructions) on every lock on top of it.
  @usableFromInline @exclusivity(unchecked) var value: Value

  /// A lock around `value`.
  @_spi(TitleInternals) public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// The result is `sending`, as `Synchronization.Mutex.withLock`'s: what `body` returns must be
  /// in a region of its own (a `Sendable` value, or one made inside `body`), so no non-`Sendable`
  /// part of the protected state can leave the lock through it; the compiler's region analysis
  /// refuses a result that would.
  ///
  /// Inlinable, so that each caller gets it specialized for its value and closure rather than
  /// calling one generic function through its type's metadata.
  @inlinable @inline(__always)
  @_spi(TitleInternals) public func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value)
  }
}

extension Locked where Value == Void {
  /// Runs `body` holding the lock, for a lock that guards state outside Swift (a C library's):
  /// no Swift value is accessed, so nothing but the mutex orders the callers.
  @inlinable @inline(__always)
  @_spi(TitleInternals) public func withLock<Result: ~Copyable, Failure: Error>(
    _ body: () throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }
}
