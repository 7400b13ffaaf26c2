import Foundation
import FoundationXML
import Testing
import TitleComposer
import TitleRendering

/// Rich cells: each part in its own fonts, size and colour, boxes as dashed placeholders with
/// their names, highlight backgrounds, the cell as tall as the line boxes; PNG and SVG alike.
/// The expected places come from the composed title (its parts, boxes and highlight rectangles)
/// and the colours from the style written here; the pixels and the SVG are checked against them.
@Suite struct RichCellRenderTests {
  static let strongColor = RGBColor(red: 0x1F, green: 0x6F, blue: 0xEB)
  static let countColor = RGBColor(red: 0xE5, green: 0x48, blue: 0x4D)
  static let titleColor = RGBColor(red: 0x22, green: 0x22, blue: 0x22)
  static let highlightColor = RGBColor(red: 0xFF, green: 0xE9, blue: 0x8A)

  /// NanumGothic titles; a bold blue prefix style and a smaller red count style.
  static let composer: Composer = {
    var style = TitleStyle()
    style.titleFont = .bundled(.nanumGothic)
    style.titleColor = titleColor
    style.runStyles = [
      "strong": RunStyle(font: .bundled(.nanumGothicBold), color: strongColor),
      "count": RunStyle(size: 12, color: countColor),
    ]
    return try! Composer(style: style, fallback: .none)
  }()
  static let renderer = CellRenderer(composer: composer)

  /// "[공지] 이번 주 업데이트 새 기능 정리 [new] 그리고 …" with " [23]" kept at the end; "새 기능"
  /// (offsets 15..<19) highlighted. At 300 px the box ends the first line and the second is cut.
  static func request(width: Double = 300, numberOfLines: Int = 2) -> TitleRequest {
    var request = TitleRequest(
      categoryID: 3,
      runs: [
        .text("[공지] ", style: "strong"), .text("이번 주 업데이트 "), .text("새 기능"),
        .text(" 정리 "), .box(InlineBox(width: 14, height: 14, name: "new")),
        .text(" 그리고 자주 묻는 질문과 답변을 모두 모았습니다"),
      ],
      end: [.text(" [23]", style: "count")], width: width, numberOfLines: numberOfLines,
      highlights: [HighlightRange(start: 15, end: 19)])
    request.includesGlyphRuns = true
    return request
  }

  static func cellStyle(_ mode: SVGTextMode = .outlines) -> CellStyle {
    var style = CellStyle()
    style.padding = CellInsets(all: 4)
    style.svgText = mode
    return style
  }

  /// The colour a part is drawn in, from the style above.
  static func expectedColor(_ part: LinePart) -> RGBColor {
    switch part.style {
    case "strong": strongColor
    case "count": countColor
    default: titleColor
    }
  }

  @Test func composedTitleHasWhatTheseTestsDraw() throws {
    let title = try Self.composer.compose(Self.request())
    #expect(title.isTruncated)
    #expect(title.boxes.map(\.name) == ["new"])
    #expect(title.highlights.first?.rects.isEmpty == false)
    let parts = title.lines.flatMap(\.parts)
    #expect(parts.contains { $0.kind == .ellipsis })
    #expect(parts.last?.style == "count")
    #expect(parts.last?.size == 12)
  }

  // MARK: - PNG

  @Test func cellIsAsTallAsTheLineBoxes() throws {
    let title = try Self.composer.compose(Self.request())
    let last = try #require(title.lines.last?.lineBox)
    let image = try Self.renderer.image(for: title, style: Self.cellStyle())
    // 4 px padding above and below, scale 2.
    #expect(image.height == Int(((last.top + last.height + 8) * 2 - 1e-9).rounded(.up)))
    #expect(image.width == Int(((title.width + 8) * 2 - 1e-9).rounded(.up)))
    // Never shorter than two plain lines: a line box holds at least the title's own line.
    #expect(last.top + last.height >= 2 * title.lineHeight)
  }

