import Testing
import TitleTestSupport
import TitleWire

@testable import TitleComposer

/// Issue 10 items 1 and 14 at the library level: the layouters' coordinate maximum
/// (10,000,000 px) and the ellipsis that never crosses the cell.
@Suite struct HardeningNumbersLayoutTests {
  static let screen = Rect(x: 0, y: 0, width: 375, height: 667)
  static let anchor = Rect(x: 100, y: 300, width: 40, height: 40)

  @Test(arguments: [1e19, 5e16, 10_000_000.5, .greatestFiniteMagnitude])
  func chipWidthBeyondTheMaximumIsInvalidWidth(width: Double) {
    #expect(throws: ChipLayoutError.invalidWidth(width)) {
      try ChipFixtures.fakeLayout(["a", "b"], width: width)
    }
  }

  @Test func chipWidthAtTheMaximumLaysOut() throws {
    let layout = try ChipFixtures.fakeLayout(["a", "b"], width: 10_000_000)
    #expect(layout.width == 10_000_000)
    #expect(layout.rowCount == 1)
  }

  @Test func tooltipMaximumWidthBeyondTheMaximumIsInvalidWidth() {
    #expect(throws: TooltipLayoutError.invalidWidth(1e19)) {
      try Self.fakeTooltip(maximumWidth: 1e19)
    }
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 1e308, height: 1e308),
    Rect(x: 1e18, y: 1e18, width: 375, height: 667),
    Rect(x: -10_000_001, y: 0, width: 375, height: 667),
  ])
  func boundsBeyondTheMaximumAreInvalidBounds(bounds: Rect) {
    #expect(throws: TooltipLayoutError.invalidBounds(bounds)) {
      try Self.fakeTooltip(anchor: Rect(x: 10, y: 300, width: 1, height: 1), bounds: bounds)
    }
  }

  @Test(arguments: [
    Rect(x: 1e308, y: 1e308, width: 1, height: 1), Rect(x: 1e18, y: 1e18, width: 1, height: 1),
    Rect(x: 100, y: 300, width: 2e7, height: 1),
  ])
  func anchorBeyondTheMaximumIsInvalidAnchor(anchor: Rect) {
    #expect(throws: TooltipLayoutError.invalidAnchor(anchor)) {
      try Self.fakeTooltip(anchor: anchor)
    }
  }

  @Test func boundsAtTheMaximumGiveAFrameOfTheLabelsWidth() throws {
    // Fake font, 10 px a character: "abc" is 30 px plus 5 + 5 insets = 40 px wide.
    let bounds = Rect(x: 0, y: 0, width: 10_000_000, height: 10_000_000)
    let layout = try Self.fakeTooltip(
      anchor: Rect(x: 5_000_000, y: 5_000_000, width: 1, height: 1), bounds: bounds)
    #expect(layout.bubble.width == 40)
    #expect(layout.frame.width == 40)
  }

  @Test func limitDescriptionsNameTheMaximum() {
    #expect(
      ChipLayoutError.invalidWidth(1e19).description
        == "invalid container width 1e+19: it must be a number above 0 and at most 10000000 px")
    #expect(
      TooltipLayoutError.invalidBounds(Rect(x: 0, y: 0, width: 1e308, height: 1e308)).description
        .contains("within ±10000000 px"))
  }

  /// Item 14: NanumGothic Bold 16 px title, badge "취미" 27.5625 px wide, "…" 15.04 px (the
  /// issue's numbers). At width 40 the ellipsis after the badge would end at 42.6 px.
  @Test func anEllipsisThatDoesNotFitAfterTheBadgeIsNotDrawn() throws {
    let composer = try Composer(fallback: .none)
    for padding in [PaddingMode.indent, .spaces] {
      let title = try composer.compose(
        TitleRequest(
          categoryID: 1, title: "제목입니다", width: 40, numberOfLines: 1, padding: padding))
      #expect(title.isTruncated)
      #expect(title.lines.count == 1)
      let line = title.lines[0]
      #expect(line.text == "")
      #expect(line.width == 0)
      #expect(!line.isTruncated)
      #expect(line.x + line.width <= 40)
    }
  }

  @Test func anEllipsisThatFitsAfterTheBadgeEndsInsideTheCell() throws {
    let composer = try Composer(fallback: .none)
    let title = try composer.compose(categoryID: 1, title: "제목입니다", width: 43, numberOfLines: 1)
    let line = title.lines[0]
    #expect(line.text == "…")
    #expect(line.x == 27.5625)
    #expect(line.width == FreeTypeArithmetic.nanum(940))
    #expect(line.isTruncated)
  }

  static func fakeTooltip(
    maximumWidth: Double = 200, anchor: Rect = anchor, bounds: Rect = screen
  ) throws(TooltipLayoutError) -> TooltipLayout {
    try ChipFixtures.tooltips.layout(
      "abc", maximumWidth: maximumWidth, pointingAt: anchor, in: bounds,
      options: TooltipOptions(), measurer: ChipFixtures.fake)
  }
}

/// Issue 10 item 15, numbers: a batch integer too large to be one says so, not "not whole".
@Suite struct HardeningNumbersBatchMessageTests {
  @Test(arguments: [
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 1e18}"#,
      "\"numberOfLines\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+18"
    ),
    (
      #"{"category": 1e300, "title": "a", "width": 100}"#,
      "\"category\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+300"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 2.5}"#,
      "\"numberOfLines\" must be a whole number, got 2.5"
    ),
  ])
  func tooLargeIntegersNameTheRange(line: String, message: String) {
    let parsed = BatchLine(bytes: Array(line.utf8))
    #expect(
      throws: BatchLineError(
        message.hasPrefix("\"category\"") ? .invalidCategory : .invalidNumberOfLines, message)
    ) {
      try parsed.request.get()
    }
  }
}
