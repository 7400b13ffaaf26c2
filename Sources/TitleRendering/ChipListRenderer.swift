import TitleComposer
import TitleFonts
import TitleWidgets

/// Renders tag-chip lists — PNG or SVG — drawing exactly the frames, colours and glyph positions
/// ``TagChipLayouter`` chose, with the layouter's fonts.
///
/// Each chip is its rounded frame filled with its background, a border of
/// ``TagChipLayout/borderWidth`` inside the frame in its border colour (as a CALayer border), and
/// its text in its text colour. The image covers the container: ``TagChipLayout/width`` ×
/// ``TagChipLayout/contentHeight`` plus the style's padding. Of ``CellStyle`` the renderer uses
/// `padding`, `background` (transparent when `nil`), `scale`, `format` and `svgText`.
///
/// `Sendable`: build one per layouter and call it from any number of threads; glyph bitmaps and
/// outlines are cached as ``CellRenderer`` caches them.
///
/// ```swift
/// let chips = try TagChipLayouter()
/// let layout = try chips.layout(["주차 가능한 절", "반려동물 동반 가능한 절"], width: 343)
/// let png = try ChipListRenderer(layouter: chips).png(for: layout)
/// ```
public final class ChipListRenderer: Sendable {
  /// The chain the chips were measured with; it draws their glyphs.
  public let fonts: FontFallbackChain
  let cache: GlyphCache

  /// A renderer for layouts of `layouter`.
  /// - Parameter layouter: the layouter whose layouts this renderer draws.
  public convenience init(layouter: TagChipLayouter) { self.init(fonts: layouter.fonts) }

  /// A renderer drawing with `fonts`, which must be the chain the layouts were measured with.
  /// - Parameter fonts: the layouter's ``TagChipLayouter/fonts``.
  public init(fonts: FontFallbackChain) {
    self.fonts = fonts
    cache = GlyphCache()
  }

  /// Renders in the style's format (``CellStyle/format``).
  /// - Parameters:
  ///   - layout: a layout from the layouter this renderer draws for.
  ///   - style: padding, background, scale, format and SVG text mode.
  /// - Returns: the PNG bytes, or the SVG document as UTF-8.
  /// - Throws: ``RenderError``.
  public func render(_ layout: TagChipLayout, style: CellStyle = CellStyle()) throws(RenderError)
    -> [UInt8]
  {
    switch style.format {
    case .png: try png(for: layout, style: style)
    case .svg: Array(try svg(for: layout, style: style).utf8)
    }
  }

  /// Renders as a PNG at the style's scale.
  /// - Returns: the PNG's bytes, `ceil((padding + width) × scale)` ×
  ///   `ceil((padding + contentHeight) × scale)` pixels.
  /// - Throws: ``RenderError``; ``RenderError/invalidImageSize(width:height:)`` for an empty list.
  public func png(for layout: TagChipLayout, style: CellStyle = CellStyle()) throws(RenderError)
    -> [UInt8]
  {
    try PNGCodec.encode(try canvas(for: layout, style: style))
  }

  /// Renders into RGBA pixels (straight alpha), the image ``png(for:style:)`` encodes.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/invalidImageSize(width:height:)`` (see ``RenderLimits``).
  public func image(for layout: TagChipLayout, style: CellStyle = CellStyle()) throws(RenderError)
    -> RasterImage
  {
    try canvas(for: layout, style: style).unpremultiplied()
  }

