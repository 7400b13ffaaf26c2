import Foundation
import Testing
import TitleTestSupport
@testable import TitleComposer

/// `text-wrap: balance` and `text-wrap: pretty` against headless Chromium 156:
/// 1,818 layouts in `Tests/Corpus/text-wrap-cases.jsonl` (`scripts/make-text-wrap-corpus.py`):
/// the 400 public titles with both styles at two widths each that give 2 to 7 lines (indent and
/// spaces mode, both word breaks, line limits 0–3) and 109 soft-hyphen layouts with both styles;
/// Chromium's lines in `text-wrap-chromium.jsonl` (indent mode with `white-space: normal`, spaces
/// mode with `pre-wrap`, as the oracle lays them out).
@Suite struct TextWrapMatchesChromeTests {
  /// The case field the shared corpus reader does not know.
  struct Style: Decodable {
    let id: String
    let textWrap: String

    enum CodingKeys: String, CodingKey {
      case id, textWrap = "text_wrap"
    }
  }

  /// The mismatches, each described, and how many cases break unlike greedy filling.
  static func mismatches(
    cases: String = "text-wrap-cases.jsonl", expectations: String = "text-wrap-chromium.jsonl"
  ) throws -> (misses: [String], compared: Int, unlikeGreedy: Int) {
    // Read with the soft-hyphen corpus' documented repair of the oracle's rects after a drawn
    // hyphen (`SoftHyphenCorpus`): the grapheme after the soft hyphen goes to the next line.
    let corpus = try SoftHyphenCorpus.load(cases: cases, expectations: expectations)
    let styles = try CorpusFile.records(cases, as: Style.self)
    let styleOf = Dictionary(uniqueKeysWithValues: styles.map { ($0.id, $0.textWrap) })
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    var misses: [String] = []
    var unlikeGreedy = 0
    for item in corpus.cases {
      guard let lines = corpus.chromiumLines(for: item) else {
        misses.append("\(item.id): no oracle answer")
        continue
      }
      if lines.moved != corpus.expected[item.id]?.anomalies ?? 0 {
        misses.append("\(item.id): the repair moved \(lines.moved) graphemes")
      }
      // score.py's rule: cut to the line limit, truncated when Chromium needed more lines.
      let truncated = item.lines > 0 && lines.starts.count > item.lines
      let want = (
        starts: truncated ? Array(lines.starts.prefix(item.lines)) : lines.starts,
        truncated: truncated
      )
      var request = item.request(whiteSpace: item.mode == "spaces" ? .preserve : .collapse)
      let style = try TextWrap(parsing: styleOf[item.id] ?? "")
      request.textWrap = style
      let composed = try composer.compose(request)
      let starts = composed.lines.map(\.range.lowerBound)
      request.textWrap = .wrap
      let greedy = try composer.compose(request).lines.map(\.range.lowerBound)
      if greedy != want.starts { unlikeGreedy += 1 }
      guard starts != want.starts || composed.isTruncated != want.truncated else { continue }
      misses.append(
        "\(item.id) \(style) w=\(item.width) \(item.slice) "
          + "lines=\(item.lines): starts \(starts) truncated \(composed.isTruncated), Chromium "
          + "\(want.starts) \(want.truncated), greedy \(greedy)")
    }
    return (misses, corpus.cases.count, unlikeGreedy)
  }

  /// Every layout breaks where Chromium breaks (cut to the line limit and truncated exactly when
  /// Chromium needed more lines, score.py's rule), ties that Blink's `Float` rounding decides
  /// included; the corpus must tell the styles from greedy filling in many cases.
  @Test func breaksAsChromium() throws {
    let result = try Self.mismatches()
    #expect(result.compared == 1818)
    #expect(result.unlikeGreedy > 250, "the corpus must re-break many layouts")
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 30))")
  }

  /// 895 layouts at the edges of Blink's rules (`text-wrap-edge-cases.jsonl`, the same script):
  /// the widest widths at which greedy filling takes exactly 7, 6 and 5 lines (balance scores up
  /// to 6; pretty's window slides), the widths around the last line's third of the room
  /// (pretty's `ShouldOptimize`), two-line layouts of titles of 2 to 4 words (balance bisects with
  /// fewer than 3 opportunities), the titles with a hard break, and over-long words cut at 150 px
  /// (scoring off). Every one breaks where Chromium breaks: among them layouts whose scores
  /// choose fewer lines than greedy filling, which Blink then leaves greedy (pretty) or bisects
  /// (balance), and ties its `Float` rounding decides.
  @Test func edgesOfTheRulesBreakAsChromium() throws {
    let result = try Self.mismatches(
      cases: "text-wrap-edge-cases.jsonl", expectations: "text-wrap-edge-chromium.jsonl")
    #expect(result.compared == 895)
    #expect(result.unlikeGreedy > 100, "the edges must re-break many layouts")
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 30))")
  }
}
