/// The scalar at or before a UTF-16 offset, for the rules that look at characters rather than
/// code units (a lone surrogate is its own value).
enum UTF16Scalars {
  /// The scalar starting at `units[i]` and the offset after it.
  static func scalar(_ units: borrowing Span<UInt16>, at i: Int) -> (UInt32, end: Int) {
    let u = units[i]
    if UTF16.isLeadSurrogate(u), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
      return (0x1_0000 + (UInt32(u - 0xD800) << 10) + UInt32(units[i + 1] - 0xDC00), i + 2)
    }
    return (UInt32(u), i + 1)
  }

  /// The scalar ending at `units[i - 1]` and the offset where it starts.
  static func scalar(_ units: borrowing Span<UInt16>, before i: Int) -> (
    UInt32, start: Int
  ) {
    let u = units[i - 1]
    if UTF16.isTrailSurrogate(u), i >= 2, UTF16.isLeadSurrogate(units[i - 2]) {
      return (0x1_0000 + (UInt32(units[i - 2] - 0xD800) << 10) + UInt32(u - 0xDC00), i - 2)
    }
    return (UInt32(u), i - 1)
  }
}
