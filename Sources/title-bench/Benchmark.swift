import Foundation
import TitleComposer
import TitleRendering
import TitleService
import TitleText

/// The measurements title-bench prints.
struct Benchmark {
  let requests: [TitleRequest]
  let options: BenchOptions

  func run() throws {
    #if DEBUG
      print("warning: a debug build; use `swift run -c release title-bench` for real numbers\n")
    #endif
    let residentBefore = ProcessMemory.resident
    var composer: Composer! = nil
    let buildSeconds = try Clock.measure { composer = try Composer(style: options.style) }
    let residentAfter = ProcessMemory.resident
    print("corpus: \(requests.count) titles from \(options.corpusPath)")
    print("title font: \(options.style.titleFont)")
    print(
      String(
        format: "composer start-up: %.2f ms, +%@ resident", buildSeconds * 1000,
        ProcessMemory.megabytes(residentAfter - residentBefore)))
    print("")
    print(
      "configuration        cold µs/title  warm µs/title  titles/s (1 core)  titles/s (\(options.jobs) jobs)  scaling"
    )
    for padding in PaddingMode.allCases {
      for wordBreak in WordBreak.allCases {
        let variant = requests.map { request in
          var request = request
          request.padding = padding
          request.wordBreak = wordBreak
          return request
        }
        try row("\(padding.rawValue)/\(wordBreak.rawValue)", variant)
      }
    }
    try row("corpus as written", requests)
    try renderRow(composer)
    print("")
    print("peak memory: \(ProcessMemory.megabytes(ProcessMemory.peak))")
    if options.soakTitles > 0 { try soak(composer) }
  }

  /// One configuration: a fresh composer's first pass (cold), then the median of repeats (warm).
  private func row(_ name: String, _ requests: [TitleRequest]) throws {
    let fresh = try Composer(style: options.style)
    let cold = Clock.measure { for request in requests { _ = try? fresh.compose(request) } }
    var warm: [Double] = []
    for _ in 0..<options.repeats {
      warm.append(Clock.measure { for request in requests { _ = try? fresh.compose(request) } })
    }
    warm.sort()
    let median = warm[warm.count / 2]
    let copies = max(1, 40_000 / max(requests.count, 1))
    // Each copy gets its own title storage, as requests decoded one by one on a server do:
    // shared strings would make both threads bump the same reference counts.
    let many = (0..<copies).flatMap { _ in
      requests.map { request in
        var copy = request
        copy.title = String(decoding: Array(request.title.utf8), as: UTF8.self)
        return copy
      }
    }
    // The same batch API on one thread and on all, each the median of a few runs; the results
    // are released after the clock stops (in a server each request's thread releases its own).
    // One untimed run of each first: the worker thread's heap grows (page faults, which threads
    // take in turn) only once, as in a long-running server.
    var parallelRuns: [Double] = []
    var singleRuns: [Double] = []
    precondition(fresh.compose(many, jobs: options.jobs).count == many.count)
    precondition(fresh.compose(many, jobs: 1).count == many.count)
    for _ in 0..<5 {
      var results: [Result<ComposedTitle, ComposerError>] = []
      parallelRuns.append(Clock.measure { results = fresh.compose(many, jobs: options.jobs) })
      precondition(results.count == many.count)
      results = []
      singleRuns.append(Clock.measure { results = fresh.compose(many, jobs: 1) })
      precondition(results.count == many.count)
      results = []
    }
    let parallel = parallelRuns.sorted()[parallelRuns.count / 2]
    let single = singleRuns.sorted()[singleRuns.count / 2]
    let n = Double(requests.count)
    let perCoreRate = Double(many.count) / single
    let allCoreRate = Double(many.count) / parallel
    print(
      name.padding(toLength: 20, withPad: " ", startingAt: 0)
        + String(
          format: " %13.2f  %13.2f  %17.0f  %17.0f  %6.2fx",
          cold / n * 1e6, median / n * 1e6, perCoreRate, allCoreRate, allCoreRate / perCoreRate))
  }

