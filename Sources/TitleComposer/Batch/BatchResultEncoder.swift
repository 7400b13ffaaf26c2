/// Writes batch results as JSON lines.
public enum BatchResultEncoder {
  /// The result line for a composed title:
  /// `{"id", "lines": [{"text", "start", "end", "x", "width", "baseline"}], "truncated", "height",
  /// "badge": {"label", "x", "y", "width", "height", "background", "foreground"}, "paddedTitle"
  /// (spaces mode), "missingGlyphs"}`.
  /// - Parameters:
  ///   - composed: the composed title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered PNG or SVG, added as `"file"` when given.
  public static func encode(_ composed: ComposedTitle, id: JSONValue?, file: String? = nil)
    -> [UInt8]
  {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("id")
    writer.value(id ?? .null)
    writer.key("lines")
    writer.beginArray()
    for line in composed.lines {
      writer.beginObject()
      writer.key("text")
      writer.string(line.text)
      writer.key("start")
      writer.integer(line.range.lowerBound)
      writer.key("end")
      writer.integer(line.range.upperBound)
      writer.key("x")
      writer.number(line.x)
      writer.key("width")
      writer.number(line.width)
      writer.key("baseline")
      writer.number(line.baseline)
      writer.endObject()
    }
    writer.endArray()
    writer.key("truncated")
    writer.bool(composed.isTruncated)
    writer.key("height")
    writer.number(composed.height)
    let badge = composed.badge
    writer.key("badge")
    writer.beginObject()
    writer.key("label")
    writer.string(badge.label)
    writer.key("x")
    writer.number(badge.frame.x)
    writer.key("y")
    writer.number(badge.frame.y)
    writer.key("width")
    writer.number(badge.frame.width)
    writer.key("height")
    writer.number(badge.frame.height)
    writer.key("background")
    writer.string(badge.background.hex)
    writer.key("foreground")
    writer.string(badge.foreground.hex)
    writer.endObject()
    if composed.padding == .spaces {
      writer.key("paddedTitle")
      writer.string(composed.paddedTitle)
    }
    writer.key("missingGlyphs")
    writer.integer(composed.missingGlyphs)
    if let file {
      writer.key("file")
      writer.string(file)
    }
    writer.endObject()
    return writer.bytes
  }

  /// The error line: `{"line": N, "id": …, "error": "…"}` (N counts from 1).
  public static func encodeError(_ message: String, line: Int, id: JSONValue?) -> [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.key("line")
    writer.integer(line)
    writer.key("id")
    writer.value(id ?? .null)
    writer.key("error")
    writer.string(message)
    writer.endObject()
    return writer.bytes
  }
}
