import TitleComposer
import TitleService

/// The command line of `title-preview serve`.
struct ServeOptions {
  var host = "127.0.0.1"
  var port = 8080
  /// What the composer is made from (`--catalog`, `--style`, `--fallback-font`,
  /// `--no-system-fonts`), the group the title preview shares.
  var fonts = FontOptions()
  /// `--max-title-length`, `--time-budget`.
  var limits = LimitOptions()
  /// Server threads.
  var jobs = Composer.defaultJobs
  var maximumBodyBytes = 1 << 20
  var maximumResponseBytes = 16 << 20
  var maximumConnections = 1024
  /// Most connections from one client address (0: no limit).
  var maximumConnectionsPerAddress = 64
  /// Most requests in one array or NDJSON body.
  var maximumRequests = 10_000
  /// Seconds a head may take to arrive, and the grace of a body or an answer.
  var timeout = 10
  /// Bytes a second a body or an answer must keep up after the grace.
  var minimumRate = 16 << 10
  /// Bytes of bodies and answers in flight the server holds at most (``MemoryBudget``).
  var memoryBudget = 64 << 20
  /// Browser origins allowed (CORS); none by default.
  var corsOrigins: [String] = []
  /// Whether `GET /` serves the playground page.
  var servesPlayground = true
  var showHelp = false

  /// The largest `--max-body-bytes`.
  static let maximumBodyLimit = 1 << 30

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Self> {
    CommandSpec(
      name: "serve",
      overview: "Serve title layout over HTTP (libmicrohttpd, a thread pool with epoll).",
      usage: ["title-preview serve [options]"],
      sections: [routes],
      options: listenOptions
        + [BatchOptions.jobs(help: "Server threads, 1-1024 (default: all cores).").lifted(\.jobs)]
        + FontOptions.all.lifted(\.fonts) + LimitOptions.all.lifted(\.limits) + serverLimitOptions
        + [corsOption, noPlaygroundOption, CommandOption.help.lifted(\.showHelp)],
      epilogue: """
        STATUS CODES: 200, 204 (OPTIONS), 400 (bad JSON, unknown key, bad field, not
        composable; bad framing or target), 404, 405, 408, 413, 415, 501; docs/openapi.json
        (also GET /openapi.json) lists each with its codes.

        SIGNALS: SIGTERM, SIGINT or SIGHUP stop accepting and let the requests begun finish (at
        most 30 s); a second of any of them ends the process at once.

        EXIT STATUS: 0 after a stop signal, 1 the server could not start, 64 usage error.
        """)
  }

  private static var routes: CommandSpec<Self>.Section {
    .init(
      title: "ROUTES",
      rows: [
        .init(
          label: "POST /v1/compose",
          text: """
            application/json: one request object -> one result object (400
            {"id", "code", "error"} when it fails); an array of requests -> an
            array of results and error records, in order. application/x-ndjson,
            application/ndjson or application/jsonl: one request per line -> one
            record per line. Requests and records are those of --jsonl (see
            'title-preview --help'). Content-Encoding: gzip bodies are read;
            Accept-Encoding: gzip gets a gzip answer.
            """),
        .init(
          label: "POST /v1/render?format=png|svg",
          text: """
            One request -> the cell as --format png|svg draws it (cell keys
            from --style; the query may set scale, padding, background,
            titleColor and svgText).
            """),
        .init(label: "GET  /v1/info", text: "The version and the limits, as JSON."),
        .init(label: "GET  /openapi.json", text: "The OpenAPI 3.1 description of these routes."),
        .init(label: "GET  /healthz", text: "200 \"ok\"."),
        .init(
          label: "GET  /",
          text: """
            The playground page: type a title, see the server's cell beside
            your browser's own CSS layout of it, line by line (off with
            --no-playground). GET /fonts/title and /fonts/badge serve the
            style's two faces as web fonts for it.
            """),
        .init(
          label: "GET  /metrics",
          text: """
            Prometheus text: requests by route and status, latency histogram,
            titles composed, errors by code, connections by phase.
            """),
      ])
  }

