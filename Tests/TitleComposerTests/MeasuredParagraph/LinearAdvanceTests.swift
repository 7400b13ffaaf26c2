import Testing
import TitleFonts
import TitleTestSupport

@testable import TitleComposer

/// The primary face's glyph-by-glyph advances as Skia asks FreeType for them (16.16 linear
/// advances), hand-computed from FreeType's formulas: `x_scale = FT_DivFix(size·64, upem)`,
/// `linearHoriAdvance = FT_MulDiv(units, x_scale, 64)`. NanumGothicBold has 1000 units per em and
/// "A" is 727 units (hb-shape: `gid34=0+727`).
@Suite struct LinearAdvanceTests {
  static let chain = try! FontFallbackChain(faces: [
    try! FontFace(contentsOf: BundledFont.nanumGothicBold.path!)
  ])

  @Test(arguments: [
    // 16 px: x_scale = (1024·65536 + 500) / 1000 = 67109; (727·67109 + 32) / 64 = 762316.
    (16.0, 67109, 762_316.0),
    // 14 px: x_scale = (896·65536 + 500) / 1000 = 58720; (727·58720 + 32) / 64 = 667023.
    (14.0, 58720, 667_023.0),
    // 15.5 px: 26.6 size 992; x_scale = (992·65536 + 500) / 1000 = 65012;
    // (727·65012 + 32) / 64 = 738496.
    (15.5, 65012, 738_496.0),
  ])
  func advancesAreFreeTypeLinearAdvances(size: Double, scale: Int, linear: Double) throws {
    #expect(ScaledFontChain.freeTypeScale(size: size, unitsPerEm: 1000) == scale)
    let font = ScaledFontChain(chain: Self.chain, size: size)
    let glyph = font.glyph(for: "A")
    #expect(glyph.advanceEm == 0.727)
    #expect(font.advance(of: glyph) == linear / 65536)
    // Not units × size ÷ em, which differs in the sixth decimal.
    #expect(font.advance(of: glyph) != 0.727 * size)
  }
}

/// Which glyphs carry whole font units (``GlyphInfo/advanceUnits``) and so FreeType's 16.16
/// advance: the primary face's own glyphs, whether found in the eager pages or later through the
/// lock-free published table; not synthesized spaces. Units from hb-shape on NanumGothicBold:
/// "←" `gid171=0+940`, "一" `gid6460=0+940`, " " `gid1=0+280`; it has no EN SPACE (U+2002).
@Suite struct FitRuleAdvanceUnitsTests {
  static let font = ScaledFontChain(chain: LinearAdvanceTests.chain, size: 16)

  @Test(arguments: [("←", 171, 940), ("一", 6460, 940), (" ", 1, 280), ("A", 34, 727)])
  func primaryGlyphsCarryTheirUnitsOnEveryLookup(text: String, glyph: Int, units: Int) {
    let scalar = text.unicodeScalars.first!
    // The first lookup resolves (under the lock), the second reads what was published.
    for _ in 0..<2 {
      let info = Self.font.glyph(for: scalar)
      #expect(info.glyph == UInt32(glyph))
      #expect(info.advanceUnits == Int32(units))
      #expect(Self.font.advance(of: info) == FreeTypeArithmetic.nanum(units))
    }
  }

  @Test func aSynthesizedEmFractionKeepsItsExactWidth() {
    let info = Self.font.glyph(for: "\u{2002}")  // EN SPACE: half an em, drawn with the space
    #expect(info.glyph == 1)
    #expect(info.advanceUnits == -1)
    #expect(Self.font.advance(of: info) == 8)
  }

  @Test func aSizeFreeTypeCannotTakeMeasuresInEm() {
    for size in [0.001, 2e7] {
      let font = ScaledFontChain(chain: LinearAdvanceTests.chain, size: size)
      #expect(font.advance(of: font.glyph(for: "A")) == 0.727 * size)
    }
  }
}
