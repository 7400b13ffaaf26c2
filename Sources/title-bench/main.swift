import Foundation
import TitleComposer
import TitleFonts
import TitleService
import TitleText

/// title-bench: lays out every case of a corpus many times and prints per configuration the
/// cold and warm microseconds per title, titles per second on one core and on all cores, and
/// memory. Run it in a release build: `swift run -c release title-bench [corpus.jsonl]`.
struct BenchOptions {
  var corpusPath = BenchCorpus.defaultPath
  var repeats = 9
  var soakTitles = 0
  var jobs = Composer.defaultJobs
  /// Only compose the corpus this many times (for profilers such as callgrind).
  var profilePasses = 0
  /// Compose titles of growing length up to this many bytes (`--growth`).
  var growthBytes: Int? = nil
  /// Load and release the bundled font this many times (`--font-soak`).
  var fontLoads: Int? = nil
  /// Print only the warm median µs per title of the corpus as written (for scripts).
  var singleFigure = false
  /// The title font (`--title-font PATH[#INDEX]`); nil keeps the default style's.
  var titleFont: FontSource? = nil
  /// Time the emoji/fallback titles against their plain twins (`--fallback-set`).
  var fallbackSet = false
  /// With `--fallback-set`: time only this set's first pass in this process (`--cold plain` or
  /// `--cold fallback`): one figure, cold fontconfig, faces and caches.
  var coldSet: String? = nil
  /// Time rich titles of four runs and a box against plain titles of the same text (`--rich`).
  var rich = false
  /// Time the batch path in-process: parse a request line, compose, encode (`--jsonl`).
  var jsonl = false
  /// Print the corpus as batch request lines and stop (`--print-requests`).
  var printRequests = false
  /// Time laying prepared titles out again at several widths (`--relayout`).
  var relayout = false
  /// With `--relayout`: also read every line's text, built from the title when read
  /// (`--read-texts`).
  var readsTexts = false
  /// Load `title-preview serve` over loopback HTTP from this many clients (`--http`).
  var httpClients: Int? = nil
  /// With `--http`: load this server instead of `title-preview serve` (`--reference-server PATH`).
  var referenceServer: String? = nil
  /// Only time drawing cells (`--render`): PNG, drawing alone and SVG, per cell.
  var renderOnly = false
  /// Compose every title of the corpus once, timed one by one (`--stream`).
  var stream = false
  /// With `--stream`: how many titles of the file are composed first, untimed (`--warm-up N`).
  var streamWarmUp = 4000
  /// Whether `--jobs` was given (the stream runs on one thread unless it was).
  var jobsGiven = false
  /// Times each HTTP phase is run (`--rounds`).
  var httpRounds = 3

  /// The style the titles are composed with: the default one with ``titleFont``.
  var style: TitleStyle { TitleFontOption.style(titleFont: titleFont) }
  /// Ask for every title's glyph runs (`--glyphs`), as a renderer's caller does.
  var glyphRuns = false
  /// Compose every title with this wrap style (`--text-wrap wrap|balance|pretty`); nil keeps
  /// the corpus' (greedy).
  var textWrap: TextWrap? = nil

