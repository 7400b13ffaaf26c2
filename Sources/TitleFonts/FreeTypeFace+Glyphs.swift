// Glyph bitmaps and outlines from what FreeTypeFace.swift's loaders copy out of FreeType: a
// rasterised outline at a size and subpixel offset, a colour (CBDT) strike bitmap, an outline
// for vector output. No C type here; like FreeTypeFace.swift, nothing is thread-safe:
// ``FontFace`` calls it under its lock.

extension FreeTypeFace {
  /// Renders an outline glyph as an anti-aliased coverage mask.
  ///
  /// Sets the size in 26.6 at 72 dpi (fractional pixel sizes are kept), loads the glyph
  /// unhinted without bitmaps (like the unhinted advances layout uses), translates the outline by
  /// `offset64` (1/64 px, the subpixel phase) and renders it in 8-bit grey
  /// (``renderOutline(_:charSize:offset64:)``).
  /// - Parameters:
  ///   - glyph: the glyph id.
  ///   - size: the pixel size (ppem).
  ///   - offset64: horizontal shift in 1/64 px, 0..<64.
  /// - Returns: the mask, ``GlyphBitmap/empty`` for a glyph without ink, `nil` on error or for
  ///   a face without outlines.
  func coverageBitmap(_ glyph: UInt32, size: Double, offset64: Int) -> GlyphBitmap? {
    guard isScalable,
      let charSize = CheckedInteger.exact(size * 64, in: 1...Int.max),
      let bitmap = renderOutline(glyph, charSize: charSize, offset64: offset64),
      bitmap.mode == .gray
    else { return nil }
    return Self.coverage(bitmap)
  }

  /// Loads a colour glyph from the face's first bitmap strike (Noto Color Emoji: 109 ppem)
  /// (``strikeBitmap(_:)``).
  /// - Parameter glyph: the glyph id.
  /// - Returns: the premultiplied RGBA bitmap at the strike's size and that size (ppem), or
  ///   `nil` for a face without strikes or on error.
  func colorStrikeBitmap(_ glyph: UInt32) -> (bitmap: GlyphBitmap, ppem: Double)? {
    guard let (bitmap, ppem) = strikeBitmap(glyph) else { return nil }
    if bitmap.width == 0 || bitmap.height == 0 { return (.empty, ppem) }
    switch bitmap.mode {
    case .gray: return (Self.coverage(bitmap), ppem)
    case .other: return nil
    case .bgra: break
    }
    let bgra = bitmap.bytes
    var pixels = [UInt8](repeating: 0, count: bgra.count)
    for pixel in stride(from: 0, to: bgra.count, by: 4) {
      pixels[pixel] = bgra[pixel + 2]  // BGRA → RGBA
      pixels[pixel + 1] = bgra[pixel + 1]
      pixels[pixel + 2] = bgra[pixel]
      pixels[pixel + 3] = bgra[pixel + 3]
    }
    let image = GlyphBitmap(
      checkedWidth: bitmap.width, height: bitmap.height, left: bitmap.left, top: bitmap.top,
      format: .premultipliedRGBA, pixels: pixels)
    return (image, ppem)
  }

  /// The glyph's outline in font units, unscaled (``outlineElements(_:)``).
  /// - Parameter glyph: the glyph id.
  /// - Returns: the outline (empty for a space), `nil` for a bitmap glyph or on error.
  func outline(_ glyph: UInt32) -> [GlyphOutline.Element]? {
    guard isScalable else { return nil }
    return outlineElements(glyph)
  }

  /// An 8-bit grey slot bitmap as a coverage ``GlyphBitmap`` (``GlyphBitmap/empty`` when it has
  /// no pixels).
  private static func coverage(_ bitmap: SlotBitmap) -> GlyphBitmap {
    if bitmap.width == 0 || bitmap.height == 0 { return .empty }
    return GlyphBitmap(
      checkedWidth: bitmap.width, height: bitmap.height, left: bitmap.left, top: bitmap.top,
      format: .coverage, pixels: bitmap.bytes)
  }
}
