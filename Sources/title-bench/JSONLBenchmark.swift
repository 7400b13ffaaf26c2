import Foundation
import TitleComposer
import TitleService
import TitleText
import TitleWire

/// `title-bench --jsonl`: the batch CLI's work per title in-process — parse a request line,
/// compose, encode the result into one reused buffer — beside the library figure (compose only)
/// on the same titles, on one core.
///
/// The request lines are the corpus written as docs/batch.md's requests: `id`, `category`,
/// `title`, `width`, `numberOfLines` and the options the corpus sets (`wordBreak`, `padding`,
/// `titleSize`, `badgeSize`). `--print-requests` prints them, for timing `title-preview --jsonl`
/// on the same input.
struct JSONLBenchmark {
  let requests: [TitleRequest]
  let options: BenchOptions

  /// The corpus as request lines, ids `p0001`, `p0002`, … (the vendored corpus' own ids).
  var lines: [[UInt8]] {
    requests.enumerated().map { index, request in
      var fields: [(key: String, value: JSONValue)] = [
        (
          "id",
          .string(
            "p" + String(repeating: "0", count: max(0, 4 - String(index + 1).count))
              + String(index + 1))
        ),
        ("category", request.categoryID.map { .integer($0) } ?? .null),
        ("title", .string(request.title)),
        ("width", .number(request.width)),
        ("numberOfLines", .integer(request.numberOfLines)),
        ("wordBreak", .string(request.wordBreak.rawValue)),
        ("padding", .string(request.padding.rawValue)),
      ]
      if let size = request.titleSize { fields.append(("titleSize", .number(size))) }
      if let size = request.badgeSize { fields.append(("badgeSize", .number(size))) }
      if let wrap = request.textWrap { fields.append(("textWrap", .string(wrap.rawValue))) }
      if request.includesGlyphRuns { fields.append(("glyphs", .bool(true))) }
      return JSONValue.object(fields).jsonBytes
    }
  }

  /// Prints the request lines, one a line.
  func printRequests() {
    var output: [UInt8] = []
    for line in lines {
      output.append(contentsOf: line)
      output.append(0x0A)
    }
    FileHandle.standardOutput.write(Data(output))
  }

  /// One pass of the batch path over `lines`: each answered as `--jsonl` answers a line
  /// (``RequestAnswerer``: read, compose, encode) into `buffer` (emptied, capacity kept,
  /// whenever it passes 1 MiB, as the CLI writes it out), with the worker's badge cache
  /// `badges` as the CLI keeps one.
  /// - Returns: how many lines failed.
  static func pass(
    _ lines: [[UInt8]], answerer: RequestAnswerer, badges: inout BatchBadgeCache,
    buffer: inout [UInt8]
  ) -> Int {
    var tally = RequestAnswerer.Tally()
    for (index, bytes) in lines.enumerated() {
      answerer.answer(bytes.span, line: index + 1, badges: &badges, into: &buffer, tally: &tally)
      buffer.append(0x0A)
      if buffer.count >= 1 << 20 { buffer.removeAll(keepingCapacity: true) }
    }
    return tally.errorCodes.count
  }

  /// Only runs `passes` passes of the batch path (for callgrind: `--jsonl --profile N`).
  func profile(passes: Int) throws {
    let composer = try Composer(style: options.style)
    let answerer = RequestAnswerer(composer: composer)
    let lines = self.lines
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20 + 64 << 10)
    var badges = BatchBadgeCache()
    for _ in 0..<passes {
      _ = Self.pass(lines, answerer: answerer, badges: &badges, buffer: &buffer)
    }
  }

  /// Times the batch path and the library alone (warm medians of `options.repeats` passes after
  /// one untimed pass) and prints both, their difference and the batch path's titles per second.
  func run() throws {
    #if DEBUG
      print("warning: a debug build; use `swift run -c release title-bench` for real numbers\n")
    #endif
    let composer = try Composer(style: options.style)
    let answerer = RequestAnswerer(composer: composer)
    let lines = self.lines
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20 + 64 << 10)
    var badges = BatchBadgeCache()
    let failed = Self.pass(lines, answerer: answerer, badges: &badges, buffer: &buffer)
    for request in requests { _ = try? composer.compose(request) }
    var batch: [Double] = []
    var library: [Double] = []
    for _ in 0..<max(1, options.repeats) {
      batch.append(
        Clock.measure {
          _ = Self.pass(lines, answerer: answerer, badges: &badges, buffer: &buffer)
        })
      library.append(
        Clock.measure { for request in requests { _ = try? composer.compose(request) } })
    }
    let perTitle = { (times: [Double]) in
      times.sorted()[times.count / 2] * 1e6 / Double(lines.count)
    }
    let jsonl = perTitle(batch)
    let alone = perTitle(library)
    print(
      "corpus: \(lines.count) request lines from \(options.corpusPath) (\(failed) answered with an error)"
    )
    print(
      String(
        format: "jsonl (parse + compose + encode): %.3f µs per title, %.0f titles/s on one core",
        jsonl, 1e6 / jsonl))
    print(String(format: "library (compose only):           %.3f µs per title", alone))
    print(String(format: "parse + encode:                   %.3f µs per title", jsonl - alone))
  }
}
