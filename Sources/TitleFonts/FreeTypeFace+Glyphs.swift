// The FreeType calls that draw glyphs: rasterise an outline at a size and subpixel offset,
// load a colour (CBDT) strike bitmap, and walk an outline for vector output. Like
// FreeTypeFace.swift, nothing here is thread-safe: ``FontFace`` calls it under its lock.
internal import CFreeType

extension FreeTypeFace {
  /// Renders an outline glyph as an anti-aliased coverage mask.
  ///
  /// Calls `FT_Set_Char_Size` (26.6 size at 72 dpi, so fractional pixel sizes are kept),
  /// `FT_Load_Glyph` with `FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP` (unhinted, like the
  /// unhinted advances layout uses), `FT_Outline_Translate` by `offset64` (1/64 px, the subpixel
  /// phase) and `FT_Render_Glyph` in `FT_RENDER_MODE_NORMAL` (8-bit grey).
  /// - Parameters:
  ///   - glyph: the glyph id.
  ///   - size: the pixel size (ppem).
  ///   - offset64: horizontal shift in 1/64 px, 0..<64.
  /// - Returns: the mask, ``GlyphBitmap/empty`` for a glyph without ink, `nil` on error or for
  ///   a face without outlines.
  func coverageBitmap(_ glyph: UInt32, size: Double, offset64: Int) -> GlyphBitmap? {
    guard isScalable else { return nil }
    guard let charSize = CheckedInteger.exact(size * 64, in: 1...Int.max),
      FT_Set_Char_Size(face, 0, FT_F26Dot6(charSize), 72, 72) == 0
    else { return nil }
    let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0 else { return nil }
    let slot = face.pointee.glyph!
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
    if slot.pointee.outline.n_points == 0 { return .empty }
    FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offset64), 0)
    guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
    let bitmap = slot.pointee.bitmap
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return nil }
    return copy(bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
  }

  /// Loads a colour glyph from the face's first bitmap strike (Noto Color Emoji: 109 ppem),
  /// with `FT_Select_Size` and `FT_Load_Glyph(FT_LOAD_COLOR)`.
  /// - Parameter glyph: the glyph id.
  /// - Returns: the premultiplied RGBA bitmap at the strike's size and that size (ppem), or
  ///   `nil` for a face without strikes or on error.
  func colorStrikeBitmap(_ glyph: UInt32) -> (bitmap: GlyphBitmap, ppem: Double)? {
    guard face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes else {
      return nil
    }
    let ppem = Double(sizes[0].y_ppem) / 64
    guard ppem > 0, FT_Select_Size(face, 0) == 0,
      FT_Load_Glyph(face, FT_UInt(glyph), Int32(FT_LOAD_COLOR)) == 0
    else { return nil }
    let slot = face.pointee.glyph!
    let bitmap = slot.pointee.bitmap
    let left = Int(slot.pointee.bitmap_left)
    let top = Int(slot.pointee.bitmap_top)
    if bitmap.width == 0 || bitmap.rows == 0 { return (.empty, ppem) }
    if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
      guard let mask = copy(bitmap, left: left, top: top) else { return nil }
      return (mask, ppem)
    }
    guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer
    else { return nil }
    let (width, height, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
      for column in 0..<width {
        let s = source + column * 4
        let d = (row * width + column) * 4
        pixels[d] = s[2]  // BGRA → RGBA
        pixels[d + 1] = s[1]
        pixels[d + 2] = s[0]
        pixels[d + 3] = s[3]
      }
    }
    let image = GlyphBitmap(
      checkedWidth: width, height: height, left: left, top: top, format: .premultipliedRGBA,
      pixels: pixels)
    return (image, ppem)
  }

  /// The glyph's outline in font units: `FT_Load_Glyph` with `FT_LOAD_NO_SCALE`, then
  /// `FT_Outline_Decompose`.
  /// - Parameter glyph: the glyph id.
  /// - Returns: the outline (empty for a space), `nil` for a bitmap glyph or on error.
  func outline(_ glyph: UInt32) -> [GlyphOutline.Element]? {
    guard isScalable else { return nil }
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0 else { return nil }
    let slot = face.pointee.glyph!
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        OutlineSink.from(user).elements.append(.move(to: OutlineSink.point(to)))
        return 0
      },
      line_to: { to, user in
        OutlineSink.from(user).elements.append(.line(to: OutlineSink.point(to)))
        return 0
      },
      conic_to: { control, to, user in
        let element = GlyphOutline.Element.quad(
          control: OutlineSink.point(control), to: OutlineSink.point(to))
        OutlineSink.from(user).elements.append(element)
        return 0
      },
      cubic_to: { c1, c2, to, user in
        let element = GlyphOutline.Element.cubic(
          control1: OutlineSink.point(c1), control2: OutlineSink.point(c2),
          to: OutlineSink.point(to))
        OutlineSink.from(user).elements.append(element)
        return 0
      },
      shift: 0, delta: 0)
    let sink = OutlineSink()
    let error = withExtendedLifetime(sink) {
      FT_Outline_Decompose(
        &slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
    }
    return error == 0 ? sink.elements : nil
  }

  /// Copies an 8-bit grey FreeType bitmap (any pitch sign) into a coverage ``GlyphBitmap``.
  private func copy(_ bitmap: FT_Bitmap, left: Int, top: Int) -> GlyphBitmap? {
    let (width, height, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
    if width == 0 || height == 0 { return .empty }
    guard let buffer = bitmap.buffer else { return nil }
    var pixels = [UInt8](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { destination in
      for row in 0..<height {
        let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
        for column in 0..<width { destination[row * width + column] = source[column] }
      }
    }
    return GlyphBitmap(
      checkedWidth: width, height: height, left: left, top: top, format: .coverage, pixels: pixels)
  }
}

/// Collects `FT_Outline_Decompose` callbacks; passed to C as the `user` pointer.
private final class OutlineSink {
  var elements: [GlyphOutline.Element] = []

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
    Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
  }

  static func point(_ vector: UnsafePointer<FT_Vector>?) -> GlyphOutline.Point {
    GlyphOutline.Point(x: Double(vector!.pointee.x), y: Double(vector!.pointee.y))
  }
}