  /// The chips drawn (premultiplied), what ``image(for:style:)`` and ``png(for:style:)`` turn
  /// into straight alpha.
  func canvas(for layout: TagChipLayout, style: CellStyle) throws(RenderError) -> Canvas {
    try style.validate()
    try Self.check(layout)
    try checkRuns(of: layout)
    let viewport = Self.viewport(layout, style: style)
    var canvas = try viewport.canvas(background: style.background)
    let scale = style.scale
    for chip in layout.chips {
      let frame = viewport.device(chip.frame)
      canvas.fillRoundedRect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        radius: chip.cornerRadius * scale, color: chip.backgroundColor)
      canvas.strokeRoundedRectInside(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        radius: chip.cornerRadius * scale, lineWidth: layout.borderWidth * scale,
        color: chip.borderColor)
      canvas.draw(
        glyphs(chip, layout: layout), chain: fonts, color: chip.textColor, cache: cache,
        scale: scale, originX: viewport.originX, originY: viewport.originY)
    }
    return canvas
  }

  /// Renders as an SVG document in layout pixels (`viewBox`), sized for the style's scale.
  ///
  /// One `<g class="chip">` per chip (`aria-label` its text, `data-index` its index, and
  /// `data-selected` when selected) holding a filled `<rect rx>`, a stroked `<rect>` for the
  /// border (inset by half the border width, so that the stroke lies inside the frame) and the
  /// text as outlines or `<text>`.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)`` or ``RenderError/unknownFace(name:faceIndex:faceCount:)``.
  public func svg(for layout: TagChipLayout, style: CellStyle = CellStyle()) throws(RenderError)
    -> String
  {
    try style.validate()
    try Self.check(layout)
    try checkRuns(of: layout)
    let viewport = Self.viewport(layout, style: style)
    var svg = viewport.svgOpen(background: style.background, className: "tags")
    let border = layout.borderWidth
    for chip in layout.chips {
      let frame = chip.frame
      svg += "<g class=\"chip\" data-index=\"\(chip.index)\""
      svg += chip.isSelected ? " data-selected=\"true\"" : ""
      svg += " aria-label=\"\(XMLText.escape(chip.text))\">"
      svg += "<rect x=\"\(SVGNumber(frame.x))\" y=\"\(SVGNumber(frame.y))\""
      svg += " width=\"\(SVGNumber(frame.width))\" height=\"\(SVGNumber(frame.height))\""
      svg += " rx=\"\(SVGNumber(chip.cornerRadius))\" fill=\"\(chip.backgroundColor.svgColor)\""
      svg += "\(chip.backgroundColor.svgOpacity("fill-opacity"))/>"
      if border > 0 {
        let inset = min(border, frame.width / 2, frame.height / 2) / 2
        svg += "<rect x=\"\(SVGNumber(frame.x + inset))\" y=\"\(SVGNumber(frame.y + inset))\""
        svg += " width=\"\(SVGNumber(frame.width - 2 * inset))\""
        svg += " height=\"\(SVGNumber(frame.height - 2 * inset))\""
        svg += " rx=\"\(SVGNumber(max(0, chip.cornerRadius - inset)))\" fill=\"none\""
        svg +=
          " stroke=\"\(chip.borderColor.svgColor)\"\(chip.borderColor.svgOpacity("stroke-opacity"))"
        svg += " stroke-width=\"\(SVGNumber(2 * inset))\"/>"
      }
      svg += cache.svgTextElement(
        chip.text, mode: style.svgText, glyphs: glyphs(chip, layout: layout), chain: fonts,
        color: chip.textColor, scale: style.scale, className: "text")
      svg += "</g>\n"
    }
    return svg + LayoutViewport.svgClose
  }

  /// A chip's glyphs at the positions its layout measured.
  func glyphs(_ chip: TagChip, layout: TagChipLayout) -> [PositionedGlyph] {
    PositionedGlyph.glyphs(of: chip.runs, baseline: chip.baseline)
  }

  /// Checks every number of `layout` the renderer draws against ``RenderLimits``.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)`` or
  ///   ``RenderError/invalidFontSize(_:)``.
  static func check(_ layout: TagChipLayout) throws(RenderError) {
    try RenderGeometry.check(layout.width, "tags.width")
    try RenderGeometry.check(layout.contentHeight, "tags.contentHeight")
    try RenderGeometry.check(layout.borderWidth, "tags.borderWidth")
    try RenderGeometry.checkFontSize(layout.fontSize)
    for chip in layout.chips {
      let name = "tags.chips[\(chip.index)]"
      try RenderGeometry.check(chip.frame, "\(name).frame")
      try RenderGeometry.check(chip.cornerRadius, "\(name).cornerRadius")
      try RenderGeometry.check(chip.textX, "\(name).textX")
      try RenderGeometry.check(chip.textWidth, "\(name).textWidth")
      try RenderGeometry.check(chip.baseline, "\(name).baseline")
    }
  }

  /// Checks the chips' glyph runs against ``RenderLimits`` and ``fonts``.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)``,
  ///   ``RenderError/invalidFontSize(_:)`` or ``RenderError/unknownFace(name:faceIndex:faceCount:)``.
  func checkRuns(of layout: TagChipLayout) throws(RenderError) {
    for chip in layout.chips {
      try RenderGeometry.check(chip.runs, of: chip.text, "tags.chips[\(chip.index)]", chain: fonts)
    }
  }

  /// The container: from (0, 0), the layout's width by its content height.
  static func viewport(_ layout: TagChipLayout, style: CellStyle) -> LayoutViewport {
    LayoutViewport(
      area: Rect(x: 0, y: 0, width: layout.width, height: layout.contentHeight), style: style)
  }
}
