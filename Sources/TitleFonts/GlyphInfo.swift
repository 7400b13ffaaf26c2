/// A measured glyph: which face of a ``FontFallbackChain`` draws a character, with which glyph,
/// and how far it advances.
public struct GlyphInfo: Sendable, Equatable, Hashable {
  /// The index of the face in ``FontFallbackChain/faces`` (0 = the primary face).
  public var faceIndex: UInt16
  /// The glyph id in that face; the face's space glyph for synthesized spaces and zero-width
  /// characters, 0 (`.notdef`) when missing.
  public var glyph: UInt32
  /// The advance in **em**: multiply by the font size in pixels. Unhinted and unrounded
  /// (font units ÷ units per em), like Chromium.
  public var advanceEm: Double
  /// True when no face has the character and the primary face's `.notdef` box is drawn.
  public var isMissing: Bool
  /// True when this glyph is the left glyph of some kerning pair of its face; when false,
  /// ``FontFallbackChain/kerningEm(_:_:)`` with this glyph on the left is 0 and may be skipped.
  public var kernsAsLeft: Bool
  /// True when the glyph's face has OpenType layout tables (``FontFace/hasLayoutTables``) and is
  /// scalable: text it draws is measured by shaping runs with HarfBuzz, not glyph by glyph.
  public var shapes: Bool
  /// For a glyph of the primary face, its advance in whole font units as FreeType reads it
  /// (`FT_Get_Advance` unscaled: `hmtx`, or `HVAR` at the face's variation), from which Skia's
  /// 16.16 pixel advance is computed at each size. −1 for other faces' glyphs and for widths
  /// that are no glyph's own (synthesized spaces, bitmap strikes): only ``advanceEm`` holds
  /// those.
  public var advanceUnits: Int32
  /// True when the glyph comes from a face with bitmap strikes only (colour emoji): its advance
  /// is the strike's scaled to the size, which Skia computes in `float` and HarfBuzz takes on
  /// its 16.16 grid, rounded down (``advance(atSize:)``).
  public var isBitmapStrike: Bool

  /// Creates a glyph record.
  /// - Parameters:
  ///   - faceIndex: the face in the chain.
  ///   - glyph: the glyph id in that face.
  ///   - advanceEm: the advance in em.
  ///   - isMissing: whether `.notdef` stands in for a missing character.
  ///   - kernsAsLeft: whether the glyph starts a kerning pair.
  ///   - shapes: whether runs of its face are shaped with HarfBuzz.
  ///   - advanceUnits: a primary-face glyph's advance in whole font units, else −1.
  ///   - isBitmapStrike: whether the face has bitmap strikes only.
  public init(
    faceIndex: UInt16, glyph: UInt32, advanceEm: Double, isMissing: Bool = false,
    kernsAsLeft: Bool = false, shapes: Bool = false, advanceUnits: Int32 = -1,
    isBitmapStrike: Bool = false
  ) {
    self.advanceUnits = advanceUnits
    self.isBitmapStrike = isBitmapStrike
    self.shapes = shapes
    self.faceIndex = faceIndex
    self.glyph = glyph
    self.advanceEm = advanceEm
    self.isMissing = isMissing
    self.kernsAsLeft = kernsAsLeft
  }

  /// The advance in pixels at a font size.
  ///
  /// For a bitmap strike, Chromium's: Skia scales the strike's advance in `float`, and Blink
  /// hands it to HarfBuzz as a 16.16 fixed-point position, truncated
  /// (`SkiaScalarToHarfBuzzPosition`, `platform/fonts/shaping/harfbuzz_face.cc`), so 136 ÷ 109 em
  /// at 17.5 px is 1430969 ÷ 65536 px (21.834854…), not 21.834862….
  /// - Parameter px: the font size in pixels.
  /// - Returns: `advanceEm × px`, on the 16.16 grid for a bitmap strike.
  @inline(__always)
  public func advance(atSize px: Double) -> Double {
    let advance = advanceEm * px
    guard isBitmapStrike else { return advance }
    let fixed = Double(Float(advance)) * 65536
    guard fixed.isFinite, abs(fixed) < 0x1p31 else { return advance }
    return fixed.rounded(.towardZero) / 65536
  }
}
