import TitleFonts

/// Where the measurer puts the glyphs it measures: a ``GlyphStore`` when glyph runs are asked
/// for, ``NoGlyphs`` otherwise. The measuring loop is generic over it, so the loop that records
/// nothing is compiled without any glyph bookkeeping.
protocol GlyphSink {
  /// The glyphs written so far.
  var count: Int { get }
  /// Writes a glyph of the cluster at UTF-16 offset `cluster` that moves the pen `advance` px.
  mutating func append(_ glyph: GlyphInfo, advance: Double, cluster: Int)
  /// Adds kerning to the advance of glyph `index` (the last one of the previous cluster).
  mutating func addKerning(_ kerning: Double, toGlyph index: Int)
}

/// Records nothing: measuring costs what it did before glyph runs existed.
struct NoGlyphs: GlyphSink {
  @inline(__always) var count: Int { 0 }
  @inline(__always) mutating func append(_ glyph: GlyphInfo, advance: Double, cluster: Int) {}
  @inline(__always) mutating func addKerning(_ kerning: Double, toGlyph index: Int) {}
}

/// Writes ``MeasuredGlyph``s into a layout scratch's glyph array (room for one per code unit).
struct GlyphStore: GlyphSink {
  let glyphs: UnsafeMutablePointer<MeasuredGlyph>
  private(set) var count = 0

  init(_ glyphs: UnsafeMutablePointer<MeasuredGlyph>) { self.glyphs = glyphs }

  @inline(__always)
  mutating func append(_ glyph: GlyphInfo, advance: Double, cluster: Int) {
    (glyphs + count).initialize(
      to: MeasuredGlyph(
        glyph: glyph.glyph, faceIndex: glyph.faceIndex, bidiLevel: 0,
        cluster: Int32(truncatingIfNeeded: cluster), advance: advance, xOffset: 0, yOffset: 0))
    count += 1
  }

  @inline(__always)
  mutating func addKerning(_ kerning: Double, toGlyph index: Int) {
    glyphs[index].advance += kerning
  }
}
