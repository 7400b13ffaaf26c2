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

  init(primary: FontFace) {
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
      return GlyphInfo(faceIndex: 0, glyph: spaceGlyph, advanceEm: 0)
    }
    for (index, face) in faces.enumerated() {
      let glyph = face.glyphIndex(for: scalar)
      if glyph != 0 {
        return measure(glyph, of: face, at: index)
      }
      if index == 0, spaceGlyph != 0, let width = UnicodeSpaces.fallbackWidth(v) {
        return GlyphInfo(faceIndex: 0, glyph: spaceGlyph, advanceEm: synthesized(width))
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
      kernsAsLeft: face.startsKernPair(glyph))
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

/// The eagerly measured blocks, one flat array, indexed without hashing.
///
/// Covers ASCII and Latin-1, Hangul syllables, Hangul Jamo and compatibility Jamo, general
/// punctuation, CJK symbols, enclosed alphanumerics and half/full-width forms: ~12,400 scalars.
struct EagerGlyphTable: Sendable {
  /// (first scalar, count) per block, most frequent first; ``lookup(_:)`` hard-codes the same
  /// ranges and their offsets (checked by a test).
  static let blocks: [(first: UInt32, count: UInt32)] = [
    (0xAC00, 11172), (0x0000, 0x100), (0x2000, 0x70), (0x3000, 0x40),
    (0x1100, 0x100), (0x3130, 0x60), (0xFF00, 0xF0), (0x2460, 0xA0),
  ]

  let infos: [GlyphInfo]

  /// Measures every scalar of every block.
  init(resolver: GlyphResolver, faces: [FontFace]) {
    var infos: [GlyphInfo] = []
    infos.reserveCapacity(Self.blocks.reduce(0) { $0 + Int($1.count) })
    for block in Self.blocks {
      for v in block.first..<block.first + block.count {
        guard let scalar = Unicode.Scalar(v) else {
          infos.append(resolver.missing)
          continue
        }
        infos.append(resolver.resolve(scalar, in: faces) ?? resolver.missing)
      }
    }
    self.infos = infos
  }

  /// The record of `v` when it lies in an eager block.
  /// - Complexity: O(1): a few range checks (constants matching ``blocks``), no hashing, no lock.
  @inline(__always)
  func lookup(_ v: UInt32) -> GlyphInfo? {
    let index: Int
    if v &- 0xAC00 < 11172 {
      index = Int(v &- 0xAC00)
    } else if v < 0x100 {
      index = 11172 + Int(v)
    } else if v &- 0x2000 < 0x70 {
      index = 11428 + Int(v &- 0x2000)
    } else if v &- 0x3000 < 0x40 {
      index = 11540 + Int(v &- 0x3000)
    } else if v &- 0x1100 < 0x100 {
      index = 11604 + Int(v &- 0x1100)
    } else if v &- 0x3130 < 0x60 {
      index = 11860 + Int(v &- 0x3130)
    } else if v &- 0xFF00 < 0xF0 {
      index = 11956 + Int(v &- 0xFF00)
    } else if v &- 0x2460 < 0xA0 {
      index = 12196 + Int(v &- 0x2460)
    } else {
      return nil
    }
    return infos[index]
  }
}
