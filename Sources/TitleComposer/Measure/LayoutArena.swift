import TitleSystem

/// The working memory of one layout, and the one place of the layout that holds pointers: the
/// text's UTF-16 code units, the UTF-8 offset of each, the boundary flags, the measured clusters
/// and their glyphs — five arrays carved out of a single allocation that lives as long as the
/// layout does — handed to each stage as bounds-checked views (``ArenaView``,
/// ``ArenaMutableView``), and the borrowed references (``Borrowed``) the hot path reads shared
/// objects through.
///
/// A title is laid out through several per-code-unit arrays. As Swift arrays each cost an
/// allocation plus a generic-metadata lookup (~600 instructions together, a sixth of a title's
/// whole budget for the five of them); one raw allocation costs a `malloc`. Every element type is
/// trivial (`BitwiseCopyable`), so nothing needs deinitializing.
///
/// A view does not keep the arena alive: whoever holds a view holds the arena it came from
/// (``TitleBuffer`` and ``MeasuredParagraph`` keep theirs beside their views). Every element
/// access through a view is checked against the view's count in debug builds (so in every test
/// run, plain and under both sanitizers); every range a view is cut to (``ArenaView/extracting(_:)``,
/// `prefix(count:)`, bulk updates and copies) is checked in release builds too. Element checks
/// are left out of release builds (docs/performance.md gives their cost), for index arithmetic
/// that the checked views of every test run already cover; the package trait `CheckedArena`
/// turns them on.
///
/// Not `Sendable`: one layout owns it, on one thread.
///
/// The memory comes from ``TitleSystem/POSIX/allocate(byteCount:)`` (`malloc`).
final class LayoutArena {
  /// The most code units the arrays hold for the layout using them now (at most
  /// ``allocatedCapacity``; an arena reused by ``forComposing(capacity:)`` gets the new layout's).
  private(set) var capacity: Int
  /// The most code units the allocation has room for.
  let allocatedCapacity: Int
  private let storage: UnsafeMutableRawPointer
  private let unitBase: UnsafeMutablePointer<UInt16>
  private let offsetBase: UnsafeMutablePointer<Int32>
  private let flagBase: UnsafeMutablePointer<UInt8>
  private let clusterBase: UnsafeMutablePointer<MeasuredCluster>
  private let glyphBase: UnsafeMutablePointer<MeasuredGlyph>

  /// `capacity` code units.
  var utf16: ArenaMutableView<UInt16> { ArenaMutableView(unitBase, count: capacity) }
  /// `capacity + 1` UTF-8 offsets.
  var utf8Offsets: ArenaMutableView<Int32> { ArenaMutableView(offsetBase, count: capacity + 1) }
  /// `capacity + 1` boundary flags (``TitleText/BoundaryFlags`` bits).
  var flags: ArenaMutableView<UInt8> { ArenaMutableView(flagBase, count: capacity + 1) }
  /// `capacity + 1` clusters: at most one per code unit, plus the sentinel.
  var clusters: ArenaMutableView<MeasuredCluster> {
    ArenaMutableView(clusterBase, count: capacity + 1)
  }
  /// ``glyphCapacity`` measured glyphs: two per code unit. Measured glyph by glyph a text has at
  /// most one per code unit; HarfBuzz may give more (decompositions), and the shaped-segment
  /// measurer folds any glyph beyond the room left into the one before it.
  var glyphs: ArenaMutableView<MeasuredGlyph> { ArenaMutableView(glyphBase, count: glyphCapacity) }
  /// The clusters that start a paragraph after a hard break, in order, for the layout using the
  /// arena now (``MeasuredParagraph/paragraphStarts``); empty for text without one, as most
  /// titles are. Kept here, not in the paragraph, so that copying a paragraph retains nothing
  /// more.
  var paragraphStarts: [Int32] = []
  /// The clusters where the bidi embedding level changes, in order
  /// (``MeasuredParagraph/bidiRunStarts``); empty for text of one level, as most titles are.
  var bidiRunStarts: [Int32] = []
  /// The room in ``glyphs``: `2 × (capacity + 1)`. It follows the layout's ``capacity``, not the
  /// allocation's, so a reused arena folds glyphs exactly as a fresh one would.
  var glyphCapacity: Int { 2 * (capacity + 1) }

