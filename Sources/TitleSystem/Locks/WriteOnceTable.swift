import Synchronization

/// A sparse table of 128-bit records, each written once and then read without a lock.
///
/// For caches whose entries never change once known (the face and glyph that draw a scalar in
/// a language): writers fill an entry while holding their own lock, readers on any thread
/// find it with acquire loads. Entries live in 256-entry pages taken on first write, so a table
/// of a million slots costs its directory (4 bytes per page), its pool and the pages it uses:
/// the first ``poolPageCount`` pages written are the table's pool, taken when it is made and
/// read fastest; later ones are taken as they are needed. All come from the process's
/// (``WriteOnceArena``) and go back to it, unwritten again, when the table is freed.
///
/// Each entry is two atomic words. A writer stores the second word, then the first with
/// release ordering and a bit set that marks the entry written; a reader loads the first with
/// acquire ordering, so once it sees the mark it sees the second word too. A page is published
/// by a compare-exchange of its number into the table's directory, which readers load with
/// acquire ordering. All are atomics, so the sanitizers see every access. Writers need no lock:
/// threads that race to write an entry must write the same value (readers see one of them,
/// whole); writing a different one is a caller's bug.
@_spi(TitleInternals) public final class WriteOnceTable: Sendable {
  // Sendable without `@unchecked`: every shared word is an `Atomic`, the rest is immutable.

  /// The largest value the first word may hold: its top bit marks the entry written.
  @_spi(TitleInternals) public static let maximumFirstWord: UInt64 = (1 << 63) - 1

  // Computed constants, so that inlined reads fold them instead of calling a global's accessor.
  @inlinable static var pageShift: Int { 8 }
  @inlinable static var pageSize: Int { 1 << pageShift }
  @inlinable static var groupShift: Int { 8 }
  @inlinable static var groupSize: Int { 1 << groupShift }
  @inlinable static var writtenBit: UInt64 { 1 << 63 }
  /// Set in a directory entry that names a page outside the pool (else: pool page + 1).
  @inlinable static var unpooledBit: UInt32 { 1 << 31 }

  /// The records of one page: two words per entry, all 0 (unwritten) when made and when given
  /// back to the arena.
  @usableFromInline final class Page: Sendable {
    @usableFromInline let words: InlineArray<512, Atomic<UInt64>>

    init() { words = InlineArray { _ in Atomic(0) } }

    /// Marks every entry unwritten again (for a page no table refers to any more).
    func clear() {
      for word in 0..<512 { words[word].store(0, ordering: .relaxed) }
    }
  }

  /// `groupSize` entries of the page directory: per page of the table, 0 until a writer
  /// publishes the page it took (a pool page's index + 1, or an arena page's number with
  /// ``unpooledBit``).
  @usableFromInline final class DirectoryGroup: Sendable {
    @usableFromInline let numbers: InlineArray<256, Atomic<UInt32>>

    init() { numbers = InlineArray { _ in Atomic(0) } }
  }

  /// The number of entries.
  @_spi(TitleInternals) public let count: Int
  /// The page directory: page `p`'s entry is `directory[p >> groupShift].numbers[p & 255]`.
  @usableFromInline let directory: [DirectoryGroup]
  /// The table's pool: pages taken when it was made, read inline, the fastest.
  @usableFromInline let pool: [Page]
  /// The arena's numbers of the pool's pages.
  private let poolNumbers: [UInt32]
  /// How many pool pages writers took (beyond the pool's size: none left).
  private let poolTaken = Atomic<Int>(0)

  /// The pages a table's pool gets unless it asks for another number: 16 (64 KB).
  @_spi(TitleInternals) public static let defaultPoolPageCount = 16

  /// The pages of the table's own pool.
  @_spi(TitleInternals) public var poolPageCount: Int { pool.count }

  /// An empty table of `count` entries (no entry written yet).
  /// - Parameters:
  ///   - count: the number of entries; at least 0.
  ///   - poolPageCount: the pages taken with the table, which the first pages written use and
  ///     which are read fastest (at most the table's pages; 0 takes every page on first write).
  @_spi(TitleInternals) public init(
    count: Int, poolPageCount: Int = WriteOnceTable.defaultPoolPageCount
  ) {
    self.count = max(0, count)
    let pageCount = (self.count + Self.pageSize - 1) >> Self.pageShift
    let groupCount = (pageCount + Self.groupSize - 1) >> Self.groupShift
    directory = WriteOnceArena.takeGroups(groupCount)
    poolNumbers = WriteOnceArena.take(min(pageCount, max(0, poolPageCount)))
    pool = poolNumbers.map(WriteOnceArena.page)
  }

