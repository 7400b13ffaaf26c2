import Foundation
import TitleComposer
import TitleRendering
import TitleSystem

/// `title-preview serve`: the HTTP service, until SIGINT, SIGTERM or SIGHUP.
enum ServeCommand {
  /// How long requests in flight may take to finish once a stop signal came.
  static let drainSeconds = 30.0

  /// Runs the service.
  /// - Parameter arguments: the arguments after `serve`.
  /// - Returns: `.success` after a stop signal, `.failure` when it cannot start, `.usage` for a
  ///   bad command line.
  static func run(arguments: [[UInt8]]) -> ExitStatus {
    let options: ServeOptions
    do {
      options = try ServeOptions.parse(arguments)
    } catch {
      writeError(error.description + "\n" + ServeOptions.spec.helpHint)
      return .usage
    }
    if options.showHelp { return TitlePreview.printText(ServeOptions.spec.help) }
    // A client that goes away must not end the server.
    signal(SIGPIPE, SIG_IGN)
    StopSignals.install(including: [SIGHUP])
    // Each connection is a descriptor: let the connection limit, not the default 1024, bound them.
    POSIX.raiseOpenFileLimit()
    let server: MicroHTTPDServer
    let port: Int
    do {
      let composer = try TitlePreview.makeComposer(fonts: options.fonts, limits: options.limits)
      let cellStyle =
        try options.fonts.stylePath.map { path throws(RenderError) in
          try StyleFileContents.cellStyle(path)
        } ?? CellStyle()
      let budget = MemoryBudget(capacity: options.memoryBudget)
      let watch = ConnectionWatch(
        timeout: .seconds(options.timeout), minimumRate: options.minimumRate,
        timeoutResponse: { timeoutResponse(seconds: options.timeout) })
      var service = TitleService(
        answer: ComposeAnswer(composer: composer),
        cells: CellImages(renderer: CellRenderer(composer: composer), style: cellStyle),
        metrics: ServeMetrics(watch: watch, budget: budget), budget: budget,
        info: ServiceInfo(
          limits: options.infoLimits(maximumTitleLength: composer.style.maximumTitleLength)),
        openAPI: PackageResources.openapi_json)
      service.maximumRequests = options.maximumRequests
      service.maximumBodyBytes = options.maximumBodyBytes
      service.maximumResponseBytes = options.maximumResponseBytes
      service.cors = CORSPolicy(origins: options.corsOrigins)
      let socket = try ListenSocket(host: options.host, port: options.port)
      port = socket.port
      server = MicroHTTPDServer(
        service: service,
        limits: MicroHTTPDServer.Limits(
          maximumBodyBytes: options.maximumBodyBytes,
          maximumConnections: options.maximumConnections,
          maximumConnectionsPerAddress: options.maximumConnectionsPerAddress,
          // A second after the watch's deadlines: the watch acts first (with its 408), this
          // only catches what it would miss.
          idleTimeout: options.timeout + 1,
          // libmicrohttpd zeroes this buffer before each request: 16 KiB holds any usual head.
          connectionMemory: 16 << 10),
        watch: watch, budget: budget)
      try server.start(on: socket, threads: options.jobs)
    } catch let error as ComposerError {
      writeError(error.description)
      return .failure
    } catch let error as RenderError {
      writeError(error.description)
      return .failure
    } catch {
      writeError(String(describing: error))
      return .failure
    }
    let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
    StandardError.write("listening on http://\(shownHost):\(port)\n")
    while StopSignals.received == nil { usleep(20_000) }
    server.stop(drainSeconds: drainSeconds)
    StandardError.write(
      "title-preview: stopped by \(StopSignals.name(StopSignals.received ?? SIGTERM))\n")
    return .success
  }
}

/// The whole 408 response sent to a connection cut at its deadline with its request unanswered
/// (written to the socket by ``ConnectionWatch``, outside libmicrohttpd, which has no request to
/// answer yet).
private func timeoutResponse(seconds: Int) -> [UInt8] {
  let body = ComposeAnswer.errorBody(
    code: HTTPErrorCode.requestTimeout.rawValue,
    message: "the request was not in within its deadline (--timeout \(seconds) s)")
  let head =
    "HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json\r\n"
    + "Content-Length: \(body.count)\r\nX-Request-Id: \(HTTPRequestID.id(for: nil))\r\n"
    + "Connection: close\r\n\r\n"
  return Array(head.utf8) + body
}
