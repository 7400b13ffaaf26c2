import Foundation
import Testing
import TitleTestSupport

@testable import TitleComposer
import TitleText

/// The hyphen a soft hyphen draws is in the line's glyph runs, so renderers draw it. Glyph id
/// and advance from `hb-shape Fonts/NanumGothicBold.ttf '‐'`: `[uni2010=0+438]`, glyph 97
/// (fontTools `getGlyphID("uni2010")`), 438 units = 7.008 px at 16 px.
@Suite struct SoftHyphenGlyphRunTests {
  static let composer = try! Composer(fallback: .none)

  @Test func theHyphenIsARunAtTheLineEnd() throws {
    // Keep-all: the only opportunity inside "가나다라마바" is the soft hyphen; at 60 px the first
    // line is the badge and "가나다‐" (45.12 + 7.008 px), as Chromium draws it
    // (Tests/Corpus/soft-hyphen-*: shy-edge-12 is this line at 62 px).
    let title = try Self.composer.compose(
      TitleRequest(
        categoryID: 1, title: "가나다\u{AD}라마바", width: 60, numberOfLines: 0,
        wordBreak: .keepAll, includesGlyphRuns: true))
    let line = try #require(title.lines.first { $0.text.hasSuffix("\u{2010}") })
    #expect(line.text == "가나다\u{2010}")
    // FreeType's 16.16 advances of 940 and 438 units (15.04 and 7.008 px in exact units).
    let syllable = FreeTypeArithmetic.nanum(940)
    let dash = FreeTypeArithmetic.nanum(438)
    #expect(abs(line.width - (3 * syllable + dash)) < 1e-9)
    let hyphen = try #require(line.runs.last)
    #expect(hyphen.glyphs.map(\.id) == [97])
    #expect(abs(hyphen.advance - dash) < 1e-9)
    #expect(abs(hyphen.x - (line.x + line.width - dash)) < 1e-9)
    #expect(abs(line.runs.reduce(0) { $0 + $1.advance } - line.width) < 1e-9)
    // The line after it draws no hyphen, and no soft hyphen anywhere draws a glyph of its own
    // with an advance.
    let next = try #require(title.lines.last)
    #expect(next.text == "라마바" && !next.runs.flatMap(\.glyphs).contains { $0.id == 97 })
  }
}
