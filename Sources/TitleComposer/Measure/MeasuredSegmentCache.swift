import TitleFonts
@_spi(TitleInternals) import TitleSystem

/// What a shaped segment's measurement depends on besides its code units and boundary flags:
/// the shaping properties, the chain (by
/// ``TitleFonts/FontFallbackChain/serial``) at its size, the face, the bidi level, how white
/// space is treated and whether collapsible white space came just before the segment. (The
/// properties' language is the chain's fallback language.)
struct SegmentContext {
  var chainSerial: UInt64
  var sizeBits: UInt64
  var faceIndex: UInt16
  var level: UInt8
  var collapses: Bool
  var collapsibleBefore: Bool
  /// How many code units of the prefix (padding) the segment starts with (clusters never
  /// straddle the prefix's end, and its spaces never collapse).
  var prefixUnits: Int
  /// The properties' slot (``TitleFonts/FontFace/loneShapingSlot(for:)``): equal slots, equal
  /// properties.
  var propertiesSlot: Int
  /// A hash of the fields above (compared first).
  var hash: UInt64 = 0

  /// A sealed context (its ``hash`` set).
  init(
    chainSerial: UInt64, size: Double, faceIndex: UInt16, level: UInt8, collapses: Bool,
    collapsibleBefore: Bool, prefixUnits: Int, propertiesSlot: Int
  ) {
    self.chainSerial = chainSerial
    sizeBits = size.bitPattern
    self.faceIndex = faceIndex
    self.level = level
    self.collapses = collapses
    self.collapsibleBefore = collapsibleBefore
    self.propertiesSlot = propertiesSlot
    self.prefixUnits = prefixUnits
    // FNV-1a of the fields (the same in every process run).
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    @inline(__always) func mix(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
    mix(chainSerial)
    mix(sizeBits)
    mix(
      UInt64(faceIndex) << 16 | UInt64(level) << 8 | (collapses ? 2 : 0)
        | (collapsibleBefore ? 1 : 0))
    mix(UInt64(propertiesSlot) << 32 | UInt64(truncatingIfNeeded: prefixUnits))
    hash = value
  }

  /// Equal contexts (the hash first).
  @inline(__always)
  func matches(_ other: SegmentContext) -> Bool {
    hash == other.hash && chainSerial == other.chainSerial && sizeBits == other.sizeBits
      && faceIndex == other.faceIndex && level == other.level && collapses == other.collapses
      && collapsibleBefore == other.collapsibleBefore && propertiesSlot == other.propertiesSlot
      && prefixUnits == other.prefixUnits
  }
}

/// A shaped segment as the measurer produced it, relative to its start: its clusters (offsets
/// from the segment's start, first glyphs from its first glyph), its glyphs (clusters from the
/// segment's start), its reshaped line edges (clusters from its first cluster), and what the
/// look-up must check beyond the text to know the measurer would cut the same segment there.
struct MeasuredSegment {
  var clusters: [MeasuredCluster]
  var glyphs: [MeasuredGlyph]
  var edges: [EdgeGlyphs]
  var traits: SegmentTraits
}

/// What a look-up checks about a remembered segment besides its text and flags.
struct SegmentTraits {
  /// Its length in code units.
  var length: Int
  /// Whether its last cluster is collapsible white space.
  var collapsibleAfter: Bool
  /// It ends with a line or paragraph separator (a segment of its own).
  var endsWithSeparator: Bool
  /// Whether the unit after the segment decides a spacing trim (a closing bracket is last).
  var followerMatters: Bool
  /// When ``followerMatters``: whether that unit is a space or a tab.
  var followerIsBlank: Bool
}

/// A remembered segment as the cache holds it: its clusters, glyphs, code units and flags in the
/// ``SegmentBlock`` the cache owns (valid only while the look-up that handed it out runs), so
/// that reading it retains nothing.
struct StoredSegment {
  var traits: SegmentTraits
  /// The memory the segment's arrays live in.
  let block: SegmentBlock
  /// Whether it reshaped line edges (kept apart: most segments have none).
  var hasEdges: Bool

