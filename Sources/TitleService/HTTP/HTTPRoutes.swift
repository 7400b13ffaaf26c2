import TitleComposer
import TitleRendering
import TitleWire

/// The routes of `title-preview serve`:
/// `POST /v1/compose`, `POST /v1/render?format=png|svg`, `GET /healthz`, `GET /metrics`.
struct HTTPRoutes: HTTPService {
  let answerer: RequestAnswerer
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
    return .json(status, BatchResultEncoder.encodeError(message, code: code))
  }

  /// The 400 of a request that could not be read or composed: `{"id", "code", "error"}`.
  func rejected(_ failure: RequestAnswerer.Failure) -> HTTPResponse {
    metrics.recordTitles(composed: 0, errorCodes: [failure.code.rawValue])
    return .json(400, failure.record)
  }

  /// `POST /v1/compose`: one object → one result (400 when it fails); an array → an array of
  /// results and error records; NDJSON → NDJSON. Each request is answered by
  /// ``RequestAnswerer/answer(_:line:isFirst:separator:fileName:badges:into:tally:)``.
  private func compose(_ request: HTTPRequest) -> HTTPResponse {
    let body = request.body
    var badges = BatchBadgeCache(capacity: 0)
    var tally = RequestAnswerer.Tally()
    defer {
      metrics.recordTitles(composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
    }
    if request.head.mediaType == "application/x-ndjson" {
      let lines = NDJSONLines.split(body)
      if let tooMany = tooMany(lines.count) { return rejected(tooMany) }
      var output: [UInt8] = []
      output.reserveCapacity(body.count * 4)
      for (index, line) in lines.enumerated() {
        answerer.answer(
          line.span, line: index + 1, badges: &badges, into: &output, tally: &tally)
        output.append(0x0A)
      }
      return HTTPResponse(status: 200, contentType: "application/x-ndjson", body: output)
    }
    let start = body.firstIndex { !(" \t\r\n".utf8.contains($0)) }
    if let start, body[start] == UInt8(ascii: "[") {
      let ranges: [Range<Int>]
      do {
        ranges = try JSONArraySplitter.elements(of: body)
      } catch {
        return rejected(
          RequestAnswerer.Failure(id: nil, code: .invalidJSON, message: error.description))
      }
      if let tooMany = tooMany(ranges.count) { return rejected(tooMany) }
      var output: [UInt8] = [UInt8(ascii: "[")]
      output.reserveCapacity(body.count * 4)
      for (index, range) in ranges.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        answerer.answer(
          body.span.extracting(range), line: index + 1, separator: UInt8(ascii: ","),
          badges: &badges, into: &output, tally: &tally)
      }
      output.append(UInt8(ascii: "]"))
      return .json(200, output)
    }
    // One request: its record, or a 400 with its error record; one request at several widths:
    // an array of its records, one per width.
    var output: [UInt8] = []
    switch answerer.answer(
      body.span, line: nil, separator: UInt8(ascii: ","), badges: &badges, into: &output,
      tally: &tally)
    {
    case .result: return .json(200, output)
    case .error: return .json(400, output)
    case .widths: return .json(200, [UInt8(ascii: "[")] + output + [UInt8(ascii: "]")])
    }
  }

  /// The failure of a body of `count` requests, when that is over the limit.
  private func tooMany(_ count: Int) -> RequestAnswerer.Failure? {
    guard count > maximumRequests else { return nil }
    let error = ComposerError.batchTooLarge(count: count, limit: maximumRequests)
    return RequestAnswerer.Failure(id: nil, code: error.code, message: error.description)
  }

  /// `POST /v1/render?format=png|svg`: one request → the cell's image.
  private func render(_ request: HTTPRequest) -> HTTPResponse {
    let format = request.head.query.last { $0.name == "format" }?.value ?? "png"
    guard let output = cells.output(format) else {
      return error(
        400, code: "invalidFormat",
        "format must be png or svg, not \(VisibleText.escaping(format))")
    }
    switch answerer.composeForDrawing(request.body.span) {
    case .failure(let failure): return rejected(failure)
    case .success(let composed):
      do {
        let image = try output.render(composed)
        metrics.recordTitles(composed: 1, errorCodes: [])
        return HTTPResponse(
          status: 200, contentType: format == "svg" ? "image/svg+xml" : "image/png", body: image)
      } catch {
        return rejected(
          RequestAnswerer.Failure(id: nil, code: .renderFailed, message: error.description))
      }
    }
  }
}

/// The cell renderers of `POST /v1/render?format=png|svg`.
public struct CellImages: Sendable {
  /// Draws `format=png`.
  public let png: CellOutput
  /// Draws `format=svg`.
  public let svg: CellOutput

  /// Renderers for both formats.
  public init(png: CellOutput, svg: CellOutput) {
    self.png = png
    self.svg = svg
  }

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
