import TitleComposer
import TitleRendering

/// One request of the HTTP service answered with the batch path's parts: the request scanner
/// (``BatchLine``) and the result encoder (``BatchResultEncoder``), so that a result is byte for
/// byte the line `--jsonl` writes for the same request.
struct ComposeAnswer: Sendable {
  /// What became of the requests of a body: how many records are results, and the codes of
  /// the error records.
  struct Tally: Sendable, Equatable {
    var composed = 0
    var errorCodes: [WireErrorCode] = []
  }

  let composer: Composer

  /// Reads `bytes` as one request.
  /// - Parameters:
  ///   - bytes: the request object's bytes.
  ///   - isFirst: whether they start the body (a byte order mark is then skipped).
  /// - Returns: the parsed line, or the code and message of why it is not a request.
  func parse(_ bytes: [UInt8], isFirst: Bool) -> Result<(BatchLine, TitleRequest), Failure> {
    let line = BatchLine(bytes: bytes, isFirstLine: isFirst)
    switch line.request {
    case .success(let request): return .success((line, request))
    case .failure(let error):
      return .failure(Failure(id: line.id, code: error.code, message: error.description))
    }
  }

  /// Composes a parsed request.
  /// - Returns: the composed title, or why it could not be composed.
  func compose(_ request: TitleRequest, id: JSONValue?) -> Result<ComposedTitle, Failure> {
    do {
      return .success(try composer.compose(request))
    } catch {
      return .failure(Failure(id: id, code: error.code, message: error.description))
    }
  }

  /// Appends the JSONL records for `bytes`, the request at `position` (from 1) of an array or
  /// NDJSON body: its result or its error record `{"line", "id", "code", "error"}`; for a
  /// request with `"widths"`, one record per width, in order, `separator` between them (as
  /// `--jsonl` answers it, ``BatchWidths``).
  func appendRecords(
    for bytes: [UInt8], position: Int, separator: UInt8, to output: inout [UInt8],
    tally: inout Tally
  ) {
    let failure: Failure
    switch parse(bytes, isFirst: position == 1) {
    case .failure(let error): failure = error
    case .success((let line, var request)):
      let glyphRuns = line.includesGlyphRuns ?? false
      if let widths = line.widths {
        request.includesGlyphRuns = glyphRuns
        appendWidths(
          widths, of: request, line: line, position: position, glyphRuns: glyphRuns,
          separator: separator, to: &output, tally: &tally)
        return
      }
      switch compose(request, id: line.id) {
      case .success(let composed):
        BatchResultEncoder.append(composed, id: line.id, glyphRuns: glyphRuns, to: &output)
        tally.composed += 1
        return
      case .failure(let error): failure = error
      }
    }
    BatchResultEncoder.appendError(
      failure.message, code: failure.code, line: position, id: failure.id, to: &output)
    tally.errorCodes.append(failure.code)
  }

  /// Appends the error record that stands for the records of the request in `bytes`, at
  /// `position`, when they would take the answer past `maximumBytes`: `responseTooLarge`, with
  /// the request's id.
  func appendLimitRecord(
    for bytes: [UInt8], position: Int, maximumBytes: Int, to output: inout [UInt8]
  ) {
    let id: JSONValue?
    switch parse(bytes, isFirst: position == 1) {
    case .success((let line, _)): id = line.id
    case .failure(let failure): id = failure.id
    }
    BatchResultEncoder.appendError(
      "the answer would pass the limit of \(maximumBytes) bytes with this request's records",
      code: .responseTooLarge, line: position, id: id, to: &output)
  }

  /// The records of a `"widths"` request: the title prepared once and laid out at each width.
  private func appendWidths(
    _ widths: [Double], of request: TitleRequest, line: BatchLine, position: Int,
    glyphRuns: Bool, separator: UInt8, to output: inout [UInt8], tally: inout Tally
  ) {
    let results: [Result<ComposedTitle, ComposerError>]
    do {
      results = try composer.compose(request, widths: widths)
    } catch {
      BatchResultEncoder.appendError(
        error.description, code: error.code, line: position, id: line.id, to: &output)
      tally.errorCodes.append(error.code)
      return
    }
    for (index, (width, result)) in zip(widths, results).enumerated() {
      if index > 0 { output.append(separator) }
      switch result {
      case .success(let composed):
        BatchResultEncoder.append(composed, id: line.id, glyphRuns: glyphRuns, to: &output)
        tally.composed += 1
      case .failure(let error):
        BatchResultEncoder.appendError(
          error.description, code: error.code, line: position, id: line.id, width: width,
          to: &output)
        tally.errorCodes.append(error.code)
      }
    }
  }

  /// Why a request was not composed.
  struct Failure: Error, Sendable {
    var id: JSONValue?
    var code: WireErrorCode
    var message: String

    /// The service's 400 body: the batch's error record without a line,
    /// `{"id", "code", "error"}`.
    var body: [UInt8] {
      BatchResultEncoder.encodeError(message, code: code, line: nil, id: id)
    }
  }

  /// The body `{"code": …, "error": …}` of an error of the HTTP layer (404, 405, 408, 413, 415),
  /// which has no request to echo.
  static func errorBody(code: String, message: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes += Array("{\"code\":".utf8)
    JSONBytes.appendString(code, to: &bytes)
    bytes += Array(",\"error\":".utf8)
    JSONBytes.appendString(message, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }
}
