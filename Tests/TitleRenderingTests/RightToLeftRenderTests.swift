import TitleComposer
import Testing

@testable import TitleRendering

/// Right-to-left cells drawn: the renderers draw the boxes where the composed title puts them,
/// so the badge's fill is at the right edge and none is at the left, and an SVG `<text>` line
/// is `direction="rtl"` anchored at its right edge.
@Suite struct RightToLeftRenderTests {
  let composer = Fixtures.composer
  let renderer = Fixtures.renderer

  func composed(_ direction: TextDirection, category: Int = 4) throws -> ComposedTitle {
    var request = TitleRequest(
      categoryID: category, title: Fixtures.short, width: 300, includesGlyphRuns: true)
    request.direction = direction
    return try composer.compose(request)
  }

  @Test(arguments: [1.0, 2.0])
  func theBadgeIsFilledAtTheRightEdge(scale: Double) throws {
    let title = try composed(.rtl)
    let background = BuiltInCategory.finance.category.background
    let image = try renderer.image(for: title, style: Fixtures.style(scale: scale))
    let frame = title.badge!.frame
    let y = Int(((frame.y + frame.height / 2) * scale).rounded(.down))
    // Between the label's end and the box's right edge (the corner radius is rounded only at
    // the top and bottom), and nowhere at the cell's left edge.
    let labelEnd = frame.x + title.badge!.labelX + title.badge!.labelAdvance
    let x = Int(((labelEnd + frame.x + frame.width) / 2 * scale).rounded(.down))
    #expect(image.pixel(x: x, y: y) == background)
    #expect(image.pixel(x: 1, y: y) != background)
    let ltr = try renderer.image(for: try composed(.ltr), style: Fixtures.style(scale: scale))
    #expect(ltr.pixel(x: image.width - 1 - x, y: y) == background)
  }

  @Test func theTextEndsBesideTheBadge() throws {
    let title = try composed(.rtl)
    let image = try renderer.image(for: title, style: Fixtures.style(scale: 1))
    let line = title.lines[0]
    let top = Int(line.baseline - 12)
    let bottom = Int(line.baseline + 3)
    #expect(image.hasInk(x: Int(line.x)..<Int(line.x + line.width), y: top..<bottom))
    // Nothing drawn left of the line on its own row.
    #expect(!image.hasInk(x: 0..<max(0, Int(line.x) - 1), y: top..<bottom))
  }

  @Test func svgTextLinesAreRightToLeftAtTheirRightEdge() throws {
    let title = try composed(.rtl)
    var style = Fixtures.style(scale: 1)
    style.svgText = .text
    let svg = try renderer.svg(for: title, style: style)
    let line = title.lines[0]
    #expect(svg.contains("x=\"\(SVGNumber(line.x + line.width))\""))
    #expect(svg.contains("direction=\"rtl\""))
    #expect(svg.contains("<rect x=\"\(SVGNumber(title.badge!.frame.x))\""))
    let ltrSVG = try renderer.svg(for: try composed(.ltr), style: style)
    #expect(!ltrSVG.contains("direction="))
  }
}
