import TitleComposer
import TitleFonts

extension Canvas {
  /// Draws glyphs at their pen positions, each x quantised to 1/``GlyphCache/subpixelPhases``
  /// of a device pixel and the baseline rounded to a whole pixel; bitmaps come from `cache`.
  /// - Parameters:
  ///   - glyphs: positioned glyphs in layout pixels.
  ///   - chain: the chain whose face indices the glyphs name.
  ///   - color: the tint of outline glyphs (colour emoji keep their colours).
  ///   - cache: the renderer's glyph cache.
  ///   - scale: device pixels per layout pixel.
  ///   - originX: added to layout x before scaling (padding less the drawn area's origin).
  ///   - originY: added to layout y before scaling.
  mutating func draw(
    _ glyphs: [PositionedGlyph], chain: FontFallbackChain, color: RGBColor, cache: GlyphCache,
    scale: Double, originX: Double, originY: Double
  ) {
    let phases = GlyphCache.subpixelPhases
    // Far off the canvas either way: whatever is drawn there is clipped away, and bitmap
    // offsets added to it cannot overflow.
    let offCanvas = -(1 << 40)...(1 << 40)
    let tint = Tint(color)
    for glyph in glyphs {
      let pen = (glyph.x + originX) * scale
      let quantised = CheckedInteger.clamped(pen * Double(phases), to: offCanvas)
      let phase = (quantised % phases + phases) % phases
      let column = (quantised - phase) / phases
      let baseline = CheckedInteger.clamped((glyph.baseline + originY) * scale, to: offCanvas)
      let bitmap = cache.bitmap(
        face: chain.face(at: glyph.faceIndex), glyph: glyph.glyph,
        size: glyph.size * scale, phase: phase)
      if bitmap.isEmpty { continue }
      draw(bitmap, x: column + bitmap.left, y: baseline - bitmap.top, tint: tint)
    }
  }
}
