import Testing
import TitleText
import TitleTestSupport

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
@Suite struct SpacingTrimTests {
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

  /// Every line-end case of the oracle's sweep (`Tests/Corpus/japanese-rules-trim-*.jsonl`:
  /// ten あ, a closing mark, four い, at every 0.5 px around the fit; 13 closing marks in Noto
  /// Sans CJK JP, 9 more brackets and other languages and faces at two widths, "）" and "」"
  /// in NanumGothicBold) laid out by line choice from the fonts' advances: Noto Sans CJK 16 px
  /// for every character and 8 px of `endTrim` on full-width closing brackets
  /// (a grapheme that starts with ``TitleText/HanPunctuation/closing``), NanumGothicBold
  /// 940/1000 and 351/1000 em and no trim.
  /// The first line ends where Chromium's does and is as wide (Chromium rounds up to 1/64 px).
  /// Widths within 1/32 px of a fit edge are left out: there Chromium's advances, a hair over
  /// 16 px, decide (the shaper's units, not line choice).
  @Test func oracleSweepAgrees() throws {
    let corpus = try ChromiumCorpus.load(
      cases: "japanese-rules-trim-cases.jsonl", expectations: "japanese-rules-trim-chromium.jsonl")
    let analyzer = try TextAnalyzer(locale: "und")
    var checked = 0
    var misses: [String] = []
    for item in corpus.cases
    where item.id.hasPrefix("e") || item.id.hasPrefix("f")
      || item.id.hasPrefix("g")
    {
      let closing = item.title.unicodeScalars.dropFirst(10).first!
      guard closing != "”" && closing != "’" else { continue }  // proportional in Noto
      let nanum = item.id.hasPrefix("g")
      let units = Array(item.title.utf16)
      let flags = analyzer.analyze(units, wordBreak: .normal).flags
      var advances = [Self.badge]
      var trims = [0.0]
      var breaks: [BreakKind] = [.none]
      for (index, unit) in units.enumerated() {
        let isTrimmable =
          flags[index].contains(.graphemeStart) && HanPunctuation.classify(unit) == .closing
        advances.append(nanum ? (unit == 0x300D ? 5.616 : 15.04) : 16)
        trims.append(isTrimmable && !nanum ? 8 : 0)
        breaks.append(flags[index].isLineBreak || index == 0 ? .allowed : .none)
      }
      breaks.append(.allowed)
      let paragraph = MeasuredParagraph(
        clusterOffsets: Array(0...units.count + 1), advances: advances,
        kerningAfter: Array(repeating: 0, count: advances.count), breaks: breaks,
        hangs: Array(repeating: false, count: advances.count), endTrims: trims)
      let trimmed = paragraph.width(from: 0, to: 12)
      let natural = paragraph.naturalWidth(from: 0, to: 12)
      if abs(item.width - trimmed) < 1.0 / 32 || abs(item.width - natural) < 1.0 / 32 { continue }
      let chromium = try #require(corpus.expected[item.id])
      let line = GreedyLineBreaker.fill(paragraph, width: item.width, maxLines: 0).lines[0]
      let drawn = paragraph.lineWidth(from: 1, to: line.end, measuredFrom: 0, available: item.width)
      checked += 1
      if line.end - 1 != chromium.lines[0].utf16.count
        || !(0...(1.0 / 64)).contains(chromium.lineWidths[0] - drawn)
      {
        misses.append(
          "\(item.id) \(item.width): \(line.end - 1) units, \(drawn) px vs \(chromium.lines[0]), "
            + "\(chromium.lineWidths[0])")
      }
    }
    #expect(checked > 350)
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 10))")
  }

  /// An opening bracket at the start of a later line keeps its full width in Chromium
  /// ("（うえお", "「うえお", "『うえお", "【うえお" are each 64 px).
  @Test func openingBracketAtALineStartIsNotTrimmed() throws {
    let corpus = try ChromiumCorpus.load(
      cases: "japanese-rules-trim-cases.jsonl", expectations: "japanese-rules-trim-chromium.jsonl")
    let starts = corpus.cases.filter { $0.id.hasPrefix("s") }
    #expect(starts.count == 4)
    for item in starts {
      let chromium = try #require(corpus.expected[item.id])
      #expect(chromium.lines.count == 2 && chromium.lines[1].utf16.count == 4)
      #expect(chromium.lineWidths[1] == 64.015625)
    }
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

  /// What may be trimmed at a line end (Blink's `Character::MaybeHanKerningClose`): full-width
  /// closing brackets and closing quotes (set half-width only where the face's `halt` narrows
  /// them: Chinese full-width quotes, not Noto Sans CJK JP's proportional ones), not 、。・！
  /// or ")" in ASCII, whatever the language.
  @Test func onlyFullWidthClosingMarksAreTrimmable() {
    let text = Array("あ）」』】〕〉》］｝〙〗、。・！)」”’".utf16)
    let marked = text.indices.filter { HanKerningClass.maybeClose(text[$0]) }
    #expect(marked == Array(1...11) + [17, 18, 19])
  }
}
