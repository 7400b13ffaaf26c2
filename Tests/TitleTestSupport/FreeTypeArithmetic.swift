/// FreeType's arithmetic for the advances Chromium measures glyph by glyph, written out from
/// FreeType's formulas (independent of the library's code): Skia sets the size in 26.6, truncated
/// (`SkScalarToFDot6`); `FT_Request_Metrics` makes `x_scale = FT_DivFix(size26.6, unitsPerEm)`;
/// `FT_Load_Glyph` makes the 16.16 linear advance `FT_MulDiv(units, x_scale, 64)`.
public enum FreeTypeArithmetic {
  /// The 16.16 linear advance of `units` font units, in pixels.
  /// - Parameters:
  ///   - units: the advance in font units (not negative).
  ///   - size: the pixel size.
  ///   - unitsPerEm: the face's units per em.
  public static func linearAdvance(units: Int, size: Double, unitsPerEm: Int) -> Double {
    let size26 = Int(Float(size) * 64)
    let scale = (size26 * 65536 + unitsPerEm / 2) / unitsPerEm
    return Double((units * scale + 32) / 64) / 65536
  }

  /// ``linearAdvance(units:size:unitsPerEm:)`` in NanumGothicBold (1000 units per em).
  public static func nanum(_ units: Int, size: Double = 16) -> Double {
    linearAdvance(units: units, size: size, unitsPerEm: 1000)
  }

  /// What HarfBuzz makes of `units` font units of positioning (a GPOS kerning value) on a font
  /// whose scale is `size` in 16.16, as Chromium sets it: `(v × x_mult + 2¹⁵) >> 16` with
  /// `x_mult = (x_scale << 16) / (float) upem` (`hb-font.hh`), in pixels.
  public static func harfBuzzPositioning(units: Int, size: Double, unitsPerEm: Int) -> Double {
    let xScale = Int64(Float(size) * 65536)
    let multiplier = Int64(Float(xScale << 16) / Float(unitsPerEm))
    return Double((Int64(units) * multiplier + 32768) >> 16) / 65536
  }

  /// A shaped glyph's advance as Chromium measures it: its own `nominal` advance as FreeType
  /// scales it (``linearAdvance(units:size:unitsPerEm:)``) plus what positioning added
  /// (``harfBuzzPositioning(units:size:unitsPerEm:)``); 0 for a glyph HarfBuzz zeroed.
  public static func shapedAdvance(
    advanceUnits: Int, nominalUnits: Int, size: Double, unitsPerEm: Int
  ) -> Double {
    guard advanceUnits != 0 else { return 0 }
    return linearAdvance(units: nominalUnits, size: size, unitsPerEm: unitsPerEm)
      + harfBuzzPositioning(
        units: advanceUnits - nominalUnits, size: size, unitsPerEm: unitsPerEm)
  }
}
