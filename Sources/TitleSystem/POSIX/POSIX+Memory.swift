import Glibc

// MARK: - Raw allocations and byte comparison

extension POSIX {
  /// `byteCount` bytes from `malloc(3)`, aligned for every type (16 bytes on Linux), not
  /// initialized; `nil` when the system is out of memory. Free them with ``deallocate(_:)``.
  ///
  /// The layout arena's one allocation a title and the measured-segment cache's blocks come from
  /// here: Swift's own raw allocation always asks for explicit alignment (`posix_memalign`),
  /// which costs several times as much for no gain when 16 bytes is enough.
  @inlinable
  public static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
    malloc(byteCount)
  }

  /// Gives back memory that ``allocate(byteCount:)`` returned (`free(3)`).
  @inlinable
  public static func deallocate(_ memory: UnsafeMutableRawPointer) {
    free(memory)
  }

  /// Whether the `byteCount` bytes at `left` equal those at `right` (`memcmp(3)`).
  @inlinable
  public static func bytesEqual(
    _ left: UnsafeRawPointer, _ right: UnsafeRawPointer, byteCount: Int
  ) -> Bool {
    memcmp(left, right, byteCount) == 0
  }

  /// `path` with every symbolic link, `.` and `..` resolved (`realpath(3)`), or `nil` when it
  /// cannot be resolved.
  public static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
