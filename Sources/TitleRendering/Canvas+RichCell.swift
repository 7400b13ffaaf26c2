import TitleComposer
import TitleFonts

/// Drawing a rich title's cell (``RichCell``) into pixels.
extension Canvas {
  /// Fills the highlight rectangles, behind everything else the title draws.
  mutating func fillHighlights(of rich: RichCell, color: RGBColor, geometry: CellGeometry) {
    for rect in rich.highlights {
      let frame = geometry.device(rect)
      fillRoundedRect(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height, radius: 0,
        color: color)
    }
  }

  /// Draws every line's parts (each with its own fonts, size and colour), then the boxes'
  /// placeholders: a dashed rounded outline and the box's name.
  mutating func draw(_ rich: RichCell, cache: GlyphCache, geometry: CellGeometry) {
    let scale = geometry.scale
    for line in rich.lines {
      for part in line.parts {
        draw(
          part.glyphs, chain: part.chain, color: part.color, cache: cache, scale: scale,
          originX: geometry.padding.left, originY: geometry.padding.top)
      }
    }
    for box in rich.boxes {
      // The ring inside the box whose centre line is the SVG outline's
      // (``RichCell/outlineRect(_:)``, ``RichCell/radius(_:)``).
      let stroke = RichCell.strokeWidth(box.frame)
      let frame = geometry.device(box.frame)
      strokeDashedRoundedRectInside(
        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
        radius: (RichCell.radius(box.frame) + stroke / 2) * scale, lineWidth: stroke * scale,
        on: RichCell.dash.on * scale,
        off: RichCell.dash.off * scale, color: rich.placeholderColor)
      draw(
        box.labelGlyphs, chain: rich.labelChain, color: rich.placeholderColor, cache: cache,
        scale: scale, originX: geometry.padding.left, originY: geometry.padding.top)
    }
  }
}
