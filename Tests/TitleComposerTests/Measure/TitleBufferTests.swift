import Testing
import TitleTestSupport

@testable import TitleComposer

/// The UTF-16 buffer and its UTF-8 offsets against the standard library's own views, for titles
/// of every UTF-8 length (1 to 4 bytes per scalar), short and past the 1 KiB where the arena is
/// sized by counting, after either prefix.
@Suite struct TitleBufferTests {
  static let pieces = ["a", " ", "é", "가", "한국어", "…", "😀", "👩‍👩‍👧", "\u{0301}", "𝄞", "Z9"]

  static func expectMatchesTheViews(_ title: String, prefix: UInt16, prefixCount: Int) {
    let buffer = TitleBuffer(title: title, prefix: prefix, prefixCount: prefixCount)
    #expect(buffer.prefixLength == prefixCount)
    #expect(buffer.titleLength == title.utf16.count)
    #expect(
      Array(buffer.utf16) == Array(repeating: prefix, count: prefixCount) + Array(title.utf16))
    #expect(buffer.arena.capacity >= buffer.utf16.count)
    // The UTF-8 offset of every UTF-16 offset that starts a scalar, then the end; a trailing
    // surrogate maps to its scalar's start.
    var expected: [Int32] = []
    for index in title.utf16.indices {
      // Rounded down to the scalar's start (a trailing surrogate's index lies inside one).
      let scalarStart = title.unicodeScalars.index(index, offsetBy: 0)
      let utf8Offset = title.utf8.distance(from: title.startIndex, to: scalarStart)
      expected.append(Int32(utf8Offset))
    }
    expected.append(Int32(title.utf8.count))
    #expect(Array(buffer.utf8Offsets) == expected)
  }

  @Test func shortAndLongTitlesMatchTheStringViews() {
    var random = SeededRandom(seed: 0x6275_6666_6572)
    for length in [1, 2, 5, 40, 300, 700, 2_000] {
      var title = ""
      while title.utf8.count < length {
        title += Self.pieces.randomElement(using: &random)!
      }
      Self.expectMatchesTheViews(title, prefix: 0xFFFC, prefixCount: 1)
      Self.expectMatchesTheViews(title, prefix: 0x20, prefixCount: 7)
    }
  }

  @Test func longTitlesGetAnExactlySizedArena() {
    // 2,000 Hangul syllables: 6,000 UTF-8 bytes but 2,000 UTF-16 units.
    let title = String(repeating: "가", count: 2_000)
    let buffer = TitleBuffer(title: title, prefix: 0xFFFC, prefixCount: 1)
    #expect(buffer.arena.capacity == 2_001)
    // 600 four-byte scalars: 2,400 bytes, 1,200 units.
    let emoji = String(repeating: "😀", count: 600)
    #expect(TitleBuffer(title: emoji, prefix: 0x20, prefixCount: 3).arena.capacity == 1_203)
  }
}
