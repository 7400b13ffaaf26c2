import TitleComposer
import TitleRendering
import TitleWire

/// The routes of `title-preview serve`: `POST /v1/compose`, `POST /v1/render`, `GET /v1/info`,
/// `GET /openapi.json`, `GET /healthz`, `GET /metrics`, and the playground's `GET /`,
/// `GET /fonts/title`, `GET /fonts/badge` unless it is off; `OPTIONS` on each (and `OPTIONS *`).
/// docs/openapi.json describes them. Every request of a `/v1/compose` body is answered by
/// ``RequestAnswerer``, so a result is the line `--jsonl` writes for it.
struct HTTPRoutes: HTTPService {
  let answerer: RequestAnswerer
  let cells: CellImages
  let metrics: ServeMetrics
  /// The memory budget that decompressed bodies and gzip states are counted in.
  let budget: MemoryBudget
  /// What `GET /v1/info` answers.
  let info: ServiceInfo
  /// The OpenAPI document `GET /openapi.json` answers.
  let openAPI: [UInt8]
  /// The playground's page and fonts, or `nil` when it is off (its routes are then 404).
  var playground: Playground? = nil
  /// The origins allowed to call from a browser.
  var cors = CORSPolicy()
  /// Most requests in one array or NDJSON body (`--max-requests`); more is a 400.
  var maximumRequests = 10_000
  /// Largest body, once decompressed (`--max-body-bytes`).
  var maximumBodyBytes = 1 << 20
  /// Largest answer (`--max-response-bytes`).
  var maximumResponseBytes = 16 << 20
  /// The longest JSON line read, as `--jsonl`'s `--max-line-bytes` default: a longer line's
  /// answer is its `lineTooLong` error record, as there.
  var maximumLineBytes = 1 << 20

  /// The routes and the method each takes.
  static let routes: [String: String] = [
    "/v1/compose": "POST", "/v1/render": "POST", "/v1/info": "GET", "/openapi.json": "GET",
    "/healthz": "GET", "/metrics": "GET", "/": "GET", "/fonts/title": "GET", "/fonts/badge": "GET",
  ]

  /// The method of `path`'s route, `nil` when no route has it (the playground's paths while it
  /// is off).
  func method(of path: String) -> String? {
    guard playground != nil || !Playground.routes.contains(path) else { return nil }
    return Self.routes[path]
  }

  /// The route's name in the metrics: its path, or `other`.
  func routeName(_ path: String) -> String { method(of: path) == nil ? "other" : path }

  /// The methods a route takes (`GET` routes take `HEAD` too, every route `OPTIONS`).
  static func methods(of route: String) -> [String] {
    routes[route] == "GET" ? ["GET", "HEAD", "OPTIONS"] : ["POST", "OPTIONS"]
  }

  func check(_ head: HTTPRequestHead) -> HTTPResponse? {
    if head.target.isAsterisk {
      return HTTPResponse(
        status: 204, contentType: "text/plain", body: [],
        headers: [HTTPHeader("Allow", "GET, HEAD, POST, OPTIONS")])
    }
    guard let method = method(of: head.path) else {
      return errorResponse(
        HTTPError(404, .notFound, "no route \(VisibleText.escaping(head.path))"))
    }
    let allowed = Self.methods(of: head.path)
    if head.method == "OPTIONS" {
      let preflight = cors.preflightHeaders(origin: head.header("Origin"), methods: allowed)
      return HTTPResponse(
        status: 204, contentType: "text/plain", body: [],
        headers: [HTTPHeader("Allow", allowed.joined(separator: ", "))] + preflight)
    }
    guard allowed.contains(head.method) else {
      return errorResponse(
        HTTPError(
          405, .methodNotAllowed,
          "\(head.path) takes \(allowed.dropLast().joined(separator: " or ")), not"
            + " \(VisibleText.escaping(head.method))",
          headers: [HTTPHeader("Allow", allowed.joined(separator: ", "))]))
    }
    guard method == "POST" else { return nil }
    if ContentNegotiation.bodyType(head.mediaType) == nil
      || (head.path == "/v1/render" && head.mediaType.map { $0 != "application/json" } == true)
    {
      let types =
        head.path == "/v1/render" ? ["application/json"] : ContentNegotiation.acceptedTypes
      return errorResponse(
        HTTPError(
          415, .unsupportedMediaType,
          "the body must be \(types.joined(separator: ", ")), not"
            + " \(VisibleText.escaping(head.mediaType ?? ""))",
          headers: [HTTPHeader("Accept-Post", types.joined(separator: ", "))]))
    }
    if ContentNegotiation.coding(head.header("Content-Encoding")) == nil {
      return errorResponse(
        HTTPError(
          415, .unsupportedContentEncoding,
          "Content-Encoding must be gzip or identity, not"
            + " \(VisibleText.escaping(head.header("Content-Encoding") ?? ""))",
          headers: [HTTPHeader("Accept-Encoding", "gzip")]))
    }
    return nil
  }