  /// Allocates the arrays for a text of at most `capacity` UTF-16 code units.
  convenience init(capacity: Int) {
    self.init(capacity: capacity, allocating: capacity)
  }

  /// Allocates room for `allocatedCapacity` code units, used for `capacity` of them.
  private init(capacity: Int, allocating allocatedCapacity: Int) {
    precondition(capacity >= 0 && capacity <= allocatedCapacity)
    self.capacity = capacity
    self.allocatedCapacity = allocatedCapacity
    let slots = allocatedCapacity + 1
    // Widest alignment first, so every array starts aligned.
    let glyphBytes = MemoryLayout<MeasuredGlyph>.stride * 2 * slots
    let clusterBytes = MemoryLayout<MeasuredCluster>.stride * slots
    let offsetBytes = MemoryLayout<Int32>.stride * slots
    let unitBytes = MemoryLayout<UInt16>.stride * slots
    // malloc's alignment (16) covers every element type here.
    guard
      let storage = POSIX.allocate(
        byteCount: glyphBytes + clusterBytes + offsetBytes + unitBytes + slots)
    else {
      fatalError("LayoutArena: out of memory for \(capacity) code units")
    }
    self.storage = storage
    glyphBase = storage.bindMemory(to: MeasuredGlyph.self, capacity: 2 * slots)
    let rest = storage + glyphBytes
    clusterBase = rest.bindMemory(to: MeasuredCluster.self, capacity: slots)
    offsetBase = (rest + clusterBytes).bindMemory(to: Int32.self, capacity: slots)
    unitBase = (rest + clusterBytes + offsetBytes).bindMemory(to: UInt16.self, capacity: slots)
    flagBase = (rest + clusterBytes + offsetBytes + unitBytes).bindMemory(
      to: UInt8.self, capacity: slots)
  }

  deinit { POSIX.deallocate(storage) }

  // MARK: One arena per thread for compositions

  /// The smallest allocation a thread keeps: room for any title of up to 256 code units.
  static let keptMinimumCapacity = 256
  /// The largest a thread keeps (about 115 KB): a longer title gets an arena of its own.
  static let keptMaximumCapacity = 1024

  /// An arena for one composition on this thread, of exactly `capacity` code units: the
  /// thread's kept one when nothing else holds it and it has the room, else a new one (kept in
  /// its place when it is at most ``keptMaximumCapacity``).
  ///
  /// Saves a composition the two allocations and frees of an arena (about 3 % of its
  /// instructions). Only for a layout whose arena dies with it: the kept one is reused only
  /// when this thread holds the last reference (`isKnownUniquelyReferenced`), so a layout that
  /// kept it (a ``PreparedTitle``, another composition further up this thread's stack) is never
  /// written under. Every array is written before it is read, as with a fresh `malloc`.
  static func forComposing(capacity: Int) -> LayoutArena {
    if var kept = threadArena.take() {
      if capacity <= kept.allocatedCapacity, isKnownUniquelyReferenced(&kept) {
        kept.capacity = capacity
        if !kept.paragraphStarts.isEmpty { kept.paragraphStarts = [] }
        if !kept.bidiRunStarts.isEmpty { kept.bidiRunStarts = [] }
        threadArena.put(kept)
        return kept
      }
      guard capacity <= keptMaximumCapacity else {
        threadArena.put(kept)
        return LayoutArena(capacity: capacity)
      }
      // Too small or in use: replaced (whoever holds the old one keeps it alive).
    } else if capacity > keptMaximumCapacity {
      return LayoutArena(capacity: capacity)
    }
    let fresh = LayoutArena(capacity: capacity, allocating: max(capacity, keptMinimumCapacity))
    threadArena.put(fresh)
    return fresh
  }
}

