import Synchronization

/// A sparse table of 128-bit records, each written once and then read without a lock.
///
/// For caches whose entries never change once known (the face and glyph that draw a scalar in
/// a language): writers fill an entry while holding their own lock, readers on any thread
/// find it with one acquire load. Entries live in 256-entry pages allocated on first write, so
/// a table of a million slots costs only the pages that are used.
///
/// Each entry is two atomic words. A writer stores the second word, then the first with
/// release ordering and a bit set that marks the entry written; a reader loads the first with
/// acquire ordering, so once it sees the mark it sees the second word too. Both are atomics,
/// so the sanitizers see every access. Writers need no lock: threads that race to write an entry
/// must write the same value (readers see one of them, whole); writing a different one is a
/// caller's bug.
@_spi(TitleInternals) public final class WriteOnceTable: @unchecked Sendable {
  // @unchecked Sendable is sound: every shared word is an `Atomic`, and pages are published by
  // a compare-exchange of their address, freed only in deinit when no reader is left.

  /// The largest value the first word may hold: its top bit marks the entry written.
  @_spi(TitleInternals) public static let maximumFirstWord: UInt64 = (1 << 63) - 1

  @usableFromInline static let pageShift = 8
  @usableFromInline static let pageSize = 1 << pageShift
  @usableFromInline static let writtenBit: UInt64 = 1 << 63

  /// The number of entries.
  @_spi(TitleInternals) public let count: Int
  /// Per page, the address of its `2 × pageSize` words, 0 until the page is first written.
  @usableFromInline let pages: UnsafeMutablePointer<Atomic<UInt>>
  private let pageCount: Int

  /// An empty table of `count` entries (no page allocated yet).
  /// - Parameter count: the number of entries; at least 0.
  @_spi(TitleInternals) public init(count: Int) {
    self.count = max(0, count)
    pageCount = (self.count + Self.pageSize - 1) >> Self.pageShift
    pages = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: max(1, pageCount))
    for index in 0..<pageCount { (pages + index).initialize(to: Atomic(0)) }
  }

  deinit {
    for index in 0..<pageCount {
      let address = pages[index].load(ordering: .acquiring)
      if let page = UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: address) {
        page.deinitialize(count: 2 * Self.pageSize)
        page.deallocate()
      }
    }
    pages.deinitialize(count: pageCount)
    pages.deallocate()
  }

  /// The record at `index`, or `nil` when it was never written (or `index` is out of range).
  /// - Complexity: O(1): two acquire loads and one relaxed load, no lock.
  @inlinable @inline(__always)
  @_spi(TitleInternals) public func load(_ index: Int) -> (first: UInt64, second: UInt64)? {
    guard index >= 0 && index < count else { return nil }
    let address = pages[index >> Self.pageShift].load(ordering: .acquiring)
    guard let page = UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: address) else { return nil }
    let slot = 2 * (index & (Self.pageSize - 1))
    let first = page[slot].load(ordering: .acquiring)
    guard first & Self.writtenBit != 0 else { return nil }
    return (first & ~Self.writtenBit, page[slot + 1].load(ordering: .relaxed))
  }

  /// Writes the record at `index`, allocating its page on first use.
  ///
  /// Threads may race to write one entry, each with the same value; readers need no lock.
  /// - Parameters:
  ///   - index: the entry; out of range does nothing.
  ///   - first: the first word, at most ``maximumFirstWord`` (a larger one does nothing).
  ///   - second: the second word.
  @_spi(TitleInternals) public func store(_ index: Int, first: UInt64, second: UInt64) {
    guard index >= 0 && index < count, first <= Self.maximumFirstWord else { return }
    let page = self.page(at: index >> Self.pageShift)
    let slot = 2 * (index & (Self.pageSize - 1))
    page[slot + 1].store(second, ordering: .relaxed)
    page[slot].store(first | Self.writtenBit, ordering: .releasing)
  }

  /// The words of page `index`, allocated and published if no writer did it before.
  private func page(at index: Int) -> UnsafeMutablePointer<Atomic<UInt64>> {
    let known = pages[index].load(ordering: .acquiring)
    if let page = UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: known) { return page }
    let fresh = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: 2 * Self.pageSize)
    for word in 0..<2 * Self.pageSize { (fresh + word).initialize(to: Atomic(0)) }
    let (exchanged, winner) = pages[index].compareExchange(
      expected: 0, desired: UInt(bitPattern: fresh), ordering: .acquiringAndReleasing)
    if exchanged { return fresh }
    fresh.deinitialize(count: 2 * Self.pageSize)
    fresh.deallocate()
    return UnsafeMutablePointer<Atomic<UInt64>>(bitPattern: winner)!
  }
}
