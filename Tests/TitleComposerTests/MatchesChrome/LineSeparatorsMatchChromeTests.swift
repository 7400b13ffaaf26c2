import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport

/// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR as Chromium 156 draws them: a space that
/// neither collapses nor hangs (its width counts at a line's end), shaped as U+0020, with an
/// ordinary opportunity after it and none before it — not a hard break
/// (`scripts/line-separator-cases.py`, Tests/Corpus/line-separator-*: a separator in place of a
/// public title's middle space and another inside its longest word).
@Suite struct LineSeparatorsMatchChromeTests {
  /// 400 layouts in NanumGothic Bold: 40 titles, five widths, both word breaks, both modes; line
  /// starts, texts (the separator kept where Chromium keeps it) and right edges.
  @Test func separatorsBreakAndMeasureAsChromium() throws {
    let result = try SoftHyphensMatchChromeTests.mismatches(
      cases: "line-separator-cases.jsonl", expectations: "line-separator-chromium.jsonl")
    #expect(result.compared == 400)
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 20))")
  }

  /// 100 layouts in Noto Sans CJK KR (face 1), a face shaped with its layout tables: between
  /// Hangul the separator is its Korean `locl` space (280 units, hb-shape `--language=ko
  /// --script=hang`), not the 224-unit one, as in Chromium.
  @Test func aShapedFaceShapesThemAsSpaces() throws {
    var style = TitleStyle()
    style.titleFont = .fileFace(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      choice: FontFaceChoice(index: 1))
    let result = try SoftHyphensMatchChromeTests.mismatches(
      cases: "line-separator-noto-cases.jsonl", expectations: "line-separator-noto-chromium.jsonl",
      style: style, whiteSpace: .preserve)
    #expect(result.compared == 100)
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 20))")
  }

  /// The separator is no hard break: "가나\u{2028}다라" fits on one line at 400 px and its line
  /// text keeps the separator; at the line's end its width counts (it does not hang): the line
  /// is as wide as with a space in the middle, 4 syllables and a space in NanumGothic Bold.
  @Test func aSeparatorIsDrawnAsASpace() throws {
    let composer = try Composer(fallback: .none)
    for separator in ["\u{2028}", "\u{2029}"] {
      let title = try composer.compose(
        TitleRequest(categoryID: 1, title: "가나" + separator + "다라", width: 400))
      let spaced = try composer.compose(TitleRequest(categoryID: 1, title: "가나 다라", width: 400))
      #expect(title.lines.map(\.text) == ["가나" + separator + "다라"])
      #expect(title.lines[0].width == spaced.lines[0].width)
      let trailing = try composer.compose(
        TitleRequest(categoryID: 1, title: "가나" + separator, width: 400))
      let bare = try composer.compose(TitleRequest(categoryID: 1, title: "가나", width: 400))
      #expect(trailing.lines[0].width > bare.lines[0].width)
    }
  }
}