/// The thread's kept arena of ``LayoutArena/forComposing(capacity:)``, released when the
/// thread exits.
private let threadArena = ThreadLocalObject<LayoutArena>()

extension LayoutArena {
  /// Whether `arena` can be reused for a layout of exactly `capacity` code units: nothing else
  /// holds it and it has the room. When it can, it is set to `capacity` and its per-layout state
  /// cleared.
  static func reused(_ arena: inout LayoutArena, capacity: Int) -> Bool {
    guard capacity <= arena.allocatedCapacity, isKnownUniquelyReferenced(&arena) else {
      return false
    }
    arena.capacity = capacity
    if !arena.paragraphStarts.isEmpty { arena.paragraphStarts = [] }
    if !arena.bidiRunStarts.isEmpty { arena.bidiRunStarts = [] }
    return true
  }

  /// A new arena of `capacity` code units with room for at least `minimum` (for an arena kept
  /// for later layouts).
  static func allocated(capacity: Int, minimum: Int) -> LayoutArena {
    LayoutArena(capacity: capacity, allocating: max(capacity, minimum))
  }
}

// MARK: - Views

/// What both arena views share: elements indexed from 0 to `count`.
protocol ArenaElements: RandomAccessCollection where Index == Int {
  /// The number of elements.
  var count: Int { get }
  /// Elements `range` as a view of their own, indexed from 0 (`range` within `0...count`,
  /// checked in every build).
  func extracting(_ range: Range<Int>) -> Self
}

extension ArenaElements {
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The first `count` elements (at most ``count``).
  @inline(__always)
  func prefix(count newCount: Int) -> Self { extracting(0..<newCount) }
}

/// Stops on an element index outside `0..<count`: in debug builds, and in release builds with
/// the package trait `CheckedArena`.
@inline(__always)
private func checkIndex(_ index: Int, below count: Int) {
  #if CheckedArena
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "arena index out of range")
  #else
    assert(UInt(bitPattern: index) < UInt(bitPattern: count), "arena index out of range")
  #endif
}

/// Stops on a range outside `0...count` (in every build).
@inline(__always)
private func checkRange(_ range: Range<Int>, within count: Int) {
  precondition(range.lowerBound >= 0 && range.upperBound <= count, "arena range out of range")
}

/// `count` elements of a ``LayoutArena``, read only, indexed from 0: every access checked
/// against `count` in debug builds (a trap, never a read outside the view), every range in all
/// builds. Valid while its arena lives.
struct ArenaView<Element: BitwiseCopyable>: ArenaElements {
  fileprivate let base: UnsafePointer<Element>
  let count: Int

  fileprivate init(_ base: UnsafePointer<Element>, count: Int) {
    (self.base, self.count) = (base, count)
  }

  /// The element at `index`, which must be in `0..<count` (checked in debug builds).
  @inline(__always)
  subscript(index: Int) -> Element {
    unsafeAddress {
      checkIndex(index, below: count)
      return base + index
    }
  }

  @inline(__always)
  func extracting(_ range: Range<Int>) -> ArenaView {
    checkRange(range, within: count)
    return ArenaView(base + range.lowerBound, count: range.count)
  }

  /// Runs `body` with the elements as a `Span` (what ``TitleText`` and the shaper read).
  @inline(__always)
  func withSpan<Result, Failure: Error>(_ body: (Span<Element>) throws(Failure) -> Result)
    throws(Failure) -> Result
  {
    try body(Span(_unsafeStart: base, count: count))
  }

