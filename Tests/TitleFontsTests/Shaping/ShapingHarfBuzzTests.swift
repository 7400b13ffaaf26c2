import Foundation
import Testing
import TitleTestSupport

@testable import TitleFonts

/// Shaping facts checked against `hb-shape` (libharfbuzz-bin 6.0, which prints positions in font
/// units at the default scale; ours are in 1/64 font unit, hence the × 64). Each font is a
/// Debian package that `scripts/setup.sh` installs.
@Suite("Shaping: HarfBuzz runs against hb-shape")
struct ShapingHarfBuzzTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  static func face(_ path: String, _ choice: FontFaceChoice = FontFaceChoice()) throws -> FontFace {
    try FontFace(contentsOf: path, choice: choice)
  }

  /// (glyph, cluster, advance) triples in hb-shape's units.
  static func triples(_ run: ShapedRun?) -> [[Int]] {
    (run?.glyphs ?? []).map { [Int($0.glyph), Int($0.cluster), Int($0.advance) / 64] }
  }

  @Test("GPOS pair kerning: AVATAR in Inter (hb-shape: 2=0+1712|453=1+1728|…)")
  func gposKerning() throws {
    let face = try Self.face(Self.inter)
    #expect(face.hasLayoutTables)
    let run = face.shape("AVATAR", ShapingProperties(language: "en"))
    #expect(
      Self.triples(run) == [
        [2, 0, 1712], [453, 1, 1728], [2, 2, 1664], [409, 3, 1568], [2, 4, 1904], [382, 5, 1800],
      ])
    #expect(run?.unitsPerEm == Int32(face.metrics.unitsPerEm) * 64)
    // Kerning is in the advances: the hmtx advance of "A" is larger than 1712 units.
    #expect(face.advanceUnits(glyph: 2) > 1712)
  }

  @Test("calt: Inter draws -> as one arrow glyph (hb-shape: 504=0+1588|1710=1+2688|575=3+1748)")
  func contextualArrow() throws {
    let face = try Self.face(Self.inter)
    let run = face.shape("a->b", ShapingProperties(language: "en"))
    #expect(Self.triples(run) == [[504, 0, 1588], [1710, 1, 2688], [575, 3, 1748]])
    let off = face.shape(
      "a->b", ShapingProperties(language: "en", features: ShapingFeature.ligaturesOff))
    #expect(off?.glyphs.count == 4)
  }

  @Test("unsafe-to-break follows kerning (hb-shape --show-flags on 'Tuesday, AVATAR')")
  func unsafeToBreakFlags() throws {
    let face = try Self.face(Self.inter)
    let run = try #require(face.shape("Tuesday, AVATAR", ShapingProperties(language: "en")))
    let flagged = run.glyphs.enumerated().filter(\.element.unsafeToBreak).map(\.offset)
    #expect(flagged == [1, 6, 7, 10, 11, 12, 13])
  }

  @Test("locl: Noto Sans CJK KR's space is 280 units under lang ko, 224 otherwise")
  func localizedSpace() throws {
    let face = try Self.face(Self.notoCJK, FontFaceChoice(index: 1))
    #expect(face.familyName == "Noto Sans CJK KR")
    let korean = face.shape("한국 사람", ShapingProperties(language: "ko"))
    #expect(
      Self.triples(korean) == [
        [58199, 0, 920], [47976, 1, 920], [63108, 2, 280], [52903, 3, 920], [50567, 4, 920],
      ])
    let english = face.shape("한국 사람", ShapingProperties(language: "en"))
    #expect(english?.glyphs[2].glyph == 1)
    #expect(english.map { Int($0.glyphs[2].advance) / 64 } == 224)
  }

  @Test("variations: Inter variable at wght 600 (hb-shape --variations=wght=600)")
  func variableWeight() throws {
    let regular = try Self.face(Self.interVariable)
    let semibold = try Self.face(Self.interVariable, FontFaceChoice(variations: ["wght": 600]))
    let properties = ShapingProperties(language: "en")
    #expect(
      Self.triples(regular.shape("AVATAR", properties)) == [
        [2, 0, 1712], [453, 1, 1728], [2, 2, 1664], [409, 3, 1568], [2, 4, 1904], [382, 5, 1800],
      ])
    let advances = semibold.shape("AVATAR", properties)?.glyphs.map {
      (Double($0.advance) / 64).rounded()
    }
    #expect(advances == [1804, 1798, 1790, 1610, 2038, 1832])
  }

  @Test("right to left: Arabic joins and ligates, glyphs kept in logical order")
  func arabicLogicalOrder() throws {
    let face = try Self.face(Self.dejaVu)
    let run = face.shape(
      "سلام", ShapingProperties(direction: .rightToLeft, script: 0x4172_6162, language: "ar"))
    // hb-shape prints visual order: 1390=3+1268|5366=1+1222|5293=0+1716.
    #expect(Self.triples(run) == [[5293, 0, 1716], [5366, 1, 1222], [1390, 3, 1268]])
  }

  @Test("a face without layout tables: NanumGothicBold (cmap, hmtx, kern only)")
  func simpleFace() throws {
    let face = try FontFace(contentsOf: Fixtures.nanumGothicBold)
    #expect(face.canShape)
    #expect(!face.hasLayoutTables)
  }

  @Test("the cache gives what uncached shaping gives, on random texts and properties")
  func cacheMatchesUncached() throws {
    let face = try Self.face(Self.notoCJK, FontFaceChoice(index: 1))
    var generator = SeededRandom(seed: 11)
    let alphabet = Array("가나다한국어 사람abcAV->.,!?（）「」ー々ゃ漢字 0123".utf16)
    for round in 0..<400 {
      let length = Int(generator.next() % 12)
      // Repeat texts often so that hits, misses and slot take-overs all happen.
      let seed = round % 3 == 0 ? UInt64(round) : generator.next() % 40
      var local = SeededRandom(seed: seed)
      let units = (0..<length).map { _ in alphabet[Int(local.next() % UInt64(alphabet.count))] }
      let language = ["ko", "ja", "en"][Int(generator.next() % 3)]
      let properties = ShapingProperties(language: language)
      let (cached, uncached) = (
        face.shape(units.span, properties), face.shapeUncached(units.span, properties)
      )
      #expect(cached == uncached, "\(String(decoding: units, as: UTF16.self)) \(language)")
    }
  }
}
