import TitleComposer
import TitleRendering

/// The routes of `title-preview serve`:
/// `POST /v1/compose`, `POST /v1/render?format=png|svg`, `GET /healthz`, `GET /metrics`.
struct TitleService: HTTPService {
  let answer: ComposeAnswer
  let cells: CellImages
  let metrics: ServeMetrics
  /// Most requests in one array or NDJSON body (`--max-requests`); more is a 400.
  var maximumRequests = 10_000

  /// The routes and the method each takes.
  static let routes: [String: String] = [
    "/v1/compose": "POST", "/v1/render": "POST", "/healthz": "GET", "/metrics": "GET",
  ]

  /// The route's name in the metrics: its path, or `other`.
  static func routeName(_ path: String) -> String { routes[path] == nil ? "other" : path }

  func check(_ head: HTTPRequestHead) -> HTTPResponse? {
    guard let method = Self.routes[head.path] else {
      return error(404, code: "notFound", "no route \(VisibleText.escaping(head.path))")
    }
    let allowed = method == "GET" ? ["GET", "HEAD"] : [method]
    guard allowed.contains(head.method) else {
      var response = error(
        405, code: "methodNotAllowed",
        "\(head.path) takes \(allowed.joined(separator: " or ")), not"
          + " \(VisibleText.escaping(head.method))")
      response.headers.append(("Allow", allowed.joined(separator: ", ")))
      return response
    }
    if method == "POST", let type = head.mediaType,
      type != "application/json" && type != "application/x-ndjson"
    {
      return error(
        415, code: "unsupportedMediaType",
        "the body must be application/json or application/x-ndjson, not"
          + " \(VisibleText.escaping(type))")
    }
    return nil
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    switch request.head.path {
    case "/healthz": return .text(200, "ok\n")
    case "/metrics":
      return HTTPResponse(
        status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
        body: Array(metrics.text.utf8))
    case "/v1/render": return render(request)
    default: return compose(request)
    }
  }

  func record(_ head: HTTPRequestHead, status: Int, seconds: Double) {
    metrics.recordRequest(route: Self.routeName(head.path), status: status, seconds: seconds)
  }

  func limitResponse(status: Int, message: String) -> HTTPResponse {
    error(status, code: status == 413 ? "bodyTooLarge" : "requestTimeout", message)
  }

  /// A `{"code", "error"}` response of the HTTP layer, counted in the errors by code.
  func error(_ status: Int, code: String, _ message: String) -> HTTPResponse {
    metrics.recordTitles(composed: 0, errorCodes: [code])
    return .json(status, ComposeAnswer.errorBody(code: code, message: message))
  }

  /// The 400 of a request that could not be read or composed: `{"id", "code", "error"}`.
  func rejected(_ failure: ComposeAnswer.Failure) -> HTTPResponse {
    metrics.recordTitles(composed: 0, errorCodes: [failure.code.rawValue])
    return .json(400, failure.body)
  }

