import TitleComposer

extension BatchResultEncoder {
  /// Appends a line's `,"runs": […],"faces": […]`, the schema ``GlyphRun``, ``ShapedGlyph`` and
  /// ``LineFace`` encode to with `Codable`:
  /// `"runs": [{"faceIndex", "size", "bidiLevel", "x", "glyphs": [{"id", "advance", "xOffset",
  /// "yOffset", "cluster"}]}], "faces": [{"faceIndex", "family", "style", "file", "index"}]`.
  static func appendGlyphRuns(of line: ComposedLine, to bytes: inout [UInt8]) {
    JSONBytes.append(",\"runs\":", to: &bytes)
    appendRuns(line.runs, to: &bytes)
    appendFaces(line.faces, to: &bytes)
  }

  /// Appends `,"faces": […]` (a line's, or a rich line part's).
  static func appendFaces(_ faces: [LineFace], to bytes: inout [UInt8]) {
    JSONBytes.append(",\"faces\":[", to: &bytes)
    for (faceIndex, face) in faces.enumerated() {
      JSONBytes.append(faceIndex == 0 ? "{\"faceIndex\":" : ",{\"faceIndex\":", to: &bytes)
      JSONBytes.appendInteger(face.faceIndex, to: &bytes)
      JSONBytes.append(",\"family\":", to: &bytes)
      JSONBytes.appendString(face.family, to: &bytes)
      JSONBytes.append(",\"style\":", to: &bytes)
      JSONBytes.appendString(face.style, to: &bytes)
      JSONBytes.append(",\"file\":", to: &bytes)
      JSONBytes.appendString(face.file, to: &bytes)
      JSONBytes.append(",\"index\":", to: &bytes)
      JSONBytes.appendInteger(face.index, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends an array of runs (a line's, or the badge label's).
  static func appendRuns(_ runs: [GlyphRun], to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    for (runIndex, run) in runs.enumerated() {
      JSONBytes.append(runIndex == 0 ? "{\"faceIndex\":" : ",{\"faceIndex\":", to: &bytes)
      JSONBytes.appendInteger(run.faceIndex, to: &bytes)
      JSONBytes.append(",\"size\":", to: &bytes)
      JSONBytes.appendNumber(run.size, to: &bytes)
      JSONBytes.append(",\"bidiLevel\":", to: &bytes)
      JSONBytes.appendInteger(run.bidiLevel, to: &bytes)
      JSONBytes.append(",\"x\":", to: &bytes)
      JSONBytes.appendNumber(run.x, to: &bytes)
      JSONBytes.append(",\"glyphs\":[", to: &bytes)
      for (glyphIndex, glyph) in run.glyphs.enumerated() {
        JSONBytes.append(glyphIndex == 0 ? "{\"id\":" : ",{\"id\":", to: &bytes)
        JSONBytes.appendInteger(Int(glyph.id), to: &bytes)
        JSONBytes.append(",\"advance\":", to: &bytes)
        JSONBytes.appendNumber(glyph.advance, to: &bytes)
        JSONBytes.append(",\"xOffset\":", to: &bytes)
        JSONBytes.appendNumber(glyph.xOffset, to: &bytes)
        JSONBytes.append(",\"yOffset\":", to: &bytes)
        JSONBytes.appendNumber(glyph.yOffset, to: &bytes)
        JSONBytes.append(",\"cluster\":", to: &bytes)
        JSONBytes.appendInteger(glyph.cluster, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
      }
      JSONBytes.append("]}", to: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
