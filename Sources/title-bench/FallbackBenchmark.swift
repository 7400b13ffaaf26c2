import Foundation
import TitleComposer

/// `title-bench --fallback-set`: the 300 titles with emoji and fallback characters
/// (`Tests/Bench/fallback.jsonl`) against their 300 plain twins (`Tests/Bench/plain.jsonl`: the
/// same titles, badges and widths with every special piece replaced by plain Hangul or ASCII),
/// in the style's title font.
///
/// Both sets are timed with one warm composer in alternating passes, so that the machine's
/// drift (±2× on a shared VM) falls on both alike; the ratio is of the two medians of
/// 10 × `--repeats` (at least 50) passes each, printed with the passes' 10th and 90th
/// percentiles. `--cold plain|fallback` times instead one set's first pass in a fresh process
/// (fontconfig's configuration, the fallback order, the system faces and every cache still
/// empty): `scripts/fallback-bench.sh` runs it in many processes for its spread.
struct FallbackBenchmark {
  /// The titles with emoji, flags, ZWJ sequences, keycaps, CJK extension ideographs, accented
  /// Latin and symbols NanumGothic lacks.
  static var fallbackPath: String { BenchCorpus.repositoryFile("Tests/Bench/fallback.jsonl") }
  /// Their plain twins.
  static var plainPath: String { BenchCorpus.repositoryFile("Tests/Bench/plain.jsonl") }

  let options: BenchOptions

  /// The warm medians of both sets, in µs per title.
  struct Figures {
    var plain: Double
    var fallback: Double
    /// The 10th and 90th percentiles of the passes.
    var plainSpread: (low: Double, high: Double)
    var fallbackSpread: (low: Double, high: Double)
    var ratio: Double { fallback / plain }
  }

  /// Prints the warm µs per title of both sets and their ratio, or with
  /// `--single-figure` one line `PLAIN FALLBACK RATIO`.
  /// - Throws: ``BenchError`` when a set cannot be read, or the composer's error.
  func run() throws {
    #if DEBUG
      if !options.singleFigure {
        print("warning: a debug build; use `swift run -c release title-bench --fallback-set`\n")
      }
    #endif
    if let set = options.coldSet {
      let requests = try BenchCorpus.load(set == "plain" ? Self.plainPath : Self.fallbackPath)
      guard !requests.isEmpty else { throw BenchError("no titles in the \(set) set") }
      let seconds = try Clock.measure {
        let composer = try Composer(style: options.style)
        for request in requests { _ = try? composer.compose(request) }
      }
      let micros = seconds / Double(requests.count) * 1e6
      print(String(format: "%.2f", micros))
      return
    }
    let plain = try BenchCorpus.load(Self.plainPath)
    let fallback = try BenchCorpus.load(Self.fallbackPath)
    guard !plain.isEmpty, plain.count == fallback.count else {
      throw BenchError("\(Self.plainPath) and \(Self.fallbackPath) must hold as many titles")
    }
    let figures = try warm(plain: plain, fallback: fallback)
    if options.singleFigure {
      print(String(format: "%.3f %.3f %.3f", figures.plain, figures.fallback, figures.ratio))
      return
    }
    print("plain:    \(plain.count) titles from \(Self.plainPath)")
    print("fallback: \(fallback.count) titles from \(Self.fallbackPath)")
    print("title font: \(options.style.titleFont)")
    print("")
    print("set        warm µs/title   p10–p90")
    print(
      String(
        format: "plain      %13.2f   %.2f–%.2f", figures.plain, figures.plainSpread.low,
        figures.plainSpread.high))
    print(
      String(
        format: "fallback   %13.2f   %.2f–%.2f", figures.fallback, figures.fallbackSpread.low,
        figures.fallbackSpread.high))
    print(String(format: "\nratio (warm, fallback ÷ plain): %.2f×", figures.ratio))
  }

  /// The warm medians of alternating passes over both sets with one composer.
  private func warm(plain: [TitleRequest], fallback: [TitleRequest]) throws -> Figures {
    let composer = try Composer(style: options.style)
    func pass(_ requests: [TitleRequest]) -> Double {
      Clock.measure { for request in requests { _ = try? composer.compose(request) } }
        / Double(requests.count) * 1e6
    }
    _ = pass(plain)
    _ = pass(fallback)
    var plainRuns: [Double] = []
    var fallbackRuns: [Double] = []
    // Ten alternating passes per repeat, each timed alone: a pass of 300 titles takes about a
    // millisecond, and the median of single passes drops those another process interrupted.
    for _ in 0..<(10 * max(options.repeats, 5)) {
      plainRuns.append(pass(plain))
      fallbackRuns.append(pass(fallback))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func spread(_ values: [Double]) -> (low: Double, high: Double) {
      let sorted = values.sorted()
      return (sorted[sorted.count / 10], sorted[sorted.count * 9 / 10])
    }
    return Figures(
      plain: median(plainRuns), fallback: median(fallbackRuns), plainSpread: spread(plainRuns),
      fallbackSpread: spread(fallbackRuns))
  }
}