  /// Clears every page and directory entry the table used and gives them back to the arena.
  deinit {
    var taken: [UInt32] = []
    for group in directory {
      for entry in 0..<Self.groupSize {
        let number = group.numbers[entry].load(ordering: .acquiring)
        guard number != 0 else { continue }
        group.numbers[entry].store(0, ordering: .relaxed)
        if number & Self.unpooledBit != 0 { taken.append(number & ~Self.unpooledBit) }
      }
    }
    // Pool pages are taken in order: those after the last one taken were never written.
    for page in pool.prefix(poolTaken.load(ordering: .relaxed)) { page.clear() }
    taken.forEach { WriteOnceArena.page($0).clear() }
    WriteOnceArena.giveBack(poolNumbers + taken)
    WriteOnceArena.giveBack(groups: directory)
  }

  /// The record at `index`, or `nil` when it was never written (or `index` is out of range).
  /// - Complexity: O(1): two acquire loads and one relaxed load, no lock (and for a page outside
  ///   the pool, a call and a global's once-check).
  @inlinable @inline(__always)
  @_spi(TitleInternals) public func load(_ index: Int) -> (first: UInt64, second: UInt64)? {
    guard index >= 0 && index < count else { return nil }
    let pageIndex = index >> Self.pageShift
    let number = directory[pageIndex >> Self.groupShift].numbers[pageIndex & (Self.groupSize - 1)]
      .load(ordering: .acquiring)
    let slot = 2 * (index & (Self.pageSize - 1))
    guard Int(number) <= pool.count else {
      return WriteOnceArena.record(number & ~Self.unpooledBit, slot: slot)
    }
    guard number != 0 else { return nil }
    return Self.record(in: pool, Int(number) - 1, slot: slot)
  }

  /// The record in `slot` (twice the entry's place in its page) of page `page` of `pages`, if
  /// written.
  @inlinable @inline(__always)
  static func record(in pages: [Page], _ page: Int, slot: Int) -> (
    first: UInt64, second: UInt64
  )? {
    // Each word is read through the array, both before the mark is looked at: the page stays
    // borrowed from the array, where a page held in a local would be retained around the loads.
    let first = pages[page].words[slot].load(ordering: .acquiring)
    let second = pages[page].words[slot + 1].load(ordering: .relaxed)
    guard first & writtenBit != 0 else { return nil }
    return (first & ~writtenBit, second)
  }

  /// Writes the record at `index`, publishing its page on first use.
  ///
  /// Threads may race to write one entry, each with the same value; readers need no lock.
  /// - Parameters:
  ///   - index: the entry; out of range does nothing (as does running out of pages, after
  ///     2²⁵ in the process).
  ///   - first: the first word, at most ``maximumFirstWord`` (a larger one does nothing).
  ///   - second: the second word.
  @_spi(TitleInternals) public func store(_ index: Int, first: UInt64, second: UInt64) {
    guard index >= 0 && index < count, first <= Self.maximumFirstWord,
      let page = page(at: index >> Self.pageShift)
    else { return }
    let slot = 2 * (index & (Self.pageSize - 1))
    page.words[slot + 1].store(second, ordering: .relaxed)
    page.words[slot].store(first | Self.writtenBit, ordering: .releasing)
  }

  /// Page `index` of the table, taken and published if no writer did it before: a pool page
  /// while any is left, else one from the arena. A writer that loses the race uses the winner's
  /// page (its own goes back to the arena unwritten, or stays unused in the pool).
  private func page(at index: Int) -> Page? {
    let group = directory[index >> Self.groupShift]
    let entry = index & (Self.groupSize - 1)
    let known = group.numbers[entry].load(ordering: .acquiring)
    if known != 0 { return page(known) }
    let number: UInt32
    let poolIndex = poolTaken.add(1, ordering: .relaxed).oldValue
    if poolIndex < pool.count {
      number = UInt32(poolIndex + 1)
    } else if let taken = WriteOnceArena.take(1).first {
      number = taken | Self.unpooledBit
    } else {
      return nil
    }
    let (exchanged, winner) = group.numbers[entry].compareExchange(
      expected: 0, desired: number, ordering: .acquiringAndReleasing)
    if exchanged { return page(number) }
    if number & Self.unpooledBit != 0 { WriteOnceArena.giveBack([number & ~Self.unpooledBit]) }
    return page(winner)
  }

  /// The page a directory entry names.
  private func page(_ number: UInt32) -> Page {
    guard number & Self.unpooledBit == 0 else {
      return WriteOnceArena.page(number & ~Self.unpooledBit)
    }
    return pool[Int(number) - 1]
  }
}
