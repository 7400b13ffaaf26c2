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

extension MeasuredParagraph {
  /// Flags every cluster that is a soft hyphen (``MeasuredCluster/isSoftHyphen``) and records
  /// the hyphen a line ending after one draws. A soft hyphen is a grapheme cluster of its own
  /// (`Grapheme_Cluster_Break=Control`), so the cluster's first code unit tells.
  /// - Parameters:
  ///   - utf16: the laid-out text (prefix included), which the cluster offsets index.
  ///   - hyphen: the hyphen to draw.
  /// - Complexity: O(n) in the number of clusters.
  mutating func markSoftHyphens(in utf16: ArenaView<UInt16>, hyphen: SoftHyphen) {
    hyphenAdvance = hyphen.advance
    // Nothing else reads the paragraph while the composer prepares it.
    let mutable = writableClusters
    for index in 0..<count where utf16[mutable[index].offset] == SoftHyphen.codeUnit {
      mutable[index].isSoftHyphen = true
    }
  }

  /// The hyphen's advance when a line of clusters `start..<end` draws one, else 0: its visible
  /// text ends with a soft hyphen and it ends at a soft wrap. At the paragraph's end and before
  /// a hard break Chromium draws none (checked with the oracle: "가나다라\u{AD}" is 4 syllables
  /// wide, and so is "가나다\u{AD}\n" preserved).
  /// - Complexity: O(1).
  @inline(__always)
  func hyphenWidth(from start: Int, to end: Int) -> Double {
    guard hyphenAdvance != 0, end < count, clusters[end].breakBefore != .mandatory else {
      return 0
    }
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start, clusters[contentEnd - 1].isSoftHyphen else { return 0 }
    return hyphenAdvance
  }

  /// ``hyphenWidth(from:to:)`` in whole layout units, snapped up as Blink snaps the hyphen's
  /// `ShapeResult` (``LayoutRounding/layoutUnits(ofTextWidth:drift:)``).
  /// - Complexity: O(1).
  @inline(__always)
  func hyphenUnits(from start: Int, to end: Int) -> Double {
    let width = hyphenWidth(from: start, to: end)
    return width == 0 ? 0 : LayoutRounding.layoutUnits(ofTextWidth: width)
  }

  /// Whether a line of clusters `start..<end` draws a hyphen (``hyphenWidth(from:to:)``).
  @inline(__always)
  func endsInHyphen(from start: Int, to end: Int) -> Bool {
    hyphenWidth(from: start, to: end) != 0
  }

  /// Where an emergency break (`overflow-wrap: break-word`) that would put a soft hyphen at the
  /// start of the next line breaks instead: before the grapheme in front of it. Blink cuts an
  /// over-long word at line-break opportunities of `break-all`, and UAX #14 never breaks before
  /// U+00AD (LB21, class BA): "나다라\u{AD}마" 50 px wide, whose "나다라‐" does not fit, breaks as
  /// "나다" / "라‐" / "마…", as the oracle shows.
  /// - Parameters:
  ///   - end: the cut, one past the line's last cluster (greater than `start`).
  ///   - start: the line's first cluster; the line keeps at least one.
  /// - Complexity: O(number of soft hyphens before `end`).
  func emergencyCut(_ end: Int, from start: Int) -> Int {
    var cut = end
    while cut > start + 1 && cut < count && clusters[cut].isSoftHyphen { cut -= 1 }
    return cut
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
