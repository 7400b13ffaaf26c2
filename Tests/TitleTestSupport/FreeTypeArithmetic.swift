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
}
