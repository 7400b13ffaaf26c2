import Testing
import TitleComposer
import TitleText

/// Titles composed without a category (``TitleRequest/categoryID`` `nil`): no badge, the first
/// line at the start edge with the whole width as its room, in every mode, truncation, wrap
/// style, direction and fit helper. Widths by hand from hb-shape: NanumGothic Bold's Hangul
/// syllables advance 940 of 1000 units (15.04 px at 16 px), U+0020 280 units (4.48 px).
@Suite struct NoBadgeComposerTests {
  static let composer = try! Composer()
  static let syllable = 15.04
  static let space = 4.48
  /// 7 syllables and a space: 109.76 px.
  static let short = "가나다라 마바사"
  /// Four words of three syllables: 45.12 px each, 193.92 px with the spaces.
  static let words = "가나다 라마바 사아자 차카타"

  static func request(_ title: String, width: Double, lines: Int = 2) -> TitleRequest {
    TitleRequest(categoryID: nil, title: title, width: width, numberOfLines: lines)
  }

  @Test(arguments: PaddingMode.allCases, WhiteSpace.allCases)
  func theFirstLineHasTheWholeWidthInEitherMode(padding: PaddingMode, whiteSpace: WhiteSpace)
    throws
  {
    var request = Self.request(Self.short, width: 110)
    request.padding = padding
    request.whiteSpace = whiteSpace
    let title = try Self.composer.compose(request)
    #expect(title.badge == nil && title.paddingSpaceCount == 0 && title.paddedTitle == Self.short)
    #expect(title.lines.map(\.text) == [Self.short] && title.lines[0].x == 0)
    #expect(abs(title.lines[0].width - (7 * Self.syllable + Self.space)) < 1e-3)
    // A badge takes room on the first line: the same title needs two.
    request.categoryID = 1
    #expect(try Self.composer.compose(request).lines.count == 2)
  }

  @Test(arguments: Truncation.allCases)
  func theLastLineIsCutAtTheWholeWidth(truncation: Truncation) throws {
    var request = Self.request("가나다라마바사아자차카타파하", width: 100, lines: 1)
    request.truncation = truncation
    let title = try Self.composer.compose(request)
    let line = try #require(title.lines.first)
    #expect(title.isTruncated && title.lines.count == 1 && line.x == 0)
    #expect(line.text.hasSuffix("…") && line.range.lowerBound == 0)
    // The kept syllables and "…" fit the width; one syllable more would not.
    let kept = Double(line.range.count)
    let ellipsis = line.width - kept * Self.syllable
    #expect(ellipsis > 0 && line.width <= 100 && line.width + Self.syllable > 100)
  }

  @Test func balanceEvensTheLinesOverTheWholeWidth() throws {
    var request = Self.request(Self.words, width: 150, lines: 0)
    // Greedy: three words (144.32 px) then one.
    #expect(try Self.composer.compose(request).lines.map(\.range.lowerBound) == [0, 12])
    request.textWrap = .balance
    let balanced = try Self.composer.compose(request)
    #expect(balanced.lines.map(\.range.lowerBound) == [0, 8] && balanced.badge == nil)
  }

  @Test func aRightToLeftLineEndsAtTheRightEdge() throws {
    var request = Self.request(Self.short, width: 120)
    request.direction = .rtl
    let title = try Self.composer.compose(request)
    #expect(title.direction == .rtl && title.badge == nil)
    // The line's box, its width snapped up to 1/64 px (109.765625), ends at the right edge.
    #expect(title.lines[0].x == 120 - 109.765625)
  }

  @Test func aPreparedTitleLaysOutAsComposing() throws {
    let request = Self.request(Self.words, width: 150, lines: 2)
    let prepared = try Self.composer.prepare(request)
    for width in [60.0, 100, 150, 200] {
      var at = request
      at.width = width
      let laid = try prepared.layout(width: width, numberOfLines: 2)
      #expect(laid == (try Self.composer.compose(at)) && laid.badge == nil)
    }
  }

  @Test func theFitHelpersWorkWithoutABadge() throws {
    let request = Self.request(Self.short, width: 120, lines: 1)
    // 109.76 px at 16 px: 116.62 px at 17 px fits 120, 120.05 px at 17.5 does not.
    let sized = try Self.composer.largestFittingTitleSize(
      request, in: TitleSizeRange(minimum: 10, maximum: 20))
    #expect(sized.fits && sized.titleSize == 17 && sized.composed.badge == nil)
    let wrapped = try Self.composer.shrinkWrapped(request)
    #expect(abs(wrapped.width - 109.76) < 2.0 / 64 && wrapped.composed.lines.count == 1)
    #expect(wrapped.composed.badge == nil)
  }

  @Test func aRichTitleStartsAtTheEdgeAndItsHighlightsToo() throws {
    let request = TitleRequest(
      categoryID: nil, runs: [.text("가나다라 "), .text("마바사")], width: 120,
      highlights: [HighlightRange(start: 0, end: 2)])
    let title = try Self.composer.compose(request)
    #expect(title.badge == nil && title.lines.count == 1 && title.lines[0].x == 0)
    let rect = try #require(title.highlights.first?.rects.first)
    #expect(rect.x == 0 && abs(rect.width - 2 * Self.syllable) < 1.0 / 64)
  }

  /// A box first: it starts line 1 at the edge, the text after it (a block has no line before
  /// its first box); one wider than the rest of the line leaves the text to line 2.
  @Test func aRichTitleThatStartsWithABoxHasItOnTheFirstLine() throws {
    for (boxWidth, lines) in [(30.0, 1), (80.0, 2)] {
      let request = TitleRequest(
        categoryID: nil, runs: [.box(InlineBox(width: boxWidth, height: 14)), .text("가나다")], width: 100)
      let title = try Self.composer.compose(request)
      #expect(title.lines.count == lines && title.lines[0].x == 0)
      #expect(title.lines[0].range.lowerBound == 0 && title.lines[0].range.count >= 1)
      #expect(title.boxes.first?.frame.x == 0)
    }
  }

  @Test func anUnknownCategoryIsStillAnError() {
    #expect {
      try Self.composer.compose(categoryID: 99, title: "제목", width: 100)
    } throws: { error in
      guard case ComposerError.unknownCategory(id: 99, _, _) = error else { return false }
      return true
    }
  }
}
