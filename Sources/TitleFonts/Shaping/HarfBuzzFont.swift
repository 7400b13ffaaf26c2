// The HarfBuzz calls of the shaper. A `HarfBuzzFont` owns one immutable hb_face/hb_font pair made
// from the font file's bytes with HarfBuzz's own OpenType functions (hb-ot), never through
// FreeType, so that many threads shape with it at once (HarfBuzz documents immutable fonts as
// safe to share); only the buffers are per call, taken from a small pool.
internal import CHarfBuzz
@_spi(TitleInternals) import TitleSystem

/// A face as HarfBuzz shapes it: glyph substitution and positioning from its GSUB/GPOS (or AAT)
/// tables, advances from hmtx with HVAR for the chosen variation, in units of 1/64 font unit.
final class HarfBuzzFont: @unchecked Sendable {
  // @unchecked: `font` and `face` are made immutable in `init` and only read afterwards;
  // HarfBuzz's immutable objects are thread-safe. `buffers` is behind a lock.
  private let face: OpaquePointer
  private let font: OpaquePointer
  private let buffers = Locked<[PooledBuffer]>([])
  /// Shaping units per em: the face's units per em × ``subunits``.
  let unitsPerEm: Int32
  /// Whether the face has glyph substitution or positioning tables (GSUB, GPOS, morx, kerx):
  /// without them HarfBuzz maps characters through cmap and applies `kern` pairs, nothing more.
  let hasLayoutTables: Bool
  /// The glyph count HarfBuzz sees (compared with FreeType's when loading).
  let glyphCount: Int

  /// Positions are kept in 1/64 font unit, so that variable-font advances (HVAR deltas are
  /// fractional) lose nothing visible.
  static let subunits: Int32 = 64
  /// The most buffers kept for reuse.
  private static let pooledBuffers = 16

  /// The canonical decomposition HarfBuzz's normalizer uses for a character a font lacks
  /// (`hb_unicode_decompose` with the default Unicode functions): two scalar values, the second
  /// 0 for a singleton (a CJK compatibility ideograph's unified ideograph); `nil` when the
  /// character has none.
  static func canonicalDecomposition(of value: UInt32) -> (first: UInt32, second: UInt32)? {
    var a: hb_codepoint_t = 0
    var b: hb_codepoint_t = 0
    guard hb_unicode_decompose(hb_unicode_funcs_get_default(), value, &a, &b) != 0 else {
      return nil
    }
    return (a, b)
  }

  /// Makes the font from a file (`hb_blob_create_from_file_or_fail`), `nil` when HarfBuzz cannot
  /// read it.
  /// - Parameters:
  ///   - path: the font file.
  ///   - index: the face in a collection.
  ///   - unitsPerEm: the face's units per em (FreeType's, checked by the caller).
  ///   - coordinates: design coordinates in `fvar` axis order; empty for the default instance.
  convenience init?(path: String, index: Int, unitsPerEm: Int, coordinates: [Double]) {
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    self.init(blob: blob, index: index, unitsPerEm: unitsPerEm, coordinates: coordinates)
  }

  /// Makes the font from bytes in memory (HarfBuzz keeps its own copy).
  convenience init?(bytes: [UInt8], index: Int, unitsPerEm: Int, coordinates: [Double]) {
    guard !bytes.isEmpty, bytes.count <= Int(UInt32.max) else { return nil }
    let made = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        hb_blob_create_or_fail($0, UInt32(buffer.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
      }
    }
    guard let blob = made else { return nil }
    defer { hb_blob_destroy(blob) }
    self.init(blob: blob, index: index, unitsPerEm: unitsPerEm, coordinates: coordinates)
  }

  private init?(blob: OpaquePointer, index: Int, unitsPerEm: Int, coordinates: [Double]) {
    guard index >= 0, index <= Int(UInt32.max), unitsPerEm > 0, unitsPerEm <= 16_384,
      let face = hb_face_create(blob, UInt32(index))
    else { return nil }
    guard let font = hb_font_create(face) else {
      hb_face_destroy(face)
      return nil
    }
    let units = Int32(unitsPerEm) * Self.subunits
    hb_font_set_scale(font, units, units)
    if !coordinates.isEmpty {
      let design = coordinates.map { Float($0) }
      hb_font_set_var_coords_design(font, design, UInt32(design.count))
    }
    hb_font_make_immutable(font)
    self.face = face
    self.font = font
    self.unitsPerEm = units
    glyphCount = Int(hb_face_get_glyph_count(face))
    hasLayoutTables =
      hb_ot_layout_has_substitution(face) != 0 || hb_ot_layout_has_positioning(face) != 0
      || hb_aat_layout_has_substitution(face) != 0 || hb_aat_layout_has_positioning(face) != 0
  }

