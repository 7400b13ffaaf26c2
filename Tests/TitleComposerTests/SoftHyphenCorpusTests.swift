import Foundation
import Testing
import TitleComposer

/// Our lines against Chromium's for the public titles with soft hyphens
/// (Tests/Corpus/soft-hyphen-*) and with invisible characters (Tests/Corpus/invisible-*), both
/// made by scripts/soft-hyphen-cases.py.
@Suite struct SoftHyphenCorpusTests {
  /// The mismatches of one corpus, each described, and the number of cases compared.
  static func mismatches(
    cases: String, expectations: String,
    fallback: FontFallback = ChromiumCorpus.chromiumFallback
  ) throws -> (
    misses: [String], compared: Int, hyphenatedLines: Int
  ) {
    let corpus = try SoftHyphenCorpus.load(cases: cases, expectations: expectations)
    let composer = try TitleComposer(fallback: fallback)
    var misses: [String] = []
    var compared = 0
    var hyphenatedLines = 0
    for item in corpus.cases {
      guard let want = corpus.chromiumLines(for: item) else {
        misses.append("\(item.id): no oracle answer")
        continue
      }
      compared += 1
      hyphenatedLines += want.hyphenated.filter { $0 }.count
      let anomalies = corpus.expected[item.id]?.anomalies ?? 0
      let whiteSpace: WhiteSpace = item.mode == "spaces" ? .preserve : .collapse
      let composed = try composer.compose(item.request(whiteSpace: whiteSpace))
      let starts = composed.lines.map(\.range.lowerBound)
      var problems: [String] = []
      if want.moved != anomalies { problems.append("repair moved \(want.moved) of \(anomalies)") }
      if starts != want.starts { problems.append("starts \(starts) want \(want.starts)") }
      if starts == want.starts {
        for (index, line) in composed.lines.enumerated() {
          let drawsHyphen = line.text.hasSuffix("\u{2010}") && !item.title.contains("\u{2010}")
          if drawsHyphen != want.hyphenated[index] {
            problems.append("line \(index) text \(SoftHyphenCorpus.escaped(line.text))")
          }
          let chromiumText = SoftHyphenCorpus.drawnText(
            want.texts[index], collapses: whiteSpace == .collapse,
            hyphen: want.hyphenated[index] ? "\u{2010}" : nil)
          if line.text != chromiumText {
            problems.append(
              "line \(index) text \(SoftHyphenCorpus.escaped(line.text)) want "
                + SoftHyphenCorpus.escaped(chromiumText))
          }
          // Chromium's edges are sums of pieces each snapped up to 1/64 px (the badge, leading
          // spaces, the text, the hyphen): within 3/64 px. A wrong hyphen (U+002D instead of
          // U+2010) would be 1.2 px off, a missing one 7 px.
          // Under U+202E RIGHT-TO-LEFT OVERRIDE the logical order is drawn right to left, so
          // the oracle's edge (the visually last non-space grapheme's) leaves out a space the
          // line box holds (a collapsed newline after the override, 4.48 px): starts only.
          if let edge = want.rightEdges[index], edge > 0, !line.text.contains("\u{202E}"),
            abs(line.x + line.width - edge) > 3.0 / 64 + 1e-9
          {
            problems.append("line \(index) right edge \(line.x + line.width) want \(edge)")
          }
        }
      }
      if !problems.isEmpty {
        let ours = composed.lines.map { SoftHyphenCorpus.escaped($0.text) }
        misses.append(
          "\(item.id) w=\(item.width) \(item.slice) \(SoftHyphenCorpus.escaped(item.title)): "
            + problems.joined(separator: "; ") + " ours \(ours)")
      }
    }
    return (misses, compared, hyphenatedLines)
  }

  /// 866 layouts of public titles with U+00AD at syllable boundaries, keep-all, indent and
  /// spaces mode, 120–361.5 px: 387 of them break after a soft hyphen (669 lines), and 18 hand-made edges. Every line starts where
  /// Chromium's does, every line ending after a soft hyphen shows U+2010 and no other does, every line's text is
  /// Chromium's (hanging white space dropped, collapsed where it collapses), and
  /// every line's right edge (the hyphen's, when one is drawn) is Chromium's within 3/64 px.
  @Test func softHyphensBreakAndMeasureAsChromium() throws {
    let result = try Self.mismatches(
      cases: "soft-hyphen-cases.jsonl", expectations: "soft-hyphen-chromium.jsonl")
    #expect(result.compared == 866)
    #expect(result.hyphenatedLines >= 669, "the corpus must break at soft hyphens")
    #expect(
      result.misses.isEmpty,
      "\(result.misses.count) misses:\n\(result.misses.prefix(12).joined(separator: "\n"))")
  }
}
