extension BatchResultEncoder {
  /// Appends the error line of one width of a `"widths"` request:
  /// `{"line": N, "id": …, "width": px, "code": "…", "error": "…"}`. (A width's result line is
  /// the single-width record: its wire object carries the `"width"` it was laid out at.)
  /// - Parameters:
  ///   - message: what went wrong at that width.
  ///   - code: what went wrong, for programs.
  ///   - line: the input line's number (from 1), `nil` for none.
  ///   - id: the request's id, when it had one.
  ///   - width: the width that failed.
  ///   - bytes: the buffer written to.
  public static func appendError(
    _ message: String, code: WireErrorCode, line: Int?, id: JSONValue?, width: Double,
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
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(width, to: &bytes)
    JSONBytes.append(",\"code\":", to: &bytes)
    JSONBytes.appendString(code.rawValue, to: &bytes)
    JSONBytes.append(",\"error\":", to: &bytes)
    JSONBytes.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
  }
}