  var clusters: ArenaView<MeasuredCluster> { block.clusters }
  var glyphs: ArenaView<MeasuredGlyph> { block.glyphs }
  var text: ArenaView<UInt16> { block.text }
  var flags: ArenaView<UInt8> { block.flags }
}

/// Shaped segments already measured, as Blink's word cache keeps measured words: a segment met
/// again (the same text, flags and context) is copied in, neither scanned nor shaped.
///
/// Bounded: ``shardCount`` shards of ``setsPerShard`` sets of ``ways`` entries, each a segment
/// of at most ``maximumLength`` code units, at most ``bytesPerShard`` bytes of them a shard; a
/// set is chosen by the context and the text's first word, a new segment takes the set's oldest
/// entry. Thread-safe (one lock
/// per shard). An entry is only used when the measurer would cut the same segment from the
/// text (the caller checks the end), and it holds what measuring gave, so a hit writes the same
/// bytes as a miss.
final class MeasuredSegmentCache: Sendable {
  /// The cache every measurer uses unless told otherwise.
  static let shared = MeasuredSegmentCache()
  /// ``shared``, borrowed: it lives as long as the process, so a measurer reads it without
  /// retaining it (``ParagraphMeasurer/borrowedSegmentCache``).
  static let borrowedShared = Borrowed(shared)
  static let shardCount = 16
  static let setsPerShard = 128
  static let ways = 8
  /// Longer segments are measured every time.
  static let maximumLength = 64
  /// The most bytes of segment blocks a shard keeps (16 MiB in all, beside the slots): a new
  /// segment that would pass it is not kept.
  static let bytesPerShard = 1 << 20

  /// One slot: trivial, read in place. An empty slot has no segment (and `used == 0`).
  private struct Entry {
    var used: UInt64 = 0
    /// The set hash (``set(_:_:_:_:limit:)``), compared first.
    var tag: UInt64 = 0
    var context: SegmentContext
    var segment: StoredSegment?
  }

  private struct Shard {
    var entries: [Entry] = []
    /// The line edges of the entries that have some, by slot.
    var edges: [Int: [EdgeGlyphs]] = [:]
    var clock: UInt64 = 0
    /// Look-ups answered from this shard.
    var hits = 0
    /// The bytes of the entries' blocks.
    var bytes = 0

    /// Frees every entry's block.
    mutating func empty() {
      for slot in entries.indices { entries[slot].segment?.block.deallocate() }
      entries = []
      edges = [:]
      bytes = 0
    }
  }

  // @unchecked-free: `Locked` is Sendable; the blocks are reached only under their shard's lock.
  private let shards: [Locked<Shard>]
  /// The shards again, unretained (they live as long as `shards`), so that a look-up borrows
  /// its shard instead of retaining and releasing it.
  private let borrowedShards: [Borrowed<Locked<Shard>>]

  init() {
    shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
    borrowedShards = shards.map { Borrowed($0) }
  }

  deinit {
    for shard in shards { shard.withLock { $0.empty() } }
  }

  /// How many look-ups found a segment (tests check that a warm cache is read).
  var hitCount: Int { shards.reduce(0) { $0 + $1.withLock { $0.hits } } }

  /// The bytes the shards' segment blocks take (tests check the bound).
  var storedBytes: Int { shards.reduce(0) { $0 + $1.withLock { $0.bytes } } }

  /// Forgets every segment (tests measure cold).
  func removeAll() {
    for shard in shards { shard.withLock { $0.empty() } }
  }

  /// The set of a segment starting at `start`, and the tag its entry is told apart by: a hash
  /// of the context and of the code units and flags of the text's first word (up to the first
  /// unit at or below U+0020, `limit` or ``maximumLength`` units), as Blink keys its word cache
  /// by the word. (A segment may end before the word, when the face changes, or go on past
  /// it: its entry holds its whole text.)
  @inline(__always)
  private static func set(
    _ context: SegmentContext, _ utf16: ArenaView<UInt16>,
    _ flags: ArenaView<UInt8>, _ start: Int, limit: Int
  ) -> (shard: Int, first: Int, tag: UInt64) {
    var value = context.hash
    let wordEnd = min(limit, start + maximumLength)
    var index = start
    repeat {
      value = (value ^ (UInt64(utf16[index]) << 8 | UInt64(flags[index]))) &* 0x0000_0100_0000_01B3
      index += 1
    } while index < wordEnd && utf16[index] > 0x20
    value ^= value >> 29
    value = value &* 0xBF58_476D_1CE4_E5B9
    value ^= value >> 32
    let shard = Int(truncatingIfNeeded: value >> 60) & (shardCount - 1)
    let set = Int(truncatingIfNeeded: value) & (setsPerShard - 1)
    return (shard, set * ways, value)
  }

