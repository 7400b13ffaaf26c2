import TitleFonts

/// Vertical metrics of the title's lines: how tall each line box is and where its baseline sits.
///
/// Two models:
/// - **A multiple** (``TitleStyle/lineHeightMultiple``, the seed's): the font's ascent + descent
///   + line gap times the multiple, unrounded, the leading split evenly above and below.
/// - **A CSS line height in pixels** (``TitleStyle/lineHeight``, ``TitleRequest/lineHeight``), as
///   Blink lays out `line-height: 24px` (`core/layout/inline/inline_box_state.cc`,
///   `ComputeTextMetrics` and `CalculateLeadingSpace`; `platform/fonts/font_metrics.cc`,
///   `AscentDescentWithHacks`; `platform/fonts/font_height.h`, `AddLeading`):
///   - the primary font's ascent and descent are each rounded to whole pixels
///     (`SkScalarRoundToScalar`);
///   - the line height is a `LayoutUnit` rounded to the nearest 1/64 px
///     (`ComputedLineHeightAsFixed`, `LayoutUnit::FromFloatRound`);
///   - the leading `L = lineHeight − (ascent + descent)` (negative when the line is tighter than
///     the font) is split with the half above **floored to a whole pixel** and the rest below;
///   - line `i`'s baseline is `i × lineHeight + ⌊L / 2⌋ + ascent` from the top of the title, and
///     the title is `lines × lineHeight` tall.
///
///   Every rule checked with headless Chromium 156 (`scripts/typography-oracle.py`,
///   `Tests/Corpus/chromium-expected.line-height.jsonl`, `LineHeightMatchesChromeTests`). Faces that
///   a line falls back to do not change its box: with a fixed line height Blink sizes the line
///   from the block's primary font alone.
struct LineMetrics {
  /// The height of one line box.
  let lineHeight: Double
  /// The space from a line box's top to the top of the primary font's ascent (the half-leading
  /// above; negative when the line height is smaller than the font's).
  let leadingAbove: Double
  /// The primary font's ascent as the model counts it (rounded in the CSS model).
  let ascent: Double
  /// The primary font's descent (positive) as the model counts it (rounded in the CSS model).
  let descent: Double

  /// The seed's model: the font's line height × `multiple`, the leading split evenly.
  /// - Parameters:
  ///   - font: the title font; its primary face's metrics are used.
  ///   - multiple: ``TitleStyle/lineHeightMultiple``.
  init(font: ScaledFontChain, multiple: Double) {
    let metrics = font.primaryMetrics
    ascent = metrics.ascent(atSize: font.size)
    descent = metrics.descent(atSize: font.size)
    lineHeight = metrics.lineHeight(atSize: font.size) * multiple
    leadingAbove = (lineHeight - ascent - descent) / 2
  }

  /// CSS `line-height` in pixels, as Blink lays it out (see the type's documentation).
  /// - Parameters:
  ///   - font: the title font; its primary face's metrics are used.
  ///   - cssLineHeight: the line height in pixels (``LineHeightRange``).
  init(font: ScaledFontChain, cssLineHeight: Double) {
    let metrics = font.primaryMetrics
    let roundedAscent = Self.blinkRounded(metrics.ascent(atSize: font.size))
    let roundedDescent = Self.blinkRounded(metrics.descent(atSize: font.size))
    ascent = roundedAscent
    descent = roundedDescent
    lineHeight = Self.layoutUnitRounded(cssLineHeight)
    leadingAbove = ((lineHeight - roundedAscent - roundedDescent) / 2).rounded(.down)
  }

  /// The metrics a request gets: its own line height, else the style's, in pixels, else the
  /// style's multiple.
  init(font: ScaledFontChain, style: TitleStyle, request: TitleRequest) {
    if let cssLineHeight = request.lineHeight ?? style.lineHeight {
      self.init(font: font, cssLineHeight: cssLineHeight)
    } else {
      self.init(font: font, multiple: style.lineHeightMultiple)
    }
  }

  /// The baseline of line `index`, from the top of the title.
  func baseline(ofLine index: Int) -> Double {
    Double(index) * lineHeight + leadingAbove + ascent
  }

  /// `SkScalarRoundToScalar`: `⌊x + ½⌋`.
  static func blinkRounded(_ pixels: Double) -> Double { (pixels + 0.5).rounded(.down) }

  /// `LayoutUnit::FromFloatRound` of a CSS length (stored as a `float`): the nearest 1/64 px.
  static func layoutUnitRounded(_ pixels: Double) -> Double {
    (Double(Float(pixels)) * LayoutRounding.unitsPerPixel).rounded() / LayoutRounding.unitsPerPixel
  }
}
