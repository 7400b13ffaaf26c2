import Testing
import TitleComposer
import TitleTestSupport

/// Lines at their exact fit against headless Chromium 156: 4,250
/// layouts in `Tests/Corpus/exact-fit-cases.jsonl` (`scripts/make-exact-fit-corpus.py`): 24
/// public titles in NanumGothic Bold, Noto Sans CJK KR and Inter, 12 Japanese titles in Noto
/// Sans CJK JP (keep-all) and 40 Japanese titles with closing brackets, "、" or "。", each at the
/// width of every line Chromium broke in a sweep, less 0, 1/64 and 2/64 px. At such widths every
/// rounding of Blink's fit decides: the cached positions of a line end HarfBuzz marks unsafe (a
/// GPOS or legacy `kern` pair: NanumGothic's "…doc/F" | "AQ/"), an emergency cut there (a
/// keep-all kana phrase cut before "ず、", not after, where "ず" kerns 0.16 px wider before
/// "、"), a closing bracket set half-width at a line end, a line that starts after kerned kana,
/// and the padding in spaces mode.
@Suite struct ExactFitMatchesChromeTests {
  @Test(.enabled(if: MultiFontLinesMatchChromeTests.installed(.gposCFFCollection)))
  func breaksAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "exact-fit-cases.jsonl", answers: "exact-fit-chromium.jsonl")
    #expect(corpus.cases.count == 4250)
    let result = try corpus.mismatches(indentWhiteSpace: .preserve)
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }
}
