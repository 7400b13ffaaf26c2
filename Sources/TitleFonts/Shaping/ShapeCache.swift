@_spi(TitleInternals) import TitleSystem

/// Shaped runs of one face, remembered by their text and properties, as Blink's shape cache
/// remembers shaped words: a title seen before shapes without HarfBuzz.
///
/// Bounded: ``shardCount`` shards of ``slotsPerShard`` slots, each holding one run of at most
/// ``maximumTextLength`` code units. A run may sit in either slot of its pair (two-way set
/// associative); a new run takes the pair's older entry over.
/// Thread-safe (one lock per shard). A cached answer is the answer HarfBuzz gave for the same
/// text and properties, so the cache changes speed, never results.
final class ShapeCache: Sendable {
  /// Shards, each behind its own lock, so threads rarely wait for one another.
  static let shardCount = 16
  /// Slots per shard (a power of two).
  static let slotsPerShard = 1024
  /// Runs longer than this are shaped every time (a title's runs are far shorter).
  static let maximumTextLength = 512

  /// One cached run, stored in its shard's array and read in place under the shard's lock
  /// (never copied out but for the run returned), so a look-up retains only that run.
  private struct Entry {
    let hash: UInt64
    let properties: ShapingProperties
    let text: [UInt16]
    let run: ShapedRun
    /// When the entry was last used, in the shard's clock (the pair keeps the newer one).
    var used: UInt64
  }

  private struct Shard {
    /// `used == 0` marks an empty slot.
    var entries: [Entry] = []
    var clock: UInt64 = 0

    /// Whether slot `slot` holds `text` shaped with `properties` (hash first).
    func holds(
      _ slot: Int, hash: UInt64, _ text: Span<UInt16>,
      _ properties: ShapingProperties
    ) -> Bool {
      entries[slot].used != 0 && entries[slot].hash == hash
        && ShapeCache.equal(entries[slot].text, text) && entries[slot].properties == properties
    }
  }

  private let shards: [Locked<Shard>]

  init() {
    shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
  }

  /// The cached run for `text` shaped with `properties`, else `make()`'s, stored.
  /// - Parameters:
  ///   - text: the run's code units.
  ///   - properties: how it is shaped.
  ///   - make: shapes the run (called outside any lock).
  /// - Returns: the run, `nil` when `make` fails.
  func run(
    for text: Span<UInt16>, _ properties: ShapingProperties,
    make: () -> ShapedRun?
  ) -> ShapedRun? {
    guard text.count <= Self.maximumTextLength else { return make() }
    let hash = Self.hash(text, properties)
    let shard = shards[Int(truncatingIfNeeded: hash >> 60) & (Self.shardCount - 1)]
    let pair = Int(truncatingIfNeeded: hash) & (Self.slotsPerShard - 2)
    let cached = shard.withLock { shard -> ShapedRun? in
      guard !shard.entries.isEmpty else { return nil }
      for slot in pair...pair + 1 where shard.holds(slot, hash: hash, text, properties) {
        shard.clock += 1
        shard.entries[slot].used = shard.clock
        return shard.entries[slot].run
      }
      return nil
    }
    if let cached { return cached }
    guard let made = make() else { return nil }
    let text = Array(capacity: text.count) { stored in
      for index in text.indices { stored.append(text[index]) }
    }
    shard.withLock { shard in
      if shard.entries.isEmpty {
        // The shard's slots, made on its first run (most shards of most faces stay empty).
        shard.entries = Array(
          repeating: Entry(
            hash: 0, properties: properties, text: [], run: ShapedRun(glyphs: [], unitsPerEm: 1),
            used: 0),
          count: Self.slotsPerShard)
      }
      shard.clock += 1
      let older = shard.entries[pair].used <= shard.entries[pair + 1].used
      shard.entries[older ? pair : pair + 1] = Entry(
        hash: hash, properties: properties, text: text, run: made, used: shard.clock)
    }
    return made
  }

  /// Whether a stored text equals the asked one: eight code units at a time, as two words (which
  /// the optimizer loads whole, with one bounds check per block), then the rest one by one.
  fileprivate static func equal(_ stored: [UInt16], _ text: Span<UInt16>) -> Bool {
    let stored = stored.span
    guard stored.count == text.count else { return false }
    var index = 0
    while text.count - index >= 8 {
      let left = stored.extracting(index..<index + 8)
      let right = text.extracting(index..<index + 8)
      guard word(left, 0) == word(right, 0), word(left, 4) == word(right, 4) else { return false }
      index += 8
    }
    while index < text.count {
      guard stored[index] == text[index] else { return false }
      index += 1
    }
    return true
  }

  /// Code units `start..<start + 4` of `units` as one word, the first in the low bits.
  private static func word(_ units: Span<UInt16>, _ start: Int) -> UInt64 {
    UInt64(units[start]) | UInt64(units[start + 1]) << 16 | UInt64(units[start + 2]) << 32
      | UInt64(units[start + 3]) << 48
  }

  /// FNV-1a over the code units, the direction, the script and the language's and features' key
  /// (``ShapingProperties/key``) (a pure function of the key, the same in every process run).
  private static func hash(_ text: Span<UInt16>, _ properties: ShapingProperties) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      hash = (hash ^ value) &* 0x0000_0100_0000_01B3
    }
    for index in text.indices { mix(UInt64(text[index])) }
    mix(UInt64(properties.direction.rawValue))
    mix(UInt64(properties.script))
    mix(properties.key)
    hash ^= hash >> 29
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 32)
  }
}
