/// The one place the span writers copy memory: a run of bytes appended to an `OutputSpan` in
/// one `memcpy` instead of one checked `append` a byte. The room is checked once per copy (a
/// copy past the span's capacity traps, as `OutputSpan.append` does); nothing else in the
/// batch encoder sees a pointer.
extension JSONSpanBytes {
  /// Appends ASCII text as it is, in one copy (the encoder's fixed keys and punctuation).
  @inline(__always)
  static func append(_ text: StaticString, to out: inout OutputSpan<UInt8>) {
    text.withUTF8Buffer { utf8 in copy(UnsafeRawBufferPointer(utf8), to: &out) }
  }

  /// Appends the bytes of `source` in one copy.
  @inline(__always)
  static func append(copying source: Span<UInt8>, to out: inout OutputSpan<UInt8>) {
    source.withUnsafeBytes { copy($0, to: &out) }
  }

  /// Appends the bytes `range` of `source` in one copy.
  @inline(__always)
  static func append(
    copying source: Span<UInt8>, _ range: Range<Int>, to out: inout OutputSpan<UInt8>
  ) {
    source.extracting(range).withUnsafeBytes { copy($0, to: &out) }
  }

  /// Appends the lowest `count` bytes of `word` (at most 8, lowest first): the whole word is
  /// stored and only `count` bytes are kept, so eight bytes of room are checked.
  @inline(__always)
  static func append(packed word: UInt64, count: Int, to out: inout OutputSpan<UInt8>) {
    out.withUnsafeMutableBufferPointer { buffer, initialized in
      precondition(buffer.count - initialized >= 8, "a record outgrew its reserved room")
      UnsafeMutableRawPointer(buffer.baseAddress! + initialized).storeBytes(
        of: word.littleEndian, as: UInt64.self)
      initialized += count
    }
  }

  /// Appends the lowest `count` bytes (at most 16) of `low` then `high`: both words are stored,
  /// so sixteen bytes of room are checked.
  @inline(__always)
  static func append(
    packed low: UInt64, _ high: UInt64, count: Int, to out: inout OutputSpan<UInt8>
  ) {
    out.withUnsafeMutableBufferPointer { buffer, initialized in
      precondition(buffer.count - initialized >= 16, "a record outgrew its reserved room")
      let start = UnsafeMutableRawPointer(buffer.baseAddress! + initialized)
      start.storeBytes(of: low.littleEndian, as: UInt64.self)
      start.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
      initialized += count
    }
  }

  @inline(__always)
  private static func copy(_ source: UnsafeRawBufferPointer, to out: inout OutputSpan<UInt8>) {
    let count = source.count
    guard count > 0 else { return }
    out.withUnsafeMutableBufferPointer { buffer, initialized in
      precondition(buffer.count - initialized >= count, "a record outgrew its reserved room")
      UnsafeMutableRawPointer(buffer.baseAddress! + initialized).copyMemory(
        from: source.baseAddress!, byteCount: count)
      initialized += count
    }
  }
}
