import FoundationXML
import TitleComposer
import Testing

@testable import TitleRendering
import TitleFonts
import TitleWidgets

/// `<text>` mode names the face's weight: NanumGothicBold's family is "NanumGothic", so without
/// `font-weight` a viewer would draw the bold title in the regular face.
@Suite struct SVGFontWeightTests {
  private func texts(_ svg: String) throws -> [XMLElement] {
    let root = try #require(try XMLDocument(xmlString: svg, options: []).rootElement())
    return try root.nodes(forXPath: "//*[local-name()='text']").compactMap { $0 as? XMLElement }
  }

  @Test func boldFaceGetsFontWeightBold() throws {
    let composer = Fixtures.composer
    #expect(composer.titleFonts.primary.styleName == "Bold")
    let title = try composer.compose(
      categoryID: 1, title: Fixtures.short, width: 343, includesGlyphRuns: true)
    var style = CellStyle()
    style.svgText = .text
    let lines = try texts(try Fixtures.renderer.svg(for: title, style: style))
      .filter { $0.attribute("class") == "line" }
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.attribute("font-family") == "NanumGothic, sans-serif")
      #expect(line.attribute("font-weight") == "bold")
    }
  }

  @Test func regularFaceHasNoFontWeight() throws {
    let layouter = try TagChipLayouter(fallback: .none)
    #expect(layouter.fonts.primary.styleName == "Regular")
    let layout = try layouter.layout(["주차 가능한 절"], width: 343)
    var style = CellStyle()
    style.svgText = .text
    let elements = try texts(
      try ChipListRenderer(layouter: layouter).svg(for: layout, style: style))
    #expect(elements.count == 1)
    #expect(elements.first?.attribute("font-family") == "NanumGothic, sans-serif")
    #expect(elements.first?.attribute("font-weight") == nil)
  }
}