  /// Finds a segment measured before that starts at `start` in `context`: its code units and
  /// flags are those of the text there (within `limit`), and `accepts` agrees that the
  /// measurer would end the segment where it ended; then `use` reads it, under the lock (its
  /// pointers are valid only inside the call), with its line edges when it has some (else `nil`).
  /// - Returns: whether a segment was found and used.
  func lookUp(
    _ context: SegmentContext, _ utf16: ArenaView<UInt16>,
    _ flags: ArenaView<UInt8>, start: Int, limit: Int,
    accepts: (StoredSegment) -> Bool, use: (StoredSegment, [EdgeGlyphs]?) -> Void
  ) -> Bool {
    let (shardIndex, first, tag) = Self.set(context, utf16, flags, start, limit: limit)
    return borrowedShards[shardIndex].use {
      $0.withLock { shard -> Bool in
        guard !shard.entries.isEmpty else { return false }
        var found: (slot: Int, segment: StoredSegment)?
        do {
          let entries = shard.entries.span
          for slot in first..<first + Self.ways {
            // Read in place: the hash first, the whole entry only when it may match.
            guard entries[slot].tag == tag, let segment = entries[slot].segment,
              entries[slot].context.matches(context),
              segment.traits.length <= limit - start,
              utf16.elementsEqual(segment.text, at: start),
              flags.elementsEqual(segment.flags, at: start), accepts(segment)
            else { continue }
            found = (slot, segment)
            break
          }
        }
        guard let (slot, segment) = found else { return false }
        // (No recency update on a hit: it would make the slots' array unique first, and the
        // sets are large enough for a corpus's segments.)
        shard.hits += 1
        // (`nil` without edges: an empty array would be retained and released for nothing.)
        use(segment, segment.hasEdges ? shard.edges[slot] : nil)
        return true
      }
    }
  }

  /// Remembers `segment`, the measurement of the code units and flags from `start` in
  /// `context`, in place of the oldest entry of its set.
  func store(
    _ segment: MeasuredSegment, _ context: SegmentContext, _ utf16: ArenaView<UInt16>,
    _ flags: ArenaView<UInt8>, start: Int, limit: Int
  ) {
    let length = segment.traits.length
    guard length > 0, length <= Self.maximumLength else { return }
    let (shardIndex, first, tag) = Self.set(context, utf16, flags, start, limit: limit)
    guard
      let block = SegmentBlock(
        clusters: segment.clusters, glyphs: segment.glyphs,
        text: utf16.extracting(start..<start + length),
        flags: flags.extracting(start..<start + length))
    else { return }
    let stored = StoredSegment(
      traits: segment.traits, block: block, hasEdges: !segment.edges.isEmpty)
    shards[shardIndex].withLock { shard in
      if shard.entries.isEmpty {
        shard.entries = Array(
          repeating: Entry(context: context, segment: nil),
          count: Self.setsPerShard * Self.ways)
      }
      var oldest = first
      for slot in first..<first + Self.ways
      where shard.entries[slot].used < shard.entries[oldest].used {
        oldest = slot
      }
      let replaced = shard.entries[oldest].segment?.block
      let replacedBytes = replaced?.byteCount ?? 0
      guard shard.bytes - replacedBytes + block.byteCount <= Self.bytesPerShard else {
        block.deallocate()
        return
      }
      replaced?.deallocate()
      shard.bytes += block.byteCount - replacedBytes
      shard.clock += 1
      shard.entries[oldest] = Entry(
        used: shard.clock, tag: tag, context: context, segment: stored)
      if segment.edges.isEmpty {
        shard.edges[oldest] = nil
      } else {
        shard.edges[oldest] = segment.edges
      }
    }
  }
}
