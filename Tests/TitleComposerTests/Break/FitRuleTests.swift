import Testing
import TitleTestSupport

@testable import TitleComposer
import TitleText

/// Blink's fit rule (``LineRoom``), as arithmetic: a line fits when its width snapped up to
/// 1/64 px is at most the container width truncated to 1/64 px (as a `float`) plus 1/64 px.
///
/// The evidence for each rounding is Chromium's: `line_breaker.h` (`AvailableWidthToFit`,
/// `AddEpsilon`), `shape_result.h` (`SnappedWidth`), and probes of 40 corpus titles through the
/// oracle, whose first line of badge `B` and text snapped to `T` stays at a width of
/// `B + T − 1/64` and at that width less 10⁻⁷ px (a `float` rounds it back), and breaks earlier
/// at `B + T − 1/64 − 0.005` (truncated, not rounded) and at `B + T − 2/64`.
@Suite struct FitRuleTests {
  @Test(arguments: [
    // (container width, LayoutUnits of it)
    (200.0, 12_800.0),
    (200.3, 12_819.0),  // 200.3 × 64 = 12819.2, truncated
    (59.984375, 3_839.0),
    (59.984374, 3_839.0),  // as a float, 59.984375
    (59.984372, 3_838.0),  // as a float, 59.98437118…: below the unit
    (0.01, 0.0),
    (1e300, Double(Int32.max - 1)),  // LayoutUnit::NearlyMax()
  ])
  func containerWidthIsTruncatedAsAFloat(width: Double, units: Double) {
    #expect(LineRoom(width: width).availableUnits == units)
  }

  @Test(arguments: [
    // (text, width, expected lines); 10 px a character: "abcdef" is 60 px.
    ("abcdef ghi", 60.0, ["abcdef ", "ghi"]),
    ("abcdef ghi", 59.984375, ["abcdef ", "ghi"]),  // room 59.984375 + 0.015625 = 60
    ("abcdef ghi", 59.984374, ["abcdef ", "ghi"]),  // the same float
    ("abcdef ghi", 59.984372, ["abcde", "f ghi"]),  // room 59.96875 + 0.015625 < 60
    ("abcdef ghi", 59.98, ["abcde", "f ghi"]),
  ])
  func aLineFitsOneLayoutUnitPastTheRoom(text: String, width: Double, expected: [String]) {
    let paragraph = ConstantAdvanceParagraph.make(text)
    let lines = GreedyLineBreaker.fill(paragraph, width: width, maxLines: 0).lines
    #expect(ConstantAdvanceParagraph.lineTexts(text, lines) == expected)
  }

  /// 66 clusters of 1000 font units at 16 px in a 2816-unit em are exactly 375 px; summed in
  /// `Double` they come to 375.0000000000002. At a width of 375 − 1/64 px the room is exactly
  /// 375 px: the line fits, as in Chromium, and summation noise does not push it a unit over.
  @Test func summationCannotDriftPastAnExactFit() {
    let advance = 1000.0 * 16 / 2816
    let text = String(repeating: "a", count: 66) + " b"
    let paragraph = ConstantAdvanceParagraph.make(text, advance: advance)
    #expect(paragraph.width(from: 0, to: 66) > 375)  // the noise this test is about
    #expect(LayoutRounding.snapUp(paragraph.width(from: 0, to: 66)) == 375.015625)
    let exact = GreedyLineBreaker.fill(paragraph, width: 375 - 1.0 / 64, maxLines: 0).lines
    #expect(exact.map(\.end) == [67, 68])
    // One unit less room and the 66th cluster moves on: the exact width no longer fits.
    let narrower = GreedyLineBreaker.fill(paragraph, width: 375 - 2.0 / 64, maxLines: 0).lines
    #expect(narrower.first?.end == 65)
    #expect(narrower.first?.isEmergencyBreak == true)
  }

  /// The badge is an inline-block whose CSS width is truncated to 1/64 px like the container's,
  /// so badge and text snap up as one width: 14.453125 + 210.5625 = 225.015625 fits 225 px (the
  /// kana corpus' k0016: Chromium keeps the line).
  @Test func theBadgeAndTheFirstLineFitTogether() {
    let paragraph = ConstantAdvanceParagraph.make(
      "#" + String(repeating: "a", count: 14) + " b", advance: 15.040178571428571,
      badgeWidth: 14.453125)
    #expect(abs(paragraph.width(from: 0, to: 15) - 225.015625) < 1e-9)
    let lines = GreedyLineBreaker.fill(paragraph, width: 225, maxLines: 0).lines
    #expect(lines.first?.end == 16)
    let narrower = GreedyLineBreaker.fill(paragraph, width: 224.99, maxLines: 0).lines
    #expect(narrower.first?.end == 1)  // the badge alone: the word does not fit beside it
  }

  /// A line that starts with preserved spaces (spaces-mode padding) snaps them up apart from
  /// the text after them, as Blink's separate `InlineItemResult`s: 2 × 10.001 px of spaces and
  /// "ab" (20.002 px) need 20.015625 + 20.015625 px, not 40.004 snapped once (40.015625).
  /// Chromium: p0110's 9 padding spaces and "/usr/local/" need 114.53125 px (the width sweep).
  @Test func leadingSpacesSnapApartFromTheText() {
    let text = "  ab cd"
    let paragraph = ConstantAdvanceParagraph.make(text, advance: 10.001)
    #expect(paragraph.leadingSpaceEnd(from: 0) == 2)
    let narrow = GreedyLineBreaker.fill(paragraph, width: 40, maxLines: 0).lines
    #expect(ConstantAdvanceParagraph.lineTexts(text, narrow) == ["  ", "ab ", "cd"])
    let wide = GreedyLineBreaker.fill(paragraph, width: 40.015625, maxLines: 0).lines
    #expect(ConstantAdvanceParagraph.lineTexts(text, wide) == ["  ab ", "cd"])
  }

