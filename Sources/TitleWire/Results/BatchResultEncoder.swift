import TitleComposer

/// Writes batch results as JSON lines, straight into a byte buffer a worker reuses.
public enum BatchResultEncoder {
  /// The result line for a composed title:
  /// `{"id"}` followed by the wire object of ``ComposedTitle`` — the keys and numbers its
  /// `Codable` writes (docs/title-result.schema.json, docs/batch.md, "Results"): `"lines"` (each
  /// `{"text", "start", "end", "x", "width", "baseline", "truncated"}`), `"truncated"`,
  /// `"height"`, `"badge"` (when the title has one: `{"category", "label", "x", "y", "width", "height", "cornerRadius",
  /// "background", "foreground", "labelSize", "labelX", "labelBaseline", "labelAdvance"}`),
  /// `"paddedTitle"` (spaces mode), `"missingGlyphs"`, `"title"`, `"width"`, `"lineHeight"`,
  /// `"titleSize"`, `"lang"`, `"padding"`, `"paddingSpaceCount"`, `"letterSpacing"` (when not
  /// 0), `"truncation"` (when not `"fill"`), `"direction"` (`"rtl"`, when not ltr); with
  /// `glyphRuns`, each line also has `"runs"` and `"faces"` and the badge `"runs"` (see
  /// ``GlyphRun``, ``LineFace``). A rich title's lines add `"top"`, `"height"`, `"cut"` (its
  /// truncated last line) and `"parts"`, and the record `"boxes"` and `"highlights"` when it has
  /// any (docs/rich-titles.md).
  /// - Parameters:
  ///   - composed: the composed title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered PNG or SVG, added as `"file"` when given.
  ///   - glyphRuns: whether to write each line's glyph runs and faces (the request's
  ///     `"glyphs": true`, ``BatchLine/includesGlyphRuns``).
  /// - Returns: the record, without a line terminator.
  public static func encode(
    _ composed: ComposedTitle, id: JSONValue?, file: String? = nil, glyphRuns: Bool = false
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(512)
    append(composed, id: id, file: file, glyphRuns: glyphRuns, to: &bytes)
    return bytes
  }

  /// Appends the result line of ``encode(_:id:file:glyphRuns:)`` to `bytes` (without a line
  /// terminator).
  /// - Parameters:
  ///   - composed: the composed title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered file, when there is one.
  ///   - glyphRuns: whether to write each line's glyph runs and faces.
  ///   - bytes: the buffer written to.
  public static func append(
    _ composed: ComposedTitle, id: JSONValue?, file: String? = nil, glyphRuns: Bool = false,
    to bytes: inout [UInt8]
  ) {
    var badges = BatchBadgeCache(capacity: 0)
    append(composed, id: id, file: file, glyphRuns: glyphRuns, badges: &badges, to: &bytes)
  }

