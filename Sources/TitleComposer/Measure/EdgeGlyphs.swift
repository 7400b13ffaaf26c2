/// The glyphs of a line's edge reshaped alone: where HarfBuzz marks a line-break opportunity
/// unsafe to break, the measurer shapes the clusters from the last safe boundary up to it (for a
/// line that ends there) and from it up to the next safe boundary (for a line that starts
/// there), as Blink's `ShapeResult` reshapes them. A line that ends or starts there is drawn with
/// these glyphs instead of the paragraph's (a ligature cut by the break: "->" in Inter is one
/// arrow glyph mid-line, "-" and ">" on two lines).
struct EdgeGlyphs: Sendable {
  /// The paragraph's clusters the glyphs draw.
  var clusters: Range<Int>
  /// True for the piece a line starts with, false for the piece a line ends with.
  var startsLine: Bool
  /// The reshaped glyphs, logical order; their advances sum to the piece's reshaped width.
  var glyphs: [MeasuredGlyph]
}