  /// Whether the `other.count` elements from `start` equal `other` (bytes compared: up to 16
  /// as two overlapping words, fewer than 4 one by one, longer runs with `memcmp`); `false` when
  /// they would run past this view.
  @inline(__always)
  func elementsEqual(_ other: ArenaView, at start: Int) -> Bool where Element: FixedWidthInteger {
    let count = other.count
    guard start >= 0, count <= self.count - start else { return false }
    let bytes = count * MemoryLayout<Element>.stride
    let left = UnsafeRawPointer(other.base)
    let right = UnsafeRawPointer(base + start)
    switch bytes {
    case 8...16:
      return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
        && left.loadUnaligned(fromByteOffset: bytes - 8, as: UInt64.self)
          == right.loadUnaligned(fromByteOffset: bytes - 8, as: UInt64.self)
    case 4..<8:
      return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
        && left.loadUnaligned(fromByteOffset: bytes - 4, as: UInt32.self)
          == right.loadUnaligned(fromByteOffset: bytes - 4, as: UInt32.self)
    case 0..<4:
      for index in 0..<count where other.base[index] != base[start + index] { return false }
      return true
    default:
      return POSIX.bytesEqual(left, right, byteCount: bytes)
    }
  }
}

/// `count` elements of a ``LayoutArena``, read and written in place, indexed from 0: every
/// access checked against `count` in debug builds, every range in all builds. Valid while its
/// arena lives. Writing through a `let` view writes the arena (the view is a reference to its
/// elements, as a buffer is).
struct ArenaMutableView<Element: BitwiseCopyable>: ArenaElements, MutableCollection {
  /// The same elements, read only.
  let readOnly: ArenaView<Element>
  var count: Int { readOnly.count }

  fileprivate init(_ base: UnsafeMutablePointer<Element>, count: Int) {
    readOnly = ArenaView(base, count: count)
  }

  private init(readOnly: ArenaView<Element>) { self.readOnly = readOnly }

  /// Where the elements start, writable: every arena view is cut from the arena's mutable
  /// allocation.
  private var base: UnsafeMutablePointer<Element> { UnsafeMutablePointer(mutating: readOnly.base) }

  /// The element at `index`, which must be in `0..<count` (checked in debug builds).
  @inline(__always)
  subscript(index: Int) -> Element {
    get { readOnly[index] }
    nonmutating unsafeMutableAddress {
      checkIndex(index, below: count)
      return base + index
    }
  }

  /// Writes `value` at `index` (every element type is trivial: a write is its initialization).
  @inline(__always)
  func initializeElement(at index: Int, to value: Element) { self[index] = value }

  @inline(__always)
  func extracting(_ range: Range<Int>) -> ArenaMutableView {
    ArenaMutableView(readOnly: readOnly.extracting(range))
  }

  /// Writes `value` to elements `range`.
  @inline(__always)
  func update(repeating value: Element, in range: Range<Int>) {
    extracting(range).base.update(repeating: value, count: range.count)
  }

  /// Writes the elements of `source` from `index` on, in one copy (they must fit).
  @inline(__always)
  func update(from source: [Element], at index: Int) {
    let target = extracting(index..<index + source.count)
    source.withUnsafeBufferPointer { elements in
      guard let start = elements.baseAddress else { return }
      target.base.update(from: start, count: elements.count)
    }
  }

  /// Writes the elements of `source` from `index` on, in one copy (they must fit).
  @inline(__always)
  func update(from source: ArenaView<Element>, at index: Int) {
    extracting(index..<index + source.count).base.update(from: source.base, count: source.count)
  }

  /// Runs `body` with the elements as a `MutableSpan` (what ``TitleText`` writes).
  @inline(__always)
  func withMutableSpan<Result, Failure: Error>(
    _ body: (inout MutableSpan<Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var span = MutableSpan(_unsafeStart: base, count: count)
    return try body(&span)
  }

  /// Runs `body` with the elements as a `Span`.
  @inline(__always)
  func withSpan<Result, Failure: Error>(_ body: (Span<Element>) throws(Failure) -> Result)
    throws(Failure) -> Result
  { try readOnly.withSpan(body) }
}

// MARK: - Segment blocks

/// The one allocation a remembered segment's arrays live in (``MeasuredSegmentCache`` keeps
/// them): its clusters, glyphs, code units and boundary flags, read through views, so that
/// reading a remembered segment retains nothing.
///
/// A value without ownership: the cache that made it frees it (``deallocate()``) exactly once,
/// when it drops the entry, and hands its views out only while it holds the entry's lock.
struct SegmentBlock {
  /// The segment's clusters.
  let clusters: ArenaView<MeasuredCluster>
  /// The segment's glyphs.
  let glyphs: ArenaView<MeasuredGlyph>
  /// The segment's code units.
  let text: ArenaView<UInt16>
  /// The segment's boundary flags, one per code unit.
  let flags: ArenaView<UInt8>
  /// The bytes the block takes.
  let byteCount: Int
  private let storage: UnsafeMutableRawPointer