  /// A line may end after the badge whatever follows it (Blink's `CanBreakAfterAtomicInline`),
  /// even "/", which ICU keeps with U+FFFC: Chromium's p0357 ("/usr/local/ 디렉터리는 …" beside
  /// 반려동물 at 15 px) holds the badge alone on line 1 at every width from 80 to 119.5 px.
  @Test func aLineMayEndAfterTheBadgeBeforeASlash() throws {
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    let title = "/usr/local/ 디렉터리는 데비안 패키지 관리 시스템 제어 아래 있지 않습니다. ✈️"
    for width in [80.0, 100, 119.5] {
      let composed = try composer.compose(
        TitleRequest(
          categoryID: BuiltInCategory.pets.rawValue, title: title, width: width, numberOfLines: 2,
          titleSize: 15, badgeSize: 12))
      #expect(composed.lines.map(\.range.lowerBound) == [0, 0], "at \(width) px")
      #expect(composed.isTruncated)
    }
  }

  /// The badge's inline-block width is truncated to 1/64 px like the cell's: with a padding of
  /// 5.01 px Chromium still starts the text at 14.453125 px (the label's 9.453125 + 5), and 40
  /// titles whose first line of badge and text fits to the unit at `B + T − 1/64` px (and not at
  /// `B + T − 2/64`) keep breaking there (`Tests/Corpus/fit-badge-padding-cases.jsonl`, the
  /// oracle's answers beside it). With the untruncated 14.463125 px, 29 of the 80 break earlier.
  @Test func theBadgeWidthIsTruncatedLikeACSSLength() throws {
    let corpus = try ChromiumCorpus.load(
      cases: "fit-badge-padding-cases.jsonl",
      expectations: "chromium-expected.fit-badge-padding.jsonl")
    #expect(corpus.cases.count == 80)
    var style = TitleStyle()
    style.badgeHorizontalPadding = 5.01
    let composer = try Composer(style: style, fallback: ChromiumCorpus.chromiumFallback)
    var misses: [String] = []
    for item in corpus.cases {
      let want = try #require(corpus.chromiumStarts(for: item))
      let composed = try composer.compose(item.request(whiteSpace: .preserve))
      let starts = composed.lines.map(\.range.lowerBound)
      if starts != want.starts || composed.isTruncated != want.truncated {
        misses.append("\(item.id): \(starts) vs \(want.starts)")
      }
      #expect(composed.badge!.frame.width * 64 == (composed.badge!.frame.width * 64).rounded())
    }
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 10))")
  }

  /// Blink's `LineTruncator` places the ellipsis without the line breaker's epsilon: the kept
  /// text and "…", each snapped up, must fit the room truncated to 1/64 px.
  @Test(arguments: [
    // (width, kept characters) with 10 px characters and a 10 px ellipsis
    (60.0, "abcde"),
    (59.99, "abcd"),  // 60 px of text and ellipsis do not fit 59.984375
    (59.984375, "abcd"),
  ])
  func theEllipsisFitsWithoutTheEpsilon(width: Double, kept: String) {
    let text = "abcdefghij"
    let paragraph = ConstantAdvanceParagraph.make(text)
    let line = TailTruncation.truncatedLine(
      in: paragraph, from: 0, minimumEnd: 0, available: width, ellipsisWidth: 10)
    #expect(ConstantAdvanceParagraph.lineTexts(text, [line]) == [kept])
  }

  /// Chromium's `text-overflow: ellipsis` on "가나다라…" in NanumGothicBold at 16 px (15.04 px a
  /// syllable and for "…"): at the width where k syllables and "…", each snapped up, fit
  /// exactly it keeps k; 1/64 px narrower it keeps k − 1 — no epsilon, and the two snapped apart
  /// (at 45.125 and 75.203125 px the sum snapped once would still fit). Measured with
  /// `scripts/ellipsis-fit-probe.py` (kept characters are those Chromium gives two rects: the
  /// hidden original fragment and the truncated one).
  @Test(arguments: [
    (45.140625, 2), (45.125, 1), (75.21875, 4), (75.203125, 3), (120.328125, 7), (120.3125, 6),
    (180.5, 11), (180.484375, 10),
  ])
  func theEllipsisFitsAsChromiumPlacesIt(width: Double, kept: Int) throws {
    let text = "가나다라마바사아자차카타파하"
    let block = try TextLayouter(
      font: .bundled(.nanumGothicBold), fallback: ChromiumCorpus.chromiumFallback
    ).atSize(16).lines(of: text, width: width, numberOfLines: 1)
    #expect(block.isTruncated)
    #expect(block.lines.map(\.text) == [String(text.prefix(kept)) + "…"])
  }

  /// The ellipsis is snapped up on its own, not together with the text before it.
  @Test func theEllipsisSnapsUpOnItsOwn() {
    let text = "abcdefghij"
    let paragraph = ConstantAdvanceParagraph.make(text, advance: 10.001)
    let room = LineRoom(width: 50)
    // 40.004 → 40.015625 and 9.99 → 10: 50.015625 > 50 (snapped once, 49.994 would fit).
    #expect(!room.ellipsisFits(paragraph.naturalWidth(from: 0, to: 4), ellipsisWidth: 9.99))
    #expect(room.ellipsisFits(paragraph.naturalWidth(from: 0, to: 3), ellipsisWidth: 9.99))
  }
}
