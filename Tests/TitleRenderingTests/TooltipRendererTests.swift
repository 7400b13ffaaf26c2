import Foundation
import FoundationXML
import TitleComposer
import Testing
import TitleWidgets

@testable import TitleRendering

/// Tooltips drawn from their layout: the outline filled, the tip's apex inked, nothing outside.
@Suite struct TooltipRendererTests {
  static let layouter = try! TooltipLayouter(fallback: .none)
  static let renderer = TooltipRenderer(layouter: layouter)
  static let bounds = Rect(x: 0, y: 0, width: 375, height: 667)
  static let bubbleColour = RGBColor(red: 0x33, green: 0x33, blue: 0x33)

  static func layout(_ position: TipPosition, anchorX: Double = 100) throws -> TooltipLayout {
    var options = TooltipOptions()
    options.position = position
    return try layouter.layout(
      "iOS 앱 개발 알아가기", maximumWidth: 200,
      pointingAt: Rect(x: anchorX, y: 300, width: 40, height: 40), in: bounds, options: options)
  }

  /// The device pixel whose centre is nearest a point of the bounds' coordinates.
  static func pixel(_ x: Double, _ y: Double, in layout: TooltipLayout, scale: Double)
    -> (Int, Int)
  {
    (
      Int(((x - layout.frame.x) * scale).rounded(.down)),
      Int(((y - layout.frame.y) * scale).rounded(.down))
    )
  }

  @Test(arguments: TipPosition.allCases, [1.0, 2.0, 3.0])
  func bubbleTipAndOutside(position: TipPosition, scale: Double) throws {
    let layout = try Self.layout(position)
    let image = try Self.renderer.image(for: layout, style: Fixtures.style(scale: scale))
    #expect(image.width == Int((layout.frame.width * scale - 1e-9).rounded(.up)))
    #expect(image.height == Int((layout.frame.height * scale - 1e-9).rounded(.up)))
    let bubble = layout.bubble
    // Inside the bubble, in the label's left inset: the bubble's colour.
    let (ix, iy) = Self.pixel(
      bubble.x + 2.5, bubble.y + bubble.height / 2, in: layout, scale: scale)
    #expect(image.pixel(x: ix, y: iy) == Self.bubbleColour)
    // Just inside the apex (1.5 px towards the bubble): filled.
    let apex = layout.tip.apex
    let inward = position == .bottom ? -1.5 : 1.5
    let (ax, ay) = Self.pixel(apex.x, apex.y + inward, in: layout, scale: scale)
    let tip = image.pixel(x: ax, y: ay)
    #expect(tip.alpha > 160, "tip apex alpha \(tip.alpha)")
    #expect(tip.red == 0x33 && tip.green == 0x33 && tip.blue == 0x33)
    // Beside the tip, level with the apex, and the frame's corners: transparent.
    let (sx, sy) = Self.pixel(layout.tip.baseLeft.x - 2, apex.y + inward, in: layout, scale: scale)
    #expect(image.pixel(x: sx, y: sy).alpha == 0)
    for (x, y) in [
      (0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1),
    ] {
      #expect(image.pixel(x: x, y: y).alpha == 0, "corner (\(x), \(y))")
    }
  }

  @Test func labelIsDrawnInTheTextColour() throws {
    let layout = try Self.layout(.bottom)
    let image = try Self.renderer.image(for: layout, style: Fixtures.style(scale: 2))
    let line = layout.lines[0]
    let white = (0..<image.width).contains { x in
      (0..<image.height).contains { y in
        image.pixel(x: x, y: y) == RGBColor(red: 255, green: 255, blue: 255)
      }
    }
    #expect(white)
    // The label sits inside the bubble: no white outside the lines' boxes.
    let (lx, _) = Self.pixel(line.x, line.baseline, in: layout, scale: 2)
    #expect(lx > 0)
  }

  @Test func areaPlacesTheTooltipInTheBounds() throws {
    let layout = try Self.layout(.top, anchorX: 300)
    var style = Fixtures.style(scale: 1)
    style.background = RGBColor(red: 0xF0, green: 0xF0, blue: 0xF0)
    let image = try Self.renderer.image(for: layout, style: style, area: Self.bounds)
    #expect(image.width == 375 && image.height == 667)
    let bubble = layout.bubble
    #expect(
      image.pixel(x: Int(bubble.x + 2.5), y: Int(bubble.y + bubble.height / 2)) == Self.bubbleColour
    )
    #expect(image.pixel(x: 2, y: 2) == style.background)
  }

  @Test(arguments: SVGTextMode.allCases)
  func svgHasTheBubbleAndOneElementPerLine(mode: SVGTextMode) throws {
    var options = TooltipOptions()
    options.numberOfLines = 0
    let layout = try Self.layouter.layout(
      "오늘의 추천 템플스테이를 확인해 보세요\n새로운 절이 추가되었어요", maximumWidth: 160,
      pointingAt: Rect(x: 180, y: 400, width: 20, height: 20), in: Self.bounds, options: options)
    #expect(layout.lines.count >= 2)
    var style = CellStyle()
    style.svgText = mode
    let svg = try Self.renderer.svg(for: layout, style: style)
    let document = try XMLDocument(xmlString: svg, options: [])
    let root = try #require(document.rootElement())
    let bubbles = try root.nodes(forXPath: "//*[@class='bubble']").compactMap { $0 as? XMLElement }
    #expect(bubbles.count == 1)
    let d = try #require(bubbles.first?.attribute("d"))
    #expect(d.hasPrefix("M") && d.hasSuffix("Z") && d.contains("C"))
    #expect(bubbles.first?.attribute("fill") == "#333333")
    let lines = try root.nodes(forXPath: "//*[@class='line']").compactMap { $0 as? XMLElement }
    #expect(lines.count == layout.lines.count)
    for (element, line) in zip(lines, layout.lines) {
      #expect((mode == .text ? element.stringValue : element.attribute("aria-label")) == line.text)
    }
  }
}
