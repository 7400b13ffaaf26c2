/// Grapheme-cluster measuring for emoji sequences, which a colour emoji font draws as one
/// ligature glyph (Noto Color Emoji's GSUB) while ``FontFallbackChain/glyph(for:)`` sees scalars.
extension FontFallbackChain {
  /// The glyphs of one grapheme cluster, one per scalar, in order.
  ///
  /// For most clusters this is ``glyph(for:)`` of each scalar. An emoji sequence — a cluster whose
  /// first scalar a colour face draws, or that asks for emoji presentation with U+FE0F — is drawn
  /// by that colour face as one glyph, as Chromium does with Noto Color Emoji: the first entry
  /// carries the whole advance and the following scalars (ZWJ, skin tones, the second regional
  /// indicator of a flag, keycap marks) get zero advance from the same face. When HarfBuzz
  /// shapes the cluster with that face into one glyph (``FontFace/ligatureGlyph(for:)``, cached
  /// per sequence), every entry names that ligature glyph, so renderers draw 👨‍👩‍👧 and not 👨;
  /// otherwise they name the first scalar's glyph. Advances do not depend on shaping: the lead's
  /// advance is the cluster's, which is what Chromium measures.
  /// - Parameters:
  ///   - scalars: the scalars of one extended grapheme cluster (e.g. a `Character`'s).
  ///   - language: the content language, for scalars only system fallback has
  ///     (``glyph(for:language:)``); default Korean.
  /// - Returns: one ``GlyphInfo`` per scalar; their `advanceEm` sum is the cluster's advance.
  public func glyphs(
    forCluster scalars: some Collection<Unicode.Scalar>, language: FallbackLanguage = .korean
  ) -> [GlyphInfo] {
    var infos = scalars.map { glyph(for: $0, language: language) }
    guard infos.count > 1, let first = scalars.first else { return infos }
    var lead = infos[0]
    if !face(at: Int(lead.faceIndex)).isColor {
      // Emoji presentation requested (U+FE0F), or a flag (two regional indicators), for a scalar
      // a text face draws: use a colour face.
      let isFlag = scalars.count == 2 && scalars.allSatisfy(Self.isRegionalIndicator)
      guard scalars.contains("\u{FE0F}") || isFlag, let colour = colourGlyph(for: first) else {
        return infos
      }
      lead = colour
    }
    if let ligature = face(at: Int(lead.faceIndex)).ligatureGlyph(for: scalars) {
      lead.glyph = ligature  // drawn as the ligature; the advance stays the lead's, as Chromium's
    }
    infos[0] = lead
    for i in 1..<infos.count {
      infos[i] = GlyphInfo(faceIndex: lead.faceIndex, glyph: lead.glyph, advanceEm: 0)
    }
    return infos
  }

  /// The glyph of `scalar` in the first configured colour face that has it, else in the colour
  /// font system fallback gives for it (a pure function of the chain and the scalar: never a
  /// colour face an earlier title pulled in for another scalar).
  private func colourGlyph(for scalar: Unicode.Scalar) -> GlyphInfo? {
    for index in 0..<initialFaceCount {
      let face = face(at: index)
      guard face.isColor else { continue }
      let glyph = face.glyphIndex(for: scalar)
      if glyph != 0 {
        return GlyphInfo(
          faceIndex: UInt16(index), glyph: glyph, advanceEm: face.advanceEm(glyph: glyph),
          isBitmapStrike: !face.isScalable)
      }
    }
    return systemColourGlyph(for: scalar)
  }
}
