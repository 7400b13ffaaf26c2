extension FontFace {
  /// The glyph this face draws `scalar` with, as HarfBuzz's normalizer finds it: the character
  /// map's glyph, else — for a character the face lacks — the first glyph of its canonical
  /// decomposition when the face has every part of it (decomposing the first part again as
  /// needed). So a CJK compatibility ideograph is drawn with its unified ideograph and "ś" with
  /// "s" and U+0301, as Chromium draws them with a face that has the parts but not the whole
  /// (and so picks that face for them).
  /// - Parameter scalar: the character.
  /// - Returns: the glyph; 0 when the face can draw it neither way.
  func drawingGlyph(for scalar: Unicode.Scalar) -> UInt32 {
    drawingGlyph(for: scalar, nominal: glyphIndex(for: scalar))
  }

  /// ``drawingGlyph(for:)`` when the cmap's glyph for `scalar` is already known (`nominal`,
  /// from ``glyphIndex(for:)`` or ``glyphIndices(for:)``).
  func drawingGlyph(for scalar: Unicode.Scalar, nominal: UInt32) -> UInt32 {
    nominal != 0 ? nominal : decomposedGlyph(for: scalar.value, depth: 0)
  }

  /// HarfBuzz's `decompose` (hb-ot-shape-normalize.cc) for `value`, which the face lacks: the
  /// second part must be in the face; the first is taken as it is, else decomposed again.
  private func decomposedGlyph(for value: UInt32, depth: Int) -> UInt32 {
    guard depth < 8, let (first, second) = HarfBuzzFont.canonicalDecomposition(of: value),
      let firstScalar = Unicode.Scalar(first)
    else { return 0 }
    if second != 0 {
      guard let secondScalar = Unicode.Scalar(second), glyphIndex(for: secondScalar) != 0 else {
        return 0
      }
    }
    let glyph = glyphIndex(for: firstScalar)
    return glyph != 0 ? glyph : decomposedGlyph(for: first, depth: depth + 1)
  }
}
