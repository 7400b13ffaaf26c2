/// Decides which face draws a scalar and measures it: the slow path behind
/// ``FontFallbackChain``, run once per scalar (eagerly for common blocks, lazily for the rest).
///
/// The order is HarfBuzz's and Chromium's: default-ignorables are zero-width; the primary face
/// if it has the glyph; a Unicode space the primary face lacks is synthesized from its space
/// glyph; then the other faces in order.
struct GlyphResolver: Sendable {
  /// The primary face's U+0020 glyph (0 if it has none) and its advance.
  let spaceGlyph: UInt32
  let space: (em: Double, units: Int32)
  /// Advances of a digit and of "." / "," in the primary face, for FIGURE and PUNCTUATION
  /// SPACE (`nil` when absent: the space advance is kept, as HarfBuzz does).
  let figure: (em: Double, units: Int32)?
  let punctuation: (em: Double, units: Int32)?
  /// The primary face's `.notdef` advance.
  let notdef: (em: Double, units: Int32)
  /// Whether the primary face is shaped (``FontFace/shapesRuns``): the zero-width and synthesized
  /// spaces it stands in for are then shaped with it.
  let primaryShapes: Bool

  init(primary: FontFace) {
    primaryShapes = primary.shapesRuns
    spaceGlyph = primary.glyphIndex(for: " ")
    space = spaceGlyph == 0 ? (0, -1) : primary.advance(glyph: spaceGlyph)
    let digit = "0123456789".unicodeScalars.lazy.map(primary.glyphIndex(for:)).first { $0 != 0 }
    figure = digit.map { primary.advance(glyph: $0) }
    let stop = ".,".unicodeScalars.lazy.map(primary.glyphIndex(for:)).first { $0 != 0 }
    punctuation = stop.map { primary.advance(glyph: $0) }
    notdef = primary.advance(glyph: 0)
  }

  /// The glyph of `scalar` among `faces`, or `nil` when none has it (the caller decides between
  /// system fallback and `.notdef`).
  /// - Parameters:
  ///   - scalar: the character.
  ///   - faces: the chain's faces, primary first.
  ///   - metrics: per face of `faces`, its advances read ahead (``HorizontalMetrics``), `nil`
  ///     to ask FreeType; empty to ask FreeType for every face.
  ///   - nominal: per face of `faces`, the cmap's glyph for `scalar` read ahead
  ///     (``FontFace/glyphIndices(for:)``); empty to ask each face.
  func resolve(
    _ scalar: Unicode.Scalar, in faces: [FontFace], metrics: [HorizontalMetrics?] = [],
    nominal: [UInt32] = []
  ) -> GlyphInfo? {
    let v = scalar.value
    if UnicodeSpaces.isDefaultIgnorable(v) {
      return GlyphInfo(
        faceIndex: 0, glyph: spaceGlyph, advanceEm: 0, shapes: primaryShapes, advanceUnits: 0)
    }
    if UnicodeSpaces.isLineSeparator(v), spaceGlyph != 0 {
      // Drawn as the space, whatever glyph a face has for it (Chromium shapes a space there).
      return GlyphInfo(
        faceIndex: 0, glyph: spaceGlyph, advanceEm: space.em, shapes: primaryShapes,
        advanceUnits: space.units)
    }
    for (index, face) in faces.enumerated() {
      let glyph =
        index < nominal.count
        ? face.drawingGlyph(for: scalar, nominal: nominal[index]) : face.drawingGlyph(for: scalar)
      if glyph != 0 {
        if index < metrics.count, let units = metrics[index]?.advanceUnits(glyph) {
          return measure(glyph, of: face, at: index, units: units)
        }
        return measure(glyph, of: face, at: index)
      }
      if index == 0, spaceGlyph != 0, let width = UnicodeSpaces.fallbackWidth(v) {
        let advance = synthesized(width)
        return GlyphInfo(
          faceIndex: 0, glyph: spaceGlyph, advanceEm: advance.em, shapes: primaryShapes,
          advanceUnits: advance.units)
      }
    }
    return nil
  }

  /// The `.notdef` record drawn for a character no face has.
  var missing: GlyphInfo {
    GlyphInfo(
      faceIndex: 0, glyph: 0, advanceEm: notdef.em, isMissing: true, advanceUnits: notdef.units)
  }

