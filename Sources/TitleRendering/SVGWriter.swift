import TitleComposer
import TitleFonts

extension CellRenderer {
  /// Renders a cell as an SVG document in cell pixels (`viewBox`), sized for the style's scale.
  ///
  /// The badge (when the title has one) is a `<rect rx>` with its label; each title line is one `<g class="line">`
  /// holding one `<path>` of glyph outlines (``SVGTextMode/outlines``), or one
  /// `<text class="line">` with explicit x/y (``SVGTextMode/text``). Colour emoji, which have
  /// no outlines, are embedded as PNG `<image>`s. Every piece of text is escaped; each line's
  /// group carries its text in `aria-label`.
  /// - Parameters:
  ///   - title: a title composed by ``composer``.
  ///   - style: padding, colours, scale and SVG text mode (``CellStyle/format`` is ignored).
  ///   - titleSize: the request's title size override, if any.
  /// - Returns: the document.
  /// - Throws: ``RenderError/invalidStyle(reason:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)``,
  ///   ``RenderError/missingGlyphRuns(name:)`` or ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   (see ``RenderLimits``).
  public func svg(
    for title: ComposedTitle, style: CellStyle = CellStyle(), titleSize: Double? = nil
  ) throws(RenderError) -> String {
    try style.validate()
    try CellGeometry.check(title, titleSize: titleSize)
    try checkRuns(of: title)
    let color = style.titleColor ?? composer.style.titleColor
    let rich = try richCell(for: title, titleColor: color)
    let geometry = CellGeometry(title: title, style: style, rich: rich)
    let (width, height) = (SVGNumber(geometry.width), SVGNumber(geometry.height))
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber(geometry.width * style.scale))\""
    svg +=
      " height=\"\(SVGNumber(geometry.height * style.scale))\" viewBox=\"0 0 \(width) \(height)\">\n"
    if let background = style.background {
      svg += "<rect class=\"background\" width=\"\(width)\" height=\"\(height)\""
      svg += " fill=\"\(background.svgColor)\"\(background.svgOpacity("fill-opacity"))/>\n"
    }
    svg +=
      "<g transform=\"translate(\(SVGNumber(style.padding.left)) \(SVGNumber(style.padding.top)))\">\n"
    if let rich { svg += svgHighlights(of: rich, color: style.highlightColor) }
    if let badge = title.badge { svg += svgBadge(badge, direction: title.direction, style: style) }
    if let rich { svg += svgLines(of: rich, style: style) }
    for line in title.lines where rich == nil {
      let glyphs = PositionedGlyph.glyphs(of: line.runs, baseline: line.baseline)
      svg += cache.svgTextElement(
        line.text, mode: style.svgText, glyphs: glyphs, chain: composer.titleFonts,
        color: color, scale: style.scale, className: "line", letterSpacing: title.letterSpacing,
        rightToLeftEnd: title.direction == .rtl ? line.x + line.width : nil)
      svg += "\n"
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// The badge's `<g class="badge">`: its `<rect rx>` and its label, a line of its own.
  private func svgBadge(
    _ badge: ComposedBadge, direction: TextDirection, style: CellStyle
  ) -> String {
    let frame = badge.frame
    var svg = "<g class=\"badge\" aria-label=\"\(XMLText.escape(badge.label))\">"
    svg +=
      "<rect x=\"\(SVGNumber(frame.x))\" y=\"\(SVGNumber(frame.y))\" width=\"\(SVGNumber(frame.width))\""
    svg += " height=\"\(SVGNumber(frame.height))\" rx=\"\(SVGNumber(badge.cornerRadius))\""
    svg += " fill=\"\(badge.background.svgColor)\"\(badge.background.svgOpacity("fill-opacity"))/>"
    let badgeGlyphs = PositionedGlyph.glyphs(of: badge.runs, baseline: badge.labelBaseline)
    svg += cache.svgTextElement(
      badge.label, mode: style.svgText, glyphs: badgeGlyphs, chain: composer.badgeFonts,
      color: badge.foreground, scale: style.scale, className: "label",
      letterSpacing: badge.labelLetterSpacing,
      rightToLeftEnd: direction == .rtl ? frame.x + badge.labelX + badge.labelAdvance : nil)
    svg += "</g>\n"
    return svg
  }
}

extension GlyphCache {
  /// One line (or a badge label) as `<text>` or as a `<g>` of outlines and emoji images.
  ///
  /// `<text>` names the chain's primary family and, when the face's style name says so,
  /// `font-weight="bold"` (NanumGothicBold's family is "NanumGothic", style "Bold"), and the
  /// `letter-spacing` the text was laid out with when it has one (outlines are drawn at the
  /// tracked positions the runs carry). In a right-to-left cell (`rightToLeftEnd`, the right
  /// edge of the drawn text) a `<text>` is `direction="rtl"` and starts at that edge, so that a
  /// viewer orders and places it as the cell does.
  func svgTextElement(
    _ text: String, mode: SVGTextMode, glyphs: [PositionedGlyph], chain: FontFallbackChain,
    color: RGBColor, scale: Double, className: String, letterSpacing: Double = 0,
    rightToLeftEnd: Double? = nil
  ) -> String {
    let fill = "fill=\"\(color.svgColor)\"\(color.svgOpacity("fill-opacity"))"
    guard let first = glyphs.first else {
      return "<g class=\"\(className)\" aria-label=\"\(XMLText.escape(text))\"/>"
    }
    if mode == .text {
      let primary = chain.primary
      let weight = primary.styleName.lowercased().contains("bold") ? " font-weight=\"bold\"" : ""
      return
        "<text class=\"\(className)\" x=\"\(SVGNumber(rightToLeftEnd ?? first.x))\""
        + " y=\"\(SVGNumber(first.baseline))\""
        + (rightToLeftEnd != nil ? " direction=\"rtl\"" : "")
        + " font-family=\"\(XMLText.escape(primary.familyName)), sans-serif\"\(weight)"
        + " font-size=\"\(SVGNumber(first.size))\""
        + (letterSpacing != 0 ? " letter-spacing=\"\(SVGNumber(letterSpacing))\"" : "")
        + " \(fill) xml:space=\"preserve\">\(XMLText.escape(text))</text>"
    }
    var path = SVGPathBuilder()
    var images = ""
    for glyph in glyphs {
      let face = chain.face(at: glyph.faceIndex)
      if let outline = outline(face: face, glyph: glyph.glyph) {
        path.append(outline, x: glyph.x, baseline: glyph.baseline, size: glyph.size)
      } else {
        images += emojiImage(glyph, face: face, scale: scale)
      }
    }
    var element = "<g class=\"\(className)\" aria-label=\"\(XMLText.escape(text))\" \(fill)>"
    if !path.isEmpty { element += "<path d=\"\(path.data)\"/>" }
    return element + images + "</g>"
  }

