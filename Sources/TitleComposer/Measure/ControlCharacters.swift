/// What Chromium 156 does with the control and invisible characters a title may hold, as the
/// oracle shows it (Tests/Corpus/invisible-*, scripts/soft-hyphen-cases.py), and where the
/// library does the same.
///
/// - C0 controls (U+0001…U+001F but TAB, LF, CR): drawn with the font's glyph for them
///   (NanumGothic maps them to a 280-unit blank, 4.48 px at 16 px), no break opportunity on
///   either side (``TitleText/BlinkLineBreak``, rule 2). U+000B LINE TABULATION and U+000C FORM
///   FEED are no hard breaks (``TitleText/CharacterClass/isMandatoryBreak(_:)``); a form feed
///   under `white-space: pre-wrap` is drawn as nothing, zero wide (``formFeed``).
/// - U+007F DELETE: nothing, zero wide (TitleFonts `UnicodeSpaces.isDefaultIgnorable`; kept out
///   of shaped segments, where HarfBuzz would draw `.notdef`: ``delete``), an opportunity after it
///   as ICU gives one.
/// - C1 controls (U+0080…U+009F), U+0085 NEXT LINE included (no hard break): the primary face's
///   `.notdef` advance, an opportunity after them.
/// - Default-ignorables (U+00AD, U+034F, U+061C, U+180E, U+200B…U+200F, U+202A…U+202E,
///   U+2060…U+206F, U+FE00…U+FE0F, U+FEFF, tags): zero wide, HarfBuzz's list; opportunities as
///   ICU and Blink's keep-all rule give them (after U+200B, U+200C, U+200E, U+200F, the bidi
///   embeddings and isolates; none at U+2060, U+FEFF, U+200D, U+034F, U+180E, U+FE0F).
///   U+00AD draws a hyphen when a line ends after it (``SoftHyphen``); inside a line a face shaped
///   with its layout tables draws its own U+00AD glyph, as HarfBuzz and Chromium do (Noto Sans
///   CJK KR: 5.58 px; Tests/Corpus/soft-hyphen-noto-*).
/// - Hangul fillers (U+115F, U+3164, U+FFA0): drawn with a font's glyph, as HarfBuzz does.
enum ControlCharacters {
  /// U+000C FORM FEED: zero wide and not drawn while white space is preserved; a C0 control
  /// like the others (the font's glyph) while it collapses.
  static let formFeed: UInt16 = 0x0C
  /// U+007F DELETE: zero wide in every face; a shaped segment stops before it, so it is measured
  /// as the default-ignorable it is to the glyph tables, not shaped.
  static let delete: UInt32 = 0x7F
}
