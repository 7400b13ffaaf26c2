import Testing
import TitleComposer
import TitleTestSupport

/// Collapsing white space and hard breaks in shaped faces against headless Chromium 156
/// (`scripts/make-white-space-corpus.py`).
@Suite struct WhiteSpaceMatchesChromeTests {
  /// 2,020 layouts (`white-space-collapse-*.jsonl`): multi-font titles holding a double space, a
  /// tab or a newline, greedy and balanced at every 13.5 px, indent mode with
  /// `white-space: normal`. The first white space of a run is a space shaped with its
  /// neighbours, as Chromium shapes the collapsed text: in Noto Sans CJK under lang ko it is the
  /// Korean space, 4.48 px at 16 px, where the unshaped U+0020 is 3.584 px.
  @Test(.enabled(if: MultiFontLinesMatchChromeTests.installed(.gposCFFCollection)))
  func collapsedWhiteSpaceBreaksAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "white-space-collapse-cases.jsonl", answers: "white-space-collapse-chromium.jsonl")
    #expect(corpus.cases.count == 2020)
    let result = try corpus.mismatches(indentWhiteSpace: .collapse)
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }

  /// 2,160 layouts (`white-space-hard-break-*.jsonl`): multi-font titles with a newline and 1 to
  /// 3 spaces after it, greedy, balanced and pretty, `white-space: pre-wrap`. Each paragraph is
  /// a text item of its own and its leading spaces another, so Blink's cached positions, and the
  /// scores of `text-wrap`, are rounded from each one's start.
  @Test(.enabled(if: MultiFontLinesMatchChromeTests.installed(.gposCFFCollection)))
  func hardBreaksBreakAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "white-space-hard-break-cases.jsonl",
      answers: "white-space-hard-break-chromium.jsonl")
    #expect(corpus.cases.count == 2160)
    let result = try corpus.mismatches(indentWhiteSpace: .preserve)
    #expect(result.unlikeGreedy > 100, "the corpus must re-break many layouts")
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }
}
