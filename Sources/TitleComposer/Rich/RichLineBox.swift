import TitleFonts

/// A line box's extent above and below the baseline (``RichLineBuilder``).
struct Extent {
  var above: Double
  var below: Double
  var height: Double { above + below }

  /// The strut: the title's own face at its size, always on the line.
  init(strut model: RunLineModel) {
    let metrics = model.strut
    above = metrics.leadingAbove + metrics.ascent
    below = metrics.lineHeight - above
  }

  /// Adds a run present on the line: its extent above and below the baseline (a box's height
  /// above it; text's as ``RunLineModel/extent(of:)`` gives).
  mutating func add(_ extent: (above: Double, below: Double)) {
    above = max(above, extent.above)
    below = max(below, extent.below)
  }

  /// Adds text of `style` (``RunLineModel/extent(of:)``).
  mutating func add(textOf style: RichRunStyle, lineHeight: RunLineModel) {
    let (textAbove, textBelow) = lineHeight.extent(of: style.font)
    above = max(above, textAbove)
    below = max(below, textBelow)
  }
}

/// How tall a run's text box is around the baseline.
///
/// - With a CSS line height (``TitleStyle/lineHeight``, ``TitleRequest/lineHeight``), as Blink
///   sizes a `<span>` that inherits it in pixels: the face's ascent and descent rounded to whole
///   pixels, plus half the leading, the half above floored (``LineMetrics``).
/// - With a multiple (``TitleStyle/lineHeightMultiple``), each run as the title's lines are in
///   that model: its face's line height × the multiple, the leading split evenly; the title's
///   own face at its size is then exactly the strut.
struct RunLineModel {
  let strut: LineMetrics
  let cssLineHeight: Double?
  let multiple: Double

  func extent(of font: ScaledFontChain) -> (above: Double, below: Double) {
    let metrics =
      cssLineHeight.map { LineMetrics(font: font, cssLineHeight: $0) }
      ?? LineMetrics(font: font, multiple: multiple)
    let above = metrics.leadingAbove + metrics.ascent
    return (above, metrics.lineHeight - above)
  }
}
