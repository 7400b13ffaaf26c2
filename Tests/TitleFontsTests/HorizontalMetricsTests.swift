import Testing

@testable import TitleFonts

/// The `hmtx` advances the eager pages are measured with, against FreeType's own answer
/// (`FT_Get_Advance` with `FT_LOAD_NO_SCALE`) for every glyph of TrueType and CFF faces; and
/// the faces FreeType must keep measuring (bitmap strikes, variable fonts) are refused.
@Suite struct HorizontalMetricsTests {
  static let notoSansCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  @Test(arguments: [
    Fixtures.nanumGothic, Fixtures.nanumGothicBold, Fixtures.dejaVuSans,
    HorizontalMetricsTests.notoSansCJK,
  ])
  func everyGlyphEqualsFreeType(_ path: String) throws {
    let face = try FontFace(contentsOf: path)
    let metrics = try #require(HorizontalMetrics(face))
    var mismatches: [UInt32] = []
    for glyph in 0..<UInt32(face.glyphCount)
    where metrics.advanceUnits(glyph) != face.advanceUnits(glyph: glyph) {
      mismatches.append(glyph)
    }
    #expect(mismatches.isEmpty, "\(path): glyphs \(mismatches.prefix(10))")
    #expect(metrics.advanceUnits(UInt32(face.glyphCount)) == nil)
    // Hand-checked (DESIGN.md): NanumGothicBold's "가" is 940 units, U+0020 280, "A" 727.
    if path == Fixtures.nanumGothicBold {
      let units = ["가", " ", "A"].map {
        metrics.advanceUnits(face.glyphIndex(for: $0.unicodeScalars.first!))
      }
      #expect(units == [940, 280, 727])
    }
  }

  @Test func bitmapAndVariableFacesAreLeftToFreeType() throws {
    #expect(HorizontalMetrics(Fixtures.emoji) == nil)
    #expect(HorizontalMetrics(try FontFace(contentsOf: Self.variable)) == nil)
  }
}
