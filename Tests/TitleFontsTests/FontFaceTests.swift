import Foundation
import Testing
import TitleFonts

/// Metrics, advances and kerning of the bundled faces, checked against values read independently
/// with fontTools (`TTFont(...)['hmtx']`, `['hhea']`, `['kern']`).
@Suite struct FontFaceTests {
  @Test func namesAndMetricsOfNanumGothicBold() {
    let face = Fixtures.bold
    #expect(face.name == "NanumGothicBold.ttf")
    #expect(face.familyName == "NanumGothic")
    #expect(face.styleName == "Bold")
    #expect(face.glyphCount == 20452)
    // hhea: ascent 920, descent -230, lineGap 0 (fsSelection has no USE_TYPO_METRICS).
    #expect(
      face.metrics == FontMetrics(unitsPerEm: 1000, ascender: 920, descender: -230, lineGap: 0))
    #expect(face.metrics.ascent(atSize: 16) == 14.72)
    #expect(abs(face.metrics.descent(atSize: 16) - 3.68) < 1e-12)
    #expect(abs(face.metrics.lineHeight(atSize: 16) - 18.4) < 1e-12)
    #expect(face.isScalable && !face.isColor)
  }

  @Test(arguments: [
    ("취", Int32(940)), (" ", 280), ("A", 727), ("V", 666), ("T", 545), ("R", 622), ("0", 606),
    (".", 303), ("\u{3000}", 940), ("가", 940), ("…", 940),
  ])
  func advancesInFontUnits(character: String, units: Int32) {
    let face = Fixtures.bold
    let glyph = face.glyphIndex(for: character.unicodeScalars.first!)
    #expect(glyph != 0)
    #expect(face.advanceUnits(glyph: glyph) == units)
    #expect(face.advanceEm(glyph: glyph) == Double(units) / 1000)
  }

  @Test func hangulAdvanceAtSixteenPixels() {
    let face = Fixtures.bold
    let glyph = face.glyphIndex(for: "취")
    #expect(face.advanceEm(glyph: glyph) * 16 == 15.04)
  }

  @Test(arguments: [Fixtures.bold, Fixtures.regular])
  func kernTableHas113Pairs(face: FontFace) {
    #expect(face.hasKerning)
    #expect(face.kernPairCount == 113)
  }

  @Test(arguments: [
    ("A", "V", -92), ("V", "A", -99), ("A", "T", -56), ("T", "A", -103),
    ("A", "Y", -115), ("A", "R", 0), ("가", "A", 0),
  ])
  func kernPairValues(left: Character, right: Character, units: Int32) {
    let face = Fixtures.bold
    let l = face.glyphIndex(for: left.unicodeScalars.first!)
    let r = face.glyphIndex(for: right.unicodeScalars.first!)
    #expect(face.kerningUnits(left: l, right: r) == units)
  }

  @Test(arguments: ["\u{2002}", "\u{2003}", "\u{2009}", "\u{200A}", "\u{E000}", "🎉"])
  func nanumLacks(character: String) {
    #expect(Fixtures.regular.glyphIndex(for: character.unicodeScalars.first!) == 0)
    #expect(Fixtures.bold.glyphIndex(for: character.unicodeScalars.first!) == 0)
  }

  @Test func loadingFromBytesEqualsLoadingFromPath() throws {
    let bytes = try #require(readFile(Fixtures.nanumGothicBold))
    let fromBytes = try FontFace(data: bytes, name: "bold-bytes")
    let fromPath = Fixtures.bold
    #expect(fromBytes.name == "bold-bytes")
    #expect(fromBytes.familyName == fromPath.familyName)
    #expect(fromBytes.metrics == fromPath.metrics)
    #expect(fromBytes.kernPairCount == fromPath.kernPairCount)
    for scalar in "AVATAR 취재 가나다 …·%".unicodeScalars {
      let g = fromPath.glyphIndex(for: scalar)
      #expect(fromBytes.glyphIndex(for: scalar) == g)
      #expect(fromBytes.advanceUnits(glyph: g) == fromPath.advanceUnits(glyph: g))
    }
  }

  /// Noto Color Emoji is a CBDT bitmap font: hmtx says 2550/2048 em, but Chromium (Skia) lays
  /// out the strike's advance, 136 px at 109 ppem.
  @Test func colorEmojiAdvanceComesFromTheBitmapStrike() {
    let face = Fixtures.emoji
    #expect(face.isColor && !face.isScalable)
    #expect(
      face.metrics == FontMetrics(unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 0))
    let glyph = face.glyphIndex(for: "🎉")
    #expect(glyph == 381)
    #expect(face.advanceUnits(glyph: glyph) == 2550)
    #expect(face.advanceEm(glyph: glyph) == 136.0 / 109.0)
  }
}

/// Reads a whole file (test helper; the library reads through FreeType).
func readFile(_ path: String) -> [UInt8]? {
  FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}
