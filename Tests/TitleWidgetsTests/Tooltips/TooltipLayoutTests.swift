import Foundation
import Testing
import TitleTestSupport

@testable import TitleComposer
import TitleText
@testable import TitleWidgets

/// Tooltip layout with the fake font (10 px per character, line height 10, ascent 8) and with
/// NanumGothic Regular 12 px (syllable 11.28, space 3.36, "i" 2.904, "O" 9.444, "S" 6.54 px,
/// line 13.8, ascent 11.04). Default insets 10 top/bottom and 5 left/right, radius 8, tip 10 × 5.
@Suite struct TooltipLayoutTests {
  static let tooltips = ChipFixtures.tooltips
  static let screen = Rect(x: 0, y: 0, width: 375, height: 667)
  static let anchor = Rect(x: 100, y: 300, width: 40, height: 40)

  static func fake(
    _ text: String, maximumWidth: Double = 100, anchor: Rect = anchor, bounds: Rect = screen,
    options: TooltipOptions = TooltipOptions()
  ) throws(TooltipLayoutError) -> TooltipLayout {
    try tooltips.layout(
      text, maximumWidth: maximumWidth, pointingAt: anchor, in: bounds, options: options,
      sized: ChipFixtures.fakeText)
  }

  @Test func labelWrapsInsideTheMaximumWidthAndLinesAreCentred() throws {
    // Room 100 − 10 = 90: "AAAA BBBB" (90) then "CCCC" (40). Bubble 90 + 10 by 2 × 10 + 20,
    // centred on x = 120 above the anchor: x 70, y 300 − 5 − 40 = 255.
    let tooltip = try Self.fake("AAAA BBBB CCCC")
    #expect(tooltip.bubble == Rect(x: 70, y: 255, width: 100, height: 40))
    #expect(tooltip.lines.map(\.text) == ["AAAA BBBB", "CCCC"])
    #expect(tooltip.lines.map(\.x) == [75, 100])  // 70 + 5 + (90 − 40) / 2
    #expect(tooltip.lines.map(\.baseline) == [273, 283])  // 255 + 10 + 8, + 10
    #expect(tooltip.lines.map(\.range) == [0..<10, 10..<14])
    #expect(
      tooltip.tip
        == TooltipTip(
          baseLeft: Point(x: 115, y: 295), apex: Point(x: 120, y: 300),
          baseRight: Point(x: 125, y: 295)))
    #expect(tooltip.frame == Rect(x: 70, y: 255, width: 100, height: 45))
    #expect(tooltip.position == .bottom && !tooltip.didFlip && tooltip.fitsVertically)
    #expect(!tooltip.isTruncated && tooltip.lineHeight == 10 && tooltip.cornerRadius == 8)
  }

  @Test func shortLabelIsAtLeastWideEnoughForTheTipBetweenTheCorners() throws {
    // "A" is 10 + 10 = 20 wide; the tip and two radii need 26; the line is centred in it.
    let tooltip = try Self.fake("A")
    #expect(tooltip.bubble.width == 26)
    #expect(tooltip.lines[0].x == tooltip.bubble.x + 8)
  }

  @Test func lineLimitTruncatesTheLastLine() throws {
    var options = TooltipOptions()
    options.numberOfLines = 1
    let tooltip = try Self.fake("AAAA BBBB CCCC", options: options)
    #expect(tooltip.lines.map(\.text) == ["AAAA BBB…"])
    #expect(tooltip.isTruncated && tooltip.bubble.height == 30)
  }

  @Test func flipsBelowWhenThereIsNoRoomAbove() throws {
    let tooltip = try Self.fake("AAAA", anchor: Rect(x: 100, y: 20, width: 40, height: 20))
    #expect(tooltip.position == .top && tooltip.didFlip)
    #expect(tooltip.bubble.y == 45)  // 40 + 5
    #expect(tooltip.lines[0].baseline == 63)  // 45 + 10 + 8
    #expect(tooltip.tip.apex == Point(x: 120, y: 40))
    #expect(tooltip.frame == Rect(x: 95, y: 40, width: 50, height: 35))
  }

  @Test func clampedAtTheScreensRightEdge() throws {
    let tooltip = try Self.fake(
      "AAAA BBBB CCCC", anchor: Rect(x: 360, y: 300, width: 15, height: 20))
    #expect(tooltip.bubble.x == 267)  // 375 − 8 − 100
    #expect(tooltip.tip.apex.x == 354)  // 367 − 8 − 5, short of the anchor's centre 367.5
    #expect(tooltip.lines.map(\.x) == [272, 297])
  }

  @Test func outlineIsOneContourWithTheTipInTheRightEdge() throws {
    let tooltip = try Self.fake("AAAA BBBB CCCC")
    let k = 8 * TooltipOutline.circleControl
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    // Bubble 70…170 × 255…295, radius 8, tip at 120 on the bottom edge.
    #expect(
      tooltip.outline == [
        .move(to: p(78, 255)),
        .line(to: p(162, 255)),
        .curve(to: p(170, 263), control1: p(162 + k, 255), control2: p(170, 263 - k)),
        .line(to: p(170, 287)),
        .curve(to: p(162, 295), control1: p(170, 287 + k), control2: p(162 + k, 295)),
        .line(to: p(125, 295)), .line(to: p(120, 300)), .line(to: p(115, 295)),
        .line(to: p(78, 295)),
        .curve(to: p(70, 287), control1: p(78 - k, 295), control2: p(70, 287 + k)),
        .line(to: p(70, 263)),
        .curve(to: p(78, 255), control1: p(70, 263 - k), control2: p(78 - k, 255)),
        .close,
      ])
  }

  @Test func topTipGoesIntoTheTopEdgeAndZeroRadiusHasNoCurves() throws {
    var options = TooltipOptions()
    options.position = .top
    options.cornerRadius = 0
    let tooltip = try Self.fake("AAAA BBBB CCCC", options: options)
    // Below the anchor: apex (120, 340), bubble from y 345.
    #expect(
      tooltip.outline == [
        .move(to: Point(x: 70, y: 345)),
        .line(to: Point(x: 115, y: 345)), .line(to: Point(x: 120, y: 340)),
        .line(to: Point(x: 125, y: 345)),
        .line(to: Point(x: 170, y: 345)), .line(to: Point(x: 170, y: 385)),
        .line(to: Point(x: 70, y: 385)), .line(to: Point(x: 70, y: 345)), .close,
      ])
  }

  @Test func realFontSingleLine() throws {
    // 2.904 + 9.444 + 6.54 + 3 × 3.36 + 7 × 11.28 = 107.928 → 107.9375, + 10; 13.8 + 20 tall.
    let tooltip = try Self.tooltips.layout(
      "iOS 앱 개발 알아가기", maximumWidth: 200, pointingAt: Self.anchor, in: Self.screen)
    #expect(tooltip.bubble.width == 117.9375)
    #expect(abs(tooltip.bubble.height - 33.8) < 1e-9)
    #expect(abs(tooltip.bubble.x - (120 - 117.9375 / 2)) < 1e-9)
    #expect(abs(tooltip.bubble.y - (300 - 5 - 33.8)) < 1e-9)
    #expect(tooltip.lines.map(\.text) == ["iOS 앱 개발 알아가기"])
    // i, O, S (242, 787, 545 units), 3 spaces (280), 7 syllables (940): FreeType's 16.16 advances.
    let width =
      [242, 787, 545, 280, 280, 280].map { FreeTypeArithmetic.nanum($0, size: 12) }
      .reduce(0, +) + 7 * FreeTypeArithmetic.nanum(940, size: 12)
    #expect(abs(tooltip.lines[0].width - width) < 1e-9)
    #expect(abs(tooltip.lines[0].baseline - (tooltip.bubble.y + 10 + 11.04)) < 1e-9)
  }

  @Test(arguments: [
    // room 85 − 10 = 75: "iOS 앱 개발" is 59.448; + " 알" is 74.088
    (WordBreak.keepAll, ["iOS 앱 개발", "알아가기"]),
    (.normal, ["iOS 앱 개발 알", "아가기"]),
  ])
  func realFontWrapsWithKeepAll(wordBreak: TitleText.WordBreak, lines: [String]) throws {
    var options = TooltipOptions()
    options.wordBreak = wordBreak
    let tooltip = try Self.tooltips.layout(
      "iOS 앱 개발 알아가기", maximumWidth: 85, pointingAt: Self.anchor, in: Self.screen,
      options: options)
    #expect(tooltip.lines.map(\.text) == lines)
    #expect(abs(tooltip.bubble.height - 47.6) < 1e-9)
    if wordBreak == .keepAll {
      #expect(tooltip.bubble.width == 69.453125)  // 59.448 → 59.453125, + 10
      // "알아가기" (45.12) centred: 5 + (59.453125 − 45.12) / 2.
      let text = 4 * FreeTypeArithmetic.nanum(940, size: 12)
      #expect(abs(tooltip.lines[1].x - tooltip.bubble.x - (5 + (59.453125 - text) / 2)) < 1e-9)
    }
  }

  @Test func emptyTextIsATypedError() {
    #expect(throws: TooltipLayoutError.emptyText) { try Self.fake("") }
    #expect(throws: TooltipLayoutError.emptyText) {
      try Self.tooltips.layout("", maximumWidth: 100, pointingAt: Self.anchor, in: Self.screen)
    }
  }

  @Test(arguments: [0.0, -5, .nan, .infinity, -.infinity])
  func badMaximumWidthsAreTypedErrors(width: Double) {
    #expect {
      try Self.tooltips.layout("팁", maximumWidth: width, pointingAt: Self.anchor, in: Self.screen)
    } throws: { error in
      guard case TooltipLayoutError.invalidWidth(let reported) = error else { return false }
      return reported == width || (reported.isNaN && width.isNaN)
    }
  }

  @Test func tooNarrowBubblesAndBadGeometryAreTypedErrors() {
    // Room 15 − 10 = 5 cannot hold one 10 px character.
    #expect(throws: TooltipLayoutError.widthTooNarrow(width: 15, required: 20)) {
      try Self.fake("A", maximumWidth: 15)
    }
    // Bounds 30 wide less two 8 px margins leave 14.
    #expect(throws: TooltipLayoutError.widthTooNarrow(width: 14, required: 20)) {
      try Self.fake("A", bounds: Rect(x: 0, y: 0, width: 30, height: 600))
    }
    let empty = Rect(x: 0, y: 0, width: 0, height: 600)
    #expect(throws: TooltipLayoutError.invalidBounds(empty)) { try Self.fake("A", bounds: empty) }
    let negative = Rect(x: 0, y: 0, width: -1, height: 10)
    #expect(throws: TooltipLayoutError.invalidAnchor(negative)) {
      try Self.fake("A", anchor: negative)
    }
    var options = TooltipOptions()
    options.fontSize = .nan
    #expect(throws: TooltipLayoutError.self) { try Self.fake("A", options: options) }
    options = TooltipOptions()
    options.tipHeight = -1
    #expect(
      throws: TooltipLayoutError.invalidOptions(
        reason: "tipHeight must be a finite number in [0, 1000], got -1.0")
    ) { try Self.fake("A", options: options) }
    options = TooltipOptions()
    options.numberOfLines = -1
    #expect(throws: TooltipLayoutError.self) { try Self.fake("A", options: options) }
  }

  @Test func layoutIsCodableAndThreadSafe() async throws {
    let texts = (1...30).map { String(repeating: "팁 도움말 ", count: $0) }
    let serial = try texts.map {
      try Self.tooltips.layout($0, maximumWidth: 200, pointingAt: Self.anchor, in: Self.screen)
    }
    // With the glyph runs (left out of plain JSON) everything round-trips: the lines are
    // `ComposedLine`s, whose numbers go out rounded to 1e-6 (docs/batch.md, "Results"), so the
    // decoded layouts encode to the same text and keep every line's text and range.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.includesGlyphRuns] = true
    let data = try encoder.encode(serial)
    let decoded = try JSONDecoder().decode([TooltipLayout].self, from: data)
    #expect(try encoder.encode(decoded) == data)
    #expect(decoded.map { $0.lines.map(\.text) } == serial.map { $0.lines.map(\.text) })
    #expect(decoded.map { $0.lines.map(\.range) } == serial.map { $0.lines.map(\.range) })
    let parallel = try await withThrowingTaskGroup(of: (Int, TooltipLayout).self) { group in
      for (index, text) in texts.enumerated() {
        group.addTask {
          (
            index,
            try Self.tooltips.layout(
              text, maximumWidth: 200, pointingAt: Self.anchor, in: Self.screen)
          )
        }
      }
      var results = [TooltipLayout?](repeating: nil, count: texts.count)
      for try await (index, layout) in group { results[index] = layout }
      return results
    }
    #expect(parallel == serial)
  }
}
