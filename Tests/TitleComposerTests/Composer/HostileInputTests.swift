import Foundation
import Testing
import TitleComposer
import TitleText

/// Inputs a server gets from users who mean harm (or paste strange things): each one gets a typed
/// error or a correct layout, never a crash, a hang or a silently dropped character.
/// (Widths 0, −1, NaN, ±∞, empty and over-long titles, bad fonts and catalogs without a file:
/// see `ComposerErrorTests`.)
@Suite struct HostileInputTests {
  static let composer = try! Composer(fallback: .none)

  /// A composer that accepts titles of up to `limit` UTF-16 code units.
  static func composer(maximumTitleLength limit: Int) -> Composer {
    var style = TitleStyle()
    style.maximumTitleLength = limit
    return try! Composer(style: style, fallback: .none)
  }

  static func compose(
    _ title: String, width: Double = 343, lines: Int = 0, composer: Composer = composer,
    wordBreak: WordBreak = .keepAll, padding: PaddingMode = .indent,
    whiteSpace: WhiteSpace = .preserve
  ) throws(ComposerError) -> ComposedTitle {
    try composer.compose(
      TitleRequest(
        categoryID: 1, title: title, width: width, numberOfLines: lines, wordBreak: wordBreak,
        padding: padding, whiteSpace: whiteSpace))
  }

  // MARK: Size

  /// 10 MB of Korean words: 2,000,000 repeats of "가나다 " (10 UTF-8 bytes, 4 UTF-16 units).
  static let tenMegabytes = String(repeating: "가나다 ", count: 1_000_000)

