import Foundation
import TitleComposer

/// `title-bench --rich`: rich titles against plain titles of the same text, built from the
/// corpus' titles.
///
/// Each corpus title becomes a pair (``RichTwins``): the rich title has four text runs and one
/// box (a "[공지] " prefix in NanumGothic Regular, the title's words before a middle word, that
/// word at 13 px and highlighted, the words after it, a 14 × 14 px box at the end); its plain
/// twin is the same text ("[공지] " and the title) as one plain title, both with padding "indent".
///
/// Both sets are timed with one warm composer in alternating passes (the machine's drift falls
/// on both alike): the median of 10 × `--repeats` (at least 50) passes each, with the passes'
/// 10th and 90th percentiles and the median in the thread's CPU time, then three more passes of
/// each timed title by title for their p50 and p99. `--cold plain|rich` times instead one set's
/// first pass in this fresh process (the composer, its faces and every cache empty): run it in
/// many processes for its spread. `--profile N` only composes the rich set N times (for
/// callgrind).
struct RichBenchmark {
  let requests: [TitleRequest]
  let options: BenchOptions

  /// The style both sets are composed in: the bench's, with the rich runs' styles.
  var style: TitleStyle { RichTwins.style(options.style) }

  func run() throws {
    #if DEBUG
      if !options.singleFigure {
        print("warning: a debug build; use `swift run -c release title-bench --rich`\n")
      }
    #endif
    let twins = RichTwins(requests)
    guard !twins.plain.isEmpty else { throw BenchError("no titles in \(options.corpusPath)") }
    if let set = options.coldSet {
      let chosen = set == "rich" ? twins.rich : twins.plain
      let seconds = try Clock.measure {
        let composer = try Composer(style: style)
        for request in chosen { _ = try? composer.compose(request) }
      }
      print(String(format: "%.2f", seconds / Double(chosen.count) * 1e6))
      return
    }
    if options.profilePasses > 0 {
      let composer = try Composer(style: style)
      for _ in 0..<options.profilePasses {
        for request in twins.rich { _ = try? composer.compose(request) }
      }
      return
    }
    let composer = try Composer(style: style)
    try check(twins, composer)
    let (plain, rich, plainCPU, richCPU) = warm(plain: twins.plain, rich: twins.rich, composer)
    let plainTitles = perTitle(twins.plain, composer)
    let richTitles = perTitle(twins.rich, composer)
    if options.singleFigure {
      print(
        String(
          format: "%.3f %.3f %.3f %.3f %.3f %.3f", plain.median, rich.median,
          rich.median / plain.median, plainCPU, richCPU, richCPU / plainCPU))
      return
    }
    print("rich vs plain: \(twins.plain.count) titles from \(options.corpusPath), each twice:")
    print("  plain: \"[공지] \" + the title, one plain title")
    print(
      "  rich:  the same text in 4 runs and 1 box (prefix in NanumGothic, a middle word at"
        + " 13 px, highlighted; a 14 px box)")
    print("title font: \(options.style.titleFont)")
    print("")
    print(
      "set      warm µs/title (pass median)  p10–p90 of passes  CPU µs/title  per title: p50"
        + "     p99")
    for (name, figures, cpu, titles) in [
      ("plain", plain, plainCPU, plainTitles), ("rich", rich, richCPU, richTitles),
    ] {
      print(
        name.padding(toLength: 8, withPad: " ", startingAt: 0)
          + String(
            format: " %28.3f  %8.3f–%-8.3f %12.3f  %14.3f  %7.3f", figures.median, figures.low,
            figures.high, cpu, titles.p50, titles.p99))
    }
    print(
      String(
        format:
          "\nratio (warm, rich ÷ plain): %.2f× (pass medians), %.2f× (CPU); per title p50 %.2f×",
        rich.median / plain.median, richCPU / plainCPU, richTitles.p50 / plainTitles.p50))
    print("cold: `title-bench --rich --cold plain` and `--cold rich`, one process each")
  }

  /// Every rich title and its twin compose: a failure would time an error path.
  private func check(_ twins: RichTwins, _ composer: Composer) throws {
    for (plain, rich) in zip(twins.plain, twins.rich) {
      do {
        _ = try composer.compose(plain)
        _ = try composer.compose(rich)
      } catch {
        throw BenchError("\"\(plain.title)\" at \(plain.width) px: \(error)")
      }
    }
  }

  /// The median and 10th/90th percentiles of passes, µs per title.
  struct Passes {
    var median: Double
    var low: Double
    var high: Double
  }

  /// Times both sets in alternating passes with one composer (so drift falls on both alike):
  /// the wall-clock passes, and the median of each set's passes in the thread's CPU time
  /// (which other processes on a busy machine do not stretch), µs per title.
  private func warm(plain: [TitleRequest], rich: [TitleRequest], _ composer: Composer) -> (
    plain: Passes, rich: Passes, plainCPU: Double, richCPU: Double
  ) {
    func pass(_ requests: [TitleRequest]) -> (wall: Double, cpu: Double) {
      let cpu = Clock.threadCPU()
      let wall = Clock.measure { for request in requests { _ = try? composer.compose(request) } }
      let perTitle = 1e6 / Double(requests.count)
      return (wall * perTitle, (Clock.threadCPU() - cpu) * perTitle)
    }
    _ = pass(plain)
    _ = pass(rich)
    var plainRuns: [(wall: Double, cpu: Double)] = []
    var richRuns: [(wall: Double, cpu: Double)] = []
    for _ in 0..<(10 * max(options.repeats, 5)) {
      plainRuns.append(pass(plain))
      richRuns.append(pass(rich))
    }
    func passes(_ runs: [(wall: Double, cpu: Double)]) -> Passes {
      let sorted = runs.map(\.wall).sorted()
      return Passes(
        median: sorted[sorted.count / 2], low: sorted[sorted.count / 10],
        high: sorted[sorted.count * 9 / 10])
    }
    func cpu(_ runs: [(wall: Double, cpu: Double)]) -> Double {
      runs.map(\.cpu).sorted()[runs.count / 2]
    }
    return (passes(plainRuns), passes(richRuns), cpu(plainRuns), cpu(richRuns))
  }

  /// The 50th and 99th percentiles of warm titles timed one by one (three passes), µs.
  private func perTitle(_ requests: [TitleRequest], _ composer: Composer) -> (
    p50: Double, p99: Double
  ) {
    var times: [Double] = []
    times.reserveCapacity(requests.count * 3)
    for _ in 0..<3 {
      for request in requests {
        let start = Clock.now()
        _ = try? composer.compose(request)
        times.append(Clock.now() - start)
      }
    }
    times.sort()
    return (times[times.count / 2] * 1e6, times[min(times.count - 1, times.count * 99 / 100)] * 1e6)
  }
}