  /// Measures a glyph of a face.
  func measure(_ glyph: UInt32, of face: FontFace, at index: Int) -> GlyphInfo {
    let advance = face.advance(glyph: glyph)
    return GlyphInfo(
      faceIndex: UInt16(index), glyph: glyph, advanceEm: advance.em,
      kernsAsLeft: face.startsKernPair(glyph), shapes: face.shapesRuns,
      advanceUnits: index == 0 ? advance.units : -1, isBitmapStrike: !face.isScalable)
  }

  /// Measures a glyph of a scalable face whose advance in font units is known: the record
  /// ``measure(_:of:at:)`` makes, without asking FreeType (``FontFace/advance(glyph:)`` divides
  /// the same units by the same units per em).
  private func measure(_ glyph: UInt32, of face: FontFace, at index: Int, units: Int32)
    -> GlyphInfo
  {
    let advance = (em: Double(units) / Double(face.metrics.unitsPerEm), units: units)
    return GlyphInfo(
      faceIndex: UInt16(index), glyph: glyph, advanceEm: advance.em,
      kernsAsLeft: face.startsKernPair(glyph), shapes: face.shapesRuns,
      advanceUnits: index == 0 ? advance.units : -1)
  }

  /// A synthesized space's width: a glyph's own advance when it copies one (its units too),
  /// else a fraction of the em (no units).
  private func synthesized(_ width: UnicodeSpaces.Width) -> (em: Double, units: Int32) {
    switch width {
    case .em(let fraction): return (fraction, -1)
    case .figure: return figure ?? space
    case .punctuation: return punctuation ?? space
    case .narrow: return (space.em / 2, -1)
    case .space: return space
    }
  }
}

/// The eagerly measured part of the BMP: whole 256-scalar pages, one flat array, indexed without
/// hashing.
///
/// Covers Latin-1, Hangul Jamo, general punctuation, enclosed alphanumerics, CJK symbols and
/// kana, compatibility Jamo, all Hangul syllables and half/full-width forms: 51 pages, 13,056
/// scalars. A lookup is two array reads, small enough to inline into the measuring loop.
@usableFromInline struct EagerGlyphTable: Sendable {
  /// The pages (scalar value >> 8) measured eagerly, in the order their records are stored.
  static let pages: [UInt8] = [0x00, 0x11, 0x20, 0x24, 0x30, 0x31] + Array(0xAC...0xD7) + [0xFF]

  /// For each of the 256 BMP pages, its position in ``pages`` plus one; 0 when not eager.
  @usableFromInline let pageSlots: [UInt8]
  /// 256 records per page of ``pages``.
  @usableFromInline let infos: [GlyphInfo]

  /// Measures every scalar of every page, reading each page's cmap glyphs per face in one go
  /// (``FontFace/glyphIndices(for:)``) and advances from each face's `hmtx`
  /// (``HorizontalMetrics``) where that is what FreeType would answer.
  init(resolver: GlyphResolver, faces: [FontFace]) {
    let metrics = faces.map(HorizontalMetrics.init)
    var slots = [UInt8](repeating: 0, count: 256)
    var infos: [GlyphInfo] = []
    infos.reserveCapacity(Self.pages.count * 256)
    var nominal = [UInt32](repeating: 0, count: faces.count)
    for (index, page) in Self.pages.enumerated() {
      slots[Int(page)] = UInt8(index + 1)
      let values = UInt32(page) << 8..<(UInt32(page) + 1) << 8
      let glyphs = faces.map { $0.glyphIndices(for: values) }
      for (offset, v) in values.enumerated() {
        guard let scalar = Unicode.Scalar(v) else {
          infos.append(resolver.missing)
          continue
        }
        for face in faces.indices { nominal[face] = glyphs[face][offset] }
        infos.append(
          resolver.resolve(scalar, in: faces, metrics: metrics, nominal: nominal)
            ?? resolver.missing)
      }
    }
    self.pageSlots = slots
    self.infos = infos
  }

  /// The record of `v` when it lies in an eager page.
  /// - Complexity: O(1): two array reads, no hashing, no lock.
  @inlinable
  func lookup(_ v: UInt32) -> GlyphInfo? {
    guard v < 0x1_0000 else { return nil }
    let slot = Int(pageSlots[Int(v >> 8)])
    guard slot != 0 else { return nil }
    return infos[(slot - 1) << 8 | Int(v & 0xFF)]
  }
}
