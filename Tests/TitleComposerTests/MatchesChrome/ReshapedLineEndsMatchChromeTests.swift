import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Lines that end where HarfBuzz marks a break unsafe to break, at widths built to be a line's
/// exact fit, against headless Chromium 156: 12 Japanese titles in Noto Sans CJK KR (face 1,
/// `lang` ja: kana kern pairs such as "える", "はだ"), 12 English titles in Inter (kerning, the
/// `calt` arrow of "->") and the same English in Noto Sans CJK KR, each first line at badge +
/// its Chromium width − 0, 1/64 and 2/64 px and each middle line at its width − the same: 1,371
/// cases in `Tests/Corpus/reshaped-end-cases.jsonl`, Chromium's lines in
/// `reshaped-end-chromium.jsonl` (`scripts/reshaped-line-end-cases.py`, pre-wrap). Blink's
/// second test of such a line end (`MeasuredParagraph.reshapedEndFits`) decides 25 of them: one
/// rounded width alone gets 1,346.
@Suite struct ReshapedLineEndsMatchChromeTests {
  @Test func reshapedLineEndsBreakAsChromium() throws {
    let corpus = try OracleCorpus<
      ShapedLetterSpacingMatchesChromeTests.Case, ShapedLetterSpacingMatchesChromeTests.Expected
    >(
      cases: "reshaped-end-cases.jsonl", answers: "reshaped-end-chromium.jsonl")
    #expect(corpus.cases.count == 1_371)
    var composers = CorpusComposers()
    var misses: [String] = []
    var lineWidths = 0
    for item in corpus.cases {
      let want = try #require(corpus.expected[item.id], "no answer for \(item.id)")
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      let composed = try composer.compose(try item.request(indentWhiteSpace: .preserve))
      let (starts, _) = ShapedLetterSpacingMatchesChromeTests.starts(item, want)
      let ours = composed.lines.map(\.range.lowerBound)
      guard ours == starts else {
        misses.append("\(item.id): starts \(ours) vs \(starts)")
        continue
      }
      // Each line as wide as Chromium's once snapped to 1/64 px.
      for (index, line) in composed.lines.enumerated() where !line.text.isEmpty {
        lineWidths += 1
        let snapped = (line.width * 64).rounded(.up) / 64
        if snapped != want.lineWidths[index] {
          misses.append(
            "\(item.id): line \(index) width \(line.width) vs \(want.lineWidths[index])")
        }
      }
    }
    #expect(lineWidths > 3_000)
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 30))")
  }
}