  deinit {
    for buffer in buffers.withLock({ $0 }) { hb_buffer_destroy(buffer.pointer) }
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  /// Shapes `text` as one run and returns its glyphs in logical order.
  /// - Parameters:
  ///   - text: the run's UTF-16 code units (no context is passed: the result depends only on
  ///     the run, which is what makes it cacheable).
  ///   - properties: direction, script, language and features.
  /// - Returns: the glyphs; `nil` when HarfBuzz could not allocate its buffer.
  func shape(_ text: Span<UInt16>, _ properties: ShapingProperties) -> ShapedRun? {
    guard !text.isEmpty, text.count <= Int(Int32.max) else {
      return ShapedRun(glyphs: [], unitsPerEm: unitsPerEm)
    }
    guard let buffer = takeBuffer() else { return nil }
    defer { returnBuffer(buffer) }
    let count = Int32(text.count)
    text.withUnsafeBufferPointer { hb_buffer_add_utf16(buffer, $0.baseAddress, count, 0, count) }
    hb_buffer_set_direction(
      buffer, properties.direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    if properties.script != 0 {
      hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(properties.script))
    }
    hb_buffer_set_language(buffer, hb_language_from_string(properties.language, -1))
    hb_buffer_guess_segment_properties(buffer)
    let features = properties.features.map {
      hb_feature_t(tag: $0.tag, value: $0.value, start: 0, end: UInt32.max)
    }
    hb_shape(font, buffer, features, UInt32(features.count))
    guard hb_buffer_allocation_successful(buffer) != 0 else { return nil }
    var length: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
      let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return ShapedRun(glyphs: [], unitsPerEm: unitsPerEm) }
    let glyphCount = Int(length)
    let reversed = properties.direction == .rightToLeft
    let glyphs = [ShapedGlyphRecord](unsafeUninitializedCapacity: glyphCount) { records, written in
      for visual in 0..<glyphCount {
        var info = infos[visual]
        let position = positions[visual]
        let flags = hb_glyph_info_get_glyph_flags(&info)
        records.initializeElement(
          at: reversed ? glyphCount - 1 - visual : visual,
          to: ShapedGlyphRecord(
            glyph: info.codepoint, cluster: info.cluster, advance: position.x_advance,
            nominalAdvance: hb_font_get_glyph_h_advance(font, info.codepoint),
            xOffset: position.x_offset, yOffset: position.y_offset,
            unsafeToBreak: flags.rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
      }
      written = glyphCount
    }
    return ShapedRun(glyphs: glyphs, unitsPerEm: unitsPerEm)
  }

  /// The glyph ids HarfBuzz gives a sequence of scalars shaped as one run with its guessed
  /// direction and script, default ignorables (ZWJ, variation selectors) removed: how an emoji
  /// sequence's ligature is found (``FontFace/ligatureGlyph(for:)``).
  /// - Returns: the glyph ids in visual order; `nil` when HarfBuzz could not allocate.
  func glyphs(ofSequence scalars: [UInt32]) -> [UInt32]? {
    guard !scalars.isEmpty, scalars.count <= Int(Int32.max), let buffer = takeBuffer() else {
      return nil
    }
    defer { returnBuffer(buffer) }
    let count = Int32(scalars.count)
    hb_buffer_add_utf32(buffer, scalars, count, 0, count)
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
    hb_shape(font, buffer, nil, 0)
    guard hb_buffer_allocation_successful(buffer) != 0 else { return nil }
    var length: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &length) else { return [] }
    return (0..<Int(length)).map { infos[$0].codepoint }
  }

  /// Whether the face's GSUB or GPOS table lists the feature `tag` (packed big-endian, as
  /// `HB_TAG`) under any script and language system (Blink's `OpenTypeFeatures`).
  func hasLayoutFeature(_ tag: UInt32) -> Bool {
    let tables: [hb_tag_t] = [0x4753_5542, 0x4750_4F53]  // 'GSUB', 'GPOS'
    for table in tables {
      var start: UInt32 = 0
      while true {
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var count = UInt32(tags.count)
        let total = hb_ot_layout_table_get_feature_tags(face, table, start, &count, &tags)
        if tags.prefix(Int(count)).contains(tag) { return true }
        start += count
        guard count > 0, start < total else { break }
      }
    }
    return false
  }

  /// A glyph's horizontal ink extent from its origin, in shaping units
  /// (`hb_font_get_glyph_extents`: the outline's bounds); `nil` when HarfBuzz has none.
  func horizontalExtent(of glyph: UInt32) -> (left: Int32, right: Int32)? {
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
    return (extents.x_bearing, extents.x_bearing + extents.width)
  }

  /// The glyph's advance before positioning (hmtx with HVAR), in shaping units: what the glyph
  /// moves the pen alone, without the kerning GPOS adds to it.
  func nominalAdvance(of glyph: UInt32) -> Int32 {
    hb_font_get_glyph_h_advance(font, glyph)
  }

  private func takeBuffer() -> OpaquePointer? {
    if let reused = buffers.withLock({ $0.popLast() }) { return reused.pointer }
    guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
      return nil
    }
    return buffer
  }

  private func returnBuffer(_ buffer: OpaquePointer) {
    hb_buffer_clear_contents(buffer)
    let kept = buffers.withLock { pool in
      guard pool.count < Self.pooledBuffers else { return false }
      pool.append(PooledBuffer(pointer: buffer))
      return true
    }
    if !kept { hb_buffer_destroy(buffer) }
  }
}

/// An `hb_buffer_t` in the pool. `@unchecked Sendable` is sound: a buffer in the pool belongs to
/// no thread, and one taken out (under the lock) belongs to the one call that took it until it
/// goes back; this is what lets `Locked.withLock`'s `sending` result hand it out.
private struct PooledBuffer: @unchecked Sendable {
  let pointer: OpaquePointer
}
