import TitleComposer

extension BatchMode {
  /// Appends the records of a `"widths"` request (``BatchWidths``): the title prepared once and
  /// laid out at each width, one record per width in order, separated by newlines (the caller
  /// ends the last). Each is the single-width record (its wire object carries the `"width"`); a width the title cannot be laid out at gets an
  /// error record with its `"width"`, and a request that cannot be prepared gets one error record.
  /// - Returns: whether any record is an error record.
  static func answerWidths(
    _ widths: [Double], request: TitleRequest, line: LineReader.Line, id: JSONValue?,
    composer: Composer, files: FileOutput?, glyphRuns: Bool, into bytes: inout [UInt8]
  ) -> Bool {
    guard files == nil else {
      let message = "\"widths\" cannot be used with --out-dir (one file per request)"
      BatchResultEncoder.appendError(
        message, code: .invalidWidths, line: line.number, id: id, to: &bytes)
      return true
    }
    var request = request
    request.includesGlyphRuns = glyphRuns
    let results: [Result<ComposedTitle, ComposerError>]
    do {
      results = try composer.compose(request, widths: widths)
    } catch {
      BatchResultEncoder.appendError(
        error.description, code: error.code, line: line.number, id: id, to: &bytes)
      return true
    }
    var failed = false
    for (index, (width, result)) in zip(widths, results).enumerated() {
      if index > 0 { bytes.append(0x0A) }
      switch result {
      case .success(let composed):
        BatchResultEncoder.append(composed, id: id, glyphRuns: glyphRuns, to: &bytes)
      case .failure(let error):
        BatchResultEncoder.appendError(
          error.description, code: error.code, line: line.number, id: id, width: width,
          to: &bytes)
        failed = true
      }
    }
    return failed
  }
}
