import TitleComposer

/// The command line of `title-preview serve`.
struct ServeOptions {
  var host = "127.0.0.1"
  var port = 8080
  /// The composer's options (`--catalog`, `--style`, `--fallback-font`, `--no-system-fonts`,
  /// `--max-title-length`, `--time-budget`) and the thread count (`--jobs`).
  var composer = CommandLineOptions()
  var maximumBodyBytes = 1 << 20
  var maximumConnections = 1024
  /// Most requests in one array or NDJSON body.
  var maximumRequests = 10_000
  /// Seconds a request may take to arrive, and a connection may stay idle.
  var timeout = 10
  var showHelp = false

  /// The largest `--max-body-bytes`.
  static let maximumBodyLimit = 1 << 30

  /// Parses the arguments after `serve`.
  /// - Throws: ``UsageError`` for an unknown option, a missing or bad value, or an argument.
  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> ServeOptions {
    var options = ServeOptions()
    var index = 0
    let texts = arguments.map { String(decoding: $0, as: UTF8.self) }
    while index < texts.count {
      let argument = texts[index]
      var name = argument
      var inlineValue: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func next() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        index += 1
        guard index < texts.count else {
          throw UsageError(description: "missing value for \(name)")
        }
        return texts[index]
      }
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--host": options.host = try next()
      case "--port":
        options.port = try NumericOption.integer(try next(), option: name, in: 0...65535)
      case "-j", "--jobs":
        options.composer.jobs = try NumericOption.integer(
          try next(), option: name, in: 1...NumericOption.maximumJobs)
      case "--catalog": options.composer.catalogPath = try next()
      case "--style": options.composer.stylePath = try next()
      case "--fallback-font": options.composer.fallbackFonts.append(try next())
      case "--no-system-fonts": options.composer.usesSystemFonts = false
      case "--max-title-length":
        options.composer.maximumTitleLength = try NumericOption.integer(
          try next(), option: name, in: Int.min...NumericOption.maximumTitleLength)
      case "--time-budget":
        options.composer.timeBudget = try NumericOption.milliseconds(try next(), option: name)
      case "--max-body-bytes":
        options.maximumBodyBytes = try NumericOption.integer(
          try next(), option: name, in: 1...maximumBodyLimit)
      case "--max-requests":
        options.maximumRequests = try NumericOption.integer(
          try next(), option: name, in: 1...1_000_000)
      case "--max-connections":
        options.maximumConnections = try NumericOption.integer(
          try next(), option: name, in: 1...65536)
      case "--timeout":
        options.timeout = try NumericOption.integer(try next(), option: name, in: 1...3600)
      default:
        throw UsageError(
          description: argument.hasPrefix("-")
            ? "unknown option '\(argument)'" : "serve takes no arguments, got '\(argument)'")
      }
      index += 1
    }
    return options
  }

  static let usage = """
    OVERVIEW: Serve title layout over HTTP (libmicrohttpd, a thread pool with epoll).

    USAGE: title-preview serve [options]

    ROUTES:
      POST /v1/compose        application/json: one request object -> one result object (400
                              {"id", "code", "error"} when it fails); an array of requests -> an
                              array of results and error records, in order. application/x-ndjson: one
                              request per line -> one record per line. Requests and records are
                              those of --jsonl (see 'title-preview --help').
      POST /v1/render?format=png|svg
                              One request -> the cell as --format png|svg draws it (cell keys
                              from --style).
      GET  /healthz           200 "ok".
      GET  /metrics           Prometheus text: requests by route and status, latency histogram,
                              titles composed, errors by code.

    OPTIONS:
      --host <address>        IPv4 or IPv6 address to listen on, or localhost (default: 127.0.0.1).
      --port <n>              Port, 0-65535; 0 picks a free one (default: 8080). Prints
                              'listening on http://HOST:PORT' on standard error once it accepts.
      -j, --jobs <n>          Server threads, 1-1024 (default: all cores).
      --catalog <file>        Categories from JSON, as for a single title.
      --style <file>          Fonts, sizes, paddings and colours from JSON, as for a single title.
      --fallback-font <font>  A fallback font, tried in order (repeatable).
      --no-system-fonts       Do not ask fontconfig for characters no configured font has.
      --max-title-length <n>  Longest title accepted, in UTF-16 code units (default: 10000).
      --time-budget <ms>      Fail a title whose layout takes longer (default: no budget).
      --max-body-bytes <n>    Larger bodies get 413 (default: 1048576).
      --max-requests <n>      Most requests in one array or NDJSON body, 1-1000000; more gets
                              400 batchTooLarge (default: 10000).
      --max-connections <n>   Connections open at once, 1-65536 (default: 1024); more wait.
      --timeout <s>           A request still arriving after this many seconds gets 408; an idle
                              connection is closed (1-3600, default: 10).
      -h, --help              Show help information.

    STATUS CODES: 200, 400 bad request (bad JSON, unknown key, bad field, not composable), 404,
    405, 408, 413, 415 (a body neither JSON nor NDJSON).

    EXIT STATUS: 0 after SIGINT or SIGTERM (requests in flight finish first), 1 the server could
    not start, 64 usage error.
    """
}
