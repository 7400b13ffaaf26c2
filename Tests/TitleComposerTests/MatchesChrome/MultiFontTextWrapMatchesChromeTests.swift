import Testing
import TitleComposer
import TitleTestSupport

/// `text-wrap: balance` and `pretty` in other faces and languages against headless Chromium 156:
/// 3,380 layouts in `Tests/Corpus/text-wrap-multifont-cases.jsonl`
/// (`scripts/make-text-wrap-multifont-corpus.py`): every distinct title, face, mode and word
/// break of the multi-font corpus (NanumGothic Bold, Noto Sans CJK KR and JP, Inter, UnDotum;
/// Korean, English and Japanese) with both styles at a random quarter-pixel width that gives 2 to
/// 7 lines, a third of them with a letter-spacing; Chromium's lines in
/// `text-wrap-multifont-chromium.jsonl` (indent mode `white-space: normal`, spaces mode
/// `pre-wrap`, as the oracle lays them out).
@Suite struct MultiFontTextWrapMatchesChromeTests {
  @Test(.enabled(if: MultiFontLinesMatchChromeTests.installed(.gposCFFCollection)))
  func breaksAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "text-wrap-multifont-cases.jsonl", answers: "text-wrap-multifont-chromium.jsonl")
    #expect(corpus.cases.count == 3380)
    #expect(corpus.cases.filter { $0.letterSpacing != nil }.count > 1000)
    let result = try corpus.mismatches(indentWhiteSpace: .collapse)
    #expect(result.unlikeGreedy > 400, "the corpus must re-break many layouts")
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }
}
