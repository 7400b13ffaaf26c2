import TitleFonts

extension ScaledFontChain {
  /// The glyph runs of a short text measured scalar by scalar, as ``advance(of:)`` measures it
  /// (a badge label): one glyph per scalar, each advancing by its advance plus the kerning before
  /// the next scalar, a new run where the face changes, all at level 0.
  /// - Parameters:
  ///   - text: the text.
  ///   - x: the pen position where the text starts.
  /// - Returns: the runs, left to right; a glyph's cluster is its scalar's UTF-16 offset in `text`.
  func glyphRuns(of text: String, x: Double) -> [GlyphRun] {
    var runs: [GlyphRun] = []
    var pen = x
    var previous: GlyphInfo? = nil
    var offset = 0
    for scalar in text.unicodeScalars {
      let glyph = glyph(for: scalar)
      if let previous {
        let kerning = kerning(previous, glyph)
        runs[runs.count - 1].glyphs[runs[runs.count - 1].glyphs.count - 1].advance += kerning
        pen += kerning
      }
      if runs.last?.faceIndex != Int(glyph.faceIndex) {
        runs.append(
          GlyphRun(faceIndex: Int(glyph.faceIndex), size: size, bidiLevel: 0, x: pen, glyphs: []))
      }
      let advance = advance(of: glyph)
      runs[runs.count - 1].glyphs.append(
        ShapedGlyph(id: glyph.glyph, advance: advance, xOffset: 0, yOffset: 0, cluster: offset))
      pen += advance
      offset += scalar.utf16.count
      previous = glyph
    }
    return runs
  }
}
