import Glibc

/// One object per thread, kept between calls in a pthread thread-specific slot
/// (`pthread_key_create(3)`, `pthread_getspecific(3)`, `pthread_setspecific(3)`): the slot
/// holds a retained reference, released when the thread exits.
///
/// Make one per kind of object, once, as a global: a key is never deleted.
public struct ThreadLocalObject<Object: AnyObject>: Sendable {
  @usableFromInline let key: pthread_key_t

  /// A new slot, empty on every thread.
  public init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { kept in
      if let kept { Unmanaged<AnyObject>.fromOpaque(kept).release() }
    }
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// Takes this thread's object out of the slot, which is then empty: the caller holds the only
  /// reference the slot had. `nil` when the slot is empty.
  @inlinable
  public func take() -> Object? {
    guard let kept = pthread_getspecific(key) else { return nil }
    pthread_setspecific(key, nil)
    return Unmanaged<Object>.fromOpaque(kept).takeRetainedValue()
  }

  /// Keeps `object` in this thread's slot, which must be empty (``take()`` empties it).
  @inlinable
  public func put(_ object: Object) {
    assert(pthread_getspecific(key) == nil, "the thread's slot is taken")
    pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
  }
}
