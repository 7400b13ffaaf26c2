import Foundation
import FoundationXML
import TitleComposer
import Testing

@testable import TitleRendering

/// A cell whose title has no badge: nothing of a badge is drawn, and the title starts at the
/// cell's left edge (hb-shape: NanumGothic Bold's Hangul syllables advance 940 of 1000 units,
/// 15.04 px at 16 px; U+0020 advances 280 units, 4.48 px).
@Suite struct NoBadgeRenderTests {
  let composer = Fixtures.composer
  let renderer = Fixtures.renderer
  static let title = "가나다라 마바사"

  func composed(categoryID: Int?) throws -> ComposedTitle {
    try composer.compose(
      TitleRequest(
        categoryID: categoryID, title: Self.title, width: 120, numberOfLines: 2,
        includesGlyphRuns: true))
  }

  @Test func theLineStartsAtTheLeftEdgeWithTheWholeWidth() throws {
    let title = try composed(categoryID: nil)
    #expect(title.badge == nil)
    #expect(title.lines.map(\.text) == [Self.title])
    let line = title.lines[0]
    #expect(line.x == 0 && line.runs.first?.x == 0)
    // (FreeType's 16.16 advances: within 1e-3 px of the font units' widths.)
    #expect(abs(line.width - (7 * 15.04 + 4.48)) < 1e-3)
    // With a badge the same text does not fit beside it at this width.
    #expect(try composed(categoryID: 1).lines.count == 2)
  }

  @Test(arguments: [1.0, 2.0])
  func thePNGHasNoBadgeAndInkFromTheLeftEdge(scale: Double) throws {
    let title = try composed(categoryID: nil)
    let image = try renderer.image(for: title, style: Fixtures.style(scale: scale))
    #expect(image.width == Int((120 * scale).rounded(.up)))
    #expect(image.height == Int((title.height * scale).rounded(.up)))
    let background = BuiltInCategory.hobby.category.background
    let badged = try renderer.image(
      for: try composed(categoryID: 1), style: Fixtures.style(scale: scale))
    func badgeColoured(_ image: RasterImage) -> Int {
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.pixel(x: x, y: y) == background { count += 1 }
      }
      return count
    }
    #expect(badgeColoured(image) == 0)
    #expect(badgeColoured(badged) > 0)
    // The first syllable's ink lies in its 15.04 px cell at the left edge; the line's ink ends
    // within its width.
    let band = deviceRange(title.lines[0].baseline - 8, title.lines[0].baseline, scale: scale)
    #expect(image.hasInk(x: 0..<Int(15.04 * scale), y: band))
    #expect(!image.hasInk(x: Int((109.76 * scale).rounded(.up)) + 1..<image.width, y: band))
  }

  @Test(arguments: SVGTextMode.allCases)
  func theSVGHasNoBadgeGroup(mode: SVGTextMode) throws {
    var style = CellStyle()
    style.svgText = mode
    let svg = try renderer.svg(for: try composed(categoryID: nil), style: style)
    let root = try #require(try XMLDocument(xmlString: svg, options: []).rootElement())
    #expect(try root.nodes(forXPath: "//*[@class='badge']").isEmpty)
    let lines = try root.nodes(forXPath: "//*[@class='line']").compactMap { $0 as? XMLElement }
    #expect(lines.count == 1)
    if mode == .text {
      let x = lines.first?.attributes?.first { $0.name == "x" }?.stringValue
      #expect(x == "0")
    }
  }
}
