import Testing
import TitleComposer

@testable import TitleWidgets

/// The layouters' coordinate maximum (10,000,000 px): a container, bubble, anchor or bounds
/// beyond it is refused with the error that names it; at it, the layout is exact.
@Suite struct CoordinateLimitTests {
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

  static func fakeTooltip(
    maximumWidth: Double = 200, anchor: Rect = anchor, bounds: Rect = screen
  ) throws(TooltipLayoutError) -> TooltipLayout {
    try ChipFixtures.tooltips.layout(
      "abc", maximumWidth: maximumWidth, pointingAt: anchor, in: bounds,
      options: TooltipOptions(), sized: ChipFixtures.fakeText)
  }
}
