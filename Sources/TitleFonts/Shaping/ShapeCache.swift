@_spi(TitleInternals) import TitleLocking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// One cached run. A class, so that looking a slot up copies one reference, not the entry's
  /// arrays; only touched under its shard's lock.
  private final class Entry: @unchecked Sendable {
    let hash: UInt64
    let properties: ShapingProperties
    let text: [UInt16]
    let run: ShapedRun
    /// When the entry was last used, in the shard's clock (the pair keeps the newer one).
    var used: UInt64

    init(hash: UInt64, properties: ShapingProperties, text: [UInt16], run: ShapedRun, used: UInt64)
    {
      self.hash = hash
      self.properties = properties
      self.text = text
      self.run = run
      self.used = used
    }
  }

  private struct Shard {
    var entries = [Entry?](repeating: nil, count: ShapeCache.slotsPerShard)
    var clock: UInt64 = 0
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
    for text: UnsafeBufferPointer<UInt16>, _ properties: ShapingProperties,
    make: () -> ShapedRun?
  ) -> ShapedRun? {
    guard text.count <= Self.maximumTextLength else { return make() }
    let hash = Self.hash(text, properties)
    let shard = shards[Int(truncatingIfNeeded: hash >> 60) & (Self.shardCount - 1)]
    let pair = Int(truncatingIfNeeded: hash) & (Self.slotsPerShard - 2)
    let cached = shard.withLock { shard -> ShapedRun? in
      for slot in pair...pair + 1 {
        guard let entry = shard.entries[slot], entry.hash == hash,
          Self.equal(entry.text, text), entry.properties == properties
        else { continue }
        shard.clock += 1
        entry.used = shard.clock
        return entry.run
      }
      return nil
    }
    if let cached { return cached }
    guard let made = make() else { return nil }
    let text = Array(text)
    shard.withLock { shard in
      shard.clock += 1
      let older = (shard.entries[pair]?.used ?? 0) <= (shard.entries[pair + 1]?.used ?? 0)
      shard.entries[older ? pair : pair + 1] = Entry(
        hash: hash, properties: properties, text: text, run: made, used: shard.clock)
    }
    return made
  }

  /// Whether a stored text equals the asked one (a byte comparison).
  @inline(__always)
  private static func equal(_ stored: [UInt16], _ text: UnsafeBufferPointer<UInt16>) -> Bool {
    guard stored.count == text.count else { return false }
    guard let base = text.baseAddress else { return true }
    return stored.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, text.count * 2) == 0 }
  }

  /// FNV-1a over the code units, the direction, the script and the language's and features' key
  /// (``ShapingProperties/key``) (a pure function of the key, the same in every process run).
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
    mix(properties.key)
    hash ^= hash >> 29
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 32)
  }
}
