import TitleFonts

/// A fallback chain at one pixel size.
///
/// Advances follow Chromium: unhinted font units × size ÷ units-per-em, never rounded per glyph,
/// plus `kern` pairs scaled the same way. (Rounding each advance to FreeType's 16.16 fixed point
/// instead costs one corpus case: a line Chromium fits to exactly 320 px would come out 0.0014 px
/// too wide.)
struct ScaledFontChain: Sendable {
  /// The faces and their glyph tables.
  let chain: FontFallbackChain
  /// The pixel size.
  let size: Double

  init(chain: FontFallbackChain, size: Double) {
    self.chain = chain
    self.size = size
  }

  /// The glyph for a scalar.
  @inline(__always)
  func glyph(for scalar: Unicode.Scalar) -> GlyphInfo { chain.glyph(for: scalar) }

  /// The glyph's advance in pixels.
  @inline(__always)
  func advance(of glyph: GlyphInfo) -> Double { Double(glyph.advanceEm) * size }

  /// Pair kerning between two glyphs in pixels (0 across faces).
  @inline(__always)
  func kerning(_ left: GlyphInfo, _ right: GlyphInfo) -> Double {
    guard left.kernsAsLeft, left.faceIndex == right.faceIndex else { return 0 }
    return chain.kerningEm(left, right) * size
  }

  /// The advance of a whole string, kerning included (badge labels, the ellipsis).
  func advance(of text: String) -> Double {
    var total = 0.0
    var previous: GlyphInfo? = nil
    for scalar in text.unicodeScalars {
      let glyph = glyph(for: scalar)
      total += advance(of: glyph)
      if let previous { total += kerning(previous, glyph) }
      previous = glyph
    }
    return total
  }
}
