/// Vertical metrics of the title's lines.
struct LineMetrics {
  /// Ascent of the title font at the title size.
  let ascent: Double
  /// Descent (positive) of the title font at the title size.
  let descent: Double
  /// The height of one line: the font's line height × the style's multiple.
  let lineHeight: Double

  init(font: ScaledFontChain, multiple: Double) {
    let metrics = font.primaryMetrics
    ascent = metrics.ascent(atSize: font.size)
    descent = metrics.descent(atSize: font.size)
    lineHeight = metrics.lineHeight(atSize: font.size) * multiple
  }

  /// The baseline of line `index`, with the leading split evenly above and below the glyphs.
  func baseline(ofLine index: Int) -> Double {
    Double(index) * lineHeight + (lineHeight - ascent - descent) / 2 + ascent
  }
}
