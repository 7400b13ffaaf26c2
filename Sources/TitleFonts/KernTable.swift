/// Pair kerning read once from an SFNT `kern` table (format-0 subtables), as a flat
/// open-addressing hash table (multiplicative hash, linear probing: no SipHash on the hot path)
/// plus a per-glyph "starts a pair" bit set so that most lookups never probe at all.
///
/// Both header layouts are read: Microsoft's (version 0, 16-bit counts) and Apple's (version
/// 1.0, 32-bit). Horizontal, non-minimum, non-cross-stream format-0 subtables are summed (or
/// replaced when the override bit is set), as FreeType and HarfBuzz do.
///
/// A final class with immutable storage, so the hot path reads it in place without copying
/// (and retaining) its arrays.
final class KernTable: Sendable {
  /// Bit `g` is set when glyph `g` is the left glyph of at least one pair.
  private let leftBits: [UInt64]
  /// Hash slots: `left << 16 | right`, or `emptySlot`; capacity a power of two ≥ 2 × count.
  private let keys: [UInt32]
  /// Kerning in font units, parallel to `keys`.
  private let values: [Int16]
  private let shift: UInt32
  private static let emptySlot = UInt32.max

  /// The number of distinct pairs.
  let count: Int

  /// An empty table.
  convenience init() { self.init(pairs: [:], leftBits: []) }

  /// Parses a raw `kern` table; malformed or unsupported subtables are skipped, never trapped on.
  /// - Parameter bytes: the table as `FT_Load_Sfnt_Table` returned it.
  convenience init(parsing bytes: [UInt8]) {
    var parser = Parser()
    parser.parse(bytes)
    self.init(pairs: parser.pairs, leftBits: parser.leftBits)
  }

  /// Fills the hash slots from the parsed pairs.
  private init(pairs: [UInt32: Int16], leftBits: [UInt64]) {
    self.leftBits = leftBits
    count = pairs.count
    var capacity = 2
    var bits: UInt32 = 1
    while capacity < 2 * pairs.count {
      capacity *= 2
      bits += 1
    }
    shift = 32 - bits
    var keys = [UInt32](repeating: Self.emptySlot, count: capacity)
    var values = [Int16](repeating: 0, count: capacity)
    for (key, value) in pairs {
      var slot = Self.slot(key, shift)
      while keys[slot] != Self.emptySlot { slot = (slot + 1) & (capacity - 1) }
      keys[slot] = key
      values[slot] = value
    }
    self.keys = keys
    self.values = values
  }

  private static func slot(_ key: UInt32, _ shift: UInt32) -> Int {
    Int((key &* 0x9E37_79B1) >> shift)  // Fibonacci hashing
  }

  /// The largest magnitude of any pair's kerning, in font units (0 without pairs).
  var largestMagnitude: Int { values.lazy.map { abs(Int($0)) }.max() ?? 0 }

  /// All pairs as `(left, right, value)`, sorted; for tests and diagnostics.
  var allPairs: [(left: UInt32, right: UInt32, value: Int16)] {
    zip(keys, values).filter { $0.0 != Self.emptySlot }
      .map { (left: $0.0 >> 16, right: $0.0 & 0xFFFF, value: $0.1) }
      .sorted { ($0.left, $0.right) < ($1.left, $1.right) }
  }

  /// Whether `glyph` is the left glyph of some pair.
  /// - Complexity: O(1).
  func startsPair(_ glyph: UInt32) -> Bool {
    let word = Int(glyph >> 6)
    return word < leftBits.count && leftBits[word] & (1 << UInt64(glyph & 63)) != 0
  }

  /// The kerning of a pair in font units, 0 when the pair is not listed.
  /// - Complexity: O(1): a bit test, then a dictionary lookup only for listed left glyphs.
  func value(_ left: UInt32, _ right: UInt32) -> Int16 {
    guard left <= 0xFFFF, right <= 0xFFFF, startsPair(left) else { return 0 }
    let key = left << 16 | right
    let mask = keys.count - 1
    var slot = Self.slot(key, shift)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if found == Self.emptySlot { return 0 }
      slot = (slot + 1) & mask
    }
  }
}

/// Reads the `kern` table's subtables into a pair dictionary and the left-glyph bit set.
private struct Parser {
  var pairs: [UInt32: Int16] = [:]
  var leftBits: [UInt64] = []

  mutating func parse(_ bytes: [UInt8]) {
    let reader = BigEndianReader(bytes)
    guard let version16 = reader.u16(0) else { return }
    var offset: Int
    var tableCount: Int
    let apple = version16 == 1
    if apple {
      guard let n = reader.u32(4) else { return }
      (offset, tableCount) = (8, Int(n))
    } else {
      guard version16 == 0, let n = reader.u16(2) else { return }
      (offset, tableCount) = (4, Int(n))
    }
    for _ in 0..<min(tableCount, 64) {
      let header = apple ? 8 : 6
      guard let coverage = reader.u16(offset + (apple ? 4 : 4)) else { break }
      let format: UInt16
      let horizontal: Bool
      let override: Bool
      if apple {
        format = coverage & 0xFF
        horizontal = coverage & 0xC000 == 0  // not vertical, not cross-stream
        override = false
      } else {
        format = coverage >> 8
        horizontal = coverage & 0x1 != 0 && coverage & 0x6 == 0  // horizontal, not min/cross
        override = coverage & 0x8 != 0
      }
      let declared = apple ? reader.u32(offset).map(Int.init) : reader.u16(offset + 2).map(Int.init)
      var length = declared ?? 0
      if format == 0, let nPairs = reader.u16(offset + header) {
        // The 16-bit length overflows for big tables; trust nPairs.
        length = max(length, header + 8 + Int(nPairs) * 6)
        if horizontal {
          add(reader, at: offset + header, count: Int(nPairs), override: override)
        }
      }
      guard length > 0 else { break }
      offset += length
    }
  }

  private mutating func add(
    _ reader: BigEndianReader, at start: Int, count n: Int, override: Bool
  ) {
    var p = start + 8
    for _ in 0..<n {
      guard let l = reader.u16(p), let r = reader.u16(p + 2), let v = reader.u16(p + 4) else {
        return
      }
      let key = UInt32(l) << 16 | UInt32(r)
      let value = Int16(bitPattern: v)
      if override {
        pairs[key] = value
      } else {
        pairs[key, default: 0] &+= value
      }
      setLeft(UInt32(l))
      p += 6
    }
  }

  private mutating func setLeft(_ glyph: UInt32) {
    let word = Int(glyph >> 6)
    if word >= leftBits.count {
      leftBits += [UInt64](repeating: 0, count: word + 1 - leftBits.count)
    }
    leftBits[word] |= 1 << UInt64(glyph & 63)
  }

}

/// Bounds-checked big-endian reads from a byte array.
private struct BigEndianReader {
  let bytes: [UInt8]
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func u16(_ at: Int) -> UInt16? {
    guard at >= 0, at + 2 <= bytes.count else { return nil }
    return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  func u32(_ at: Int) -> UInt32? {
    guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
    return UInt32(hi) << 16 | UInt32(lo)
  }
}