  @Test func tenMegabyteTitleIsTooLongByDefault() {
    #expect(Self.tenMegabytes.utf8.count == 10_000_000)
    #expect(throws: ComposerError.titleTooLong(length: 4_000_000, limit: 10_000)) {
      try Self.compose(Self.tenMegabytes)
    }
  }

  @Test func tenMegabyteTitleComposesWithARaisedLimit() throws {
    let composer = Self.composer(maximumTitleLength: 4_000_000)
    let two = try Self.compose(Self.tenMegabytes, lines: 2, composer: composer)
    #expect(two.lines.count == 2 && two.isTruncated)
    HostileChecks.expectPromisesKept(two, title: Self.tenMegabytes, width: 343, numberOfLines: 2)
    let all = try Self.compose(Self.tenMegabytes, lines: 0, composer: composer)
    #expect(!all.isTruncated && all.lines.count > 10_000)
    HostileChecks.expectPromisesKept(all, title: Self.tenMegabytes, width: 343, numberOfLines: 0)
  }

  /// One word of 200,000 letters and no break opportunity: every line is cut at graphemes.
  /// (Each line used to rescan the rest of the word: quadratic time.)
  @Test func longWordWithoutOpportunitiesIsCutInLinearTime() throws {
    let title = String(repeating: "a", count: 200_000)
    let composer = Self.composer(maximumTitleLength: 200_000)
    let composed = try Self.compose(title, width: 100, composer: composer)
    HostileChecks.expectPromisesKept(composed, title: title, width: 100, numberOfLines: 0)
    #expect(composed.lines.count > 1_000)
  }

  /// 200,000 tabs hang at a line end and each is followed by an opportunity. (Measuring a line
  /// used to walk back over every hanging tab at every opportunity: quadratic time.)
  @Test(arguments: [0, 1])
  func longRunOfHangingTabs(lines: Int) throws {
    let title = "제목" + String(repeating: "\t", count: 200_000) + "끝"
    let composer = Self.composer(maximumTitleLength: 200_010)
    let composed = try Self.compose(title, width: 100, lines: lines, composer: composer)
    HostileChecks.expectPromisesKept(composed, title: title, width: 100, numberOfLines: lines)
    #expect(composed.lines.count == (lines == 1 ? 1 : 2))
  }

  // MARK: Clusters

  /// 100,000 combining marks on one base are one grapheme: it is never split, so it is one line
  /// or, when the marks have width, a typed `widthTooNarrow`.
  @Test func hundredThousandCombiningMarksOnOneBase() {
    let title = "e" + String(repeating: "\u{301}", count: 100_000)
    let composer = Self.composer(maximumTitleLength: 100_001)
    do {
      let composed = try Self.compose(title, composer: composer)
      #expect(composed.lines.map(\.range) == [0..<0, 0..<100_001] || composed.lines.count == 1)
      HostileChecks.expectPromisesKept(composed, title: title, width: 343, numberOfLines: 0)
    } catch {
      guard case .widthTooNarrow(_, let required) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(required > 343)
    }
  }

  /// A ZWJ chain of 10,000 emoji is one grapheme (UAX #29 GB11): never split.
  @Test func tenThousandLongZWJChain() {
    let title = "👩" + String(repeating: "\u{200D}👩", count: 9_999)
    let composer = Self.composer(maximumTitleLength: title.utf16.count)
    do {
      let composed = try Self.compose(title, width: 1e6, composer: composer)
      HostileChecks.expectPromisesKept(composed, title: title, width: 1e6, numberOfLines: 0)
      #expect(composed.lines.filter { !$0.range.isEmpty }.count == 1)
    } catch {
      guard case .widthTooNarrow = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }

  /// Titles that start with a combining mark, ZWJ or variation selector: ICU joins them to the
  /// badge's U+FFFC (or the last padding space). Found by the compose fuzzer: the first line's
  /// range started after them, so they were silently dropped.
  @Test(arguments: PaddingMode.allCases)
  func leadingCombiningMarksStayInTheTitle(padding: PaddingMode) throws {
    for title in ["\u{301}\u{301}가나다", "\u{200D}제목", "\u{FE0F}제목 두 줄로 넘어가는 긴 제목입니다"] {
      let composed = try Self.compose(title, width: 200, padding: padding)
      HostileChecks.expectPromisesKept(composed, title: title, width: 200, numberOfLines: 0)
    }
  }

  // MARK: Control characters

  @Test func nulBytesAreKept() throws {
    let title = "가\u{0}나\u{0}\u{0}다"
    let composed = try Self.compose(title)
    HostileChecks.expectPromisesKept(composed, title: title, width: 343, numberOfLines: 0)
    #expect(composed.lines.map(\.text).joined().unicodeScalars.filter { $0 == "\u{0}" }.count == 3)
  }

  /// Bidi controls draw nothing and take no width; lines keep them.
  @Test func bidiControlsHaveNoWidth() throws {
    let controls =
      "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}"
    let plain = try Self.compose("제목abc")
    let title = "제목" + controls + "abc"
    let withControls = try Self.compose(title)
    HostileChecks.expectPromisesKept(withControls, title: title, width: 343, numberOfLines: 0)
    #expect(withControls.lines.count == plain.lines.count)
    #expect(abs(withControls.lines.last!.width - plain.lines.last!.width) < 1e-9)
  }

  /// Every Unicode space separator (Zs) and the tab: one line, nothing dropped.
  @Test(arguments: [
    "\u{9}", "\u{20}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}",
    "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}",
    "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}",
  ])
  func everyUnicodeSpace(space: String) throws {
    let title = "가" + space + space + "나"
    for whiteSpace in WhiteSpace.allCases {
      let composed = try Self.compose(title, whiteSpace: whiteSpace)
      #expect(composed.lines.filter { !$0.range.isEmpty }.count == 1)
      HostileChecks.expectPromisesKept(composed, title: title, width: 343, numberOfLines: 0)
    }
  }

  /// Every segment break: a hard break while white space is preserved, a space otherwise.
  /// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR are no hard breaks in Chromium 156
  /// in either mode: drawn as a space, one line at 343 px (Tests/Corpus/line-separator-*).
  @Test(arguments: [
    ("\n", true, true), ("\r", true, true), ("\r\n", true, true), ("\u{2028}", false, false),
    ("\u{2029}", false, false),
  ])
  func everyLineSeparator(separator: String, collapses: Bool, breaksWhenPreserved: Bool) throws {
    let title = "가" + separator + "나"
    for whiteSpace in WhiteSpace.allCases {
      let composed = try Self.compose(title, whiteSpace: whiteSpace)
      HostileChecks.expectPromisesKept(composed, title: title, width: 343, numberOfLines: 0)
      let breaks = breaksWhenPreserved && !(collapses && whiteSpace == .collapse)
      #expect(composed.lines.count == (breaks ? 2 : 1), "\(whiteSpace)")
    }
  }

  /// UAX #14's other hard breaks, VT, FF (BK) and NEL (NL), do not break a line in Chromium
  /// (Tests/Corpus/invisible-*: "가나다\u{B}라마바사아자" is one line at 300 px).
  @Test(arguments: ["\u{B}", "\u{C}", "\u{85}"])
  func controlsThatChromiumDoesNotBreakAt(separator: String) throws {
    let title = "가" + separator + "나"
    for whiteSpace in WhiteSpace.allCases {
      let composed = try Self.compose(title, whiteSpace: whiteSpace)
      HostileChecks.expectPromisesKept(composed, title: title, width: 343, numberOfLines: 0)
      #expect(composed.lines.count == 1, "\(whiteSpace)")
    }
  }

  // MARK: Widths and line counts

  @Test(arguments: [1e308, Double.greatestFiniteMagnitude])
  func hugeWidthsHoldEverythingOnOneLine(width: Double) throws {
    let title = "요즘 인기 있는 절에서 템플스테이 체험하기"
    let composed = try Self.compose(title, width: width)
    #expect(composed.lines.count == 1 && !composed.isTruncated)
    HostileChecks.expectPromisesKept(composed, title: title, width: width, numberOfLines: 0)
  }

  @Test(arguments: [-0.0, Double.leastNonzeroMagnitude, 1e-300])
  func zeroAndTinyWidths(width: Double) {
    #expect {
      try Self.compose("가", width: width)
    } throws: { error in
      switch error as? ComposerError {
      case .invalidWidth: width == 0
      case .widthTooNarrow: width > 0
      default: false
      }
    }
  }

  @Test func intMaxLinesIsUnlimitedAndIntMinIsAnError() throws {
    let title = String(repeating: "긴 제목 ", count: 40)
    let composed = try Self.compose(title, width: 100, lines: Int.max)
    #expect(!composed.isTruncated && composed.lines.count > 2)
    #expect(composed.lines == (try Self.compose(title, width: 100, lines: 0)).lines)
    #expect(throws: ComposerError.invalidNumberOfLines(Int.min)) {
      try Self.compose(title, lines: Int.min)
    }
  }

  /// Spaces-mode padding wider than a one-line cell: the truncated line holds the padding alone;
  /// an ellipsis after it would lie wholly outside the cell, so none is drawn.
  /// Found by the compose fuzzer: the line's width once came out negative (−38.72 px).
  @Test func paddingWiderThanTheCellTruncatesToNothingVisible() throws {
    let title = "공백 모드에서 배지보다 좁은 칸"
    let composed = try HostileInputTests.composer.compose(
      TitleRequest(categoryID: 9, title: title, width: 40, numberOfLines: 1, padding: .spaces))
    #expect(composed.isTruncated && composed.lines.count == 1)
    let line = composed.lines[0]
    #expect(line.text == "" && line.width == 0 && line.range == 0..<0 && !line.isTruncated)
  }
}