  /// A bitmap glyph as an `<image>` holding a PNG rendered at the output's scale.
  private func emojiImage(_ glyph: PositionedGlyph, face: FontFace, scale: Double) -> String {
    let bitmap = self.bitmap(
      face: face, glyph: glyph.glyph, size: glyph.size * scale, phase: 0)
    guard !bitmap.isEmpty, let png = try? PNGCodec.encode(RasterImage(glyph: bitmap)) else {
      return ""
    }
    let x = glyph.x + Double(bitmap.left) / scale
    let y = glyph.baseline - Double(bitmap.top) / scale
    return "<image x=\"\(SVGNumber(x))\" y=\"\(SVGNumber(y))\""
      + " width=\"\(SVGNumber(Double(bitmap.width) / scale))\""
      + " height=\"\(SVGNumber(Double(bitmap.height) / scale))\""
      + " href=\"data:image/png;base64,\(Base64.encode(png))\"/>"
  }
}

extension RasterImage {
  /// A premultiplied RGBA glyph bitmap as a straight-alpha image.
  init(glyph: GlyphBitmap) {
    var canvas = Canvas(width: glyph.width, height: glyph.height, background: nil)
    canvas.draw(glyph, x: 0, y: 0, color: RGBColor(red: 0, green: 0, blue: 0))
    self = canvas.unpremultiplied()
  }
}

extension RGBColor {
  /// `#RRGGBB` (SVG 1.1 has no `#RRGGBBAA`).
  var svgColor: String { RGBColor(red: red, green: green, blue: blue).hex }

  /// ` name="0.5"` for a translucent colour, empty when opaque.
  func svgOpacity(_ name: String) -> String {
    alpha == 255 ? "" : " \(name)=\"\(SVGNumber(Double(alpha) / 255))\""
  }
}
