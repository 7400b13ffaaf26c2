import TitleComposer
import TitleSystem

/// The span writers' bulk appends: a run of bytes appended to an `OutputSpan` in one copy
/// instead of one checked `append` a byte, through ``TitleSystem/POSIX``'s `memcpy` wrappers
/// (the room checked once per copy; a copy past the span's capacity traps, as `append` does).
/// Nothing in the batch encoder sees a pointer.
extension JSONSpanBytes {
  /// Appends ASCII text as it is, in one copy (the encoder's fixed keys and punctuation).
  @inline(__always)
  static func append(_ text: StaticString, to out: inout OutputSpan<UInt8>) {
    POSIX.append(text, to: &out)
  }

  /// Appends the bytes of `source` in one copy.
  @inline(__always)
  static func append(copying source: Span<UInt8>, to out: inout OutputSpan<UInt8>) {
    POSIX.append(copying: source, to: &out)
  }

  /// Appends the bytes `range` of `source` in one copy.
  @inline(__always)
  static func append(
    copying source: Span<UInt8>, _ range: Range<Int>, to out: inout OutputSpan<UInt8>
  ) {
    POSIX.append(copying: source.extracting(range), to: &out)
  }

  /// Appends the lowest `count` bytes of `word` (at most 8, lowest first): the whole word is
  /// stored and only `count` bytes are kept, so eight bytes of room are checked.
  @inline(__always)
  static func append(packed word: UInt64, count: Int, to out: inout OutputSpan<UInt8>) {
    POSIX.append(packed: word, count: count, to: &out)
  }

  /// Appends the lowest `count` bytes (at most 16) of `low` then `high`: both words are stored,
  /// so sixteen bytes of room are checked.
  @inline(__always)
  static func append(
    packed low: UInt64, _ high: UInt64, count: Int, to out: inout OutputSpan<UInt8>
  ) {
    POSIX.append(packed: low, high, count: count, to: &out)
  }
}
