@_spi(TitleInternals) import TitleSystem

/// Drawing glyphs: bitmaps for raster output and outlines for vector output. Every FreeType
/// call runs in ``FreeTypeFace`` under the face's lock; resampling runs outside it.
extension FontFace {
  /// The largest pixel size ``rasterize(glyph:size:subpixelOffset:)`` draws: 16,384 ppem, a
  /// glyph as large as the largest image a renderer makes. Above it, nothing is drawn.
  public static let maximumRasterSize: Double = 16_384

  /// Rasterises a glyph at a pixel size, shifted right by a fraction of a pixel.
  ///
  /// Outline glyphs come back as anti-aliased ``GlyphBitmap/Format/coverage`` masks rendered
  /// unhinted with the outline translated by `subpixelOffset` (rounded to 1/64 px), so that
  /// text keeps its fractional pen positions. Bitmap-only colour faces (Noto Color Emoji) come
  /// back as ``GlyphBitmap/Format/premultipliedRGBA``: the strike bitmap (`FT_LOAD_COLOR`)
  /// scaled to `size` with a box filter, as Skia scales a strike.
  /// - Parameters:
  ///   - glyph: the glyph id (0 draws the face's `.notdef`).
  ///   - size: the pixel size (ppem), > 0 and at most ``maximumRasterSize``.
  ///   - subpixelOffset: a horizontal shift in pixels, in 0..<1.
  /// - Returns: the bitmap, ``GlyphBitmap/empty`` for a glyph without ink, `nil` when FreeType
  ///   cannot load or render the glyph or the size is not a finite number in
  ///   (0, ``maximumRasterSize``].
  public func rasterize(glyph: UInt32, size: Double, subpixelOffset: Double = 0) -> GlyphBitmap? {
    guard size.isFinite, size > 0, size <= Self.maximumRasterSize else { return nil }
    if isScalable {
      let offset64 = CheckedInteger.clamped(subpixelOffset * 64, to: 0...63)
      return freeType.withLock { $0.coverageBitmap(glyph, size: size, offset64: offset64) }
    }
    guard let strike = freeType.withLock({ $0.colorStrikeBitmap(glyph) }) else { return nil }
    return strike.bitmap.scaled(by: size / strike.ppem, offset: subpixelOffset)
  }

  /// The glyph's outline in font units (y up), from `FT_Outline_Decompose`.
  /// - Parameter glyph: the glyph id.
  /// - Returns: the outline (empty for a space), `nil` for a bitmap-only face or on error.
  public func outline(glyph: UInt32) -> GlyphOutline? {
    guard isScalable else { return nil }
    guard let elements = freeType.withLock({ $0.outline(glyph) }) else { return nil }
    return GlyphOutline(elements: elements, unitsPerEm: metrics.unitsPerEm)
  }
}
