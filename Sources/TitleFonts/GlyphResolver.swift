/// Decides which face draws a scalar and measures it: the slow path behind
/// ``FontFallbackChain``, run once per scalar (eagerly for common blocks, lazily for the rest).
///
/// The order is HarfBuzz's and Chromium's: default-ignorables are zero-width; the primary face
/// if it has the glyph; a Unicode space the primary face lacks is synthesized from its space
/// glyph; then the other faces in order.
struct GlyphResolver: Sendable {
  /// The primary face's U+0020 glyph (0 if it has none) and its advance in em.
  let spaceGlyph: UInt32
  let spaceEm: Double
  /// Advances in em of a digit and of "." / "," in the primary face, for FIGURE and PUNCTUATION
  /// SPACE (`nil` when absent: the space advance is kept, as HarfBuzz does).
  let figureEm: Double?
  let punctuationEm: Double?
  /// The primary face's `.notdef` advance in em.
  let notdefEm: Double
  /// Whether the primary face is shaped (``FontFace/shapesRuns``): the zero-width and synthesized
  /// spaces it stands in for are then shaped with it.
  let primaryShapes: Bool

  init(primary: FontFace) {
    primaryShapes = primary.shapesRuns
    spaceGlyph = primary.glyphIndex(for: " ")
    spaceEm = spaceGlyph == 0 ? 0 : primary.advanceEm(glyph: spaceGlyph)
    let digit = "0123456789".unicodeScalars.lazy.map(primary.glyphIndex(for:)).first { $0 != 0 }
    figureEm = digit.map { primary.advanceEm(glyph: $0) }
    let stop = ".,".unicodeScalars.lazy.map(primary.glyphIndex(for:)).first { $0 != 0 }
    punctuationEm = stop.map { primary.advanceEm(glyph: $0) }
    notdefEm = primary.advanceEm(glyph: 0)
  }

  /// The glyph of `scalar` among `faces`, or `nil` when none has it (the caller decides between
  /// system fallback and `.notdef`).
  /// - Parameters:
  ///   - scalar: the character.
  ///   - faces: the chain's faces, primary first.
  func resolve(_ scalar: Unicode.Scalar, in faces: [FontFace]) -> GlyphInfo? {
    let v = scalar.value
    if UnicodeSpaces.isDefaultIgnorable(v) {
      return GlyphInfo(faceIndex: 0, glyph: spaceGlyph, advanceEm: 0, shapes: primaryShapes)
    }
    for (index, face) in faces.enumerated() {
      let glyph = face.glyphIndex(for: scalar)
      if glyph != 0 {
        return measure(glyph, of: face, at: index)
      }
      if index == 0, spaceGlyph != 0, let width = UnicodeSpaces.fallbackWidth(v) {
        return GlyphInfo(
          faceIndex: 0, glyph: spaceGlyph, advanceEm: synthesized(width), shapes: primaryShapes)
      }
    }
    return nil
  }

  /// The `.notdef` record drawn for a character no face has.
  var missing: GlyphInfo {
    GlyphInfo(faceIndex: 0, glyph: 0, advanceEm: notdefEm, isMissing: true)
  }

  /// Measures a glyph of a face.
  func measure(_ glyph: UInt32, of face: FontFace, at index: Int) -> GlyphInfo {
    GlyphInfo(
      faceIndex: UInt16(index), glyph: glyph, advanceEm: face.advanceEm(glyph: glyph),
      kernsAsLeft: face.startsKernPair(glyph), shapes: face.shapesRuns)
  }

  private func synthesized(_ width: UnicodeSpaces.Width) -> Double {
    switch width {
    case .em(let fraction): return fraction
    case .figure: return figureEm ?? spaceEm
    case .punctuation: return punctuationEm ?? spaceEm
    case .narrow: return spaceEm / 2
    case .space: return spaceEm
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

  /// Measures every scalar of every page.
  init(resolver: GlyphResolver, faces: [FontFace]) {
    var slots = [UInt8](repeating: 0, count: 256)
    var infos: [GlyphInfo] = []
    infos.reserveCapacity(Self.pages.count * 256)
    for (index, page) in Self.pages.enumerated() {
      slots[Int(page)] = UInt8(index + 1)
      for v in UInt32(page) << 8..<(UInt32(page) + 1) << 8 {
        guard let scalar = Unicode.Scalar(v) else {
          infos.append(resolver.missing)
          continue
        }
        infos.append(resolver.resolve(scalar, in: faces) ?? resolver.missing)
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
