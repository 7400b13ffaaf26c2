import TitleComposer
import TitleFonts

/// A rich title's cell (``RichCell``) in SVG.
extension CellRenderer {
  /// The highlight rectangles as `<rect class="highlight">`, drawn before the rest of the title.
  func svgHighlights(of rich: RichCell, color: RGBColor) -> String {
    var svg = ""
    for rect in rich.highlights {
      svg += "<rect class=\"highlight\" x=\"\(SVGNumber(rect.x))\" y=\"\(SVGNumber(rect.y))\""
      svg += " width=\"\(SVGNumber(rect.width))\" height=\"\(SVGNumber(rect.height))\""
      svg += " fill=\"\(color.svgColor)\"\(color.svgOpacity("fill-opacity"))/>\n"
    }
    return svg
  }

  /// Each line as a `<g class="line">` (its text in `aria-label`) holding one element per part
  /// that draws glyphs
  /// (``GlyphCache/svgTextElement(_:mode:glyphs:chain:color:scale:className:letterSpacing:rightToLeftEnd:)``
  /// with class `part`, in the part's fonts and colour), then each box as a
  /// `<g class="box">` (its name in `aria-label`) holding a dashed `<rect rx>` and its label
  /// (class `box-name`).
  func svgLines(of rich: RichCell, style: CellStyle) -> String {
    var svg = ""
    for line in rich.lines {
      svg += "<g class=\"line\" aria-label=\"\(XMLText.escape(line.text))\">"
      for part in line.parts where !part.glyphs.isEmpty {
        svg += cache.svgTextElement(
          part.text, mode: style.svgText, glyphs: part.glyphs, chain: part.chain,
          color: part.color, scale: style.scale, className: "part",
          letterSpacing: part.letterSpacing)
      }
      svg += "</g>\n"
    }
    let color = rich.placeholderColor
    for box in rich.boxes {
      let outline = RichCell.outlineRect(box.frame)
      svg += "<g class=\"box\" aria-label=\"\(XMLText.escape(box.name))\">"
      svg += "<rect x=\"\(SVGNumber(outline.x))\" y=\"\(SVGNumber(outline.y))\""
      svg += " width=\"\(SVGNumber(outline.width))\" height=\"\(SVGNumber(outline.height))\""
      svg += " rx=\"\(SVGNumber(RichCell.radius(box.frame)))\" fill=\"none\""
      svg += " stroke=\"\(color.svgColor)\"\(color.svgOpacity("stroke-opacity"))"
      svg += " stroke-width=\"\(SVGNumber(RichCell.strokeWidth(box.frame)))\""
      svg +=
        " stroke-dasharray=\"\(SVGNumber(RichCell.dash.on)) \(SVGNumber(RichCell.dash.off))\"/>"
      if !box.labelGlyphs.isEmpty {
        svg += cache.svgTextElement(
          box.label, mode: style.svgText, glyphs: box.labelGlyphs, chain: rich.labelChain,
          color: color, scale: style.scale, className: "box-name")
      }
      svg += "</g>\n"
    }
    return svg
  }
}
