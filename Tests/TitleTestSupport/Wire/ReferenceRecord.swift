import TitleComposer
import TitleWire

/// The reference encoder of the wire's records, written with ``JSONWriter``: the record the
/// fast byte encoder (`BatchResultEncoder.encode(_:id:file:glyphRuns:)`) must match byte for
/// byte, kept for the differential tests.
public enum ReferenceRecord {
  /// The result line for a composed title:
  /// `{"id"}` followed by the wire object of ``ComposedTitle`` — the keys and numbers its
  /// `Codable` writes (docs/title-result.schema.json, docs/batch.md, "Results"): `"lines"` (each
  /// `{"text", "start", "end", "x", "width", "baseline", "truncated"}`), `"truncated"`,
  /// `"height"`, `"badge"` (when the title has one: `{"category", "label", "x", "y", "width", "height", "cornerRadius",
  /// "background", "foreground", "labelSize", "labelX", "labelBaseline", "labelAdvance"}`),
  /// `"paddedTitle"` (spaces mode), `"missingGlyphs"`, `"title"`, `"width"`, `"lineHeight"`,
  /// `"titleSize"`, `"lang"`, `"padding"`, `"paddingSpaceCount"`, `"letterSpacing"` (when not
  /// 0), `"truncation"` (when not `"fill"`); with `glyphRuns`, each line also has `"runs"` and
  /// `"faces"` and the badge `"runs"` (see ``GlyphRun``, ``LineFace``).
  /// - Parameters:
  ///   - composed: the composed title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered PNG or SVG, added as `"file"` when given.
  ///   - glyphRuns: whether to write each line's glyph runs and faces (the request's
  ///     `"glyphs": true`, ``BatchLine/includesGlyphRuns``).
  public static func encode(
    _ composed: ComposedTitle, id: JSONValue?, file: String? = nil, glyphRuns: Bool = false
  ) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("id")
    writer.value(id ?? .null)
    writer.key("lines")
    writer.beginArray()
    for line in composed.lines {
      writer.beginObject()
      writer.field("text", line.text)
      writer.field("start", line.range.lowerBound)
      writer.field("end", line.range.upperBound)
      writer.field("x", line.x)
      writer.field("width", line.width)
      writer.field("baseline", line.baseline)
      writer.key("truncated")
      writer.bool(line.isTruncated)
      if glyphRuns { writeGlyphRuns(of: line, to: &writer) }
      writer.endObject()
    }
    writer.endArray()
    writer.key("truncated")
    writer.bool(composed.isTruncated)
    writer.field("height", composed.height)
    if let badge = composed.badge {
      writer.key("badge")
      writer.beginObject()
      writer.field("category", badge.categoryID)
      writer.field("label", badge.label)
      writer.field("x", badge.frame.x)
      writer.field("y", badge.frame.y)
      writer.field("width", badge.frame.width)
      writer.field("height", badge.frame.height)
      writer.field("cornerRadius", badge.cornerRadius)
      writer.field("background", badge.background.hex)
      writer.field("foreground", badge.foreground.hex)
      writer.field("labelSize", badge.labelSize)
      writer.field("labelX", badge.labelX)
      writer.field("labelBaseline", badge.labelBaseline)
      writer.field("labelAdvance", badge.labelAdvance)
      if badge.labelLetterSpacing != 0 {
        writer.field("labelLetterSpacing", badge.labelLetterSpacing)
      }
      if glyphRuns {
        writer.key("runs")
        writeRuns(badge.runs, to: &writer)
      }
      writer.endObject()
    }
    if composed.padding == .spaces {
      writer.field("paddedTitle", composed.paddedTitle)
    }
    writer.field("missingGlyphs", composed.missingGlyphs)
    writer.field("title", composed.title)
    writer.field("width", composed.width)
    writer.field("lineHeight", composed.lineHeight)
    writer.field("titleSize", composed.titleSize)
    writer.field("lang", composed.lang.tag)
    writer.field("padding", composed.padding.rawValue)
    writer.field("paddingSpaceCount", composed.paddingSpaceCount)
    if composed.letterSpacing != 0 {
      writer.field("letterSpacing", composed.letterSpacing)
    }
    if composed.truncation != .fill {
      writer.field("truncation", composed.truncation.rawValue)
    }
    if let file {
      writer.field("file", file)
    }
    writer.endObject()
    return writer.bytes
  }

  /// The error line: `{"line": N, "id": …, "code": "…", "error": "…"}` (N counts from 1,
  /// `"line"` left out when `nil`), written with ``JSONWriter``: the reference of
  /// `BatchResultEncoder.encodeError(_:code:line:id:)`.
  public static func encodeError(
    _ message: String, code: WireErrorCode, line: Int?, id: JSONValue?
  ) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    if let line { writer.field("line", line) }
    writer.key("id")
    writer.value(id ?? .null)
    writer.field("code", code.rawValue)
    writer.field("error", message)
    writer.endObject()
    return writer.bytes
  }
}
