import TitleComposer
import TitleFonts

/// Renders composed titles as list cells — PNG or SVG — drawing exactly the lines, badge and
/// glyph positions the composer chose, with the composer's own fonts.
///
/// A renderer is `Sendable`: build one per composer and call it from any number of threads.
/// Glyph bitmaps and outlines are cached per (face, glyph, size, subpixel phase), so a warm
/// renderer rasterises nothing for titles whose glyphs it has drawn before.
///
/// ```swift
/// let composer = try Composer()
/// let renderer = CellRenderer(composer: composer)
/// let title = try composer.compose(categoryID: 1, title: "요즘 인기 있는 템플스테이", width: 343)
/// let png = try renderer.png(for: title, style: CellStyle())
/// ```
public final class CellRenderer: Sendable {
  /// The composer whose titles this renderer draws (its fonts draw the glyphs).
  public let composer: Composer
  let cache: GlyphCache

  /// A renderer for the titles of `composer`.
  /// - Parameter composer: the composer that composes the titles passed to this renderer.
  public init(composer: Composer) {
    self.composer = composer
    cache = GlyphCache()
  }

  /// Renders a cell in the style's format (``CellStyle/format``).
  /// - Parameters:
  ///   - title: a title composed by ``composer``.
  ///   - style: padding, colours, scale, format.
  ///   - titleSize: the title's pixel size if the request overrode it
  ///     (``TitleRequest/titleSize``); `nil` means the composer's style.
  /// - Returns: the PNG bytes, or the SVG document as UTF-8.
  /// - Throws: ``RenderError``.
  public func render(
    _ title: ComposedTitle, style: CellStyle = CellStyle(), titleSize: Double? = nil
  ) throws(RenderError) -> [UInt8] {
    switch style.format {
    case .png: try png(for: title, style: style, titleSize: titleSize)
    case .svg: Array(try svg(for: title, style: style, titleSize: titleSize).utf8)
    }
  }

  /// Renders a cell as a PNG file at the style's scale.
  /// - Parameters:
  ///   - title: a title composed by ``composer``.
  ///   - style: padding, colours and scale (``CellStyle/format`` is ignored).
  ///   - titleSize: the request's title size override, if any.
  /// - Returns: the PNG's bytes, `ceil((padding + width) × scale)` ×
  ///   `ceil((padding + height) × scale)` pixels.
  /// - Throws: ``RenderError``.
  public func png(
    for title: ComposedTitle, style: CellStyle = CellStyle(), titleSize: Double? = nil
  ) throws(RenderError) -> [UInt8] {
    try PNGCodec.encode(try canvas(for: title, style: style, titleSize: titleSize))
  }

  /// Renders a cell into RGBA pixels (straight alpha), the image ``png(for:style:titleSize:)``
  /// encodes.
  /// - Parameters:
  ///   - title: a title composed by ``composer``.
  ///   - style: padding, colours and scale.
  ///   - titleSize: the request's title size override, if any.
  /// - Returns: the image.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/invalidImageSize(width:height:)`` (see ``RenderLimits``).
  public func image(
    for title: ComposedTitle, style: CellStyle = CellStyle(), titleSize: Double? = nil
  ) throws(RenderError) -> RasterImage {
    try canvas(for: title, style: style, titleSize: titleSize).unpremultiplied()
  }

