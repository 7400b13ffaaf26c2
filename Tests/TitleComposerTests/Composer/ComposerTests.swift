import Foundation
import Testing
import TitleTestSupport
import TitleComposer
import TitleText
import TitleWire

/// Composed geometry against hand-checked NanumGothic Bold metrics (read with fontTools):
/// 1000 units/em; hhea ascender 920, descender −230, line gap 0; Hangul syllables and "…" advance
/// 940 units, U+0020 280 units. So at 16 px a syllable is 15.04 px, a space 4.48 px and a line
/// 18.4 px; at 12 px a syllable is 11.28 px and the badge text's ascent + descent 13.8 px.
@Suite struct ComposerTests {
  static let composer = try! Composer(fallback: .none)

  @Test func seedExampleFitsOnOneLineBesideTheBadge() throws {
    let title = "요즘 인기 있는 절에서 템플스테이 체험하기"
    let composed = try Self.composer.compose(
      categoryID: 1, title: title, width: 343, numberOfLines: 2)
    // Badge "취미": 2 × 11.28 = 22.56, snapped up to 22.5625, + 5 px padding.
    #expect(composed.badge!.label == "취미")
    // Height 11.04 + 2.76 + 4 = 17.8, centred on an 18.4 px line.
    let frame = composed.badge!.frame
    #expect(frame.x == 0 && frame.width == 27.5625)
    #expect(abs(frame.height - 17.8) < 1e-9 && abs(frame.y - 0.3) < 1e-9)
    #expect(composed.badge!.background == RGBColor(hex: "#FAE0E4"))
    #expect(composed.badge!.foreground == RGBColor(hex: "#E84D65"))
    #expect(composed.lines.count == 1)
    let line = composed.lines[0]
    #expect(line.text == title)
    #expect(line.range == 0..<title.utf16.count)
    #expect(line.x == 27.5625)
    // 18 syllables × 15.04 + 5 spaces × 4.48, each FreeType's 16.16 advance (940, 280 units).
    let syllable = FreeTypeArithmetic.nanum(940)
    let space = FreeTypeArithmetic.nanum(280)
    #expect(abs(line.width - (18 * syllable + 5 * space)) < 1e-9)
    #expect(abs(line.baseline - 14.72) < 1e-9)
    #expect(abs(composed.height - 18.4) < 1e-9)
    #expect(!composed.isTruncated)
    // ceil(27.5625 / 4.48) = 7 spaces.
    #expect(composed.paddingSpaceCount == 7)
    #expect(composed.paddedTitle == String(repeating: " ", count: 7) + title)
    #expect(composed.missingGlyphs == 0)
  }

