/// The badge objects one batch worker has written, kept by the badge they show: a badge equal to
/// one written before (the same category, label, geometry, colours and sizes — a batch has few)
/// is copied as the bytes it was written as, not written again. Equal badges write equal bytes
/// (their every encoded field is equal, and the number writer gives `0` for `-0`), so a record
/// is the same whichever badges came before it.
public struct BatchBadgeCache: Sendable {
  private var badges: [ComposedBadge] = []
  private var records: [[UInt8]] = []
  private var nextSlot = 0
  private let capacity: Int

  /// A cache of up to `capacity` badges (0: none kept, every badge written).
  /// - Parameter capacity: how many badges it keeps; the oldest is replaced when full.
  public init(capacity: Int = 64) {
    self.capacity = max(0, capacity)
  }

  /// Appends `badge`'s object (`"badge":{…}`, as ``BatchResultEncoder`` writes it), copied when
  /// an equal badge was written before.
  mutating func append(_ badge: ComposedBadge, to out: inout OutputSpan<UInt8>) {
    guard capacity > 0 else {
      BatchResultEncoder.appendBadge(badge, to: &out)
      return
    }
    for index in badges.indices {
      let known = badges[index]
      // The cheap fields first; most misses differ there.
      guard known.categoryID == badge.categoryID, known.frame == badge.frame,
        known.labelSize == badge.labelSize, known == badge
      else { continue }
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
}
