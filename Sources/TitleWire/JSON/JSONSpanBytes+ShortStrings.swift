extension JSONSpanBytes {
  /// Appends `utf8` (a string's bytes) in quotes when it is at most eight bytes, none of which
  /// needs an escape (a request's `"id"` such as `"p0001"`, a language tag): gathered into one
  /// word and stored at once, the bytes ``appendString(_:leadingSpaces:to:)`` writes for it.
  /// Writes nothing for any other string (or with less than eighteen bytes of room), so that
  /// the caller writes it the general way.
  /// - Returns: whether `utf8` was written.
  @inline(__always)
  static func appendShortPlainString(_ utf8: Span<UInt8>, to out: inout OutputSpan<UInt8>) -> Bool {
    let count = utf8.count
    guard count <= 8, out.freeCapacity >= 18 else { return false }
    var word: UInt64 = 0
    for index in utf8.indices { word |= UInt64(utf8[index]) &<< UInt64(index &* 8) }
    // The bytes past the string are zero, which the test marks as control bytes: only the
    // string's own bytes are looked at. A mark there is exact, as borrows only run upwards.
    let used: UInt64 = count == 8 ? ~0 : (1 &<< UInt64(count &* 8)) &- 1
    guard BatchRequestScanner.endOrEscapeBits(word) & 0x8080_8080_8080_8080 & used == 0 else {
      return false
    }
    out.append(UInt8(ascii: "\""))
    append(packed: word, count: count, to: &out)
    out.append(UInt8(ascii: "\""))
    return true
  }
}
