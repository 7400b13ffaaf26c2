/// Characters that are measured by rule rather than by the font: default-ignorables (zero width,
/// never missing) and Unicode spaces a face lacks (synthesized from the face's space glyph with
/// the width Unicode defines), following HarfBuzz (`hb-unicode.hh`, `hb-ot-shape-fallback.cc`).
enum UnicodeSpaces {
  /// How a space missing from the font is sized.
  enum Width: Equatable, Sendable {
    /// A fraction of the em: numerator ÷ denominator.
    case em(Double)
    /// The advance of a digit (FIGURE SPACE): the first of "0"…"9" the face has.
    case figure
    /// The advance of "." or else "," (PUNCTUATION SPACE).
    case punctuation
    /// Half the advance of U+0020 (NARROW NO-BREAK SPACE; HarfBuzz: "half is as good as any").
    case narrow
    /// The advance of U+0020 itself (NO-BREAK SPACE).
    case space
  }

  /// The synthesized width of a space character, or `nil` when `v` is not one HarfBuzz
  /// synthesizes.
  /// - Parameter v: a code point.
  static func fallbackWidth(_ v: UInt32) -> Width? {
    switch v {
    case 0x00A0: return .space
    case 0x2000, 0x2002: return .em(1.0 / 2)  // EN QUAD, EN SPACE
    case 0x2001, 0x2003, 0x3000: return .em(1)  // EM QUAD, EM SPACE, IDEOGRAPHIC SPACE
    case 0x2004: return .em(1.0 / 3)  // THREE-PER-EM
    case 0x2005: return .em(1.0 / 4)  // FOUR-PER-EM
    case 0x2006: return .em(1.0 / 6)  // SIX-PER-EM
    case 0x2007: return .figure
    case 0x2008: return .punctuation
    case 0x2009: return .em(1.0 / 5)  // THIN
    case 0x200A: return .em(1.0 / 16)  // HAIR
    case 0x202F: return .narrow
    case 0x205F: return .em(4.0 / 18)  // MEDIUM MATHEMATICAL
    default: return nil
    }
  }

  /// Whether a code point is U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which
  /// Chromium draws as a space (the primary face's U+0020, shaped as one).
  /// - Parameter v: a code point.
  static func isLineSeparator(_ v: UInt32) -> Bool { v & ~1 == 0x2028 }

  /// Whether a code point is default-ignorable as HarfBuzz hides it: drawn as nothing, zero
  /// advance, never reported missing. Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) are
  /// excluded, as in HarfBuzz, because fonts draw them.
  /// - Parameter v: a code point.
  static func isDefaultIgnorable(_ v: UInt32) -> Bool {
    switch v {
    case 0x00AD, 0x034F, 0x061C, 0xFEFF: return true
    // DELETE: not default-ignorable in Unicode, but Chromium draws it as nothing, zero wide
    // (checked with the oracle, Tests/Corpus/invisible-*), where the C1 controls get a glyph.
    case 0x007F: return true
    case 0x17B4...0x17B5, 0x180B...0x180F: return true
    case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F: return true
    case 0xFE00...0xFE0F, 0xFFF0...0xFFF8: return true
    case 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF: return true
    default: return false
    }
  }
}
