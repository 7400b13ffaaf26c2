/// One glyph as the measurer produced it, in logical order: what a line's glyph runs are cut
/// from, so that renderers draw exactly the glyphs and advances line choice measured.
///
/// A paragraph's glyphs live in its ``LayoutArena`` beside its clusters; cluster `i` owns the
/// glyphs from its ``MeasuredCluster/firstGlyph`` to the next cluster's (the sentinel's is the
/// glyph count). Clusters that draw nothing (the badge's U+FFFC, hard breaks, collapsed white
/// space) own none.
struct MeasuredGlyph: Sendable, Equatable {
  /// The glyph id in its face.
  var glyph: UInt32
  /// The face's index in the chain that measured the paragraph.
  var faceIndex: UInt16
  /// The UAX #9 embedding level of the glyph's text (0 until bidi levels are measured).
  var bidiLevel: UInt8
  /// The UTF-16 offset, in the laid-out text (prefix included), of the grapheme cluster the
  /// glyph belongs to.
  var cluster: Int32
  /// How far the pen moves after the glyph, in pixels: its advance plus the kerning after it.
  var advance: Double
  /// Horizontal offset of the glyph from the pen, in pixels.
  var xOffset: Double
  /// Vertical offset of the glyph from the baseline, in pixels, y up (HarfBuzz's convention).
  var yOffset: Double
}
