import TitleComposer
import TitleWire

extension ReferenceRecord {
  /// The reference of ``appendGlyphRuns(of:to:)``: writes a line's `"runs"` and `"faces"`, the
  /// schema ``GlyphRun``, ``ShapedGlyph`` and ``LineFace`` encode to with `Codable`:
  /// `"runs": [{"faceIndex", "size", "bidiLevel", "x", "glyphs": [{"id", "advance", "xOffset",
  /// "yOffset", "cluster"}]}], "faces": [{"faceIndex", "family", "style", "file", "index"}]`.
  static func writeGlyphRuns(of line: ComposedLine, to writer: inout JSONWriter) {
    writer.key("runs")
    writeRuns(line.runs, to: &writer)
    writer.key("faces")
    writer.beginArray()
    for face in line.faces {
      writer.beginObject()
      writer.field("faceIndex", face.faceIndex)
      writer.field("family", face.family)
      writer.field("style", face.style)
      writer.field("file", face.file)
      writer.field("index", face.index)
      writer.endObject()
    }
    writer.endArray()
  }

  /// The reference of ``appendRuns(_:to:)``: an array of runs.
  static func writeRuns(_ runs: [GlyphRun], to writer: inout JSONWriter) {
    writer.beginArray()
    for run in runs {
      writer.beginObject()
      writer.field("faceIndex", run.faceIndex)
      writer.field("size", run.size)
      writer.field("bidiLevel", run.bidiLevel)
      writer.field("x", run.x)
      writer.key("glyphs")
      writer.beginArray()
      for glyph in run.glyphs {
        writer.beginObject()
        writer.field("id", Int(glyph.id))
        writer.field("advance", glyph.advance)
        writer.field("xOffset", glyph.xOffset)
        writer.field("yOffset", glyph.yOffset)
        writer.field("cluster", glyph.cluster)
        writer.endObject()
      }
      writer.endArray()
      writer.endObject()
    }
    writer.endArray()
  }
}
