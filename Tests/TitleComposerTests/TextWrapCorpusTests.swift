import Foundation
import Testing
import TitleTestSupport
@testable import TitleComposer

/// `text-wrap: balance` and `text-wrap: pretty` against headless Chromium 156 (issue 12 part 4):
/// 1,818 layouts in `Tests/Corpus/text-wrap-cases.jsonl` (`scripts/make-text-wrap-corpus.py`):
/// the 400 public titles with both styles at two widths each that give 2 to 7 lines (indent and
/// spaces mode, both word breaks, line limits 0–3) and 109 soft-hyphen layouts with both styles;
/// Chromium's lines in `text-wrap-chromium.jsonl` (indent mode with `white-space: normal`, spaces
/// mode with `pre-wrap`, as the oracle lays them out).
@Suite struct TextWrapCorpusTests {
  /// The case field the shared corpus reader does not know.
  struct Style: Decodable {
    let id: String
    let textWrap: String

    enum CodingKeys: String, CodingKey {
      case id, textWrap = "text_wrap"
    }
  }

  /// Layouts where two choices score exactly the same (lines' widths permuted) and Chromium's
  /// `Float` rounding of its own glyph positions picked the other one (``ScoredLineBreaker``,
  /// "Ties"): the test proves each is such a tie (the same line count and the same multiset of
  /// line widths, each line's measured from the cell's edge, to 1/64 px: the same slacks, so the
  /// same score) and requires it to still differ, so that a bit-exact `Float` model shows here.
  static let knownTies: Set<String> = [
    "tw-p0060-b1", "tw-p0111-p0", "tw-p0148-b1",
  ]

  /// Ties of the edge corpus, proven the same way.
  static let knownEdgeTies: Set<String> = [
    "twe-p0008-n6-b", "twe-p0060-n6-b", "twe-p0061-n7-b", "twe-p0111-n5-p", "twe-p0114-n6-b",
    "twe-p0116-n5-p", "twe-p0163-n5-b", "twe-p0312-n7-b", "twe-p0317-n6-b", "twe-p0327-n6-b",
    "twe-p0338-n7-b",
  ]

  /// Not explained: for these two titles Chromium 156 keeps the greedy lines under pretty and
  /// bisects under balance (`twe-p0375-n5-b`'s lines are our greedy lines at 128.5 to 129.75
  /// px), where our scores re-break them. No character rule: the oracle scores variants of the
  /// first title ("Dx7" for "D-7", "GNUxHurd" for "GNU/Hurd", "가나와" for "FSF와") exactly as we
  /// do. The cause is not found (README, "text-wrap"); the test requires them to still differ.
  static let knownUnexplained: Set<String> = [
    "twe-p0375-n5-b", "twe-p0375-n5-p", "twe-p0371-third-p",
  ]

