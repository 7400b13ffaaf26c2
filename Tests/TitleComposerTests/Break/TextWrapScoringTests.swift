import Testing

@testable import TitleComposer

/// The scoring arithmetic of `text-wrap: balance` and `pretty` with a constant-advance fake font
/// (every character 10 px, opportunities after spaces), the expected breaks derived by hand from
/// Blink's formulas (`score_line_breaker.cc`, `paragraph_line_breaker.cc`), independently of
/// the oracle. Font size 16 px throughout: line penalty 4 × width × 16, hyphen penalty half that.
@Suite struct TextWrapScoringTests {
  static func lines(
    _ text: String, width: Double, style: TextWrap, scoringDisabled: Bool = false
  ) -> [String] {
    let paragraph = ConstantAdvanceParagraph.make(text)
    let lines = WrapStyleLineBreaker.lines(
      of: paragraph, style: style,
      context: WrapStyleLineBreaker.Context(
        width: width, fontSize: 16, textLength: paragraph.count, spaceWidth: 10,
        scoringDisabled: scoringDisabled))
    return ConstantAdvanceParagraph.lineTexts(text, lines)
  }

  /// "xxxx x x x" in 90 px. Room to fit A = 90 + 1/64 = 90.015625; line penalty 5760.
  /// Candidates (no-break / if-break px): after "xxxx " 50/40, after "x " 70/60, after "x " 90/80
  /// (+10,000, the orphan penalty: the last opportunity), the end 100/100.
  /// - s(1) = (A − 40)² + 5760 = 2501.5627 + 5760 = 8261.5627
  /// - s(2) = (A − 60)² + 5760 = 900.9377 + 5760 = 6660.9377 (from 1: (50 − 60 + A)² + s(1), more)
  /// - s(3) = (A − 80)² + 10,000 + 5760 = 15,860.3127
  /// - end, pretty (no slack score on the last line): from the start 100 > A, overfull; from 1,
  ///   s(1) = 8261.56; from 2, s(2) = 6660.94, best; from 3 pruned (s(3) > best): "xxxx x " /
  ///   "x x".
  /// - end, balance (the last line's slack counts): from 1, s(1) + (50 − 100 + A)² = 8261.56 +
  ///   1601.25 = 9862.81, best; from 2, s(2) + (70 − 100 + A)² = 6660.94 + 3601.88 = 10,262.82:
  ///   "xxxx " / "x x x".
  /// - greedy: "xxxx x x " (80 px) / "x"; pretty applies: 10 px < ⌊5760 units / 3⌋, one word.
  @Test(arguments: [
    (TextWrap.wrap, ["xxxx x x ", "x"]),
    (TextWrap.pretty, ["xxxx x ", "x x"]),
    (TextWrap.balance, ["xxxx ", "x x x"]),
  ])
  func scoresPrettyAndBalanceApart(style: TextWrap, expected: [String]) {
    #expect(Self.lines("xxxx x x x", width: 90, style: style) == expected)
  }

