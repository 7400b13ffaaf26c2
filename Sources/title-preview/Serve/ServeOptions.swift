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
  var maximumConnections = 1024
  /// Most requests in one array or NDJSON body.
  var maximumRequests = 10_000
  /// Seconds a request may take to arrive, and a connection may stay idle.
  var timeout = 10
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
        + [CommandOption.help.lifted(\.showHelp)],
      epilogue: """
        STATUS CODES: 200, 400 bad request (bad JSON, unknown key, bad field, not composable), 404,
        405, 408, 413, 415 (a body neither JSON nor NDJSON).

        EXIT STATUS: 0 after SIGINT or SIGTERM (requests in flight finish first), 1 the server could
        not start, 64 usage error.
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
            array of results and error records, in order. application/x-ndjson: one
            request per line -> one record per line. Requests and records are
            those of --jsonl (see 'title-preview --help').
            """),
        .init(
          label: "POST /v1/render?format=png|svg",
          text: """
            One request -> the cell as --format png|svg draws it (cell keys
            from --style).
            """),
        .init(label: "GET  /healthz", text: "200 \"ok\"."),
        .init(
          label: "GET  /metrics",
          text: """
            Prometheus text: requests by route and status, latency histogram,
            titles composed, errors by code.
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
        "--timeout", value: "<s>",
        help: """
          A request still arriving after this many seconds gets 408; an idle
          connection is closed (1-3600, default: 10).
          """, in: 1...3600, at: \.timeout),
    ]
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
