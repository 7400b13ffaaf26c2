import TitleComposer
import TitleFonts
import TitleWidgets

/// Renders tooltips — PNG or SVG — drawing exactly the outline, lines and glyph positions
/// ``TooltipLayouter`` chose, with the layouter's fonts.
///
/// The bubble and tip are one path (``TooltipLayout/outline``: lines and cubic corners) filled
/// with the background colour, anti-aliased; the lines are drawn where the layout centred them.
/// By default the image covers the tooltip's ``TooltipLayout/frame`` plus the style's padding;
/// pass another area of the bounds' coordinates (e.g. the bounds themselves) to place the
/// tooltip in a screen. Of ``CellStyle`` the renderer uses `padding`, `background` (transparent
/// when `nil`), `scale`, `format` and `svgText`.
///
/// `Sendable`: build one per layouter and call it from any number of threads.
///
/// ```swift
/// let tooltips = try TooltipLayouter()
/// let tooltip = try tooltips.layout(
///   "iOS 앱 개발 알아가기", maximumWidth: 200,
///   pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
///   in: Rect(x: 0, y: 0, width: 375, height: 667))
/// let png = try TooltipRenderer(layouter: tooltips).png(for: tooltip)
/// ```
public final class TooltipRenderer: Sendable {
  /// The chain the label was measured with; it draws the glyphs.
  public let fonts: FontFallbackChain
  let cache: GlyphCache

  /// A renderer for layouts of `layouter`.
  /// - Parameter layouter: the layouter whose layouts this renderer draws.
  public convenience init(layouter: TooltipLayouter) { self.init(fonts: layouter.fonts) }

  /// A renderer drawing with `fonts`, which must be the chain the layouts were measured with.
  /// - Parameter fonts: the layouter's ``TooltipLayouter/fonts``.
  public init(fonts: FontFallbackChain) {
    self.fonts = fonts
    cache = GlyphCache()
  }

  /// Renders in the style's format (``CellStyle/format``).
  /// - Parameters:
  ///   - layout: a layout from the layouter this renderer draws for.
  ///   - style: padding, background, scale, format and SVG text mode.
  ///   - area: the part of the bounds' coordinates to draw; `nil` for the tooltip's frame.
  /// - Returns: the PNG bytes, or the SVG document as UTF-8.
  /// - Throws: ``RenderError``.
  public func render(
    _ layout: TooltipLayout, style: CellStyle = CellStyle(), area: Rect? = nil
  ) throws(RenderError) -> [UInt8] {
    switch style.format {
    case .png: try png(for: layout, style: style, area: area)
    case .svg: Array(try svg(for: layout, style: style, area: area).utf8)
    }
  }

  /// Renders as a PNG at the style's scale.
  /// - Returns: the PNG's bytes, `ceil((padding + area) × scale)` pixels each way.
  /// - Throws: ``RenderError``.
  public func png(
    for layout: TooltipLayout, style: CellStyle = CellStyle(), area: Rect? = nil
  ) throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(try canvas(for: layout, style: style, area: area))
  }

  /// Renders into RGBA pixels (straight alpha), the image ``png(for:style:area:)`` encodes.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/invalidImageSize(width:height:)`` (see ``RenderLimits``).
  public func image(
    for layout: TooltipLayout, style: CellStyle = CellStyle(), area: Rect? = nil
  ) throws(RenderError) -> RasterImage {
    try canvas(for: layout, style: style, area: area).unpremultiplied()
  }

  /// The tooltip drawn (premultiplied), what ``image(for:style:area:)`` and
  /// ``png(for:style:area:)`` turn into straight alpha.
  func canvas(
    for layout: TooltipLayout, style: CellStyle, area: Rect?
  ) throws(RenderError) -> Canvas {
    try style.validate()
    try Self.check(layout, area: area)
    for (index, line) in layout.lines.enumerated() {
      try RenderGeometry.check(line.runs, of: line.text, "tooltip.lines[\(index)]", chain: fonts)
    }
    let viewport = LayoutViewport(area: area ?? layout.frame, style: style)
    var canvas = try viewport.canvas(background: style.background)
    let contours = Canvas.flatten(layout.outline, transform: viewport.device)
    canvas.fillPolygons(contours, color: layout.backgroundColor)
    for line in layout.lines {
      canvas.draw(
        PositionedGlyph.glyphs(of: line.runs, baseline: line.baseline), chain: fonts,
        color: layout.textColor,
        cache: cache, scale: style.scale, originX: viewport.originX, originY: viewport.originY)
    }
    return canvas
  }

  /// Renders as an SVG document in layout pixels (`viewBox`), sized for the style's scale.
  ///
  /// One `<path class="bubble">` for bubble and tip (`M`/`L`/`C`/`Z`), then one element of
  /// class `line` per label line, as outlines or `<text>`.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)`` or ``RenderError/unknownFace(name:faceIndex:faceCount:)``.
  public func svg(
    for layout: TooltipLayout, style: CellStyle = CellStyle(), area: Rect? = nil
  ) throws(RenderError) -> String {
    try style.validate()
    try Self.check(layout, area: area)
    for (index, line) in layout.lines.enumerated() {
      try RenderGeometry.check(line.runs, of: line.text, "tooltip.lines[\(index)]", chain: fonts)
    }
    let viewport = LayoutViewport(area: area ?? layout.frame, style: style)
    var svg = viewport.svgOpen(background: style.background, className: "tooltip")
    let fill = layout.backgroundColor
    svg += "<path class=\"bubble\" d=\"\(Self.pathData(layout.outline))\""
    svg += " fill=\"\(fill.svgColor)\"\(fill.svgOpacity("fill-opacity"))/>\n"
    for line in layout.lines {
      svg += cache.svgTextElement(
        line.text, mode: style.svgText,
        glyphs: PositionedGlyph.glyphs(of: line.runs, baseline: line.baseline),
        chain: fonts, color: layout.textColor, scale: style.scale, className: "line")
      svg += "\n"
    }
    return svg + LayoutViewport.svgClose
  }

  /// Checks every number of `layout` (and the area) the renderer draws against
  /// ``RenderLimits``.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)`` or
  ///   ``RenderError/invalidFontSize(_:)``.
  static func check(_ layout: TooltipLayout, area: Rect?) throws(RenderError) {
    if let area { try RenderGeometry.check(area, "tooltip area") }
    try RenderGeometry.check(layout.frame, "tooltip.frame")
    try RenderGeometry.check(layout.lines, "tooltip.lines")
    try RenderGeometry.checkFontSize(layout.fontSize)
    for command in layout.outline {
      let points: [Point] =
        switch command {
        case .move(let to), .line(let to): [to]
        case .curve(let to, let control1, let control2): [to, control1, control2]
        case .close: []
        }
      for point in points {
        try RenderGeometry.check(point.x, "tooltip.outline x")
        try RenderGeometry.check(point.y, "tooltip.outline y")
      }
    }
  }

  /// SVG path data of path commands.
  static func pathData(_ path: [PathCommand]) -> String {
    func p(_ point: Point) -> String { "\(SVGNumber(point.x)) \(SVGNumber(point.y))" }
    return path.map { command in
      switch command {
      case .move(let to): "M" + p(to)
      case .line(let to): "L" + p(to)
      case .curve(let to, let c1, let c2): "C" + p(c1) + " " + p(c2) + " " + p(to)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
