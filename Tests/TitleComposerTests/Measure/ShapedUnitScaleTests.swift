import Foundation
@testable import TitleComposer
import TitleFonts
import TitleTestSupport
import Testing

/// Shaped advances scaled as Chromium scales them (``ShapedUnitScale``), against what headless
/// Chromium 156 reported for the same glyphs (`Tests/Corpus/chromium-expected.*.jsonl`) and
/// against FreeType's and HarfBuzz's arithmetic written out by hand.
@Suite struct ShapedUnitScaleTests {
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  static func composer(_ font: FontSource) throws -> Composer {
    var style = TitleStyle()
    style.titleFont = font
    return try Composer(style: style, fallback: .none)
  }

  /// Chromium's multi-font corpus gives Inter's space at 16 px as 4.499954 px
  /// (`space_width` of every Inter case): 792 units, x_scale = FT_DivFix(1024, 2816) = 23,831,
  /// FT_MulDiv(792, 23,831, 64) = 294,909 / 65,536 px. Units × size ÷ em would be 4.5 px.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: inter)))
  func interSpaceIsChromiums() throws {
    let face = try FontFace(contentsOf: Self.inter)
    let run = try #require(face.shape(" ", ShapingProperties(language: "en")))
    let scale = ShapedUnitScale(face: face, size: 16)
    #expect(scale.width(of: run) == 294_909.0 / 65_536)
    #expect((scale.width(of: run) * 1e6).rounded() / 1e6 == 4.499954)
    // At 14 px (x_scale 20,852): 258,044 / 65,536 = 3.937439 px, Chromium's padding space
    // there (the README's spaces-mode case), where font units give exactly 3.9375.
    #expect(ShapedUnitScale(face: face, size: 14).width(of: run) == 258_044.0 / 65_536)
  }

  /// A line of 15 kana and kanji of Noto Sans CJK KR (1,000 units each) at 16 px is
  /// 15 × 1,048,578 / 65,536 px, which Chromium draws 240.015625 px wide once snapped up to
  /// 1/64 px (`m2721`, `chromium-expected.letter-spacing-gpos.jsonl`); 15 × 16 px would snap to
  /// 240.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: notoCJK)))
  func kanaLineIsChromiums() throws {
    let composer = try Self.composer(
      .fileFace(path: Self.notoCJK, choice: FontFaceChoice(index: 1)))
    var request = TitleRequest(
      categoryID: 1, title: "ちょっとした工夫で部屋が広く見", width: 400, numberOfLines: 0,
      padding: .spaces)
    request.lang = .japanese
    let line = try #require(composer.compose(request).lines.last)
    #expect(line.text.hasSuffix("見"))
    let perGlyph = 1_048_578.0 / 65_536
    #expect(perGlyph == FreeTypeArithmetic.linearAdvance(units: 1000, size: 16, unitsPerEm: 1000))
    #expect(line.width == 15 * perGlyph)
    #expect((line.width * 64).rounded(.up) / 64 == 240.015625)
  }

  /// GPOS positioning is HarfBuzz's rounding of the kerning value at Chromium's scale, added to
  /// the glyph's own FreeType advance: Inter's "A" before "V" is 1,904 units kerned by −192.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: inter)))
  func kernedGlyphAddsHarfBuzzsPositioning() throws {
    let face = try FontFace(contentsOf: Self.inter)
    let run = try #require(face.shape("AV", ShapingProperties(language: "en")))
    let a = try #require(run.glyphs.first)
    #expect(a.nominalAdvance == 1904 * 64 && a.advance == 1712 * 64)
    let scale = ShapedUnitScale(face: face, size: 16)
    // x_scale 23,831: FT_MulDiv(1904, 23,831, 64) = 708,972; x_mult = 2³⁶ / 2816 in float,
    // 24,403,224 (the float nearest 24,403,223.27), and (−192 × 24,403,224 + 32,768) >> 16 =
    // −71,494.
    #expect(scale.pixels(a) == Double(708_972 - 71_494) / 65_536)
    #expect(
      scale.pixels(a)
        == FreeTypeArithmetic.shapedAdvance(
          advanceUnits: 1712, nominalUnits: 1904, size: 16, unitsPerEm: 2816))
  }

  /// A variable face keeps units × size ÷ em (its advances carry fractional HVAR deltas), and so
  /// does a glyph HarfBuzz zeroed.
  @Test func linearWhereFreeTypeIsNotExact() throws {
    let face = try FontFace(contentsOf: Self.inter)
    let scale = ShapedUnitScale(face: face, size: 16)
    #expect(scale.pixels(advance: 0, nominal: 1904 * 64) == 0)
    // Not a whole number of font units: the linear way.
    #expect(scale.pixels(advance: 100, nominal: 100) == 100.0 * 16 / (2816 * 64))
  }
}
