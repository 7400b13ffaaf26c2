import Testing
@testable import TitleWidgets

@testable import TitleComposer

/// Chips and tooltips in a right-to-left direction, with the constant-advance fake font (each
/// character 10 px, line height 10, ascent 8): the flow starts at the right edge and a tooltip's
/// lines align right. Every expected value is worked out by hand below.
@Suite struct RightToLeftWidgetTests {
  typealias Fixtures = ChipFixtures

  /// Widths 70, 90, 50, 110 in 200 (``ChipLayoutTests``): rows [70, 90] and [50, 110].
  static let titles = ["AAAA", "BBBBBB", "CC", "DDDDDDDD"]

  @Test func chipsFlowFromTheRightEdge() throws {
    var options = TagChipLayoutOptions()
    options.direction = .rtl
    let layout = try Fixtures.fakeLayout(Self.titles, width: 200, options: options)
    // Row 0: the first chip's right edge at 200 (x 130), then 5 px, then 90 (x 35).
    #expect(
      layout.chips.map(\.frame) == [
        Rect(x: 130, y: 0, width: 70, height: 23), Rect(x: 35, y: 0, width: 90, height: 23),
        Rect(x: 150, y: 31, width: 50, height: 23), Rect(x: 35, y: 31, width: 110, height: 23),
      ])
    // The text 15 px from each chip's right edge: 200 − 15 − 40 = 145, …
    #expect(layout.chips.map(\.textX) == [145, 50, 165, 50])
    #expect(layout.chips.map(\.textWidth) == [40, 60, 20, 80])
  }

  @Test func trailingPacksAgainstTheLeftEdgeInRightToLeft() throws {
    var options = TagChipLayoutOptions()
    options.direction = .rtl
    options.alignment = .trailing
    let layout = try Fixtures.fakeLayout(Self.titles, width: 200, options: options)
    // Leftover 35 px goes to the right: the row's last chip touches the left edge.
    #expect(layout.chips.map(\.frame.x) == [95, 0, 115, 0])
  }

  @Test func autoFollowsTheFirstTag() throws {
    var options = TagChipLayoutOptions()
    options.direction = .auto
    let hebrew = try Fixtures.fakeLayout(["אבג", "AB"], width: 200, options: options)
    #expect(hebrew.chips.map(\.frame.x) == [140, 85])  // 200 − 60, 140 − 5 − 50
    let latin = try Fixtures.fakeLayout(["AB", "אבג"], width: 200, options: options)
    #expect(latin.chips.map(\.frame.x) == [0, 55])
  }

  @Test func tooltipLinesAlignRight() throws {
    var options = TooltipOptions()
    options.direction = .rtl
    // The bubble of ``TooltipLayoutTests``: x 70, width 100, text room 90 from x 75.
    let tooltip = try TooltipLayoutTests.fake("AAAA BBBB CCCC", options: options)
    #expect(tooltip.bubble == Rect(x: 70, y: 255, width: 100, height: 40))
    #expect(tooltip.lines.map(\.text) == ["AAAA BBBB", "CCCC"])
    #expect(tooltip.lines.map(\.x) == [75, 125])  // right edges at 75 + 90 = 165
    #expect(tooltip.lines.map(\.baseline) == [273, 283])
  }

  @Test func leftToRightTooltipsStayCentred() throws {
    let tooltip = try TooltipLayoutTests.fake("AAAA BBBB CCCC")
    #expect(tooltip.lines.map(\.x) == [75, 100])
  }
}
