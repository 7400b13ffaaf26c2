/// Character classes the composer needs, per UTF-16 code unit or Unicode scalar.
///
/// White-space terms follow CSS Text 3 and Chromium with `white-space: pre-wrap`.
public enum CharacterClass {
  /// Whether `unit` is CSS white space that `white-space: normal` collapses: U+0020 SPACE,
  /// U+0009 TAB and the segment breaks U+000A LF and U+000D CR. No other space collapses
  /// (U+00A0, U+3000 and the U+2000 series are ordinary characters to CSS).
  @inlinable public static func isCollapsibleSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
  }

  /// Whether `unit`, preserved at the end of a line, hangs (takes no room in the line's width)
  /// with `white-space: pre-wrap`: U+0020 SPACE and U+0009 TAB. Other spaces (U+00A0, U+2002,
  /// ...) are measured like any character and are not break opportunities by themselves;
  /// U+3000 hangs too, by rules of its own that the composer applies after measuring
  /// (`ParagraphMeasurer+IdeographicSpace.swift`).
  @inlinable public static func isHangingSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09
  }

  /// Whether a line must end after `unit`: U+000A, U+000D (a CR directly followed by LF ends the
  /// line after the LF). UAX #14's other hard breaks are not hard breaks in Chromium, which
  /// draws them as characters (checked with the oracle): U+000B LINE TABULATION and U+000C FORM
  /// FEED (BK) with the font's glyph and no opportunity around them, like the other C0
  /// controls; U+0085 NEXT LINE (NL) like the C1 controls (Tests/Corpus/invisible-*,
  /// scripts/soft-hyphen-cases.py); U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (BK)
  /// as a space that neither collapses nor hangs, with an ordinary opportunity after it and none
  /// before it, ICU's (Tests/Corpus/line-separator-*, scripts/line-separator-cases.py).
  @inlinable public static func isMandatoryBreak(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0A, 0x0D: return true
    default: return false
    }
  }

  /// Whether `unit` is a space after whose run Chromium always offers a break (U+0020, U+0009,
  /// U+000A), whatever the characters around it.
  @inlinable public static func isBreakableSpace(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x0A || unit == 0x09
  }

  /// Whether `scalar` is a Hangul syllable (U+AC00...U+D7A3).
  @inlinable public static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value)
  }

  /// Whether `scalar` defaults to emoji presentation (`Emoji_Presentation`, ICU).
  public static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    ICUProperties.isEmojiPresentation(scalar.value)
  }

  /// Whether `scalar` is `Extended_Pictographic` (ICU): emoji and pictographs, including those that
  /// default to text presentation.
  public static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    ICUProperties.isExtendedPictographic(scalar.value)
  }

  /// Whether `scalar` is a combining mark (general category Mn, Mc or Me).
  public static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    (6...8).contains(ICUProperties.generalCategory(scalar.value))
  }

  /// Whether Chromium's `word-break: keep-all` treats `scalar` as part of a word: a letter or number
  /// by general category (L*, N*: Hangul, Latin, digits, and also `①`, which is No) that is not of
  /// line-break class SA.
  public static func isKeepAllLetter(_ scalar: Unicode.Scalar) -> Bool {
    let category = ICUProperties.generalCategory(scalar.value)
    guard (1...5).contains(category) || (9...11).contains(category) else { return false }
    return ICUProperties.lineBreak(scalar.value) != LineBreakClass.complexContext.rawValue
  }

  /// The UAX #14 line-break class of `scalar` (ICU's data).
  public static func lineBreakClass(_ scalar: Unicode.Scalar) -> LineBreakClass {
    LineBreakClass(rawValue: ICUProperties.lineBreak(scalar.value)) ?? .unknown
  }

  /// The version of the ICU library whose data these classes come from, e.g. "72.1".
  public static var icuVersion: String { ICUProperties.version }
}