  /// "aaa bbb ccc d" in 115 px (A = 115.015625, line penalty 7360): s(after "aaa ") = 85.0156² +
  /// 7360 = 14,587.66, s(after "bbb ") = 45.0156² + 7360 = 9386.41, s(after "ccc ") = 5.0156² +
  /// 10,000 + 7360 = 17,385.16. Pretty's last line from "bbb " costs s = 9386.41 < 17,385.16, so
  /// the orphan "d" gets company: "aaa bbb " / "ccc d". Without the orphan penalty the last
  /// opportunity would score 7385.16 and keep greedy's "aaa bbb ccc " / "d".
  @Test func theOrphanPenaltyMovesAWordDown() {
    #expect(
      Self.lines("aaa bbb ccc d", width: 115, style: .pretty) == ["aaa bbb ", "ccc d"])
    let scorer = ScoredLineBreaker(availableUnits: 115 * 64, fontSize: 16, isBalanced: false)
    #expect(scorer.linePenalty == 7360)
    #expect(scorer.hyphenPenalty == 3680)
    let paragraph = ConstantAdvanceParagraph.make("aaa bbb ccc d")
    let candidates = paragraph.breakCandidates(
      from: 0, to: 13, paragraphStart: 0, hyphenPenalty: 3680)
    #expect(candidates.map(\.end) == [0, 4, 8, 12, 13])
    #expect(candidates.map(\.positionNoBreak) == [0, 40, 80, 120, 130])
    #expect(candidates.map(\.positionIfBreak) == [0, 30, 70, 110, 130])
    // `lineEnds` adds the orphan penalty to the last opportunity: cancel it.
    var noOrphanPenalty = candidates
    noOrphanPenalty[3].penalty = -ScoredLineBreaker.orphanPenalty
    #expect(scorer.lineEnds(noOrphanPenalty) == [12, 13])
  }

  /// Pretty re-breaks only when the last line is short (under a third of the room) and one word.
  @Test(arguments: [
    // The last line "ccc d" (50 px) is not under 75 / 3 px: greedy stays.
    ("aaa bbb ccc d", 75.0, ["aaa bbb ", "ccc d"]),
    // "d e" (30 px) is short but has an opportunity inside: greedy stays.
    ("aaa bbb ccc d e", 115.0, ["aaa bbb ccc ", "d e"]),
    // One line: nothing to re-break.
    ("aaa bbb", 115.0, ["aaa bbb"]),
  ])
  func prettyKeepsGreedyLines(text: String, width: Double, expected: [String]) {
    #expect(Self.lines(text, width: width, style: .pretty) == expected)
  }

  /// Pretty scores the last 4 greedy lines only (Blink's window, `kMaxLinesForOptimal`):
  /// "xxxx xxxx x xxx xxxx xxxx x x" in 70 px is greedy "xxxx " / "xxxx x " / "xxx " / "xxxx " /
  /// "xxxx x " / "x"; the window from line 3 ("xxx xxxx xxxx x x") scores best as "xxx " /
  /// "xxxx " / "xxxx " / "x x" (slacks 40.0156², 30.0156², 30.0156², the last line free), where
  /// scoring the whole paragraph would also move line 2's "x" down.
  @Test func prettyScoresTheLastFourLines() {
    #expect(
      Self.lines("xxxx xxxx x xxx xxxx xxxx x x", width: 70, style: .pretty) == [
        "xxxx ", "xxxx x ", "xxx ", "xxxx ", "xxxx ", "x x",
      ])
  }

  /// Fewer than 3 opportunities: no scoring; balance bisects. "aaaa bb cc" in 95 px is greedy
  /// "aaaa bb " (70) / "cc" (20): average 45 px, so the search starts at 0.8 × 45 = 36 px = 2304
  /// units, the top at 6080. Middles (units): 4192 (2 lines), 3248 (2), 2776 (3), 3012 (3), 3130
  /// (3), 3189 (3: "bb cc" is 50 px, 3200 units > 3189 + 1), then 3189 + 64 ≥ 3248 ends it: the
  /// room is 3248 units (50.75 px), where the lines are "aaaa " / "bb cc".
  @Test func balanceBisectsWithoutEnoughOpportunities() {
    let paragraph = ConstantAdvanceParagraph.make("aaaa bb cc")
    #expect(
      BalancedLineBreaker.balancedUnits(
        for: paragraph, availableUnits: 95 * 64, textLength: 10, spaceWidth: 10) == 3248)
    #expect(Self.lines("aaaa bb cc", width: 95, style: .balance) == ["aaaa ", "bb cc"])
  }

  /// More than 6 lines (`kMaxLinesForBalance`) are neither scored nor bisected: greedy.
  @Test func balanceGivesUpPastSixLines() {
    let text = "aa bb cc dd ee ff gg"
    #expect(
      Self.lines(text, width: 25, style: .balance) == Self.lines(text, width: 25, style: .wrap))
    #expect(Self.lines(text, width: 25, style: .wrap).count == 7)
  }

  /// A hard break ends a paragraph: pretty re-breaks each one; balance only the first (Blink
  /// initiates balancing at the block's first line) and never bisects across it.
  @Test func hardBreaksSplitParagraphs() {
    let text = "xxxx x x x\nxxxx x x x"
    #expect(
      Self.lines(text, width: 90, style: .pretty) == ["xxxx x ", "x x\n", "xxxx x ", "x x"])
    #expect(
      Self.lines(text, width: 90, style: .balance) == ["xxxx ", "x x x\n", "xxxx x x ", "x"])
    // One line before the break: balance has nothing to score and may not bisect.
    #expect(
      Self.lines("xx\naaaa bb cc", width: 95, style: .balance) == ["xx\n", "aaaa bb ", "cc"])
  }

  /// A line cut inside a word (`overflow-wrap`) turns scoring off (Blink disables the score
  /// line breaker on overflow): greedy.
  @Test func anEmergencyBreakKeepsGreedyLines() {
    let text = "xxxxxxxxxx x x x"
    for style in [TextWrap.pretty, .balance] {
      #expect(
        Self.lines(text, width: 90, style: style) == Self.lines(text, width: 90, style: .wrap))
    }
  }

  /// Exact ties (two lines' widths swapped) go to the later start, as Blink's `score <= best`,
  /// when `Float` keeps them exact. "xxxx xx x xx" in 85 px, balanced (A = 85.015625, line
  /// penalty 5440), in `Float` as Blink sums: s(after "xxxx ") = fl(45.015625² + 5440) =
  /// fl(7466.406494140625) = 7466.40625 (half an ulp of 2⁻¹¹: to even), s(after "xx ") =
  /// fl(15.015625² + 5440) = 5665.46875 likewise; the end from "xxxx " scores fl(7466.40625 +
  /// 15.015625²) and from "xx " fl(5665.46875 + 45.015625²), both 7691.875244140625 → 7691.875:
  /// a tie, so the later start wins: "xxxx xx " / "x xx" (70, 40), not "xxxx " / "xx x xx".
  @Test func aTieGoesToTheLaterStart() {
    #expect(Self.lines("xxxx xx x xx", width: 85, style: .balance) == ["xxxx xx ", "x xx"])
  }

  /// Where exact arithmetic ties, Blink's `Float` rounding decides. "x x x xxx" in 45 px,
  /// balanced (A = 45.015625, line penalty 2880; candidates after each "x ", no-break / if-break
  /// 20/10, 40/30, 60/50 (+10,000, the orphan penalty), the end 90/90). "x " / "x x " / "xxx"
  /// (10, 30, 30 px) and "x x " / "x " / "xxx" (30, 10, 30 px) are a tie in exact arithmetic,
  /// which the later start would win. In `Float`: s(after the first "x ") = fl(35.015625² +
  /// 2880) = fl(4106.093994140625) = 4106.09375 (half an ulp: to even), s(after the second) =
  /// fl(15.015625² + 2880) = 3105.468994140625 (exact). The line to the third opportunity then
  /// scores fl(4106.09375 + 225.468994140625) = fl(4331.562744140625) = 4331.5625 from the first
  /// and fl(3105.468994140625 + 1226.093994140625) = 4331.56298828125 (exact) from the second:
  /// the first is smaller, and Blink breaks "x " / "x x " / "xxx".
  @Test func floatRoundingDecidesATie() {
    #expect(Self.lines("x x x xxx", width: 45, style: .balance) == ["x ", "x x ", "xxx"])
  }

  /// Candidates sit where Blink caches positions: the pen position rounded up to 1/64 px from the
  /// start of its text item, and a leading run of preserved spaces is an item of its own.
  /// "   xx x" with every cluster 15.04 px: the leading spaces end at ⌈45.12⌉ = 45.125 px (2888
  /// units); after "xx " the line would end at 45.125 + ⌈30.08⌉ = 45.125 + 30.09375 =
  /// 75.21875 px (rounded from the text's own start: ⌈75.2⌉ from the paragraph's would be
  /// 75.203125) and goes on at 45.125 + ⌈45.12⌉ = 90.25; the end is 45.125 + ⌈60.16⌉ =
  /// 105.296875 px.
  @Test func candidatesAreRoundedUpFromTheirItemsStart() {
    let paragraph = ConstantAdvanceParagraph.make("   xx x", advance: 15.04)
    let candidates = paragraph.breakCandidates(
      from: 0, to: 7, paragraphStart: 0, hyphenPenalty: 0)
    #expect(candidates.map(\.end) == [0, 3, 6, 7])
    #expect(candidates.map(\.positionNoBreak) == [0, 45.125, 90.25, 105.296875])
    #expect(candidates.map(\.positionIfBreak) == [0, 0, 75.21875, 105.296875])
    // A window that starts after the spaces (pretty's last lines) starts its item's count there.
    let later = paragraph.breakCandidates(from: 3, to: 7, paragraphStart: 0, hyphenPenalty: 0)
    #expect(later.map(\.positionNoBreak) == [0, 45.125, 60.171875])
    #expect(later.map(\.positionIfBreak) == [0, 30.09375, 60.171875])
  }

  /// A preserved tab turns Blink's scoring off for the whole text (`InlineItemsBuilder`): pretty
  /// keeps greedy's "xxxx x x " / "x"; balance bisects (the narrowest room with 2 lines holds
  /// "x x x", 50 px, on line 2). The oracle showed both on titles with a tab: pretty's lines were
  /// greedy's in 6 of 6, balance's differed from greedy's in 4 of 6.
  @Test func aTabTurnsScoringOff() {
    #expect(
      Self.lines("xxxx x x x", width: 90, style: .pretty, scoringDisabled: true) == [
        "xxxx x x ", "x",
      ])
    #expect(
      Self.lines("xxxx x x x", width: 90, style: .balance, scoringDisabled: true) == [
        "xxxx ", "x x x",
      ])
  }
}