  /// `POST /v1/compose`: one object → one result (400 when it fails); an array → an array of
  /// results and error records; NDJSON → NDJSON.
  private func compose(_ request: HTTPRequest) -> HTTPResponse {
    let body = request.body
    if request.head.mediaType == "application/x-ndjson" {
      var output: [UInt8] = []
      output.reserveCapacity(body.count * 4)
      var tally = ComposeAnswer.Tally()
      var position = 0
      let lines = NDJSONLines.split(body)
      if let tooMany = tooMany(lines.count) { return rejected(tooMany) }
      for line in lines {
        position += 1
        answer.appendRecords(
          for: line, position: position, separator: 0x0A, to: &output, tally: &tally)
        output.append(0x0A)
      }
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return HTTPResponse(status: 200, contentType: "application/x-ndjson", body: output)
    }
    let start = body.firstIndex { !(" \t\r\n".utf8.contains($0)) }
    if let start, body[start] == UInt8(ascii: "[") {
      let ranges: [Range<Int>]
      do {
        ranges = try JSONArraySplitter.elements(of: body)
      } catch {
        return rejected(
          ComposeAnswer.Failure(id: nil, code: .invalidJSON, message: error.description))
      }
      if let tooMany = tooMany(ranges.count) { return rejected(tooMany) }
      var output: [UInt8] = [UInt8(ascii: "[")]
      output.reserveCapacity(body.count * 4)
      var tally = ComposeAnswer.Tally()
      for (index, range) in ranges.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        answer.appendRecords(
          for: Array(body[range]), position: index + 1, separator: UInt8(ascii: ","),
          to: &output, tally: &tally)
      }
      output.append(UInt8(ascii: "]"))
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return .json(200, output)
    }
    if case .success((let line, _)) = answer.parse(body, isFirst: true), line.widths != nil {
      // One request at several widths: an array of its records, one per width.
      var output: [UInt8] = [UInt8(ascii: "[")]
      var tally = ComposeAnswer.Tally()
      answer.appendRecords(
        for: body, position: 1, separator: UInt8(ascii: ","), to: &output, tally: &tally)
      output.append(UInt8(ascii: "]"))
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return .json(200, output)
    }
    switch composeOne(body) {
    case .failure(let failure): return rejected(failure)
    case .success((let composed, let line)):
      var output: [UInt8] = []
      BatchResultEncoder.append(
        composed, id: line.id, glyphRuns: line.includesGlyphRuns ?? false, to: &output)
      metrics.recordTitles(composed: 1, errorCodes: [])
      return .json(200, output)
    }
  }

  /// The failure of a body of `count` requests, when that is over the limit.
  private func tooMany(_ count: Int) -> ComposeAnswer.Failure? {
    guard count > maximumRequests else { return nil }
    let error = ComposerError.batchTooLarge(count: count, limit: maximumRequests)
    return ComposeAnswer.Failure(id: nil, code: error.code, message: error.description)
  }

  /// `POST /v1/render?format=png|svg`: one request → the cell's image.
  private func render(_ request: HTTPRequest) -> HTTPResponse {
    let format = request.head.query.last { $0.name == "format" }?.value ?? "png"
    guard let output = cells.output(format) else {
      return error(
        400, code: "invalidFormat",
        "format must be png or svg, not \(VisibleText.escaping(format))")
    }
    switch composeOne(request.body, drawing: true) {
    case .failure(let failure): return rejected(failure)
    case .success((let composed, _)):
      do {
        let image = try output.render(composed)
        metrics.recordTitles(composed: 1, errorCodes: [])
        return HTTPResponse(
          status: 200, contentType: format == "svg" ? "image/svg+xml" : "image/png", body: image)
      } catch {
        return rejected(
          ComposeAnswer.Failure(id: nil, code: .renderFailed, message: error.description))
      }
    }
  }

  /// Reads and composes a body of one request (with its glyph runs when it is to be drawn).
  private func composeOne(_ body: [UInt8], drawing: Bool = false)
    -> Result<(ComposedTitle, BatchLine), ComposeAnswer.Failure>
  {
    switch answer.parse(body, isFirst: true) {
    case .failure(let failure): return .failure(failure)
    case .success((let line, var request)):
      if drawing && line.widths != nil {
        return .failure(
          ComposeAnswer.Failure(
            id: line.id, code: .invalidWidths,
            message: "\"widths\" cannot be drawn: a cell is drawn at one \"width\""))
      }
      if drawing { request.includesGlyphRuns = true }
      return answer.compose(request, id: line.id).map { ($0, line) }
    }
  }
}

/// The cell renderers of `--format png` and `--format svg`, with the `--style` file's cell keys.
struct CellImages: Sendable {
  let png: CellOutput
  let svg: CellOutput

  /// The renderer for `format` (`png`, `svg`), or `nil`.
  func output(_ format: String) -> CellOutput? {
    switch format {
    case "png": png
    case "svg": svg
    default: nil
    }
  }
}

/// The lines of an NDJSON body: split at `\n`, a `\r` before it dropped, the empty piece after a
/// final newline left out.
enum NDJSONLines {
  static func split(_ body: [UInt8]) -> [[UInt8]] {
    var lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    }
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