  /// The cell drawn (premultiplied), what ``image(for:style:titleSize:)`` and
  /// ``png(for:style:titleSize:)`` turn into straight alpha.
  func canvas(
    for title: ComposedTitle, style: CellStyle, titleSize: Double?
  ) throws(RenderError) -> Canvas {
    try style.validate()
    try CellGeometry.check(title, titleSize: titleSize)
    try checkRuns(of: title)
    let color = style.titleColor ?? composer.style.titleColor
    let rich = try richCell(for: title, titleColor: color)
    let geometry = CellGeometry(title: title, style: style, rich: rich)
    let (width, height) = try RenderGeometry.pixelSize(
      width: geometry.width, height: geometry.height, scale: style.scale)
    var canvas = Canvas(width: width, height: height, background: style.background)
    canvas.clip = geometry.contentClip(pixelWidth: width, pixelHeight: height)
    if let rich {
      canvas.fillHighlights(of: rich, color: style.highlightColor, geometry: geometry)
    }
    let scale = style.scale
    if let badge = title.badge {
      let frame = geometry.device(badge.frame)
      canvas.fillRoundedRect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        radius: badge.cornerRadius * scale, color: badge.background)
      draw(
        PositionedGlyph.glyphs(of: badge.runs, baseline: badge.labelBaseline),
        chain: composer.badgeFonts, color: badge.foreground, geometry: geometry, on: &canvas)
    }
    if let rich {
      canvas.draw(rich, cache: cache, geometry: geometry)
    } else {
      for line in title.lines {
        draw(
          PositionedGlyph.glyphs(of: line.runs, baseline: line.baseline),
          chain: composer.titleFonts, color: color, geometry: geometry, on: &canvas)
      }
    }
    return canvas
  }

  /// Checks the glyph runs of the badge and lines against ``RenderLimits`` and the composer's
  /// chains.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)``,
  ///   ``RenderError/invalidFontSize(_:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/missingGlyphRuns(name:)`` (a title composed without
  ///   ``TitleComposer/TitleRequest/includesGlyphRuns``).
  func checkRuns(of title: ComposedTitle) throws(RenderError) {
    if let badge = title.badge {
      try RenderGeometry.check(badge.runs, of: badge.label, "title.badge", chain: composer.badgeFonts)
    }
    // A rich title's lines are drawn from their parts (``richCell(for:titleColor:)``).
    for (index, line) in title.lines.enumerated() where line.lineBox == nil {
      try RenderGeometry.check(
        line.runs, of: line.text, "title.lines[\(index)]", chain: composer.titleFonts)
    }
  }

  /// Draws glyphs at their pen positions, each x quantised to 1/``GlyphCache/subpixelPhases``
  /// of a device pixel and the baseline rounded to a whole pixel.
  private func draw(
    _ glyphs: [PositionedGlyph], chain: FontFallbackChain, color: RGBColor,
    geometry: CellGeometry, on canvas: inout Canvas
  ) {
    canvas.draw(
      glyphs, chain: chain, color: color, cache: cache, scale: geometry.scale,
      originX: geometry.padding.left, originY: geometry.padding.top)
  }
}

/// Where the composed title sits in the rendered image.
struct CellGeometry {
  let scale: Double
  let padding: CellInsets
  /// The composed title's size in cell pixels.
  let contentWidth: Double
  let contentHeight: Double

  /// The geometry of `title`'s cell; a rich title's lines are as tall as their line boxes.
  init(title: ComposedTitle, style: CellStyle, rich: RichCell? = nil) {
    scale = style.scale
    padding = style.padding
    contentWidth = title.width
    contentHeight = rich?.height ?? title.height
  }

  /// Checks every number of `title` the renderers draw against ``RenderLimits``.
  /// - Parameters:
  ///   - title: the composed title.
  ///   - titleSize: the request's title size override, if any.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)`` or
  ///   ``RenderError/invalidFontSize(_:)``.
  static func check(_ title: ComposedTitle, titleSize: Double?) throws(RenderError) {
    try RenderGeometry.check(title.width, "title.width")
    try RenderGeometry.check(title.height, "title.height")
    if let badge = title.badge {
      try RenderGeometry.check(badge.frame, "title.badge.frame")
      try RenderGeometry.check(badge.labelX, "title.badge.labelX")
      try RenderGeometry.check(badge.labelBaseline, "title.badge.labelBaseline")
      try RenderGeometry.check(badge.cornerRadius, "title.badge.cornerRadius")
      try RenderGeometry.checkFontSize(badge.labelSize)
    }
    try RenderGeometry.check(title.lines, "title.lines")
    try RenderGeometry.checkFontSize(titleSize ?? title.titleSize)
  }

  /// The whole cell in cell pixels.
  var width: Double { padding.left + contentWidth + padding.right }
  var height: Double { padding.top + contentHeight + padding.bottom }

  /// The composed title's box in device pixels, rounded outwards: nothing is drawn outside it.
  /// - Parameters:
  ///   - pixelWidth: the image's width in device pixels.
  ///   - pixelHeight: the image's height in device pixels.
  func contentClip(pixelWidth: Int, pixelHeight: Int) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  ) {
    (
      CheckedInteger.clamped(padding.left * scale, rounding: .down, to: 0...pixelWidth),
      CheckedInteger.clamped(padding.top * scale, rounding: .down, to: 0...pixelHeight),
      CheckedInteger.clamped(
        (padding.left + contentWidth) * scale - 1e-9, rounding: .up, to: 0...pixelWidth),
      CheckedInteger.clamped(
        (padding.top + contentHeight) * scale - 1e-9, rounding: .up, to: 0...pixelHeight)
    )
  }

  func deviceX(_ x: Double) -> Double { (x + padding.left) * scale }
  func deviceY(_ y: Double) -> Double { (y + padding.top) * scale }

  /// A rectangle in cell coordinates of the composed title, in device pixels.
  func device(_ rect: Rect) -> Rect {
    Rect(
      x: deviceX(rect.x), y: deviceY(rect.y), width: rect.width * scale,
      height: rect.height * scale)
  }
}