  @Test func highlightFillsItsRectanglesOnly() throws {
    let title = try Self.composer.compose(Self.request())
    let image = try Self.renderer.image(for: title, style: Self.cellStyle())
    let rects = try #require(title.highlights.first?.rects).map { device($0) }
    #expect(rects.count == 1)
    var inside = 0
    var total = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image.pixel(x: x, y: y)
        let isInside = rects.contains { $0.x.contains(x) && $0.y.contains(y) }
        if isInside { total += 1 }
        guard pixel == Self.highlightColor else { continue }
        #expect(isInside, "highlight colour at (\(x), \(y)) outside its rectangles")
        if isInside { inside += 1 }
      }
    }
    // Most of each rectangle shows the fill; glyphs cover the rest.
    #expect(inside * 2 > total, "\(inside) of \(total)")
  }

  @Test func eachPartInItsColour() throws {
    let title = try Self.composer.compose(Self.request())
    let image = try Self.renderer.image(for: title, style: Self.cellStyle())
    for line in title.lines {
      let box = try #require(line.lineBox)
      for part in line.parts where part.kind != .box && part.width > 0 {
        let area = device(Rect(x: part.x, y: box.top, width: part.width, height: box.height))
        let colours = inkColours(image, area)
        let expected = Self.expectedColor(part)
        #expect(colours.contains(expected), "\(part.range) \(part.style ?? "-")")
        for other in [Self.strongColor, Self.countColor, Self.titleColor] where other != expected {
          #expect(!colours.contains(other), "\(part.range) has \(other.hex)")
        }
      }
    }
  }

  @Test func boxIsADashedOutlineWithItsName() throws {
    let title = try Self.composer.compose(Self.request())
    let image = try Self.renderer.image(for: title, style: Self.cellStyle())
    let frame = try #require(title.boxes.first?.frame)
    let area = device(frame)
    // The outline's top edge, one device row inside the frame: dashes and gaps.
    let row = area.y.lowerBound + 1
    let top = area.x.dropFirst(8).dropLast(8).map { image.pixel(x: $0, y: row) }
    let drawn = top.filter { $0.alpha > 64 }
    #expect(!drawn.isEmpty && drawn.count < top.count, "dashed: \(drawn.count) of \(top.count)")
    #expect(
      drawn.allSatisfy { [$0.red, $0.green, $0.blue].allSatisfy { abs(Int($0) - 0x22) <= 2 } })
    // The name inside, away from the outline.
    let inner = (area.x.lowerBound + 5)..<(area.x.upperBound - 5)
    let innerRows = (area.y.lowerBound + 5)..<(area.y.upperBound - 5)
    #expect(image.hasInk(x: inner, y: innerRows, threshold: 64))
  }

  @Test func partWithoutGlyphRunsIsAnError() throws {
    var title = try Self.composer.compose(Self.request())
    title.lines[1].parts[1].runs = []  // the "…"
    #expect(throws: RenderError.missingGlyphRuns(name: "title.lines[1].parts[1]")) {
      try Self.renderer.png(for: title)
    }
    #expect(throws: RenderError.missingGlyphRuns(name: "title.lines[1].parts[1]")) {
      try Self.renderer.svg(for: title)
    }
  }

  @Test func partInAnotherChainsFaceIsAnError() throws {
    var title = try Self.composer.compose(Self.request())
    title.lines[0].parts[0].runs[0].faceIndex = 7  // NanumGothicBold alone: one face
    #expect(
      throws: RenderError.unknownFace(
        name: "title.lines[0].parts[0].runs[0]", faceIndex: 7, faceCount: 1)
    ) {
      try Self.renderer.png(for: title)
    }
  }

  @Test func emptyAndHugeBoxesAreDrawnOrSkippedWithoutTrapping() throws {
    var title = try Self.composer.compose(Self.request())
    title.boxes[0].frame.width = -5
    title.highlights[0].rects[0].height = 0
    let svg = try Self.renderer.svg(for: title, style: Self.cellStyle())
    #expect(try elements(svg, "box").isEmpty)
    #expect(try elements(svg, "highlight").isEmpty)
    _ = try Self.renderer.png(for: title, style: Self.cellStyle())
    title.boxes[0].frame = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    title.boxes[0].name = String(repeating: "이름", count: 10_000)
    _ = try Self.renderer.png(for: title, style: Self.cellStyle())
    title.boxes[0].frame.x = .infinity
    #expect(
      throws: RenderError.geometryOutOfRange(name: "title.boxes[0].frame.x", value: .infinity)
    ) { try Self.renderer.png(for: title) }
  }

  @Test func longNameIsShortenedInsideTheBox() throws {
    var request = TitleRequest(
      categoryID: 1,
      runs: [.box(InlineBox(width: 20, height: 20, name: "verified-author")), .text(" 제목")],
      width: 200)
    request.includesGlyphRuns = true
    let title = try Self.composer.compose(request)
    let svg = try Self.renderer.svg(for: title, style: Self.cellStyle(.text))
    let label = try #require(try elements(svg, "box-name").first)
    let shown = label.stringValue ?? ""
    #expect(shown.hasSuffix("…"))
    #expect("verified-author".hasPrefix(String(shown.dropLast())))
    #expect(shown.count > 1)
    // Its ink stays inside the box: nothing between the badge and the box, nor just after it
    // (the text goes on with a space).
    let image = try Self.renderer.image(for: title, style: Self.cellStyle())
    let frame = device(title.boxes[0].frame)
    let badge = device(title.badge!.frame)
    #expect(
      !image.hasInk(
        x: badge.x.upperBound..<max(badge.x.upperBound, frame.x.lowerBound), y: 0..<image.height))
    #expect(!image.hasInk(x: frame.x.upperBound..<(frame.x.upperBound + 4), y: 0..<image.height))
    #expect(!image.hasInk(x: frame.x, y: 0..<frame.y.lowerBound))
    #expect(image.hasInk(x: frame.x, y: frame.y))
  }

  // MARK: - SVG

  @Test(arguments: SVGTextMode.allCases)
  func oneElementPerPartInItsColour(mode: SVGTextMode) throws {
    let title = try Self.composer.compose(Self.request())
    let svg = try Self.renderer.svg(for: title, style: Self.cellStyle(mode))
    let lines = try elements(svg, "line")
    #expect(lines.count == title.lines.count)
    for (element, line) in zip(lines, title.lines) {
      #expect(element.attributes?.first { $0.name == "aria-label" }?.stringValue == line.text)
      let parts = (element.children ?? []).compactMap { $0 as? XMLElement }
      let drawn = line.parts.filter { $0.kind != .box && !$0.runs.isEmpty }
      #expect(parts.count == drawn.count)
      for (node, part) in zip(parts, drawn) {
        #expect(node.name == (mode == .text ? "text" : "g"))
        #expect(attribute(node, "fill") == Self.expectedColor(part).hex)
        if mode == .text {
          #expect(abs(try #require(Double(attribute(node, "font-size") ?? "")) - part.size) < 0.01)
          #expect(attribute(node, "font-weight") == (part.style == "strong" ? "bold" : nil))
        }
      }
    }
  }

  @Test(arguments: SVGTextMode.allCases)
  func boxIsARectWithItsName(mode: SVGTextMode) throws {
    let title = try Self.composer.compose(Self.request())
    let svg = try Self.renderer.svg(for: title, style: Self.cellStyle(mode))
    let group = try #require(try elements(svg, "box").first)
    #expect(attribute(group, "aria-label") == "new")
    let rect = try #require(
      (group.children ?? []).compactMap { $0 as? XMLElement }.first { $0.name == "rect" })
    let frame = title.boxes[0].frame
    // A 1 px stroke centred half a pixel inside the box.
    for (name, value) in [
      ("x", frame.x + 0.5), ("y", frame.y + 0.5), ("width", frame.width - 1),
      ("height", frame.height - 1),
    ] {
      #expect(abs(try #require(Double(attribute(rect, name) ?? "")) - value) < 0.01, "\(name)")
    }
    #expect(attribute(rect, "fill") == "none")
    #expect(attribute(rect, "stroke-dasharray") != nil)
    if mode == .text {
      #expect(try elements(svg, "box-name").first?.stringValue == "new")
    }
  }

  @Test func highlightColourComesFromTheCellStyle() throws {
    let title = try Self.composer.compose(Self.request())
    var style = Self.cellStyle()
    style.highlightColor = RGBColor(red: 0, green: 0xFF, blue: 0, alpha: 0x80)
    let rect = try #require(
      try elements(try Self.renderer.svg(for: title, style: style), "highlight").first)
    #expect(attribute(rect, "fill") == "#00FF00")
    #expect(attribute(rect, "fill-opacity") == "0.5")
    let image = try Self.renderer.image(for: title, style: style)
    let area = device(try #require(title.highlights.first?.rects.first))
    let inside = image.pixel(x: area.x.lowerBound + 2, y: area.y.lowerBound + 1)
    #expect(inside.green == 0xFF && inside.red == 0 && inside.alpha == 0x80)
  }

  @Test func pngAndSVGAgree() throws {
    let title = try Self.composer.compose(Self.request())
    let style = Self.cellStyle()
    let image = try Self.renderer.image(for: title, style: style)
    let root = try XMLDocument(
      xmlString: try Self.renderer.svg(for: title, style: style), options: []
    ).rootElement()
    let svg = try #require(root)
    #expect(attribute(svg, "width") == "\(image.width)")
    #expect(
      abs(try #require(Double(attribute(svg, "height") ?? "")) - Double(image.height)) < 1)
    // Each highlight <rect> covers the pixels of the highlight colour, to a pixel.
    let rects = try elements(try Self.renderer.svg(for: title, style: style), "highlight")
    #expect(rects.count == title.highlights.flatMap(\.rects).count)
    for rect in rects {
      let values = try ["x", "y", "width", "height"].map {
        try #require(Double(attribute(rect, $0) ?? ""))
      }
      let area = device(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
      let filled = area.x.flatMap { x in area.y.map { (x, $0) } }
        .filter { image.pixel(x: $0.0, y: $0.1) == Self.highlightColor }
      let minX = try #require(filled.map(\.0).min())
      let maxX = try #require(filled.map(\.0).max())
      #expect(minX - area.x.lowerBound <= 1 && area.x.upperBound - 1 - maxX <= 1)
    }
    // The count's <text>/<g> starts where its pixels do.
    let line = try #require(title.lines.last)
    let count = try #require(line.parts.last)
    let box = try #require(line.lineBox)
    let area = device(Rect(x: count.x, y: box.top, width: count.width, height: box.height))
    let inked = area.x.filter { x in area.y.contains { image.pixel(x: x, y: $0).alpha > 0 } }
    let firstInk = try #require(inked.first)
    #expect(Double(firstInk) >= (count.x + 4) * 2 - 1)
    #expect(Double(firstInk) < (count.x + count.width + 4) * 2)
  }

  // MARK: - Helpers

  /// A rectangle in cell coordinates as device pixel ranges (padding 4, scale 2).
  func device(_ rect: Rect) -> (x: Range<Int>, y: Range<Int>) {
    (
      deviceRange(rect.x + 4, rect.x + rect.width + 4, scale: 2),
      deviceRange(rect.y + 4, rect.y + rect.height + 4, scale: 2)
    )
  }

  /// The colours of the pixels in `area` that are nearly opaque (glyph cores).
  func inkColours(_ image: RasterImage, _ area: (x: Range<Int>, y: Range<Int>)) -> Set<RGBColor> {
    var colours: Set<RGBColor> = []
    for y in area.y.clamped(to: 0..<image.height) {
      for x in area.x.clamped(to: 0..<image.width) {
        let pixel = image.pixel(x: x, y: y)
        if pixel.alpha == 255 && pixel != Self.highlightColor { colours.insert(pixel) }
      }
    }
    return colours
  }

  /// The elements of class `className` in an SVG document.
  func elements(_ svg: String, _ className: String) throws -> [XMLElement] {
    let root = try #require(try XMLDocument(xmlString: svg, options: []).rootElement())
    return try root.nodes(forXPath: "//*[@class='\(className)']").compactMap { $0 as? XMLElement }
  }

  func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }
}
