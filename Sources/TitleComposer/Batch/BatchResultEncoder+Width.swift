extension BatchResultEncoder {
  /// Appends the result line of one width of a `"widths"` request (``BatchWidths``): the record
  /// of ``append(_:id:file:glyphRuns:to:)`` with the layout's `"width"` after `"id"`.
  /// - Parameters:
  ///   - composed: the title laid out at `width`.
  ///   - id: the request's id, echoed.
  ///   - width: the width it was laid out at.
  ///   - glyphRuns: whether to write each line's glyph runs and faces.
  ///   - bytes: the buffer written to.
  public static func append(
    _ composed: ComposedTitle, id: JSONValue?, width: Double, glyphRuns: Bool = false,
    to bytes: inout [UInt8]
  ) {
    JSONBytes.append("{\"id\":", to: &bytes)
    JSONBytes.appendValue(id ?? .null, to: &bytes)
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(width, to: &bytes)
    if glyphRuns {
      appendLinesAndBadge(composed, glyphRuns: true, to: &bytes)
    } else {
      // As ``append(_:id:file:glyphRuns:to:)``: room reserved once, no check per byte.
      bytes.append(addingCapacity: bodyBound(composed)) { out in
        appendLinesAndBadge(composed, to: &out)
      }
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends the error line of one width of a `"widths"` request:
  /// `{"line": N, "id": …, "width": px, "error": "…"}`.
  /// - Parameters:
  ///   - message: what went wrong at that width.
  ///   - line: the input line's number (from 1).
  ///   - id: the request's id, when it had one.
  ///   - width: the width that failed.
  ///   - bytes: the buffer written to.
  public static func appendError(
    _ message: String, line: Int, id: JSONValue?, width: Double, to bytes: inout [UInt8]
  ) {
    JSONBytes.append("{\"line\":", to: &bytes)
    JSONBytes.appendInteger(line, to: &bytes)
    JSONBytes.append(",\"id\":", to: &bytes)
    JSONBytes.appendValue(id ?? .null, to: &bytes)
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(width, to: &bytes)
    JSONBytes.append(",\"error\":", to: &bytes)
    JSONBytes.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
