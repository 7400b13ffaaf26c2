import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Our lines against Chromium's for the public titles with U+3000 IDEOGRAPHIC SPACE after a
/// space, instead of one, before one, twice, at the start and at the end
/// (Tests/Corpus/ideographic-space-*, made by scripts/ideographic-space-cases.py).
@Suite struct IdeographicSpaceMatchesChromeTests {
  /// U+3000.
  static let ideographicSpace: Character = "\u{3000}"

  /// `text` without the white space at its end, U+3000 included.
  static func trimmed(_ text: String) -> String {
    var text = text
    while let last = text.last, last == " " || last == ideographicSpace { text.removeLast() }
    return text
  }

  /// The layouts of `cases` that differ from Chromium's: line starts, line texts (white space at
  /// the end aside, which hangs or collapses) and, for lines that do not end in U+3000 (the
  /// oracle's width counts a trailing U+3000, ours lets it hang), right edges within 3/64 px.
  /// - Returns: the misses, the layouts compared, and how many lines ended in U+3000 and began
  ///   with one (so a corpus that stops exercising the rules is noticed).
  static func mismatches(cases: String, expectations: String, indentWhiteSpace: WhiteSpace)
    throws -> (misses: [String], compared: Int, endingInU3000: Int, startingWithU3000: Int)
  {
    let corpus = try SoftHyphenCorpus.load(cases: cases, expectations: expectations)
    let composer = try Composer(style: TitleStyle(), fallback: ChromiumCorpus.chromiumFallback)
    var misses: [String] = []
    var compared = 0
    var endingInU3000 = 0
    var startingWithU3000 = 0
    for item in corpus.cases {
      guard let want = corpus.chromiumLines(for: item) else {
        misses.append("\(item.id): no oracle answer")
        continue
      }
      compared += 1
      let whiteSpace = item.mode == "spaces" ? .preserve : indentWhiteSpace
      let composed = try composer.compose(item.request(whiteSpace: whiteSpace))
      let starts = composed.lines.map(\.range.lowerBound)
      var problems: [String] = []
      if starts != want.starts { problems.append("starts \(starts) want \(want.starts)") }
      if starts == want.starts {
        for (index, line) in composed.lines.enumerated() {
          let chromium = want.texts[index]
          let chromiumText = SoftHyphenCorpus.drawnText(
            chromium, collapses: whiteSpace == .collapse, hyphen: nil)
          if trimmed(line.text) != trimmed(chromiumText) {
            problems.append(
              "line \(index) text \(SoftHyphenCorpus.escaped(line.text)) want "
                + SoftHyphenCorpus.escaped(chromiumText))
          }
          let endsInU3000 = chromiumText.last == ideographicSpace
          if endsInU3000 { endingInU3000 += 1 }
          if chromium.first == ideographicSpace && index > 0 { startingWithU3000 += 1 }
          if !endsInU3000, let edge = want.rightEdges[index], edge > 0,
            abs(line.x + line.width - edge) > 3.0 / 64 + 1e-9
          {
            problems.append("line \(index) right edge \(line.x + line.width) want \(edge)")
          }
        }
      }
      if !problems.isEmpty {
        misses.append(SoftHyphenCorpus.miss(item, problems, ours: composed.lines))
      }
    }
    return (misses, compared, endingInU3000, startingWithU3000)
  }

  /// 720 layouts, indent mode with white-space: normal and spaces mode: a U+3000 hangs at a line
  /// end ("가나다　" fits where "가나다" alone does), and a U+3000 right after a collapsible space
  /// neither hangs nor ends a line that holds the space, so such a line breaks after the space
  /// and the next one starts with the U+3000; spaces mode keeps the U+3000 with the padding
  /// spaces' hanging run.
  @Test func ideographicSpacesBreakAsChromium() throws {
    let result = try Self.mismatches(
      cases: "ideographic-space-cases.jsonl", expectations: "ideographic-space-chromium.jsonl",
      indentWhiteSpace: .collapse)
    #expect(result.compared == 720)
    #expect(result.endingInU3000 >= 100, "lines ending in U+3000: \(result.endingInU3000)")
    #expect(
      result.startingWithU3000 >= 15, "lines starting with U+3000: \(result.startingWithU3000)")
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 12))")
  }

  /// The same titles in indent mode with white-space: pre-wrap: a break after spaces takes the
  /// U+3000 run after them into the hanging run ("가나다 　" / "라마바사", never "가나다 " /
  /// "　라마바사").
  @Test func ideographicSpacesBreakAsChromiumWithPreservedSpaces() throws {
    let result = try Self.mismatches(
      cases: "ideographic-space-prewrap-cases.jsonl",
      expectations: "ideographic-space-prewrap-chromium.jsonl", indentWhiteSpace: .preserve)
    #expect(result.compared == 720)
    #expect(result.endingInU3000 >= 100, "lines ending in U+3000: \(result.endingInU3000)")
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 12))")
  }

  /// `text-wrap: balance` and `pretty` over U+3000 (`ideographic-space-text-wrap-*`, made by
  /// scripts/make-ideographic-space-text-wrap-corpus.py): 40 of these titles at every 12.5 px
  /// from 90 to 330 px and 24 multi-font titles in Noto Sans CJK and Inter with a U+3000 put
  /// in, 2,272 layouts. A candidate after the spaces before a U+3000 run that preserved spaces
  /// fold into their hanging run goes on at Blink's next offset, before the run (its
  /// `pos_no_break`), though the line laid out there ends past the run.
  @Test(.enabled(if: MultiFontLinesMatchChromeTests.installed(.gposCFFCollection)))
  func textWrapOverIdeographicSpacesBreaksAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "ideographic-space-text-wrap-cases.jsonl",
      answers: "ideographic-space-text-wrap-chromium.jsonl")
    #expect(corpus.cases.count == 2272)
    let result = try corpus.mismatches(indentWhiteSpace: .collapse)
    #expect(result.unlikeGreedy > 300, "the corpus must re-break many layouts")
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 20))")
  }

  /// 9,980 code units of spaces and U+3000 alternating after a word, in every white-space mode
  /// and wrap style: every U+3000 starts a run after a space, so each run's scan must stay
  /// bounded. The lines cover the title without gaps or overlaps.
  @Test(arguments: [WhiteSpace.collapse, .preserve], [TextWrap.wrap, .balance, .pretty])
  func longAlternatingWhiteSpaceIsLaidOutWhole(whiteSpace: WhiteSpace, textWrap: TextWrap) throws {
    let title = "가나다" + String(repeating: " \u{3000}", count: 4_990) + "라마바사"
    let composer = try Composer(style: TitleStyle(), fallback: ChromiumCorpus.chromiumFallback)
    let composed = try composer.compose(
      TitleRequest(
        categoryID: 1, title: title, width: 120, numberOfLines: 0, whiteSpace: whiteSpace,
        textWrap: textWrap))
    let ranges = composed.lines.map(\.range)
    #expect(ranges.first?.lowerBound == 0)
    #expect(ranges.last?.upperBound == title.utf16.count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
  }
}
