import FoundationXML
import TitleComposer
import Testing

@testable import TitleRendering
import Foundation

/// SVG output: well-formed XML, one text group per line, the badge's box, escaping.
@Suite struct SVGTests {
  // FoundationXML on Linux: `attribute(forName:)` and unprefixed XPath names miss under a
  // default namespace, so attributes are read from `attributes` and XPath uses local-name().
  let composer = Fixtures.composer
  let renderer = Fixtures.renderer

  private func parse(_ svg: String) throws -> XMLElement {
    let document = try XMLDocument(xmlString: svg, options: [])
    return try #require(document.rootElement())
  }

  private func nodes(_ root: XMLElement, _ xpath: String) throws -> [XMLElement] {
    try root.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
  }

  @Test(arguments: Array(Fixtures.corpus.prefix(20)), SVGTextMode.allCases)
  func oneTextGroupPerLine(entry: (id: String, request: TitleRequest), mode: SVGTextMode) throws {
    let title = try composer.compose(entry.request.withGlyphRuns)
    var style = CellStyle()
    style.svgText = mode
    let root = try parse(
      try renderer.svg(for: title, style: style, titleSize: entry.request.titleSize))
    #expect(root.name == "svg")
    let lines = try nodes(root, "//*[@class='line']")
    #expect(lines.count == title.lines.count, "\(entry.id)")
    for (element, line) in zip(lines, title.lines) {
      #expect(element.name == (mode == .text ? "text" : "g"))
      let text = mode == .text ? element.stringValue : element.attribute("aria-label")
      #expect(text == line.text)
      if mode == .outlines, line.text.contains(where: { !$0.isWhitespace }) {
        // Outlines as a path, colour emoji as images.
        let d = try nodes(element, "*[local-name()='path']").first?.attribute("d")
        let images = try nodes(element, "*[local-name()='image']")
        #expect(d?.hasPrefix("M") == true || !images.isEmpty, "\(entry.id): \(line.text)")
      }
    }
  }

  @Test(arguments: BuiltInCategory.allCases)
  func badgeIsARoundedRectInTheCategoryColour(category: BuiltInCategory) throws {
    let title = try composer.compose(
      categoryID: category.rawValue, title: Fixtures.short, width: 343, includesGlyphRuns: true)
    let root = try parse(try renderer.svg(for: title))
    let rect = try #require(try nodes(root, "//*[@class='badge']/*[local-name()='rect']").first)
    #expect(rect.attribute("fill") == category.category.background.hex)
    let rx = try #require(rect.attribute("rx").flatMap(Double.init))
    #expect(abs(rx - title.badge!.cornerRadius) < 0.01)
    let width = try #require(rect.attribute("width").flatMap(Double.init))
    #expect(abs(width - title.badge!.frame.width) < 0.01)
  }

  @Test(arguments: SVGTextMode.allCases)
  func markupInTitlesIsEscapedNotInjected(mode: SVGTextMode) throws {
    let hostile = "a<b & \"c\" 'd'> </text><script>alert(1)</script>\u{1}"
    let title = try composer.compose(
      categoryID: 1, title: hostile, width: 343, numberOfLines: 0, includesGlyphRuns: true)
    var style = CellStyle()
    style.svgText = mode
    let svg = try renderer.svg(for: title, style: style)
    let root = try parse(svg)
    #expect(try nodes(root, "//*[local-name()='script']").isEmpty)
    #expect(!svg.contains("<script"))
    let lines = try nodes(root, "//*[@class='line']")
    let drawn = lines.map { mode == .text ? $0.stringValue! : $0.attribute("aria-label")! }
    let expected = title.lines.map { $0.text.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}") }
    #expect(drawn == expected)
  }

  @Test func colourEmojiAreEmbeddedAsImages() throws {
    let title = try composer.compose(
      categoryID: 1, title: "강아지 🐶", width: 343, includesGlyphRuns: true)
    let root = try parse(try renderer.svg(for: title))
    let image = try #require(try nodes(root, "//*[local-name()='image']").first)
    let href = try #require(image.attribute("href"))
    #expect(href.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
  }

  @Test func sizeAndBackgroundFollowTheStyle() throws {
    let title = try composer.compose(
      categoryID: 1, title: Fixtures.long, width: 343, includesGlyphRuns: true)
    var style = CellStyle()
    style.scale = 3
    style.padding = CellInsets(all: 10)
    style.background = RGBColor(hex: "#F5F5F5")
    let root = try parse(try renderer.svg(for: title, style: style))
    let width = try #require(root.attribute("width").flatMap(Double.init))
    #expect(abs(width - 363 * 3) < 0.01)
    let background = try #require(try nodes(root, "//*[@class='background']").first)
    #expect(background.attribute("fill") == "#F5F5F5")
  }

  @Test func escapingAndBase64() {
    #expect(XMLText.escape("<&>\"'x") == "&lt;&amp;&gt;&quot;&apos;x")
    #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
    #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
    #expect(Base64.encode(Array("M".utf8)) == "TQ==")
    #expect(SVGNumber(1.005).description == "1" || SVGNumber(1.005).description == "1.01")
    #expect(SVGNumber(-0.5).description == "-0.5")
    #expect(SVGNumber(12.25).description == "12.25")
    #expect(SVGNumber(3.0).description == "3")
  }
}

extension XMLElement {
  /// The value of an attribute by name (see the note on ``SVGTests``).
  func attribute(_ name: String) -> String? {
    attributes?.first { $0.name == name || $0.localName == name }?.stringValue
  }
}