  /// The mismatches, each described, how many cases break unlike greedy filling, and the
  /// known ties proven.
  static func mismatches(
    cases: String = "text-wrap-cases.jsonl", expectations: String = "text-wrap-chromium.jsonl"
  ) throws -> (misses: [String], compared: Int, unlikeGreedy: Int, provenTies: Set<String>) {
    // Read with the soft-hyphen corpus' documented repair of the oracle's rects after a drawn
    // hyphen (`SoftHyphenCorpus`): the grapheme after the soft hyphen goes to the next line.
    let corpus = try SoftHyphenCorpus.load(cases: cases, expectations: expectations)
    let badges = try ChromiumCorpus.load(cases: cases, expectations: expectations)
    let styles = try CorpusFile.records(cases, as: Style.self)
    let styleOf = Dictionary(uniqueKeysWithValues: styles.map { ($0.id, $0.textWrap) })
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    var misses: [String] = []
    var unlikeGreedy = 0
    var provenTies: Set<String> = []
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
      if try isTie(
        item, lines: lines.starts, composer: composer, request: request, style: style,
        corpus: corpus, badgeWidth: badges.expected[item.id]?.badgeWidth ?? .nan)
      {
        provenTies.insert(item.id)
        continue
      }
      misses.append(
        "\(item.id) \(style) w=\(item.width) \(item.slice) "
          + "lines=\(item.lines): starts \(starts) truncated \(composed.isTruncated), Chromium "
          + "\(want.starts) \(want.truncated), greedy \(greedy)")
    }
    return (misses, corpus.cases.count, unlikeGreedy, provenTies)
  }

  /// Whether our unclamped lines and Chromium's are a tie: as many lines, whose widths from the
  /// cell's edge (Chromium's first line in indent mode plus the badge) are the same multiset to
  /// 1/64 px (Chromium's are snapped), with no hyphen on either side.
  static func isTie(
    _ item: ChromiumCorpus.Case, lines starts: [Int], composer: Composer,
    request: TitleRequest, style: TextWrap, corpus: SoftHyphenCorpus, badgeWidth: Double
  ) throws -> Bool {
    var request = request
    request.textWrap = style
    request.numberOfLines = 0
    let ours = try composer.compose(request).lines
    guard let answer = corpus.expected[item.id], ours.count == starts.count, ours.count > 1,
      !item.title.contains("\u{AD}")
    else { return false }
    // Chromium's first line holds the padding spaces in spaces mode but not the badge in
    // indent mode: add it (the oracle's badge width, which the badge corpora check is ours).
    var chromium = answer.lineWidths
    if item.mode == "indent" { chromium[0] += badgeWidth }
    var mine = ours.map { LayoutRounding.snapUp($0.x + $0.width) }
    // A first line of padding spaces alone (the oracle reports it 0 px wide) on both sides.
    if ours[1].range.lowerBound == starts[1] {
      mine.removeFirst()
      chromium.removeFirst()
    }
    return zip(mine.sorted(), chromium.sorted()).allSatisfy { abs($0 - $1) <= 1.0 / 64 + 1e-9 }
  }

  /// Every layout breaks where Chromium breaks (cut to the line limit and truncated exactly when
  /// Chromium needed more lines, score.py's rule), but for the proven ties; the corpus must tell
  /// the styles from greedy filling in many cases.
  @Test func breaksAsChromium() throws {
    let result = try Self.mismatches()
    #expect(result.compared == 1818)
    #expect(result.unlikeGreedy > 250, "the corpus must re-break many layouts")
    #expect(result.provenTies == Self.knownTies, "a known tie now matches, or is no tie")
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 30))")
  }

  /// 895 layouts at the edges of Blink's rules (`text-wrap-edge-cases.jsonl`, the same script):
  /// the widest widths at which greedy filling takes exactly 7, 6 and 5 lines (balance scores up
  /// to 6; pretty's window slides), the widths around the last line's third of the room
  /// (pretty's `ShouldOptimize`), two-line layouts of titles of 2 to 4 words (balance bisects with
  /// fewer than 3 opportunities), the titles with a hard break, and over-long words cut at 150 px
  /// (scoring off). Every one breaks where Chromium breaks, but for proven ties and three layouts
  /// not explained.
  @Test func edgesOfTheRulesBreakAsChromium() throws {
    let result = try Self.mismatches(
      cases: "text-wrap-edge-cases.jsonl", expectations: "text-wrap-edge-chromium.jsonl")
    #expect(result.compared == 895)
    #expect(result.unlikeGreedy > 100, "the edges must re-break many layouts")
    #expect(result.provenTies == Self.knownEdgeTies, "a known tie now matches, or is no tie")
    let missed = Set(result.misses.map { String($0.prefix { $0 != " " }) })
    #expect(missed.isSuperset(of: Self.knownUnexplained), "a known miss now matches: drop it")
    let misses = result.misses.filter {
      !Self.knownUnexplained.contains(String($0.prefix { $0 != " " }))
    }
    #expect(
      misses.isEmpty,
      "\(CorpusMisses.report(misses, first: 30))")
  }
}
