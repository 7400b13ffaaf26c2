import TitleLocking

/// Shaped runs of one face, remembered by their text and properties, as Blink's shape cache
/// remembers shaped words: a title seen before shapes without HarfBuzz.
///
/// Bounded: ``shardCount`` shards of ``slotsPerShard`` slots, each slot holding one run of at
/// most ``maximumTextLength`` code units; a new run takes its slot over from whatever was there.
/// Thread-safe (one lock per shard). A cached answer is the answer HarfBuzz gave for the same
/// text and properties, so the cache changes speed, never results.
final class ShapeCache: Sendable {
  /// Shards, each behind its own lock, so threads rarely wait for one another.
  static let shardCount = 16
  /// Slots per shard (a power of two).
  static let slotsPerShard = 256
  /// Runs longer than this are shaped every time (a title's runs are far shorter).
  static let maximumTextLength = 512

  private struct Entry {
    var hash: UInt64
    var properties: ShapingProperties
    var text: [UInt16]
    var run: ShapedRun
  }

  private let shards: [Locked<[Entry?]>]

  init() {
    shards = (0..<Self.shardCount).map { _ in
      Locked([Entry?](repeating: nil, count: Self.slotsPerShard))
    }
  }

  /// The cached run for `text` shaped with `properties`, else `make()`'s, stored.
  /// - Parameters:
  ///   - text: the run's code units.
  ///   - properties: how it is shaped.
  ///   - make: shapes the run (called outside any lock).
  /// - Returns: the run, `nil` when `make` fails.
  func run(
    for text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties,
    make: () -> ShapedRun?
  ) -> ShapedRun? {
    guard text.count <= Self.maximumTextLength else { return make() }
    let hash = Self.hash(text, properties)
    let shard = shards[Int(truncatingIfNeeded: hash >> 60) & (Self.shardCount - 1)]
    let slot = Int(truncatingIfNeeded: hash) & (Self.slotsPerShard - 1)
    let cached = shard.withLock { entries -> ShapedRun? in
      guard let entry = entries[slot], entry.hash == hash, entry.properties == properties,
        entry.text.elementsEqual(text)
      else { return nil }
      return entry.run
    }
    if let cached { return cached }
    guard let made = make() else { return nil }
    let entry = Entry(hash: hash, properties: properties, text: Array(text), run: made)
    shard.withLock { $0[slot] = entry }
    return made
  }

  /// FNV-1a over the code units, the direction and the script, mixed with the language's and
  /// features' hash (a pure function of the key, the same in every process run).
  private static func hash(_ text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties)
    -> UInt64
  {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    @inline(__always) func mix(_ value: UInt64) {
      hash = (hash ^ value) &* 0x0000_0100_0000_01B3
    }
    for unit in text { mix(UInt64(unit)) }
    mix(UInt64(properties.direction.rawValue))
    mix(UInt64(properties.script))
    for byte in properties.language.utf8 { mix(UInt64(byte)) }
    for feature in properties.features {
      mix(UInt64(feature.tag))
      mix(UInt64(feature.value))
    }
    hash ^= hash >> 29
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 32)
  }
}
