@_spi(TitleInternals) import TitleSystem

/// Emoji sequences as one ligature glyph: what a colour font's GSUB table substitutes for a ZWJ
/// family, a flag, a skin-tone or a keycap sequence, found once per sequence with HarfBuzz.
extension FontFace {
  /// The single glyph this face draws for a whole sequence of scalars, if its OpenType tables
  /// ligate them into one (Noto Color Emoji: 👨‍👩‍👧 → one family glyph, 🇰🇷 → one flag).
  ///
  /// The sequence is shaped with the face's HarfBuzz font (`HarfBuzzFont.glyphs(ofSequence:)`)
  /// the first time it is asked for; the answer, a glyph or none, is cached per sequence.
  /// - Parameter scalars: the scalars of one grapheme cluster.
  /// - Returns: the ligature's glyph id, or `nil` when shaping gives more than one glyph or
  ///   `.notdef`.
  /// - Complexity: a locked dictionary read after a sequence's first lookup.
  public func ligatureGlyph(for scalars: some Collection<Unicode.Scalar>) -> UInt32? {
    let key = scalars.map(\.value)
    if let cached = ligatures.lookup(key) { return cached == 0 ? nil : cached }
    let shaped = harfBuzz?.glyphs(ofSequence: key)
    let glyph = shaped.flatMap { $0.count == 1 ? $0[0] : nil } ?? 0
    ligatures.store(key, glyph)
    return glyph == 0 ? nil : glyph
  }
}

/// Shaped sequences of one face: scalars → ligature glyph, 0 meaning "not one glyph".
final class LigatureCache: Sendable {
  /// The most sequences kept; beyond it, new sequences are shaped on every call.
  static let limit = 4096

  private let entries = Locked<[[UInt32]: UInt32]>([:])

  init() {}

  func lookup(_ key: [UInt32]) -> UInt32? { entries.withLock { $0[key] } }

  func store(_ key: [UInt32], _ glyph: UInt32) {
    entries.withLock { if $0.count < Self.limit { $0[key] = glyph } }
  }
}