  /// Appends the result line of ``encode(_:id:file:glyphRuns:)`` to `bytes`, the badge copied
  /// from `badges` when an equal one was written before (a worker keeps one cache for its
  /// records): the same bytes as ``append(_:id:file:glyphRuns:to:)``.
  /// - Parameters:
  ///   - composed: the composed title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered file, when there is one.
  ///   - glyphRuns: whether to write each line's glyph runs and faces (the badge is then written
  ///     with its runs, not cached).
  ///   - badges: the worker's badge cache.
  ///   - titleIsPlain: `true` when the title is known to need no escape
  ///     (``BatchLine/titleIsPlain``), so that it is not scanned again; `false` scans it.
  ///   - bytes: the buffer written to.
  public static func append(
    _ composed: consuming ComposedTitle, id: JSONValue?, file: String? = nil,
    glyphRuns: Bool = false, badges: inout BatchBadgeCache, titleIsPlain: Bool = false,
    to bytes: inout [UInt8]
  ) {
    let id = id ?? .null
    if hasRichFields(composed) {
      // A rich title's record: written by the growing writer, which knows its parts, boxes and
      // highlights.
      JSONBytes.append("{\"id\":", to: &bytes)
      JSONBytes.appendValue(id, to: &bytes)
      appendLinesAndBadge(composed, glyphRuns: glyphRuns, to: &bytes)
    } else if !glyphRuns, let idBound = JSONSpanBytes.scalarBound(id) {
      // Without glyph runs (and with an id that is not an array or an object) the record up to
      // its file has a known bound: its room is reserved once and written with no check per
      // byte.
      bytes.append(addingCapacity: 8 + idBound + bodyBound(composed)) { out in
        JSONSpanBytes.append("{\"id\":", to: &out)
        JSONSpanBytes.appendScalar(id, to: &out)
        appendLinesAndBadge(composed, badges: &badges, titleIsPlain: titleIsPlain, to: &out)
      }
    } else {
      JSONBytes.append("{\"id\":", to: &bytes)
      JSONBytes.appendValue(id, to: &bytes)
      if glyphRuns {
        appendLinesAndBadge(composed, glyphRuns: true, to: &bytes)
      } else {
        bytes.append(addingCapacity: bodyBound(composed)) { out in
          appendLinesAndBadge(composed, badges: &badges, titleIsPlain: titleIsPlain, to: &out)
        }
      }
    }
    if let file {
      JSONBytes.append(",\"file\":", to: &bytes)
      JSONBytes.appendString(file, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// The error line: `{"line": N, "id": …, "code": "…", "error": "…"}` (N counts from 1;
  /// without a line number, as for one HTTP request, `"line"` is left out).
  /// - Parameters:
  ///   - message: what went wrong, for people.
  ///   - code: what went wrong, for programs (``WireErrorCode``).
  ///   - line: the input line's number, `nil` for none.
  ///   - id: the request's id, when it had one.
  /// - Returns: the record, without a line terminator.
  public static func encodeError(
    _ message: String, code: WireErrorCode, line: Int?, id: JSONValue?
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    appendError(message, code: code, line: line, id: id, to: &bytes)
    return bytes
  }

  /// Appends the error line of ``encodeError(_:code:line:id:)`` to `bytes`.
  /// - Parameters:
  ///   - message: what went wrong, for people.
  ///   - code: what went wrong, for programs.
  ///   - line: the input line's number, `nil` for none.
  ///   - id: the request's id, when it had one.
  ///   - width: for one width of a `"widths"` request (``BatchWidths``), the width that failed,
  ///     written after the id; `nil` for none. (A width's result line is the single-width
  ///     record: its wire object carries the width.)
  ///   - bytes: the buffer written to.
  public static func appendError(
    _ message: String, code: WireErrorCode, line: Int?, id: JSONValue?, width: Double? = nil,
    to bytes: inout [UInt8]
  ) {
    if let line {
      JSONBytes.append("{\"line\":", to: &bytes)
      JSONBytes.appendInteger(line, to: &bytes)
      JSONBytes.append(",\"id\":", to: &bytes)
    } else {
      JSONBytes.append("{\"id\":", to: &bytes)
    }
    JSONBytes.appendValue(id ?? .null, to: &bytes)
    if let width {
      JSONBytes.append(",\"width\":", to: &bytes)
      JSONBytes.appendNumber(width, to: &bytes)
    }
    JSONBytes.append(",\"code\":", to: &bytes)
    JSONBytes.appendString(code.rawValue, to: &bytes)
    JSONBytes.append(",\"error\":", to: &bytes)
    JSONBytes.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }

  /// The record `{"code": …, "error": …}` of an error with no request to echo: what the HTTP
  /// service answers for its own refusals (404, 405, 408, 413, 415).
  /// - Parameters:
  ///   - message: what went wrong, for people.
  ///   - code: what went wrong, for programs (`notFound`, `methodNotAllowed`, …).
  /// - Returns: the record.
  public static func encodeError(_ message: String, code: String) -> [UInt8] {
    var bytes: [UInt8] = []
    JSONBytes.append("{\"code\":", to: &bytes)
    JSONBytes.appendString(code, to: &bytes)
    JSONBytes.append(",\"error\":", to: &bytes)
    JSONBytes.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }
}
