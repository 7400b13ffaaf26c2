import TitleComposer

/// A glyph a renderer draws: which face and glyph, at which pen position and size, in layout
/// pixels. Made from the glyph runs a layout carries; renderers measure nothing.
struct PositionedGlyph: Sendable, Hashable {
  /// The index of the face in the chain that laid the text out.
  var faceIndex: Int
  /// The glyph id in that face.
  var glyph: UInt32
  /// Where the glyph is drawn: x from the layout's left edge.
  var x: Double
  /// The baseline the glyph sits on (its y offset applied), y down.
  var baseline: Double
  /// The pixel size to draw at.
  var size: Double

  /// The glyphs of `runs` on a baseline: each run's pen starts at its `x` and moves by the
  /// glyphs' advances; offsets are applied (y up in the runs, y down here).
  /// - Parameters:
  ///   - runs: runs in visual order.
  ///   - baseline: the line's baseline.
  /// - Returns: the glyphs, left to right.
  static func glyphs(of runs: [GlyphRun], baseline: Double) -> [PositionedGlyph] {
    var result: [PositionedGlyph] = []
    result.reserveCapacity(runs.reduce(0) { $0 + $1.glyphs.count })
    for run in runs {
      var pen = run.x
      for glyph in run.glyphs {
        result.append(
          PositionedGlyph(
            faceIndex: run.faceIndex, glyph: glyph.id, x: pen + glyph.xOffset,
            baseline: baseline - glyph.yOffset, size: run.size))
        pen += glyph.advance
      }
    }
    return result
  }
}
