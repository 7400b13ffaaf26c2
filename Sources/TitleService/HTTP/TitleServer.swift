/// The HTTP service: `POST /v1/compose`, `POST /v1/render?format=png|svg`, `GET /healthz`,
/// `GET /metrics` (Prometheus text), answered on libmicrohttpd's thread pool. Every request of a
/// body is answered by ``RequestAnswerer``, so a result is the line `--jsonl` writes for it.
///
/// ```swift
/// let server = try TitleServer(
///   answerer: RequestAnswerer(composer: composer), cells: cells,
///   settings: TitleServer.Settings(port: 0))
/// print(server.port)                   // the port the system chose
/// server.stop(drainSeconds: 30)        // requests in flight finish first
/// ```
public final class TitleServer: Sendable {
  /// Where the server listens and the limits it keeps.
  public struct Settings: Sendable {
    /// The address listened on: IPv4, IPv6 or `localhost`.
    public var host = "127.0.0.1"
    /// The port; 0 for any free one (``TitleServer/port`` says which).
    public var port = 8080
    /// The thread pool's size.
    public var threads = 1
    /// Largest body accepted (413 above).
    public var maximumBodyBytes = 1 << 20
    /// Most connections open at once; more are refused.
    public var maximumConnections = 1024
    /// Most requests in one array or NDJSON body; more is a 400.
    public var maximumRequests = 10_000
    /// Seconds a request may take to arrive (408), and a connection may stay idle (closed).
    public var requestTimeout = 10

    /// The defaults, on `port`.
    public init(port: Int = 8080) { self.port = port }
  }

  /// The port listened on (the system's choice for port 0).
  public let port: Int
  private let server: MicroHTTPDServer

  /// Binds, listens and starts answering.
  /// - Parameters:
  ///   - answerer: answers each request of a `/v1/compose` body and reads `/v1/render`'s.
  ///   - cells: draws `/v1/render`'s cells.
  ///   - settings: where to listen and the limits.
  /// - Throws: an error whose description says why the server could not start (the address is
  ///   not one, the port is taken, libmicrohttpd refused).
  public init(answerer: RequestAnswerer, cells: CellImages, settings: Settings) throws {
    var routes = HTTPRoutes(answerer: answerer, cells: cells, metrics: ServeMetrics())
    routes.maximumRequests = settings.maximumRequests
    let socket = try ListenSocket(host: settings.host, port: settings.port)
    port = socket.port
    server = MicroHTTPDServer(
      service: routes,
      limits: MicroHTTPDServer.Limits(
        maximumBodyBytes: settings.maximumBodyBytes,
        maximumConnections: settings.maximumConnections, requestTimeout: settings.requestTimeout,
        // libmicrohttpd zeroes this buffer before each request: 16 KiB holds any usual head.
        connectionMemory: 16 << 10))
    try server.start(on: socket, threads: settings.threads)
  }

  /// Stops: no new connections, the requests in flight finish (for at most `drainSeconds`),
  /// then the threads end.
  public func stop(drainSeconds: Double) {
    server.stop(drainSeconds: drainSeconds)
  }
}
