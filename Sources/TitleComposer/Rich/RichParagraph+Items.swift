/// Widths as Blink's line breaker sums them: each inline item's width on a line snapped up to
/// layout units apart (``MeasuredParagraph/bidiRunUnits(from:to:trimmed:)``).
extension RichParagraph {
  /// The layout units of clusters `start..<end` on one line, each item apart, hanging clusters at
  /// the end excluded when `hangingExcluded` (the line's end), else counted (text followed by
  /// more on the line).
  /// - Parameter lastDelta: pixels added to the last item before it is snapped (the kerning
  ///   of its last glyph with a "…" shaped with it).
  func units(from start: Int, to end: Int, hangingExcluded: Bool = true, lastDelta: Double = 0)
    -> Double
  {
    guard end > start else { return 0 }
    if hangingExcluded {
      let contentEnd = paragraph.contentEnd(from: start, to: end)
      guard contentEnd > start else { return 0 }
      return itemUnits(from: start, to: contentEnd, lastDelta: lastDelta)
    }
    return itemUnits(from: start, to: end, lastDelta: lastDelta)
  }

  /// The units of `start..<end`, every cluster counted, split at item starts.
  private func itemUnits(from start: Int, to end: Int, lastDelta: Double) -> Double {
    var units = 0.0
    var pieceStart = start
    while pieceStart < end {
      let boundary = min(paragraph.firstBidiRunStart(after: pieceStart), end)
      let last = paragraph.clusters[boundary - 1]
      let width =
        paragraph.position(boundary) - paragraph.position(pieceStart)
        - (boundary == end ? last.kerningAfter : 0)
        - paragraph.clusters[pieceStart].startCorrection + (boundary == end ? lastDelta : 0)
      units += LayoutRounding.layoutUnits(
        ofTextWidth: width, drift: paragraph.widthDrift(from: pieceStart, to: boundary))
      pieceStart = boundary
    }
    return units
  }
}