  /// The cells the render row draws: the first 50 requests as 343 px, 2-line cells with their
  /// glyph runs, and the style (2×).
  private func renderCells(_ composer: Composer) throws -> ([ComposedTitle], CellStyle) {
    let cells = try requests.prefix(50).map { request in
      var request = request
      request.width = 343
      request.numberOfLines = 2
      request.titleSize = nil
      request.includesGlyphRuns = true
      return try composer.compose(request)
    }
    var style = CellStyle()
    style.scale = 2
    return (cells, style)
  }

  /// Only draws the render row's cells `passes` times as PNG (for callgrind:
  /// `--render --profile N`).
  func profileRendering(passes: Int) throws {
    let composer = try Composer(style: options.style)
    let renderer = CellRenderer(composer: composer)
    let (cells, style) = try renderCells(composer)
    for _ in 0..<passes {
      for cell in cells { _ = try renderer.png(for: cell, style: style) }
    }
  }

  /// Rendering 343 px, 2-line cells at 2× to PNG and SVG: warm median milliseconds per cell
  /// (glyph bitmaps cached after the first pass), and the PNG files' mean size.
  func renderRow(_ composer: Composer) throws {
    let renderer = CellRenderer(composer: composer)
    let (cells, style) = try renderCells(composer)
    // The untimed pass also sums the files' sizes.
    var pngBytes = 0
    for cell in cells { pngBytes += try renderer.png(for: cell, style: style).count }
    // The median of 9 passes, wall clock and the thread's CPU time (which other processes on a
    // busy machine do not stretch), in µs per cell.
    func median(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
      var walls: [Double] = []
      var cpus: [Double] = []
      for _ in 0..<9 {
        let cpu = Clock.threadCPU()
        walls.append(try Clock.measure(body))
        cpus.append(Clock.threadCPU() - cpu)
      }
      let perCell = 1e6 / Double(cells.count)
      return (walls.sorted()[4] * perCell, cpus.sorted()[4] * perCell)
    }
    let png = try median { for cell in cells { _ = try renderer.png(for: cell, style: style) } }
    let pixels = try median {
      for cell in cells { _ = try renderer.image(for: cell, style: style) }
    }
    let svg = try median { for cell in cells { _ = try renderer.svg(for: cell, style: style) } }
    print("")
    print(
      String(
        format:
          "render 343 px × 2 lines at 2×, µs per cell (CPU): PNG %.0f (%.0f), drawing %.0f (%.0f), SVG %.0f (%.0f), %d bytes a PNG cell",
        png.wall, png.cpu, pixels.wall, pixels.cpu, svg.wall, svg.cpu, pngBytes / cells.count))
  }

  /// The warm median microseconds per title of the requests as written.
  func warmMicroseconds() throws -> Double {
    let composer = try Composer(style: options.style)
    for request in requests { _ = try? composer.compose(request) }
    var passes: [Double] = []
    for _ in 0..<max(options.repeats, 5) {
      passes.append(
        Clock.measure { for request in requests { _ = try? composer.compose(request) } })
    }
    passes.sort()
    return passes[passes.count / 2] / Double(requests.count) * 1e6
  }

  /// Composes `soakTitles` titles and prints the resident memory along the way: it must stay flat.
  private func soak(_ composer: Composer) throws {
    print("\nsoak: \(options.soakTitles) titles")
    var done = 0
    let step = max(1, options.soakTitles / 10)
    while done < options.soakTitles {
      for index in 0..<min(step, options.soakTitles - done) {
        _ = try? composer.compose(requests[(done + index) % requests.count])
      }
      done += min(step, options.soakTitles - done)
      print("  \(done) titles: resident \(ProcessMemory.megabytes(ProcessMemory.resident))")
    }
  }
}