  static func parse(_ arguments: [String]) throws -> BenchOptions {
    var options = BenchOptions()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--repeats": options.repeats = Int(iterator.next() ?? "") ?? options.repeats
      case "--soak": options.soakTitles = Int(iterator.next() ?? "") ?? 0
      case "--jobs":
        options.jobs = Int(iterator.next() ?? "") ?? options.jobs
        options.jobsGiven = true
      case "--stream": options.stream = true
      case "--render": options.renderOnly = true
      case "--warm-up":
        guard let count = Int(iterator.next() ?? ""), count >= 0 else {
          throw BenchError.usage("--warm-up needs a count of titles")
        }
        options.streamWarmUp = count
      case "--profile": options.profilePasses = Int(iterator.next() ?? "") ?? 10
      case "--single-figure": options.singleFigure = true
      case "--glyphs": options.glyphRuns = true
      case "--growth": options.growthBytes = Int(iterator.next() ?? "") ?? 10_000_000
      case "--font-soak": options.fontLoads = Int(iterator.next() ?? "") ?? 10_000
      case "--title-font":
        guard let value = iterator.next() else {
          throw BenchError.usage("--title-font needs a font")
        }
        options.titleFont = try TitleFontOption.parse(value)
      case "--fallback-set": options.fallbackSet = true
      case "--rich": options.rich = true
      case "--cold":
        guard let set = iterator.next(), ["plain", "fallback", "rich"].contains(set) else {
          throw BenchError.usage("--cold needs plain, fallback or rich")
        }
        options.coldSet = set
      case "--jsonl": options.jsonl = true
      case "--print-requests": options.printRequests = true
      case "--relayout": options.relayout = true
      case "--read-texts": options.readsTexts = true
      case "--http":
        options.httpClients = options.httpClients ?? 4
      case "--reference-server":
        guard let path = iterator.next() else {
          throw BenchError.usage("--reference-server needs the path of a server")
        }
        options.referenceServer = path
        options.httpClients = options.httpClients ?? 4
      case "--clients":
        guard let count = Int(iterator.next() ?? ""), (1...256).contains(count) else {
          throw BenchError.usage("--clients needs a count from 1 to 256")
        }
        options.httpClients = count
      case "--rounds":
        guard let count = Int(iterator.next() ?? ""), (1...100).contains(count) else {
          throw BenchError.usage("--rounds needs a count from 1 to 100")
        }
        options.httpRounds = count
      case "--text-wrap":
        guard let value = iterator.next(), let style = TextWrap(rawValue: value) else {
          throw BenchError.usage("--text-wrap needs wrap, balance or pretty")
        }
        options.textWrap = style
      case "--unit-tables":
        // The generator of Sources/CICU/unit_tables_data.h (ICU's per-code-unit tables).
        print(UnitTablesSource.generate(), terminator: "")
        exit(0)
      case "-h", "--help":
        print(
          "USAGE: title-bench [corpus.jsonl] [--stream [--warm-up N] [--jsonl] [--jobs N]] [--render]"
            + " [--title-font PATH[#INDEX]] [--fallback-set [--cold plain|fallback]]"
            + " [--rich [--cold plain|rich]]"
            + " [--repeats N] [--jobs N] [--soak TITLES] [--profile PASSES] [--single-figure]"
            + " [--glyphs] [--text-wrap wrap|balance|pretty] [--growth BYTES] [--font-soak LOADS]"
            + " [--jsonl] [--print-requests] [--relayout [--read-texts]]"
            + " [--http [--clients N] [--rounds N] [--reference-server PATH]]"
            + " [--unit-tables]")
        exit(0)
      default:
        if argument.hasPrefix("-") { throw BenchError.usage("unknown option \(argument)") }
        options.corpusPath = argument
      }
    }
    if let set = options.coldSet, set != "plain" && set != (options.rich ? "rich" : "fallback") {
      throw BenchError.usage(
        options.rich ? "--rich --cold needs plain or rich" : "--cold \(set) needs --rich")
    }
    return options
  }
}

do {
  let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
  if options.fallbackSet {
    try FallbackBenchmark(options: options).run()
    exit(0)
  }
  if options.rich {
    try RichBenchmark(requests: try BenchCorpus.load(options.corpusPath), options: options).run()
    exit(0)
  }
  let requests = try BenchCorpus.load(options.corpusPath).map { request in
    var request = request
    request.includesGlyphRuns = options.glyphRuns
    request.textWrap = options.textWrap
    return request
  }
  if options.renderOnly {
    let benchmark = Benchmark(requests: requests, options: options)
    if options.profilePasses > 0 {
      try benchmark.profileRendering(passes: options.profilePasses)
    } else {
      try benchmark.renderRow(try Composer(style: options.style))
    }
  } else if options.stream {
    var streamOptions = options
    if !options.jobsGiven { streamOptions.jobs = 1 }
    try StreamBenchmark(requests: requests, options: streamOptions).run()
  } else if let clients = options.httpClients {
    let lines = JSONLBenchmark(requests: requests, options: options).lines
    var benchmark = HTTPBenchmark(lines: lines, options: options, clients: clients)
    benchmark.rounds = options.httpRounds
    try benchmark.run()
  } else if options.relayout {
    let benchmark = RelayoutBenchmark(requests: requests, options: options)
    if options.profilePasses > 0 {
      try benchmark.profile(passes: options.profilePasses)
    } else {
      try benchmark.run()
    }
  } else if options.jsonl || options.printRequests {
    let benchmark = JSONLBenchmark(requests: requests, options: options)
    if options.printRequests {
      benchmark.printRequests()
    } else if options.profilePasses > 0 {
      try benchmark.profile(passes: options.profilePasses)
    } else {
      try benchmark.run()
    }
  } else if let bytes = options.growthBytes {
    try GrowthBenchmark.run(maximumBytes: bytes)
  } else if let loads = options.fontLoads {
    try FontReloadSoak.run(loads: loads)
  } else if options.profilePasses > 0 {
    let composer = try Composer(style: options.style)
    for _ in 0..<options.profilePasses {
      for request in requests { _ = try? composer.compose(request) }
    }
  } else if options.singleFigure {
    print(
      String(format: "%.3f", try Benchmark(requests: requests, options: options).warmMicroseconds())
    )
  } else {
    try Benchmark(requests: requests, options: options).run()
  }
} catch {
  FileHandle.standardError.write(Data("title-bench: \(error)\n".utf8))
  exit((error as? BenchError)?.isUsage == true ? 64 : 1)
}
