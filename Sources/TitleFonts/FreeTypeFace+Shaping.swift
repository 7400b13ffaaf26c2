// Every HarfBuzz call of the package lives in this file. HarfBuzz shapes through its FreeType
// glue (hb-ft), which calls FreeType on our FT_Face, so like FreeTypeFace.swift nothing here is
// thread-safe: ``FontFace`` calls it under the face's Mutex.
internal import CHarfBuzz

extension FreeTypeFace {
  /// Shapes one run of scalars with the face's OpenType tables and returns the glyph ids.
  ///
  /// Calls `hb_ft_font_create_referenced` on the face (HarfBuzz takes its own FreeType reference
  /// and drops it in `hb_font_destroy`, before this returns), fills an `hb_buffer_t` with
  /// `hb_buffer_add_utf32`, lets `hb_buffer_guess_segment_properties` pick direction and script,
  /// sets `HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES` so that variation selectors and joiners the
  /// font's ligatures skip over leave no glyph behind, and runs `hb_shape` with no features.
  /// Only glyph ids are read; positions are not (a bitmap face has no scale set), since advances
  /// come from the measured chain, as Chromium's do.
  /// - Parameter scalars: the code points of one grapheme cluster.
  /// - Returns: the glyph ids in visual order, `nil` when HarfBuzz could not make a font.
  func shapedGlyphs(_ scalars: [UInt32]) -> [UInt32]? {
    guard !scalars.isEmpty, let font = hb_ft_font_create_referenced(face) else { return nil }
    defer { hb_font_destroy(font) }
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    guard hb_buffer_allocation_successful(buffer) != 0 else { return nil }
    let count = Int32(scalars.count)
    hb_buffer_add_utf32(buffer, scalars, count, 0, count)
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
    hb_shape(font, buffer, nil, 0)
    var length: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &length) else { return [] }
    return (0..<Int(length)).map { infos[$0].codepoint }
  }
}
