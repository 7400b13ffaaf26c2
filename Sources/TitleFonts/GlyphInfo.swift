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

  /// Creates a glyph record.
  /// - Parameters:
  ///   - faceIndex: the face in the chain.
  ///   - glyph: the glyph id in that face.
  ///   - advanceEm: the advance in em.
  ///   - isMissing: whether `.notdef` stands in for a missing character.
  ///   - kernsAsLeft: whether the glyph starts a kerning pair.
  ///   - shapes: whether runs of its face are shaped with HarfBuzz.
  ///   - advanceUnits: a primary-face glyph's advance in whole font units, else −1.
  public init(
    faceIndex: UInt16, glyph: UInt32, advanceEm: Double, isMissing: Bool = false,
    kernsAsLeft: Bool = false, shapes: Bool = false, advanceUnits: Int32 = -1
  ) {
    self.advanceUnits = advanceUnits
    self.shapes = shapes
    self.faceIndex = faceIndex
    self.glyph = glyph
    self.advanceEm = advanceEm
    self.isMissing = isMissing
    self.kernsAsLeft = kernsAsLeft
  }

  /// The advance in pixels at a font size.
  /// - Parameter px: the font size in pixels.
  /// - Returns: `advanceEm × px`.
  public func advance(atSize px: Double) -> Double { advanceEm * px }
}
