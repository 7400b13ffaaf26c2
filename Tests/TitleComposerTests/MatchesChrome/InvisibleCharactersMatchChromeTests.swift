import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport

/// Our lines against Chromium's for the public titles with one invisible character inside a
/// word (Tests/Corpus/invisible-*, made by scripts/soft-hyphen-cases.py).
@Suite struct InvisibleCharactersMatchChromeTests {
  /// The corpus's fallback fonts and the face Chromium found (through fontconfig) for
  /// U+FFA0 HALFWIDTH HANGUL FILLER, which neither NanumGothic nor DejaVu Sans has: Noto Sans
  /// CJK KR (face 1 of the collection), as `fc-match 'sans-serif:charset=ffa0'` picks it.
  static let fallback = FontFallback(
    fonts: ChromiumCorpus.chromiumFallback.fonts + [
      .fileFace(
        path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        choice: FontFaceChoice(index: 1))
    ], usesSystemFonts: false)

  /// 900 layouts of public titles with one invisible character inside a word (30 characters:
  /// default-ignorables, bidi controls, Hangul fillers, C0 and C1 controls, U+FEFF, and U+FFFC
  /// OBJECT REPLACEMENT CHARACTER, which Chromium draws as a zero-width space), both word
  /// breaks, five widths: line starts, line texts (the invisible characters kept where Chromium
  /// keeps them) and right edges as Chromium's.
  @Test func invisibleCharactersBreakAndMeasureAsChromium() throws {
    let result = try SoftHyphensMatchChromeTests.mismatches(
      cases: "invisible-cases.jsonl", expectations: "invisible-chromium.jsonl",
      fallback: Self.fallback)
    #expect(result.compared == 900)
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 20))")
  }
}