  @Test func truncatedLastLineKeepsWhatFitsWithTheEllipsis() throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 그리고 더 긴 제목은 어떻게 되나요"
    let composed = try Self.composer.compose(
      categoryID: 1, title: title, width: 200, numberOfLines: 2)
    #expect(composed.isTruncated)
    #expect(composed.lines.map(\.text) == ["모듈을 다루려고", "제공하는 특별한 규정은 무…"])
    // 11 syllables + 3 spaces + "…": 11 × 15.04 + 3 × 4.48 + 15.04 (FreeType's 16.16 advances);
    // one more syllable would not fit.
    let syllable = FreeTypeArithmetic.nanum(940)
    let space = FreeTypeArithmetic.nanum(280)
    #expect(abs(composed.lines[1].width - (12 * syllable + 3 * space)) < 1e-9)
    #expect(composed.lines[1].isTruncated)
    #expect(composed.lines[1].range == 9..<23)
  }

  @Test func firstWordTooWideBesideTheBadgeMovesToLineTwo() throws {
    // "템플스테이체험" is 7 × 15.04 = 105.28 px: it fits 120 px but not 120 − 27.5625 beside the badge.
    let composed = try Self.composer.compose(
      categoryID: 1, title: "템플스테이체험 하기", width: 120, numberOfLines: 0)
    #expect(composed.lines.map(\.text) == ["", "템플스테이체험", "하기"])
    #expect(composed.lines[0].range == 0..<0)
    #expect(composed.lines[0].x == 27.5625)
    let spaces = try Self.composer.compose(
      categoryID: 1, title: "템플스테이체험 하기", width: 120, numberOfLines: 0, padding: .spaces)
    #expect(spaces.lines.map(\.text) == ["", "템플스테이체험", "하기"])
  }

  @Test func keepAllBreaksOnlyAtSpacesAndNormalBetweenSyllables() throws {
    let title = "가나다라마바사 아자차카"
    // Beside the badge there is room for 3 syllables (27.5625 + 3 × 15.04 = 72.68 ≤ 80).
    let keepAll = try Self.composer.compose(
      categoryID: 1, title: title, width: 80, numberOfLines: 0, wordBreak: .keepAll)
    let normal = try Self.composer.compose(
      categoryID: 1, title: title, width: 80, numberOfLines: 0, wordBreak: .normal)
    #expect(keepAll.lines.map(\.text) == ["", "가나다라마", "바사", "아자차카"])
    // 27.5625 + 3 × 15.04 = 72.68 ≤ 80; then 4 × 15.04 + 4.48 + 15.04 = 79.68 ≤ 80.
    #expect(normal.lines.map(\.text) == ["가나다", "라마바사 아", "자차카"])
  }

  @Test func hardBreaksBreakAndCollapseTurnsThemIntoSpaces() throws {
    let title = "첫 줄\n둘째  줄"
    let preserved = try Self.composer.compose(
      categoryID: 2, title: title, width: 300, numberOfLines: 0)
    #expect(preserved.lines.map(\.text) == ["첫 줄", "둘째  줄"])
    #expect(preserved.lines.map(\.range) == [0..<4, 4..<9])
    let collapsed = try Self.composer.compose(
      categoryID: 2, title: title, width: 300, numberOfLines: 0, whiteSpace: .collapse)
    #expect(collapsed.lines.map(\.text) == ["첫 줄 둘째 줄"])
  }

  @Test func emSpaceLabelSuffixWidensTheBadgeByOneEm() throws {
    var style = TitleStyle()
    style.badgeLabelSuffix = .emSpace
    let composer = try Composer(style: style, fallback: .none)
    let composed = try composer.compose(categoryID: 1, title: "제목", width: 300)
    // 22.56 + 12 (U+2003 = 1 em, synthesized: NanumGothic has no glyph for it) → 34.5625 + 5.
    #expect(composed.badge!.frame.width == 39.5625)
    #expect(composed.lines[0].x == 39.5625)
  }

  @Test func missingGlyphsAreCountedNotThrown() throws {
    let composed = try Self.composer.compose(
      categoryID: 1, title: "파티 \u{E000}\u{E001}", width: 300)
    #expect(composed.missingGlyphs == 2)
  }

  @Test func fallbackFontsDrawEmoji() throws {
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    let composed = try composer.compose(categoryID: 1, title: "파티 🎉👩‍👩‍👧", width: 300)
    #expect(composed.missingGlyphs == 0)
  }

  @Test func customCatalogFromJSON() throws {
    let json = ##"[{"id": 42, "label": "공지", "background": "#000000", "foreground": "#FFFFFF"}]"##
    let catalog = try CategoryCatalog(json: Data(json.utf8))
    let composer = try Composer(catalog: catalog, fallback: .none)
    let composed = try composer.compose(categoryID: 42, title: "점검 안내", width: 300)
    #expect(composed.badge!.label == "공지")
    #expect(composed.badge!.background == RGBColor(red: 0, green: 0, blue: 0))
    #expect(throws: ComposerError.unknownCategory(id: 1, knownIDs: [42], knownCount: 1)) {
      try composer.compose(categoryID: 1, title: "점검 안내", width: 300)
    }
  }
}