  private static var listenOptions: [CommandOption<Self>] {
    [
      .text(
        "--host", value: "<address>",
        help: "IPv4 or IPv6 address to listen on, or localhost (default: 127.0.0.1).", at: \.host),
      .integer(
        "--port", value: "<n>",
        help: """
          Port, 0-65535; 0 picks a free one (default: 8080). Prints
          'listening on http://HOST:PORT' on standard error once it accepts.
          """, in: 0...65535, at: \.port),
    ]
  }

  private static var serverLimitOptions: [CommandOption<Self>] {
    [
      .integer(
        "--max-body-bytes", value: "<n>", help: "Larger bodies get 413 (default: 1048576).",
        in: 1...maximumBodyLimit, at: \.maximumBodyBytes),
      .integer(
        "--max-response-bytes", value: "<n>",
        help: """
          Largest answer, 1024-1073741824: one estimated larger gets 413
          responseTooLarge before any work; in an array or JSON lines, the
          requests past it get responseTooLarge records (default: 16777216).
          """, in: 1024...(1 << 30), at: \.maximumResponseBytes),
      .integer(
        "--memory-budget", value: "<bytes>",
        help: """
          Bodies and answer bytes in flight the server holds at most, 1048576-
          68719476736; a body beyond it gets 503 serverBusy, an answer waits
          (default: 67108864).
          """, in: (1 << 20)...(1 << 36), at: \.memoryBudget),
      .integer(
        "--max-requests", value: "<n>",
        help: """
          Most requests in one array or NDJSON body, 1-1000000; more gets
          400 batchTooLarge (default: 10000).
          """, in: 1...1_000_000, at: \.maximumRequests),
      .integer(
        "--max-connections", value: "<n>",
        help: "Connections open at once, 1-65536 (default: 1024); more wait.", in: 1...65536,
        at: \.maximumConnections),
      .integer(
        "--max-connections-per-address", value: "<n>",
        help: """
          Connections open at once from one client address, 0-65536; more are
          closed at once (default: 64; 0: no limit; raise it behind a proxy).
          """, in: 0...65536, at: \.maximumConnectionsPerAddress),
      .integer(
        "--timeout", value: "<s>",
        help: """
          A head must be in this many seconds after its connection opens or its
          previous answer; a body or an answer gets this many seconds plus one a
          --min-rate bytes. Late: 408 and closed (1-3600, default: 10).
          """, in: 1...3600, at: \.timeout),
      .integer(
        "--min-rate", value: "<bytes/s>",
        help: """
          Slowest a body may arrive or an answer be read after the --timeout
          grace, 1-1073741824 (default: 16384).
          """, in: 1...(1 << 30), at: \.minimumRate),
    ]
  }

  private static var corsOption: CommandOption<Self> {
    .value(
      "--cors-origin", value: "<origin>",
      help: """
        A browser origin allowed to call the service, e.g.
        https://app.example.com, or * for any (repeatable; default: none).
        """
    ) { options, origin, _ in options.corsOrigins.append(origin) }
  }

  private static var noPlaygroundOption: CommandOption<Self> {
    .flag(
      "--no-playground",
      help: """
        Do not serve the playground page at GET / nor the fonts at
        GET /fonts/title and /fonts/badge (404, as any unknown path).
        """
    ) { $0.servesPlayground = false }
  }

  /// The server's settings from the options.
  var settings: TitleServer.Settings {
    var settings = TitleServer.Settings(port: port)
    settings.host = host
    settings.threads = jobs
    settings.maximumBodyBytes = maximumBodyBytes
    settings.maximumResponseBytes = maximumResponseBytes
    settings.maximumConnections = maximumConnections
    settings.maximumConnectionsPerAddress = maximumConnectionsPerAddress
    settings.maximumRequests = maximumRequests
    settings.timeout = timeout
    settings.minimumRate = minimumRate
    settings.memoryBudget = memoryBudget
    settings.corsOrigins = corsOrigins
    settings.servesPlayground = servesPlayground
    return settings
  }

  /// Parses the arguments after `serve`.
  /// - Throws: ``UsageError`` for an unknown option, a missing or bad value, or an argument.
  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> ServeOptions {
    let parsed = try spec.parse(arguments, into: ServeOptions())
    if let argument = parsed.positional.first {
      throw UsageError(
        description: "serve takes no arguments, got '\(String(decoding: argument, as: UTF8.self))'")
    }
    return parsed.options
  }
}