  func respond(to request: HTTPRequest) -> HTTPResponse {
    let head = request.head
    let response: HTTPResponse
    switch head.path {
    case "/healthz": response = .text(200, "ok\n")
    case "/metrics":
      response = HTTPResponse(
        status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
        body: Array(metrics.text.utf8))
    case "/v1/info": response = .json(200, info.json)
    case "/openapi.json": response = .json(200, openAPI)
    case "/": response = playgroundPage()
    case "/fonts/title", "/fonts/badge": response = playgroundFont(head.path)
    default:
      switch decodedBody(request) {
      case .failure(let error): response = errorResponse(error)
      case .success(let body):
        response =
          head.path == "/v1/render"
          ? render(body.bytes, query: head.target)
          : compose(body, type: ContentNegotiation.bodyType(head.mediaType) ?? .json)
      }
    }
    return compressed(response, for: head)
  }

  func commonHeaders(for head: HTTPRequestHead) -> [HTTPHeader] {
    [HTTPHeader("X-Request-Id", head.requestID)] + cors.headers(origin: head.header("Origin"))
  }

  func record(_ head: HTTPRequestHead?, status: Int, seconds: Double?) {
    let route = head.map { routeName($0.path) } ?? "protocol"
    metrics.recordRequest(route: route, status: status, seconds: seconds)
  }

  func recordRefusedConnection() { metrics.recordRefusedConnection() }

  /// A `{"code", "error"}` response of the HTTP layer, counted in the errors by code.
  func errorResponse(_ error: HTTPError) -> HTTPResponse {
    metrics.recordTitles(composed: 0, errorCodes: [error.code.rawValue])
    var response = HTTPResponse.json(
      error.status, BatchResultEncoder.encodeError(error.message, code: error.code.rawValue))
    response.headers = error.headers
    return response
  }

  /// The 400 of a request that could not be read or composed: `{"id", "code", "error"}`.
  func rejected(_ failure: RequestAnswerer.Failure) -> HTTPResponse {
    metrics.recordTitles(composed: 0, errorCodes: [failure.code.rawValue])
    return .json(400, failure.record)
  }

  /// The request's body, decompressed when it says `Content-Encoding: gzip` (the decompressed
  /// bytes counted in the budget while they live).
  private func decodedBody(_ request: HTTPRequest) -> Result<BudgetedBytes, HTTPError> {
    guard ContentNegotiation.coding(request.head.header("Content-Encoding")) == .gzip else {
      return .success(BudgetedBytes(request.body, counted: 0, in: budget))
    }
    do {
      let bytes = try Gzip.decompress(request.body, limit: maximumBodyBytes, budget: budget)
      return .success(BudgetedBytes(bytes, counted: bytes.count, in: budget))
    } catch {
      switch error {
      case .tooLarge:
        return .failure(
          HTTPError(
            413, .bodyTooLarge,
            "the body is larger than \(maximumBodyBytes) bytes once decompressed"))
      case .invalid(let reason):
        return .failure(HTTPError(400, .invalidGzip, "the body is not gzip: \(reason)"))
      case .noRoom:
        return .failure(
          HTTPError(
            503, .serverBusy,
            "the server holds as many request and answer bytes as it may"
              + " (\(budget.capacity) bytes); retry after a second",
            headers: [HTTPHeader("Retry-After", "1")]))
      }
    }
  }

  /// `response` gzipped when the client takes gzip and its type is text (not PNG).
  private func compressed(_ response: HTTPResponse, for head: HTTPRequestHead) -> HTTPResponse {
    guard response.contentType != "image/png", !response.contentType.hasPrefix("font/"),
      response.status != 204
    else { return response }
    var response = response
    response.headers.append(HTTPHeader("Vary", "Accept-Encoding"))
    guard ContentNegotiation.acceptsGzip(head.header("Accept-Encoding")) else { return response }
    switch response.body {
    case .bytes(let bytes): response.body = .bytes(Gzip.compress(bytes))
    case .stream(let stream): response.body = .stream(GzipStream(stream, budget: budget))
    }
    response.headers.append(HTTPHeader("Content-Encoding", "gzip"))
    return response
  }
}

/// A stream gzipped piece by piece as the client reads it.
final class GzipStream: HTTPBodyStream, @unchecked Sendable {
  // @unchecked Sendable is sound: the server pulls a stream from one thread only.
  private let source: any HTTPBodyStream
  private let deflater = Gzip.Deflater()
  private let budget: MemoryBudget
  private var isDone = false

  /// `source` gzipped; the zlib state is counted in `budget` while it lives.
  init(_ source: any HTTPBodyStream, budget: MemoryBudget) {
    self.source = source
    self.budget = budget
    budget.take(Gzip.Deflater.stateBytes)
  }

  deinit { budget.release(Gzip.Deflater.stateBytes) }

  func next(maximumCount: Int) -> [UInt8]? {
    while !isDone {
      if let piece = source.next(maximumCount: maximumCount) {
        let compressed = deflater.compress(piece, finish: false)
        if !compressed.isEmpty { return compressed }
      } else {
        isDone = true
        return deflater.compress([], finish: true)
      }
    }
    return nil
  }
}
