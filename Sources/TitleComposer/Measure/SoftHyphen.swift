import TitleFonts

/// The hyphen Chromium draws at a line break after a soft hyphen (U+00AD) under
/// `hyphens: manual`, CSS's default.
///
/// Blink (`third_party/blink/renderer/core/layout/inline/line_breaker.cc`, `HyphenResult`)
/// shapes `ComputedStyle::HyphenString()` in the title's font when a line ends after a soft
/// hyphen and adds its snapped width to the line: the string is U+2010 HYPHEN when the primary
/// font has a glyph for it, else U+002D HYPHEN-MINUS. A soft hyphen that does not end a line
/// draws and measures what the measurer made of it: nothing in NanumGothic, the face's own
/// U+00AD glyph in a face shaped with its layout tables (Noto Sans CJK KR), as in Chromium. Checked with the Chromium oracle (Tests/Corpus/soft-hyphen-*):
/// NanumGothicBold at 16 px draws U+2010 (438 units, 7.008 px), not "-" (363 units).
struct SoftHyphen: Sendable, Equatable {
  /// The text drawn: "\u{2010}" or "-".
  let text: String
  /// Its advance in pixels, shaped in the title's font.
  let advance: Double
  /// The glyph that draws it (for glyph runs).
  let glyph: GlyphInfo

  /// U+00AD SOFT HYPHEN.
  static let codeUnit: UInt16 = 0xAD

  /// The hyphen Blink's `ComputedStyle::HyphenString()` picks: U+2010 when the primary face
  /// has it, else "-".
  /// - Parameter font: the title's font.
  init(font: ScaledFontChain) {
    let hyphen = font.glyph(for: "\u{2010}")
    text = hyphen.faceIndex == 0 && !hyphen.isMissing && hyphen.glyph != 0 ? "\u{2010}" : "-"
    (glyph, advance) = font.drawnGlyph(of: text)
  }

  /// A hyphen of a given text and advance, drawn with glyph 0 (tests).
  init(text: String, advance: Double) {
    self.text = text
    self.advance = advance
    glyph = GlyphInfo(faceIndex: 0, glyph: 0, advanceEm: 0)
  }
}

extension SoftHyphen {
  /// A line's drawn text with the hyphen a soft hyphen at its end draws: the trailing U+00AD
  /// (and any hanging white space after it, which the drawn text never holds) replaced by the
  /// hyphen, so the text shows what is drawn.
  /// - Parameters:
  ///   - hyphen: the hyphen drawn.
  ///   - text: the line's drawn text, ending with the soft hyphen.
  /// - Returns: the text with the hyphen in place of its last soft hyphen.
  static func drawing(_ hyphen: SoftHyphen, after text: String) -> String {
    var scalars = text.unicodeScalars
    if let last = scalars.lastIndex(of: "\u{00AD}") { scalars.removeSubrange(last...) }
    return String(scalars) + hyphen.text
  }
}