  /// A block holding copies of `clusters`, `glyphs`, `text` and `flags` (`nil` when out of
  /// memory; the segment is then not kept).
  init?(
    clusters: [MeasuredCluster], glyphs: [MeasuredGlyph], text: ArenaView<UInt16>,
    flags: ArenaView<UInt8>
  ) {
    precondition(flags.count == text.count, "a segment has one flag per code unit")
    // Widest alignment first; malloc's 16 covers every element type.
    let clusterBytes = MemoryLayout<MeasuredCluster>.stride * clusters.count
    let glyphBytes = MemoryLayout<MeasuredGlyph>.stride * glyphs.count
    let textBytes = MemoryLayout<UInt16>.stride * text.count
    byteCount = clusterBytes + glyphBytes + textBytes + flags.count
    guard let storage = POSIX.allocate(byteCount: max(byteCount, 1)) else { return nil }
    self.storage = storage
    let clusterBase = storage.bindMemory(to: MeasuredCluster.self, capacity: clusters.count)
    clusterBase.initialize(from: clusters, count: clusters.count)
    let glyphBase = (storage + clusterBytes).bindMemory(
      to: MeasuredGlyph.self, capacity: glyphs.count)
    glyphBase.initialize(from: glyphs, count: glyphs.count)
    let textBase = (storage + clusterBytes + glyphBytes).bindMemory(
      to: UInt16.self, capacity: text.count)
    textBase.initialize(from: text.base, count: text.count)
    let flagBase = (storage + clusterBytes + glyphBytes + textBytes).bindMemory(
      to: UInt8.self, capacity: flags.count)
    flagBase.initialize(from: flags.base, count: flags.count)
    self.clusters = ArenaView(clusterBase, count: clusters.count)
    self.glyphs = ArenaView(glyphBase, count: glyphs.count)
    self.text = ArenaView(textBase, count: text.count)
    self.flags = ArenaView(flagBase, count: flags.count)
  }

  /// Frees the block; its views must not be read again.
  func deallocate() { POSIX.deallocate(storage) }
}

// MARK: - Borrowed references

/// A reference to an object that something else keeps alive, read without retaining it.
///
/// One composer's font chains, faces and caches are shared by every thread composing with it; a
/// retain and release per use means two atomic writes to the object's reference count, and two
/// cores composing at once then spend more time passing that cache line back and forth than
/// laying out. A borrowed reference lives only inside a call on the object that owns the
/// referent (a composer, a chain that keeps its faces, a cache that keeps its shards), which
/// keeps it alive for the whole call.
struct Borrowed<Object: AnyObject>: @unchecked Sendable {
  // @unchecked Sendable is sound for Sendable referents only in use: every referent borrowed
  // across threads (chains, faces, shards) is itself Sendable; the wrapper adds no state.
  private let unmanaged: Unmanaged<Object>

  /// Borrows `object`, which the caller keeps alive as long as this is used.
  @inline(__always)
  init(_ object: Object) { unmanaged = .passUnretained(object) }

  /// The object, retained for as long as the caller holds it.
  @inline(__always)
  var object: Object { unmanaged.takeUnretainedValue() }

  /// Runs `body` on the object without retaining it.
  @inline(__always)
  func use<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try unmanaged._withUnsafeGuaranteedRef(body)
  }
}
