import Foundation
import Testing
import TitleComposer
import TitleText

/// Bytes and code units a Swift `String` cannot hold: invalid UTF-8 (rejected with its offset
/// by `UTF8Validation`) and lone surrogates (analysed as their own graphemes, never a crash).
@Suite struct HostileTextTests {
  static let analyzer = try! TextAnalyzer()

  @Test(
    arguments: [
      ([0x41, 0x80], 1),  // a lone continuation byte
      ([0xC0, 0x80], 0),  // an overlong NUL
      ([0xE0, 0x80, 0x80], 0),  // an overlong three-byte form
      ([0x41, 0xE0, 0xA0], 1),  // a sequence cut off at the end
      ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
      ([0xF8, 0x88, 0x80, 0x80, 0x80], 0),  // a five-byte form
      ([0xFE], 0), ([0xFF, 0xFE], 0),  // bytes that never occur in UTF-8
      ([0xEA, 0xB0, 0x80, 0xED, 0xBF, 0xBF], 3),  // an encoded low surrogate after 가
    ] as [([UInt8], Int)])
  func invalidUTF8IsRejectedWithItsOffset(bytes: [UInt8], offset: Int) {
    #expect(throws: ComposerError.invalidUTF8(byteOffset: offset)) {
      try UTF8Validation.string(from: bytes)
    }
  }

  @Test func nulIsValidUTF8() throws {
    #expect(try UTF8Validation.string(from: [0x41, 0x00, 0x42]) == "A\u{0}B")
  }

  /// Lone and reversed surrogates at the start, middle and end of UTF-16 text.
  @Test(
    arguments: [
      [0xD800], [0xDC00], [0xDC00, 0xD800], [0xAC00, 0xD800, 0xAC00], [0x41, 0xDFFF],
      [0xD83D, 0xD83D, 0xDE00], [0xD800, 0x20, 0xDC00, 0x0301], [0xD800, 0x200D, 0xD83D, 0xDC69],
    ] as [[UInt16]])
  func loneSurrogatesAreTheirOwnGraphemes(units: [UInt16]) {
    for wordBreak in [WordBreak.keepAll, .normal] {
      let analysis = Self.analyzer.analyze(units, wordBreak: wordBreak)
      #expect(analysis.flags.count == units.count + 1)
      let starts = analysis.graphemeStarts
      #expect(starts.first == 0)
      for (index, unit) in units.enumerated() where UTF16.isLeadSurrogate(unit) {
        // A lead surrogate without its trail never joins the next unit into a pair.
        let paired = index + 1 < units.count && UTF16.isTrailSurrogate(units[index + 1])
        if !paired && index + 1 < units.count && !UTF16.isTrailSurrogate(units[index + 1]) {
          #expect(
            starts.contains(index + 1) || units[index + 1] == 0x0301 || units[index + 1] == 0x200D)
        }
      }
    }
  }

  /// Strings decoded from such bytes and units carry U+FFFD instead, which composes.
  @Test func repairedTextComposes() throws {
    let composer = try Composer(fallback: .none)
    let title = String(decoding: [0xD800, 0x41, 0xDC00] as [UInt16], as: UTF16.self)
    #expect(title == "\u{FFFD}A\u{FFFD}")
    let composed = try composer.compose(categoryID: 1, title: title, width: 343)
    #expect(composed.lines.map(\.text).joined() == title)
  }
}
