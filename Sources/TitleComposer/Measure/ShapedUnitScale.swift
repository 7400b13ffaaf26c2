import TitleFonts

/// Shaped advances to pixels, as Chromium gets them for a face at one size.
///
/// Chromium shapes with HarfBuzz on Skia's font functions (`harfbuzz_font_data.cc`,
/// `harfbuzz_face.cc`): the font's scale is the size in 16.16 fixed point
/// (`SkiaScalarToHarfBuzzPosition`), a glyph's own advance is what Skia asks FreeType for, the
/// unhinted linear advance `FT_MulDiv(units, x_scale, 64)` with `x_scale = FT_DivFix(size·64,
/// unitsPerEm)` (``ScaledFontChain/freeTypeScale(size:unitsPerEm:)``), and what GPOS adds
/// (pair kerning, `halt`, `palt`) is scaled by HarfBuzz itself, `em_mult(v) = (v·x_mult +
/// 2¹⁵) >> 16` with `x_mult = (x_scale << 16) / (float) upem` (`hb-font.hh`). Blink keeps each
/// glyph's advance as that 16.16 value (`TextRunLayoutUnit`), so a run's width is their exact
/// sum: 16 kana of Noto Sans CJK (1000 units) at 16 px are 16 × 1,048,578 / 65,536 =
/// 256.000488 px, which Blink snaps up to 256.015625 px, not 256 px.
///
/// The two parts come apart from HarfBuzz's own output here (shaped at 64 subunits per font
/// unit, size-independent, so a run is cached once for every size): a glyph's
/// ``ShapedGlyphRecord/nominalAdvance`` is its hmtx advance, and the rest of its advance is
/// what positioning added, in font units × 64 exactly. A glyph HarfBuzz zeroed (a mark) stays 0.
///
/// For a variable face (its advances carry fractional `HVAR` deltas), a bitmap face, or a size
/// FreeType could not be set to, advances are units × size ÷ units-per-em, as before.
struct ShapedUnitScale {
  /// Pixels per shaping unit: size ÷ (units per em × 64).
  let linear: Double
  /// FreeType's `x_scale` (16.16) for the face at this size; 0 when advances are linear.
  private let freeTypeScale: Int
  /// HarfBuzz's `x_mult` for Chromium's scale at this size.
  private let harfBuzzMultiplier: Int64
  /// Shaping units per font unit: HarfBuzz shapes at units per em × 64
  /// (``TitleFonts/FontFace/shapingUnitsPerEm``).
  private static let subunitShift = 6

  /// The scale of `face` at `size` pixels.
  init(face: FontFace, size: Double) {
    let unitsPerEm = face.metrics.unitsPerEm
    let shapingUnitsPerEm = Int(face.shapingUnitsPerEm)
    linear = size / Double(shapingUnitsPerEm)
    let exact =
      shapingUnitsPerEm == unitsPerEm << Self.subunitShift && face.isScalable
      && face.axes.isEmpty && face.variationCoordinates.isEmpty
    let scale = exact ? ScaledFontChain.freeTypeScale(size: size, unitsPerEm: unitsPerEm) : 0
    // SkScalarToFixed truncates the float size × 65536; an unusable size keeps the linear way.
    let fixedSize = Float(size) * 65536
    guard scale != 0, fixedSize.isFinite, fixedSize >= 1, fixedSize < Float(Int32.max) else {
      freeTypeScale = 0
      harfBuzzMultiplier = 0
      return
    }
    freeTypeScale = scale
    harfBuzzMultiplier = Int64(Float(Int64(Int32(fixedSize)) << 16) / Float(unitsPerEm))
  }

  /// A glyph's advance in pixels.
  @inline(__always)
  func pixels(_ glyph: ShapedGlyphRecord) -> Double {
    pixels(advance: glyph.advance, nominal: glyph.nominalAdvance)
  }

  /// The advance in pixels of a glyph HarfBuzz moved by `advance` shaping units, `nominal` of
  /// them its own.
  @inline(__always)
  func pixels(advance: Int32, nominal: Int32) -> Double {
    let added = Int64(advance) &- Int64(nominal)
    let fraction = Int64(1) << Self.subunitShift - 1
    // Both parts whole font units (a static face's always are), the glyph not zeroed.
    guard freeTypeScale != 0, advance != 0, nominal >= 0, (Int64(nominal) | added) & fraction == 0
    else { return Double(advance) * linear }
    let own = (Int(nominal >> Self.subunitShift) &* freeTypeScale &+ 32) >> 6
    guard added != 0 else { return Double(own) * 0x1p-16 }
    let positioned = ((added >> Self.subunitShift) &* harfBuzzMultiplier &+ 32768) >> 16
    return Double(Int64(own) &+ positioned) * 0x1p-16
  }

  /// An offset (where a glyph is drawn from the pen) in pixels.
  @inline(__always)
  func offset(_ units: Int32) -> Double { Double(units) * linear }

  /// A whole run's width in pixels: its glyphs' advances summed.
  func width(of run: ShapedRun) -> Double {
    var total = 0.0
    for glyph in run.glyphs { total += pixels(glyph) }
    return total
  }
}
