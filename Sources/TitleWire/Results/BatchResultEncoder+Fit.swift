import TitleComposer

extension BatchResultEncoder {
  /// Appends the result record of a fitted title (``Composer/compose(_:fitting:)``): the record
  /// of ``append(_:id:file:glyphRuns:to:)`` for its composed title, then what the fits chose:
  /// `"fittedTitleSize"` and `"titleSizeFits"` (with `"fitTitleSize"`), `"fittedWidth"` (with
  /// `"shrinkWrap"`) and `"middleCut": {"start", "end"}` (when `"truncate": "middle"` cut the
  /// title: the UTF-16 offsets of the request's title that "…" stands for; the record's
  /// `"title"` is then the string laid out, head + "…" + tail).
  /// - Parameters:
  ///   - fitted: the fitted title.
  ///   - id: the request's id, echoed.
  ///   - file: the path of a rendered file, when there is one.
  ///   - glyphRuns: whether to write each line's glyph runs and faces.
  ///   - bytes: the buffer written to.
  public static func append(
    _ fitted: FittedTitle, id: JSONValue?, file: String? = nil, glyphRuns: Bool = false,
    to bytes: inout [UInt8]
  ) {
    append(fitted.composed, id: id, file: file, glyphRuns: glyphRuns, to: &bytes)
    // The plain record's closing brace is taken back and the fit's fields follow its own.
    bytes.removeLast()
    if let size = fitted.titleSize {
      JSONBytes.append(",\"fittedTitleSize\":", to: &bytes)
      JSONBytes.appendNumber(size, to: &bytes)
      JSONBytes.append(
        fitted.titleSizeFits == false ? ",\"titleSizeFits\":false" : ",\"titleSizeFits\":true",
        to: &bytes)
    }
    if let width = fitted.width {
      JSONBytes.append(",\"fittedWidth\":", to: &bytes)
      JSONBytes.appendNumber(width, to: &bytes)
    }
    if let cut = fitted.middleCut {
      JSONBytes.append(",\"middleCut\":{\"start\":", to: &bytes)
      JSONBytes.appendInteger(cut.lowerBound, to: &bytes)
      JSONBytes.append(",\"end\":", to: &bytes)
      JSONBytes.appendInteger(cut.upperBound, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(UInt8(ascii: "}"))
  }
}
