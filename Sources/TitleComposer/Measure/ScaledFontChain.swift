@_spi(TitleInternals) import TitleFonts

/// A fallback chain at one pixel size.
///
/// Advances follow Chromium. A glyph of the primary face measured glyph by glyph (a face without
/// layout tables) is as wide as Skia asks FreeType for it: the unhinted linear advance in 16.16
/// fixed point, `FT_MulDiv(units, x_scale, 64)` with `x_scale = FT_DivFix(size·64, unitsPerEm)`
/// (FreeType's `FT_Request_Metrics` and `FT_Load_Glyph`; Skia sets the size in 26.6, truncated,
/// `SkScalarToFDot6`), so NanumGothicBold at 16 px is about 2·10⁻⁶ wider than units × size ÷ em.
/// That decides lines that fit to the last 1/64 px: the width sweep's last 7 cases. Shaped runs
/// are scaled as Chromium scales them (``ShapedUnitScale``); other faces' advances and `kern`
/// pairs are unhinted font units × size ÷ units-per-em.
///
/// It does not retain its chain. One composer's chains are shared by every thread composing with
/// it, and a retain and release per title means two atomic writes to the chain's reference count
/// per title and thread: two cores composing at once then spend more time passing that cache line
/// back and forth than laying out. A scaled chain lives only inside a call on the object that owns
/// the chain (a composer, a text engine kept by a layouter, the chain itself), which keeps the
/// chain alive for the whole call; every use below borrows it (``Borrowed``).
struct ScaledFontChain: Sendable {
  private let borrowedChain: Borrowed<FontFallbackChain>
  /// The pixel size.
  let size: Double
  /// The content language: system fallback asks for its faces, shaping picks its `locl` forms.
  let language: TitleLanguage

  /// FreeType's `x_scale` for the primary face at ``size`` (16.16), 0 when it has none.
  private let primaryScale: Int
  /// Advance units below this (as unsigned) scale by ``primaryScale``: 2³¹ when there is a scale
  /// (so −1, "no units", does not), else 0 (none does). One comparison per glyph.
  private let scaledUnitsLimit: UInt32

  init(chain: FontFallbackChain, size: Double, language: TitleLanguage = .korean) {
    borrowedChain = Borrowed(chain)
    self.size = size
    self.language = language
    primaryScale = Self.freeTypeScale(size: size, unitsPerEm: chain.primaryMetrics.unitsPerEm)
    scaledUnitsLimit = primaryScale != 0 ? 1 << 31 : 0
  }

  /// `FT_DivFix(size in 26.6, unitsPerEm)`: font units to 26.6 pixels, in 16.16 fixed point
  /// (rounded half up, as `FT_DivFix` does for positive values).
  /// 0 for a size FreeType could not be set to (not finite, below 1/64 px or beyond 10⁷ px):
  /// then advances are units × size ÷ em.
  static func freeTypeScale(size: Double, unitsPerEm: Int) -> Int {
    let fixed = Float(size) * 64  // SkScalarToFDot6 truncates
    guard fixed.isFinite, fixed >= 1, fixed <= 64e7, unitsPerEm > 0 else { return 0 }
    return (Int(fixed) * 65536 + unitsPerEm / 2) / unitsPerEm
  }

  /// The faces and their glyph tables.
  var chain: FontFallbackChain { borrowedChain.object }

  /// The chain's ``TitleFonts/FontFallbackChain/serial`` (borrowed, not retained).
  var chainSerial: UInt64 { borrowedChain.use { $0.serial } }

  /// The primary face's metrics.
  var primaryMetrics: FontMetrics { borrowedChain.use { $0.primaryMetrics } }

  /// The glyph for a scalar.
  @inline(__always)
  func glyph(for scalar: Unicode.Scalar) -> GlyphInfo {
    borrowedChain.use {
      $0.knownGlyph(for: scalar, language: language.fallback)
        ?? $0.glyph(for: scalar, language: language.fallback)
    }
  }

