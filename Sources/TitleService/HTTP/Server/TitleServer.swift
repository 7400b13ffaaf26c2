import TitleComposer
import TitleFonts
import TitleRendering
import TitleWire

/// The HTTP service: `POST /v1/compose`, `POST /v1/render`, `GET /v1/info`,
/// `GET /openapi.json`, `GET /healthz`, `GET /metrics` and the playground page at `GET /`
/// (docs/serve.md, docs/openapi.json),
/// answered on libmicrohttpd's thread pool. Every request of a body is answered by
/// ``RequestAnswerer``, so a result is the line `--jsonl` writes for it.
///
/// ```swift
/// let server = try TitleServer(
///   answerer: RequestAnswerer(composer: composer),
///   cells: CellImages(renderer: CellRenderer(composer: composer), style: CellStyle()),
///   settings: TitleServer.Settings(port: 0))
/// print(server.port)                   // the port the system chose
/// server.stop(drainSeconds: 30)        // requests in flight finish first
/// ```
public final class TitleServer: Sendable {
  /// Where the server listens and the limits it keeps (the options of `title-preview serve`).
  public struct Settings: Sendable {
    /// The address listened on: IPv4, IPv6 or `localhost`.
    public var host = "127.0.0.1"
    /// The port; 0 for any free one (``TitleServer/port`` says which).
    public var port = 8080
    /// The thread pool's size.
    public var threads = 1
    /// Largest body accepted, once decompressed (413 above).
    public var maximumBodyBytes = 1 << 20
    /// Largest answer (413 `responseTooLarge` when estimated above; records past it in a
    /// stream are `responseTooLarge` records).
    public var maximumResponseBytes = 16 << 20
    /// Most connections open at once; more wait in the listen backlog.
    public var maximumConnections = 1024
    /// Most connections from one client address; more are closed at once (0: no limit).
    public var maximumConnectionsPerAddress = 64
    /// Most requests in one array or NDJSON body; more is a 400.
    public var maximumRequests = 10_000
    /// Seconds for a head to arrive, and the grace of a body or an answer (``ConnectionWatch``).
    public var timeout = 10
    /// Bytes a second a body or an answer must keep up after the grace.
    public var minimumRate = 16 << 10
    /// Bytes of bodies and answers in flight held at most (``MemoryBudget``).
    public var memoryBudget = 64 << 20
    /// Browser origins allowed to call (CORS); none by default, `*` for any.
    public var corsOrigins: [String] = []
    /// Whether `GET /` serves the playground page (and `GET /fonts/title`, `GET /fonts/badge`
    /// the style's faces). Default on.
    public var servesPlayground = true

    /// The defaults, on `port`.
    public init(port: Int = 8080) { self.port = port }

    /// The limits `GET /v1/info` reports, by the option that sets each, with the composer's
    /// longest title.
    func infoLimits(maximumTitleLength: Int) -> [(name: String, value: Int)] {
      [
        ("max-body-bytes", maximumBodyBytes), ("max-response-bytes", maximumResponseBytes),
        ("max-requests", maximumRequests), ("max-title-length", maximumTitleLength),
        ("max-connections", maximumConnections),
        ("max-connections-per-address", maximumConnectionsPerAddress), ("timeout", timeout),
        ("min-rate", minimumRate), ("memory-budget", memoryBudget),
      ]
    }
  }

  /// The port listened on (the system's choice for port 0).
  public let port: Int
  private let server: MicroHTTPDServer

  /// Binds, listens and starts answering.
  /// - Parameters:
  ///   - answerer: answers each request of a `/v1/compose` body and reads `/v1/render`'s.
  ///   - cells: draws `/v1/render`'s cells.
  ///   - settings: where to listen and the limits.
  /// - Throws: ``ServeError``, whose description says why the server could not start (the
  ///   address is not one, the port is taken, libmicrohttpd cannot be loaded or refused).
  public init(answerer: RequestAnswerer, cells: CellImages, settings: Settings) throws {
    try MicroHTTPDLibrary.load()
    let budget = MemoryBudget(capacity: settings.memoryBudget)
    let timeout = settings.timeout
    let watch = ConnectionWatch(
      timeout: .seconds(timeout), minimumRate: settings.minimumRate,
      timeoutResponse: { Self.timeoutResponse(seconds: timeout) })
    var routes = HTTPRoutes(
      answerer: answerer, cells: cells, metrics: ServeMetrics(watch: watch, budget: budget),
      budget: budget,
      info: ServiceInfo(
        fontsFingerprint: answerer.composer.fontEnvironment.fingerprint,
        limits: settings.infoLimits(
          maximumTitleLength: answerer.composer.style.maximumTitleLength)),
      openAPI: PackageResources.openapi_json)
    routes.maximumRequests = settings.maximumRequests
    routes.maximumBodyBytes = settings.maximumBodyBytes
    routes.maximumResponseBytes = settings.maximumResponseBytes
    routes.cors = CORSPolicy(origins: settings.corsOrigins)
    if settings.servesPlayground {
      routes.playground = try Playground(
        composer: answerer.composer, template: PackageResources.playground_html)
    }
    let socket = try ListenSocket(host: settings.host, port: settings.port)
    port = socket.port
    server = MicroHTTPDServer(
      service: routes,
      limits: MicroHTTPDServer.Limits(
        maximumBodyBytes: settings.maximumBodyBytes,
        maximumConnections: settings.maximumConnections,
        maximumConnectionsPerAddress: settings.maximumConnectionsPerAddress,
        // A second after the watch's deadlines: the watch acts first (with its 408), this only
        // catches what it would miss.
        idleTimeout: timeout + 1,
        // libmicrohttpd zeroes this buffer before each request: 16 KiB holds any usual head.
        connectionMemory: 16 << 10),
      watch: watch, budget: budget)
    try server.start(on: socket, threads: settings.threads)
  }

  /// Stops: no new connections, the requests in flight finish (for at most `drainSeconds`),
  /// then the threads end.
  public func stop(drainSeconds: Double) {
    server.stop(drainSeconds: drainSeconds)
  }

  /// The whole 408 response sent to a connection cut at its deadline with its request
  /// unanswered (written to the socket by ``ConnectionWatch``, outside libmicrohttpd, which has
  /// no request to answer yet).
  private static func timeoutResponse(seconds: Int) -> [UInt8] {
    let body = BatchResultEncoder.encodeError(
      "the request was not in within its deadline (--timeout \(seconds) s)",
      code: HTTPErrorCode.requestTimeout.rawValue)
    let head =
      "HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(body.count)\r\nX-Request-Id: \(HTTPRequestID.id(for: nil))\r\n"
      + "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }
}
