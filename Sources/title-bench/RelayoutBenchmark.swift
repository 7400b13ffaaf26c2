import Foundation
import TitleComposer

/// `title-bench --relayout`: every title of the corpus prepared once (``Composer/prepare(_:)``)
/// and laid out again at the widths of common phones, beside composing it from scratch at each:
/// what a server sizing one cell for several devices pays per width.
struct RelayoutBenchmark {
  /// iPhone SE, 13 mini, 15, 15 Pro Max, and two tablet columns, in points.
  static let widths: [Double] = [320, 343, 375, 390, 430, 512]

  let requests: [TitleRequest]
  let options: BenchOptions

  /// Prints the median µs per width of a relayout (without and with its line texts read) and
  /// of a fresh composition, and their ratio.
  func run() throws {
    let composer = try Composer(style: options.style)
    let prepared = try requests.map { try composer.prepare($0) }
    let layouts = Double(prepared.count * Self.widths.count)
    let relayout =
      try Self.median(repeats: options.repeats) {
        try Self.relayoutPass(prepared, requests: requests)
      } / layouts
    let withTexts =
      try Self.median(repeats: options.repeats) {
        try Self.relayoutPass(prepared, requests: requests, readsTexts: true)
      } / layouts
    let compose =
      try Self.median(repeats: options.repeats) {
        try Self.composePass(requests, composer: composer)
      } / layouts
    print(
      "corpus: \(requests.count) titles × \(Self.widths.count) widths (\(Self.widths.map { String(Int($0)) }.joined(separator: ", ")) px)"
    )
    print(String(format: "relayout: %.3f µs per width", relayout))
    print(String(format: "relayout, every line's text read: %.3f µs per width", withTexts))
    print(
      String(
        format: "compose:  %.3f µs per width (%.1f× the relayout)", compose, compose / relayout))
  }

  /// Only relayouts, `passes` times (for callgrind: `--relayout --profile N`).
  func profile(passes: Int) throws {
    let composer = try Composer(style: options.style)
    let prepared = try requests.map { try composer.prepare($0) }
    for _ in 0..<passes {
      try Self.relayoutPass(prepared, requests: requests, readsTexts: options.readsTexts)
    }
  }

  /// Every prepared title at every width; with `readsTexts`, each line's ``ComposedLine/text``
  /// read too (a layout builds it only when read).
  static func relayoutPass(
    _ prepared: [PreparedTitle], requests: [TitleRequest], readsTexts: Bool = false
  ) throws {
    var bytes = 0
    for (title, request) in zip(prepared, requests) {
      for width in widths {
        let layout = try title.layout(width: width, numberOfLines: request.numberOfLines)
        if readsTexts {
          for line in layout.lines { bytes &+= line.text.utf8.count }
        }
      }
    }
    if bytes == -1 { print(bytes) }  // keeps the reads
  }

  static func composePass(_ requests: [TitleRequest], composer: Composer) throws {
    for var request in requests {
      for width in widths {
        request.width = width
        _ = try composer.compose(request)
      }
    }
  }

  /// The median wall time of `repeats` runs of `body` (after one untimed run), in µs.
  static func median(repeats: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<max(1, repeats) {
      let elapsed = try clock.measure(body)
      times.append(
        Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
    }
    return times.sorted()[times.count / 2]
  }
}