  /// The glyph's advance in pixels: for a glyph of the primary face with an advance of its own
  /// (``GlyphInfo/advanceUnits``), FreeType's 16.16 linear advance, `FT_MulDiv(units, x_scale,
  /// 64)` in integers as FreeType computes it; else (synthesized widths, other faces) units ×
  /// size ÷ em, a bitmap strike's on HarfBuzz's 16.16 grid (``GlyphInfo/advance(atSize:)``).
  @inline(__always)
  func advance(of glyph: GlyphInfo) -> Double {
    if UInt32(bitPattern: glyph.advanceUnits) < scaledUnitsLimit {
      return Double((Int(glyph.advanceUnits) &* primaryScale &+ 32) >> 6) * 0x1p-16
    }
    return glyph.advance(atSize: size)
  }

  /// Calls `body` with the chain's lean entries (``TitleFonts/LeanGlyphLookup``), borrowed for
  /// the call; with a lookup that has none when the primary face has no FreeType scale at this
  /// size (its advances are then not scaled from units), or when not `enabled` (tests compare).
  @inline(__always)
  func withLeanGlyphs<Result>(enabled: Bool = true, _ body: (LeanGlyphLookup) -> Result) -> Result {
    guard enabled && scaledUnitsLimit != 0 else {
      return FontFallbackChain.withoutLeanGlyphs(body)
    }
    return borrowedChain.use { $0.withLeanGlyphs(body) }
  }

  /// The advance of a lean glyph in pixels: ``advance(of:)`` for its units.
  @inline(__always)
  func advance(of lean: LeanGlyph) -> Double { advance(primaryUnits: lean.advanceUnits) }

  /// The advance in pixels of a primary-face glyph `units` font units wide (FreeType's 16.16
  /// linear advance, as ``advance(of:)`` computes it).
  @inline(__always)
  func advance(primaryUnits units: Int) -> Double {
    Double((units &* primaryScale &+ 32) >> 6) * 0x1p-16
  }

  /// Pair kerning between two glyphs in pixels (0 across faces).
  @inline(__always)
  func kerning(_ left: GlyphInfo, _ right: GlyphInfo) -> Double {
    guard left.kernsAsLeft, left.faceIndex == right.faceIndex else { return 0 }
    return borrowedChain.use { $0.kerningEm(left, right) } * size
  }

  /// The advance of a whole string, kerning included (badge labels, the ellipsis): shaped with
  /// HarfBuzz when one face with layout tables draws all of it, as Chromium shapes it.
  /// - Parameter text: the string, shaped in ``language``.
  func advance(of text: String) -> Double {
    if let shaped = shapedAdvance(of: text) { return shaped }
    var total = 0.0
    var previous: GlyphInfo? = nil
    for scalar in text.unicodeScalars {
      let glyph = glyph(for: scalar)
      total += advance(of: glyph)
      if let previous { total += kerning(previous, glyph) }
      previous = glyph
    }
    return total
  }

  /// The shaped advance of `text` when one shaping face draws every scalar, else `nil`.
  private func shapedAdvance(of text: String) -> Double? {
    var faceIndex: UInt16?
    for scalar in text.unicodeScalars {
      let glyph = glyph(for: scalar)
      guard glyph.shapes, faceIndex == nil || faceIndex == glyph.faceIndex else { return nil }
      faceIndex = glyph.faceIndex
    }
    guard let faceIndex else { return nil }
    let face = chain.face(at: Int(faceIndex))
    guard let run = face.shape(text, ShapingProperties(language: language.tag)) else {
      return nil
    }
    return ShapedUnitScale(face: face, size: size).width(of: run)
  }

  /// The glyph that draws a one-character string and its advance in pixels: shaped when its
  /// face has layout tables (so that `locl` picks the language's form, as for the ellipsis),
  /// else the chain's glyph. The advance is what ``advance(of:)`` gives.
  func drawnGlyph(of text: String) -> (GlyphInfo, Double) {
    var info = glyph(for: text.unicodeScalars.first ?? " ")
    let advance = advance(of: text)
    if info.shapes,
      let run = chain.face(at: Int(info.faceIndex)).shape(
        text, ShapingProperties(language: language.tag)),
      let first = run.glyphs.first
    {
      info.glyph = first.glyph
    }
    return (info, advance)
  }
}
