import Testing
import TitleTestSupport

@testable import TitleFonts

/// One code unit shaped alone (``FontFace/shapeLoneUnit(_:_:slot:)``): the lock-free answer a
/// one-character segment takes must be HarfBuzz's, checked against `hb-shape` and against
/// uncached shaping.
@Suite("Shaping: lone code units")
struct ShapingLoneUnitTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// HarfBuzz's script tags (`HB_TAG('H','a','n','g')`, …).
  static let hangul: UInt32 = 0x4861_6E67
  static let latin: UInt32 = 0x4C61_746E

  // A slot is a face's table for one set of properties. The process hands out a limited number
  // (``FontFace/loneShapingSlot(for:)``), which the other suites may have taken by now; each test
  // here uses fresh faces, so it numbers the property sets it uses itself.

  /// hb-shape: Inter " " is uni0020 at 792 units; Noto Sans CJK KR (face 1) " " is gid 63108 at
  /// 280 with `--language=ko --script=hang` (its `locl` space) and gid 1 at 224 without a script.
  @Test func spacesAsHBShapeGivesThem() throws {
    let inter = try FontFace(contentsOf: Self.inter)
    let english = ShapingProperties(language: "en")
    let space = try #require(inter.shapeLoneUnit(0x20, english, slot: 0))
    #expect(space.advance == 792 * 64)
    #expect(space.glyph == inter.glyphIndex(for: " "))

    let noto = try FontFace(contentsOf: Self.notoCJK, faceIndex: 1)
    let hangul = ShapingProperties(script: Self.hangul, language: "ko")
    let plain = ShapingProperties(language: "ko")
    let localized = try #require(noto.shapeLoneUnit(0x20, hangul, slot: 0))
    #expect(localized == LoneShapedGlyph(glyph: 63108, advance: 280 * 64, nominalAdvance: 280 * 64))
    let nominal = try #require(noto.shapeLoneUnit(0x20, plain, slot: 1))
    #expect(nominal == LoneShapedGlyph(glyph: 1, advance: 224 * 64, nominalAdvance: 224 * 64))
    // Asked again: the same answers, now from the table.
    #expect(noto.shapeLoneUnit(0x20, hangul, slot: 0) == localized)
    #expect(noto.shapeLoneUnit(0x20, plain, slot: 1) == nominal)
  }

  /// hb-shape: NanumGothicBold draws a lone U+0344 as `.notdef` moved 940 units left
  /// (`gid0=0@-940,0+0`): not one glyph at the pen, so no lone answer, the first time or later.
  @Test func aGlyphWithAnOffsetHasNoLoneAnswer() throws {
    let face = try FontFace(contentsOf: Fixtures.nanumGothicBold)
    let properties = ShapingProperties(language: "ko")
    let slot = 0
    #expect(face.shapeLoneUnit(0x0344, properties, slot: slot) == nil)
    #expect(face.shapeLoneUnit(0x0344, properties, slot: slot) == nil)
    let run = face.shape("\u{0344}", properties)
    #expect(run?.glyphs.map { [Int($0.glyph), Int($0.xOffset) / 64] } == [[0, -940]])
  }

  /// Every BMP unit of a few blocks, in two faces and three property sets, agrees with uncached
  /// shaping: the same glyph and advance when the run is one glyph at the pen, `nil` otherwise.
  @Test func agreesWithUncachedShaping() throws {
    let faces = [
      try FontFace(contentsOf: Self.inter),
      try FontFace(contentsOf: Self.notoCJK, faceIndex: 1),
    ]
    let sets = [
      ShapingProperties(language: "ko"),
      ShapingProperties(script: Self.hangul, language: "ko"),
      ShapingProperties(direction: .rightToLeft, language: "ar"),
    ]
    let units =
      Array(0x20...0x2FF) + Array(0x2000...0x206F) + Array(0x3000...0x303F)
      + Array(0xAC00...0xAC40) + Array(0xFF00...0xFF60)
    var checked = 0
    for face in faces {
      for (slot, properties) in sets.enumerated() {
        for value in units {
          let unit = UInt16(value)
          let lone = face.shapeLoneUnit(unit, properties, slot: slot)
          let text = [unit]
          let run = face.shapeUncached(text.span, properties)
          let glyphs = try #require(run).glyphs
          let single = glyphs.count == 1 && glyphs[0].xOffset == 0 && glyphs[0].yOffset == 0
          #expect(
            lone
              == (single
                ? LoneShapedGlyph(
                  glyph: glyphs[0].glyph, advance: glyphs[0].advance,
                  nominalAdvance: glyphs[0].nominalAdvance)
                : nil),
            "U+\(String(value, radix: 16)) \(properties.language)")
          checked += 1
        }
      }
    }
    #expect(checked == 2 * 3 * units.count)
  }

  /// Many threads asking for the same units at once all get the uncached answer.
  @Test func concurrentFirstAsksAgree() async throws {
    let face = try FontFace(contentsOf: Self.inter)
    let properties = ShapingProperties(script: Self.latin, language: "en")
    let slot = 0
    let expected = (0x41...0x5A).map { value in
      face.shapeLoneUnit(UInt16(value), properties, slot: slot)
    }
    let fresh = try FontFace(contentsOf: Self.inter)
    let answers = await withTaskGroup(of: [LoneShapedGlyph?].self) { group in
      for _ in 0..<8 {
        group.addTask {
          (0x41...0x5A).map { fresh.shapeLoneUnit(UInt16($0), properties, slot: slot) }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(answers.count == 8)
    for answer in answers { #expect(answer == expected) }
  }
}
