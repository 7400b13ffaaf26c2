@_spi(TitleInternals) import TitleSystem

/// A face's `hmtx` advances, read once, so that measuring many glyphs (the eager pages of a
/// ``FontFallbackChain``) takes no FreeType call and no lock per glyph.
///
/// Only for the faces where `FT_Get_Advance(face, glyph, FT_LOAD_NO_SCALE)` is the `hmtx`
/// value itself: scalable sfnt faces that are not variable (FreeType applies `HVAR` or loads
/// the glyph for a variation). For glyph ids from `numberOfHMetrics` on, the last advance
/// repeats (OpenType `hmtx`).
struct HorizontalMetrics: Sendable {
  /// The `hmtx` table: `numberOfHMetrics` (advance, left side bearing) pairs of big-endian
  /// 16-bit values, then more bearings.
  private let table: [UInt8]
  private let metricCount: Int
  private let glyphCount: Int

  /// Reads the face's `hhea` and `hmtx`; `nil` when the face is not one of those described
  /// above, or its tables are missing or shorter than `hhea` says.
  /// - Parameter face: the face.
  init?(_ face: FontFace) {
    guard face.isScalable, face.axes.isEmpty, face.variationCoordinates.isEmpty else {
      return nil
    }
    let (hhea, hmtx) = face.freeType.withLock { ($0.sfntTable("hhea"), $0.sfntTable("hmtx")) }
    guard let hhea, hhea.count >= 36, let hmtx else { return nil }
    let count = Int(hhea[34]) << 8 | Int(hhea[35])
    guard count > 0, hmtx.count >= count * 4 else { return nil }
    table = hmtx
    metricCount = count
    glyphCount = face.glyphCount
  }

  /// The advance of `glyph` in font units, `nil` for a glyph id beyond the face's glyphs.
  /// - Parameter glyph: a glyph id.
  /// - Returns: what `FT_Get_Advance` with `FT_LOAD_NO_SCALE` answers for it.
  func advanceUnits(_ glyph: UInt32) -> Int32? {
    guard Int(glyph) < glyphCount else { return nil }
    let offset = min(Int(glyph), metricCount - 1) * 4
    return Int32(table[offset]) << 8 | Int32(table[offset + 1])
  }
}
