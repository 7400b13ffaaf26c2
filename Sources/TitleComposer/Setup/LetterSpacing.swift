/// CSS `letter-spacing` as Blink applies it, for the title
/// (``TitleStyle/letterSpacing``, ``TitleRequest/letterSpacing``) and the badge label
/// (``TitleStyle/badgeLetterSpacing``).
///
/// Blink (`platform/fonts/shaping/shape_result_spacing.cc`, `ShapeResult::ApplySpacingImpl` in
/// `shape_result.cc`):
/// - the spacing is a `TextRunLayoutUnit`, 1/65536 px, made from the float px value, which
///   truncates toward zero: ``quantized(_:)``;
/// - it is added to the advance of the last glyph of each HarfBuzz cluster (a grapheme cluster
///   here), the last one of a line included, so trailing tracking counts in the fit; nothing is
///   clamped, a negative spacing may make an advance negative;
/// - some characters get none (``getsNoSpacing(_:preservesWhiteSpace:)``), found with the
///   Chromium 156 oracle rather than read: Blink's `Character::TreatAsZeroWidthSpace` list does
///   not match what it does today (a C0 control and DELETE are tracked; a Hangul filler, 15 px
///   wide, is not);
/// - a non-zero spacing switches off `liga`, `clig` and `calt` (`font_features.cc`,
///   `FontFeatureRange::FromFontDescription`); `kern` stays;
/// - the ellipsis of a truncated line and the hyphen drawn at a soft hyphen are shaped apart
///   (`LineTruncator::SetupEllipsis`, `HyphenResult`) and get none.
enum LetterSpacing {
  /// The largest letter-spacing accepted, in px either way.
  static let maximumPixels = 1000.0
  /// The largest letter-spacing accepted, in em either way.
  static let maximumEm = 10.0

  /// Whether `px` is a usable letter-spacing in pixels: finite, within ±``maximumPixels``.
  static func containsPixels(_ px: Double) -> Bool { px.isFinite && abs(px) <= maximumPixels }

  /// Whether `em` is a usable letter-spacing in em: finite, within ±``maximumEm``.
  static func containsEm(_ em: Double) -> Bool { em.isFinite && abs(em) <= maximumEm }

  /// The spacing in px from a px value or an em value at `size` (px wins when both are given,
  /// which validation refuses), `nil` when neither is.
  static func pixels(px: Double?, em: Double?, size: Double) -> Double? {
    if let px { return px }
    if let em { return em * size }
    return nil
  }

  /// `px` as Blink holds it: truncated toward zero to 1/65536 px, after the float
  /// conversion of `FontDescription::LetterSpacing()`.
  static func quantized(_ px: Double) -> Double {
    (Double(Float(px)) * 65536).rounded(.towardZero) / 65536
  }

  /// Whether a cluster starting with `scalar` gets no letter-spacing in Chromium 156 (the
  /// oracle, `scripts/make-letter-spacing-corpus.py`'s probes): a default-ignorable code point
  /// (U+00AD, U+034F, U+061C, U+115F, U+1160, U+17B4, U+17B5, U+180B…U+180F, U+200B…U+200F,
  /// U+202A…U+202E, U+2060…U+206F, U+3164, U+FE00…U+FE0F, U+FEFF, U+FFA0, U+FFF0…U+FFF8,
  /// U+1BCA0…U+1BCA3, U+1D173…U+1D17A, U+E0000…U+E0FFF), U+FFFC and, while white space is
  /// preserved, a form feed (drawn as nothing). Every other character is tracked: C0 and C1
  /// controls, DELETE, NBSP, U+3000, the Unicode spaces.
  static func getsNoSpacing(_ scalar: Unicode.Scalar, preservesWhiteSpace: Bool) -> Bool {
    switch scalar.value {
    case 0x0C: return preservesWhiteSpace
    case 0xAD, 0x34F, 0x61C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
      0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
      0xFFFC, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default: return false
    }
  }

  /// Whether a grapheme cluster gets the spacing: one of its scalars does (Blink tracks
  /// HarfBuzz clusters, which split a grapheme that starts with an untracked character).
  static func tracks(_ character: Character) -> Bool {
    character.unicodeScalars.contains { !getsNoSpacing($0, preservesWhiteSpace: true) }
  }

  /// The spacing `text` gets as a whole (a badge label): `spacing` once per grapheme cluster that
  /// gets it.
  static func total(of text: String, spacing: Double) -> Double {
    guard spacing != 0 else { return 0 }
    var count = 0
    for character in text where tracks(character) { count += 1 }
    return Double(count) * spacing
  }
}
