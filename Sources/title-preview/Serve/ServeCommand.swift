import Foundation
import TitleComposer
import TitleRendering
import TitleSystem

/// `title-preview serve`: the HTTP service, until SIGINT or SIGTERM.
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
    StopSignals.install()
    let server: MicroHTTPDServer
    let port: Int
    do {
      let composer = try TitlePreview.makeComposer(fonts: options.fonts, limits: options.limits)
      let png = try CellOutput(
        composer: composer, stylePath: options.fonts.stylePath, output: OutputOptions(format: .png))
      let svg = try CellOutput(
        composer: composer, stylePath: options.fonts.stylePath, output: OutputOptions(format: .svg))
      var service = TitleService(
        answer: ComposeAnswer(composer: composer), cells: CellImages(png: png, svg: svg),
        metrics: ServeMetrics())
      service.maximumRequests = options.maximumRequests
      let socket = try ListenSocket(host: options.host, port: options.port)
      port = socket.port
      server = MicroHTTPDServer(
        service: service,
        limits: MicroHTTPDServer.Limits(
          maximumBodyBytes: options.maximumBodyBytes,
          maximumConnections: options.maximumConnections, requestTimeout: options.timeout,
          // libmicrohttpd zeroes this buffer before each request: 16 KiB holds any usual head.
          connectionMemory: 16 << 10))
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
