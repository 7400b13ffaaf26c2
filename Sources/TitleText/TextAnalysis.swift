/// The result of analysing one text: its UTF-16 code units and, for every boundary between them,
/// whether a grapheme cluster starts there and whether a line may or must break there.
///
/// Offsets are UTF-16 offsets throughout (DESIGN.md fact 7).
public struct TextAnalysis: Sendable, Hashable {
  /// The analysed text.
  public let utf16: [UInt16]
  /// `flags[i]` describes the boundary before `utf16[i]`; `count == utf16.count + 1`.
  /// `flags[0]` is `.graphemeStart` (no break before the first character); the last element, the
  /// end of the text, is `[.graphemeStart, .breakAllowed]`.
  public let flags: [BoundaryFlags]
  /// The `word-break` the opportunities were computed for.
  public let wordBreak: WordBreak

  init(utf16: [UInt16], flags: [BoundaryFlags], wordBreak: WordBreak) {
    self.utf16 = utf16
    self.flags = flags
    self.wordBreak = wordBreak
  }

  /// The UTF-16 offsets where grapheme clusters start: 0 (for a non-empty text) and every later
  /// start, excluding the end of the text.
  /// - Complexity: O(n).
  public var graphemeStarts: [Int] {
    var result: [Int] = []
    result.reserveCapacity(utf16.count)
    for i in 0..<utf16.count where flags[i].contains(.graphemeStart) { result.append(i) }
    return result
  }

  /// The UTF-16 offsets in `1...utf16.count` where a line may end (soft or hard), in order.
  /// - Complexity: O(n).
  public var lineBreakOffsets: [Int] {
    var result: [Int] = []
    for i in 1..<flags.count where flags[i].isLineBreak { result.append(i) }
    return result
  }

  /// The text as a `String` (invalid UTF-16 is repaired with U+FFFD).
  public var string: String { String(decoding: utf16, as: UTF16.self) }
}
