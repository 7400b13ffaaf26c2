import Testing
import TitleText

@testable import TitleComposer

/// `text-spacing-trim: normal` at a line end (`allow-end`), as Chromium 156 sets it: a line
/// ending in a full-width closing bracket may drop the bracket's blank half (its `halt`
/// adjustment) when, and only when, the line does not fit otherwise.
///
/// The evidence, from the oracle: "ああああああああああ）いいいい" in Noto Sans CJK JP at 16 px (every
/// glyph 16 px, "）" 8 px with `halt`) after the 14.453125 px badge, `lang` ja: at 181.953 px the
/// first line holds 9 あ; at 182.953 px it holds 10 あ and "）", drawn 168 px wide (8 px
/// trimmed); at 190.953 px the same line is drawn 176 px wide (nothing trimmed, it fits).
/// Chromium rounds each width up to 1/64 px, so it reports 168.015625 and 176.015625.
@Suite struct LanguageSpacingTrimTests {
  static let badge = 14.453125

  /// The case as line choice sees it: the badge, 10 × "あ", "）" (trimmable by 8 px), 4 × "い";
  /// opportunities between the kana and after the badge, none before "）".
  static func paragraph(trim: Double = 8) -> MeasuredParagraph {
    let advances = [badge] + Array(repeating: 16.0, count: 15)
    var breaks = [BreakKind.none] + Array(repeating: BreakKind.allowed, count: 15) + [.allowed]
    breaks[11] = .none  // before "）"
    var trims = Array(repeating: 0.0, count: 16)
    trims[11] = trim
    return MeasuredParagraph(
      clusterOffsets: Array(0...16), advances: advances,
      kerningAfter: Array(repeating: 0, count: 16), breaks: breaks,
      hangs: Array(repeating: false, count: 16), endTrims: trims)
  }

  @Test(arguments: [
    // (width, clusters on the first line, its width without the badge, as Chromium drew it)
    (181.953, 10, 144.0),  // 9 あ: the bracket does not fit even trimmed
    (182.953, 12, 168.0),  // 10 あ + "）" set half-width
    (190.953, 12, 176.0),  // 10 あ + "）" at full width: it fits
  ])
  func closingBracketIsTrimmedOnlyToFit(width: Double, clusters: Int, lineWidth: Double) {
    let paragraph = Self.paragraph()
    let lines = GreedyLineBreaker.fill(paragraph, width: width, maxLines: 0).lines
    #expect(lines[0].end == clusters)
    #expect(lines[0].width - Self.badge == lineWidth)
    // What the composer reports: the title's part of the line.
    let reported = paragraph.lineWidth(
      from: 1, to: lines[0].end, measuredFrom: 0, available: width)
    #expect(reported == lineWidth)
  }

  /// Without a trim amount (NanumGothicBold has no `halt`: Chromium trims nothing there) the
  /// bracket needs its full advance.
  @Test func noTrimWithoutHalt() {
    let lines = GreedyLineBreaker.fill(Self.paragraph(trim: 0), width: 182.953, maxLines: 0).lines
    #expect(lines[0].end == 10)
  }

  /// Mid-line the bracket keeps its width, and before an ellipsis too.
  @Test func trimOnlyAtTheLineEnd() {
    let paragraph = Self.paragraph()
    #expect(paragraph.width(from: 0, to: 12) == Self.badge + 168)
    #expect(paragraph.naturalWidth(from: 0, to: 12) == Self.badge + 176)
    #expect(paragraph.width(from: 0, to: 13) == Self.badge + 192)
  }

  /// The analysis flag: set on full-width closing brackets only (not on 、。・！ or "）" in
  /// ASCII), whatever the language.
  @Test func analysisMarksClosingBrackets() throws {
    let text = "あ）」』】〕〉》］｝〙〗、。・！)」"
    let analysis = try TextAnalyzer(locale: "und").analyze(text, wordBreak: .normal)
    let marked = Array(text.utf16).indices.filter {
      analysis.flags[$0].contains(.spacingTrimmable)
    }
    #expect(marked == Array(1...11) + [17])
  }

  /// Chromium's mid-line pairs (Noto Sans CJK JP, `lang` ja, ko and zh-Hans alike: each pair
  /// between "あ" and "い" drawn 56 px instead of 64, or 64 when untouched).
  @Test(
    arguments: [
      ("（（", HanPunctuation.AdjacentTrim.leadingOfRight), ("「（", .leadingOfRight),
      ("）。", .trailingOfLeft), ("、。", .trailingOfLeft), ("・「", .leadingOfRight),
      ("）・", .trailingOfLeft), ("\u{3000}「", .leadingOfRight), ("。「", .leadingOfRight),
      ("」「", .leadingOfRight), ("）（", .leadingOfRight), ("、「", .leadingOfRight),
      ("）」", .trailingOfLeft), ("。」", .trailingOfLeft), ("」）", .trailingOfLeft),
      ("「「", .leadingOfRight), ("」、", .trailingOfLeft), ("」。", .trailingOfLeft),
    ] as [(String, HanPunctuation.AdjacentTrim)])
  func adjacentPairsTighten(pair: String, trim: HanPunctuation.AdjacentTrim) {
    let units = Array(pair.utf16)
    let kinds = units.map(HanPunctuation.classify)
    #expect(HanPunctuation.adjacentTrim(kinds[0], kinds[1]) == trim)
  }

  @Test(arguments: ["あい", "）あ", "あ（", "？」", "！（"])
  func otherPairsDoNot(pair: String) {
    let kinds = Array(pair.utf16).map(HanPunctuation.classify)
    #expect(HanPunctuation.adjacentTrim(kinds[0], kinds[1]) == nil)
  }
}
