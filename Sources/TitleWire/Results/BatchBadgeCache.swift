import TitleComposer

/// The badge objects one batch worker has written, kept by the badge they show: a badge equal to
/// one written before (the same category, label, geometry, colours and sizes — a batch has few)
/// is copied as the bytes it was written as, not written again. Equal badges write equal bytes
/// (their every encoded field is equal, and the number writer gives `0` for `-0`), so a record
/// is the same whichever badges came before it.
///
/// It also keeps the texts of the numbers a batch repeats (a line's x and baseline, the height,
/// width, line height and title size), by their bit patterns in a table of 256 slots, each
/// slot the last number that fell in it: a number found there is copied as the text
/// ``JSONSpanBytes/appendNumber(_:to:)`` wrote for it, so its bytes never depend on the table.
public struct BatchBadgeCache: Sendable {
  private var badges: [ComposedBadge] = []
  private var records: [[UInt8]] = []
  private var nextSlot = 0
  private let capacity: Int
  /// The number slots (one array: a look-up reads one element).
  private var numbers: [NumberSlot]

  /// A number's bit pattern, its text's length (0: an empty slot) and its text (up to 16 bytes)
  /// in two words, the first byte lowest.
  private struct NumberSlot: Sendable {
    var bits: UInt64 = 0
    var count = 0
    var low: UInt64 = 0
    var high: UInt64 = 0
  }

  /// A cache of up to `capacity` badges (0: none kept, every badge and number written).
  /// - Parameter capacity: how many badges it keeps; the oldest is replaced when full.
  public init(capacity: Int = 64) {
    self.capacity = max(0, capacity)
    let slots = capacity > 0 ? 256 : 0
    numbers = Array(repeating: NumberSlot(), count: slots)
  }

  /// Appends `value` as ``JSONSpanBytes/appendNumber(_:to:)`` writes it, copied from the table
  /// when the same bit pattern was written before.
  mutating func appendNumber(_ value: Double, to out: inout OutputSpan<UInt8>) {
    guard !numbers.isEmpty, out.freeCapacity >= 16 else {
      JSONSpanBytes.appendNumber(value, to: &out)
      return
    }
    let bits = value.bitPattern
    let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> 56)
    let known = numbers[slot]
    if known.count != 0 && known.bits == bits {
      JSONSpanBytes.append(packed: known.low, known.high, count: known.count, to: &out)
      return
    }
    let start = out.count
    JSONSpanBytes.appendNumber(value, to: &out)
    let written = out.span.extracting(start..<out.count)
    guard written.count <= 16 else { return }
    var words: (UInt64, UInt64) = (0, 0)
    for index in written.indices {
      let byte = UInt64(written[index])
      if index < 8 {
        words.0 |= byte << (8 * UInt64(index))
      } else {
        words.1 |= byte << (8 * UInt64(index - 8))
      }
    }
    numbers[slot] = NumberSlot(bits: bits, count: written.count, low: words.0, high: words.1)
  }

  /// Appends `badge`'s object (`"badge":{…}`, as ``BatchResultEncoder`` writes it), copied when
  /// an equal badge was written before.
  mutating func append(_ badge: ComposedBadge, to out: inout OutputSpan<UInt8>) {
    guard capacity > 0 else {
      BatchResultEncoder.appendBadge(badge, to: &out)
      return
    }
    if let index = knownIndex(of: badge) {
      let record = records[index]
      JSONSpanBytes.append(copying: record.span, to: &out)
      return
    }
    let start = out.count
    BatchResultEncoder.appendBadge(badge, to: &out)
    let written = out.span.extracting(start..<out.count)
    var record: [UInt8] = []
    record.reserveCapacity(written.count)
    for index in written.indices { record.append(written[index]) }
    if badges.count < capacity {
      badges.append(badge)
      records.append(record)
    } else {
      badges[nextSlot] = badge
      records[nextSlot] = record
      nextSlot = (nextSlot + 1) % capacity
    }
  }

  /// The index of the kept badge equal to `badge`, if any. The kept badges are compared in
  /// place (a span's element is borrowed), not copied out, the cheap fields first (most misses
  /// differ there).
  private func knownIndex(of badge: borrowing ComposedBadge) -> Int? {
    let known = badges.span
    for index in known.indices {
      if known[index].categoryID == badge.categoryID && known[index].frame == badge.frame
        && known[index].labelSize == badge.labelSize && known[index] == badge
      {
        return index
      }
    }
    return nil
  }
}
