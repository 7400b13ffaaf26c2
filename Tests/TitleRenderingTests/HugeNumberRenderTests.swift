import Testing
import TitleComposer
import TitleRendering
import TitleWidgets

/// Every renderer, PNG and SVG, answers numbers beyond
/// ``RenderLimits`` with a typed error instead of trapping in a Double→Int conversion.
@Suite struct HugeNumberRenderTests {
  static let tooltips = try! TooltipLayouter(fallback: .none)
  static let tooltipRenderer = TooltipRenderer(layouter: tooltips)
  static let chips = try! TagChipLayouter(fallback: .none)
  static let chipRenderer = ChipListRenderer(layouter: chips)

  @Test(arguments: [OutputFormat.png, .svg], [1e19, 5e16, 10_000_001])
  func aCellWiderThanTheMaximumIsGeometryOutOfRange(format: OutputFormat, width: Double) throws {
    let title = try Fixtures.nanumOnly.compose(
      categoryID: 1, title: "제목", width: width, includesGlyphRuns: true)
    var style = Fixtures.style()
    style.format = format
    #expect(throws: RenderError.geometryOutOfRange(name: "title.width", value: width)) {
      try Fixtures.renderer.render(title, style: style)
    }
  }

  @Test func aCellWithinTheCoordinatesButTooWideIsAnInvalidImageSize() throws {
    // 10,000,000 px × scale 2 = 20,000,000 device pixels; the height is ceil(18.4 × 2) = 37.
    let title = try Fixtures.nanumOnly.compose(
      categoryID: 1, title: "제목", width: 10_000_000, includesGlyphRuns: true)
    #expect(throws: RenderError.invalidImageSize(width: 20_000_000, height: 37)) {
      try Fixtures.renderer.png(for: title, style: Fixtures.style(scale: 2))
    }
  }

  @Test func aCellTitleSizeBeyondTheMaximumIsInvalidFontSize() throws {
    let title = try Fixtures.nanumOnly.compose(
      categoryID: 1, title: "제목", width: 100, includesGlyphRuns: true)
    #expect(throws: RenderError.invalidFontSize(1e6)) {
      try Fixtures.renderer.png(for: title, titleSize: 1e6)
    }
    #expect(throws: RenderError.invalidFontSize(1e6)) {
      try Fixtures.renderer.svg(for: title, titleSize: 1e6)
    }
  }

  @Test func anImageOverTheAreaLimitIsAnInvalidImageSize() throws {
    // 10,000 × 10,000 at scale 1 is 100 Mpx: each side is legal, the area is not.
    let layout = try Self.tooltips.layout(
      "말", maximumWidth: 200, pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
      in: Rect(x: 0, y: 0, width: 375, height: 667))
    let area = Rect(x: 0, y: 0, width: 10_000, height: 10_000)
    #expect(throws: RenderError.invalidImageSize(width: 10_000, height: 10_000)) {
      try Self.tooltipRenderer.png(for: layout, style: Fixtures.style(scale: 1), area: area)
    }
    #expect(RenderLimits.maximumImagePixels == 67_108_864)
    #expect(RenderLimits.maximumImageSide == 16_384)
  }

  @Test(arguments: [OutputFormat.png, .svg])
  func aTooltipAreaBeyondTheMaximumIsGeometryOutOfRange(format: OutputFormat) throws {
    let layout = try Self.tooltips.layout(
      "말", maximumWidth: 200, pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
      in: Rect(x: 0, y: 0, width: 375, height: 667))
    var style = Fixtures.style()
    style.format = format
    let area = Rect(x: 1e18, y: 0, width: 375, height: 667)
    #expect(throws: RenderError.geometryOutOfRange(name: "tooltip area.x", value: 1e18)) {
      try Self.tooltipRenderer.render(layout, style: style, area: area)
    }
  }

  @Test func aHandMadeTooltipFarAwayIsGeometryOutOfRange() throws {
    var layout = try Self.tooltips.layout(
      "말", maximumWidth: 200, pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
      in: Rect(x: 0, y: 0, width: 375, height: 667))
    layout.frame.x = 1e19
    #expect(throws: RenderError.geometryOutOfRange(name: "tooltip.frame.x", value: 1e19)) {
      try Self.tooltipRenderer.png(for: layout)
    }
    layout.frame.x = 0
    layout.fontSize = 5000
    #expect(throws: RenderError.invalidFontSize(5000)) { try Self.tooltipRenderer.svg(for: layout) }
  }

  @Test(arguments: [OutputFormat.png, .svg])
  func aHandMadeChipListBeyondTheMaximumIsGeometryOutOfRange(format: OutputFormat) throws {
    var layout = try Self.chips.layout(["a", "b"], width: 200)
    layout.width = 1e19
    var style = Fixtures.style()
    style.format = format
    #expect(throws: RenderError.geometryOutOfRange(name: "tags.width", value: 1e19)) {
      try Self.chipRenderer.render(layout, style: style)
    }
    layout.width = 200
    layout.chips[1].frame.x = -.infinity
    #expect(
      throws: RenderError.geometryOutOfRange(name: "tags.chips[1].frame.x", value: -.infinity)
    ) {
      try Self.chipRenderer.render(layout, style: style)
    }
  }

  @Test func errorsDescribeTheLimit() {
    #expect(
      RenderError.geometryOutOfRange(name: "title.width", value: 1e19).description
        == "cannot render title.width 1e+19: coordinates and sizes must be finite and within"
        + " ±10000000 px")
    #expect(
      RenderError.invalidImageSize(width: 20_000_000, height: 37).description.hasPrefix(
        "invalid image size 20000000×37 pixels: each side must be 1…16384 pixels"))
  }
}
