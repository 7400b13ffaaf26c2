import TitleComposer
import TitleRendering

/// One request of the HTTP service answered with the batch path's parts: the request scanner
/// (``BatchLine``) and the result encoder (``BatchResultEncoder``), so that a result is byte for
/// byte the line `--jsonl` writes for the same request.
struct ComposeAnswer: Sendable {
  /// What became of one request.
  enum Outcome: Sendable, Equatable {
    case composed
    case failed(code: WireErrorCode, message: String)
  }

  let composer: TitleComposer

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

  /// Appends the JSONL record for `bytes`, the request at `position` (from 1) of an array or
  /// NDJSON body: its result or its error record `{"line", "id", "code", "error"}`.
  /// - Returns: what became of it.
  func appendRecord(for bytes: [UInt8], position: Int, to output: inout [UInt8]) -> Outcome {
    let failure: Failure
    switch parse(bytes, isFirst: position == 1) {
    case .failure(let error): failure = error
    case .success((let line, let request)):
      switch compose(request, id: line.id) {
      case .success(let composed):
        BatchResultEncoder.append(
          composed, id: line.id, glyphRuns: line.includesGlyphRuns ?? false, to: &output)
        return .composed
      case .failure(let error): failure = error
      }
    }
    BatchResultEncoder.appendError(
      failure.message, code: failure.code, line: position, id: failure.id, to: &output)
    return .failed(code: failure.code, message: failure.message)
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
