import Glibc
import TitleComposer
import TitleRendering
import TitleService
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
    let server: TitleServer
    do {
      let composer = try TitlePreview.makeComposer(fonts: options.fonts, limits: options.limits)
      let cellStyle =
        try options.fonts.stylePath.map { path throws(RenderError) in
          try StyleFileContents.cellStyle(path)
        } ?? CellStyle()
      server = try TitleServer(
        answerer: RequestAnswerer(composer: composer),
        cells: CellImages(renderer: CellRenderer(composer: composer), style: cellStyle),
        settings: options.settings)
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
    StandardError.write("listening on http://\(shownHost):\(server.port)\n")
    while StopSignals.received == nil { usleep(20_000) }
    server.stop(drainSeconds: drainSeconds)
    StandardError.write(
      "title-preview: stopped by \(StopSignals.name(StopSignals.received ?? SIGTERM))\n")
    return .success
  }
}
