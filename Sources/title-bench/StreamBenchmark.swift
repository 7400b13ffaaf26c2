import Dispatch
import Foundation
import TitleComposer
import TitleService
import TitleWire

/// `title-bench --stream FILE`: titles seen once, as a long-running server sees them. The first
/// `--warm-up` titles of the file (default 4,000) are composed once, untimed, so that the caches
/// hold what a server's have after start-up (the common words and faces); then every other title
/// is composed exactly once and timed on its own: the mean (wall clock, and the thread's CPU
/// time, which other processes on a busy machine do not stretch), p50, p90, p99 and the slowest. With
/// `--jsonl`, each timed title goes the batch CLI's way (read the request line, compose, encode
/// the result line). With `--jobs N` (N > 1), the timed titles are composed in blocks that
/// alternate between one thread and N threads (each title still once), so that the scaling is a
/// ratio of neighbouring blocks. The same titles composed again, warm, are printed last, on a
/// line of their own.
struct StreamBenchmark {
  let requests: [TitleRequest]
  let options: BenchOptions

  /// Titles a block of the scaling run holds.
  static let blockSize = 2000

  func run() throws {
    #if DEBUG
      print("warning: a debug build; use `swift run -c release title-bench` for real numbers\n")
    #endif
    let warmUp = min(options.streamWarmUp, requests.count / 2)
    let timed = Array(requests[warmUp...])
    let residentBefore = ProcessMemory.resident
    var composer: Composer! = nil
    let startUp = try Clock.measure { composer = try Composer(style: options.style) }
    let answerer = RequestAnswerer(composer: composer)
    let lines = JSONLBenchmark(requests: requests, options: options).lines
    let timedLines = Array(lines[warmUp...])
    var badges = BatchBadgeCache()
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20 + 64 << 10)
    let warmUpSeconds = Clock.measure {
      if options.jsonl {
        _ = JSONLBenchmark.pass(
          Array(lines[..<warmUp]), answerer: answerer, badges: &badges, buffer: &buffer)
      } else {
        for request in requests[..<warmUp] { _ = try? composer.compose(request) }
      }
    }
    let path = options.jsonl ? "batch line (read + compose + encode)" : "library (compose)"
    print("stream: \(timed.count) distinct titles from \(options.corpusPath), each composed once")
    print(
      String(
        format: "start-up %.2f ms; warm-up: the first %d titles once, %.2f µs/title", startUp * 1e3,
        warmUp, warmUp == 0 ? 0 : warmUpSeconds / Double(warmUp) * 1e6))
    print("path: \(path)")
    if options.jobs > 1 {
      try scaling(timed, lines: timedLines, composer: composer)
    } else {
      var times = [Double](repeating: 0, count: timed.count)
      var failed = 0
      let cpuBefore = Clock.threadCPU()
      let total = Clock.measure {
        for index in timed.indices {
          let start = Clock.now()
          if options.jsonl {
            failed += JSONLBenchmark.pass(
              [timedLines[index]], answerer: answerer, badges: &badges, buffer: &buffer)
          } else if (try? composer.compose(timed[index])) == nil {
            failed += 1
          }
          times[index] = Clock.now() - start
        }
      }
      let cpu = Clock.threadCPU() - cpuBefore
      times.sort()
      let percentile = { (p: Double) in times[min(times.count - 1, Int(Double(times.count) * p))] }
      print(
        String(
          format:
            "unseen titles: mean %.3f µs/title wall (%.0f titles/s), %.3f µs CPU; p50 %.2f µs, p90 %.2f µs, p99 %.2f µs, max %.1f µs; %d failed",
          total / Double(timed.count) * 1e6, Double(timed.count) / total,
          cpu / Double(timed.count) * 1e6, percentile(0.5) * 1e6,
          percentile(0.9) * 1e6, percentile(0.99) * 1e6, times[times.count - 1] * 1e6, failed))
    }
    var again: [Double] = []
    for _ in 0..<3 {
      again.append(
        Clock.measure {
          if options.jsonl {
            _ = JSONLBenchmark.pass(
              timedLines, answerer: answerer, badges: &badges, buffer: &buffer)
          } else {
            for request in timed { _ = try? composer.compose(request) }
          }
        })
    }
    print(
      String(
        format: "warm repeat (the same titles again, median of 3 passes): %.3f µs/title",
        again.sorted()[1] / Double(timed.count) * 1e6))
    print(
      "resident: +\(ProcessMemory.megabytes(ProcessMemory.resident - residentBefore)) after start-up,"
        + " peak \(ProcessMemory.megabytes(ProcessMemory.peak))")
  }

  /// The timed titles in blocks, alternately on one thread and on `options.jobs` threads, each
  /// title composed once: titles per second of each, and the median ratio of neighbouring blocks.
  private func scaling(_ timed: [TitleRequest], lines: [[UInt8]], composer: Composer) throws {
    let answerer = RequestAnswerer(composer: composer)
    let jobs = options.jobs
    let jsonl = options.jsonl
    var single: [Double] = []
    var parallel: [Double] = []
    var block = 0
    var start = 0
    while start < timed.count {
      let range = start..<min(start + Self.blockSize, timed.count)
      let threads = block % 2 == 0 ? 1 : jobs
      // Each worker reads its own lines and writes its own buffer, as the CLI's workers do.
      let chunks = stride(from: range.lowerBound, to: range.upperBound, by: 32).map {
        $0..<min($0 + 32, range.upperBound)
      }
      let seconds = Clock.measure {
        _ = ParallelMap.map(chunks, jobs: threads, chunkSize: 1) { chunk -> Int in
          if jsonl {
            var badges = BatchBadgeCache()
            var buffer: [UInt8] = []
            buffer.reserveCapacity(chunk.count * 1024 + 4096)
            return JSONLBenchmark.pass(
              Array(lines[chunk]), answerer: answerer, badges: &badges, buffer: &buffer)
          }
          var failed = 0
          for index in chunk where (try? composer.compose(timed[index])) == nil { failed += 1 }
          return failed
        }
      }
      let rate = Double(range.count) / seconds
      if threads == 1 { single.append(rate) } else { parallel.append(rate) }
      block += 1
      start = range.upperBound
    }
    let pairs = min(single.count, parallel.count)
    let ratios = (0..<pairs).map { parallel[$0] / single[$0] }.sorted()
    let median = { (values: [Double]) in values.sorted()[values.count / 2] }
    print(
      String(
        format:
          "unseen titles, blocks of %d alternating: 1 thread %.0f titles/s, %d threads %.0f titles/s (medians); scaling %.2fx (median of %d block pairs, %.2f–%.2f)",
        Self.blockSize, median(single), jobs, median(parallel), jobs, ratios[ratios.count / 2],
        ratios.count, ratios[0], ratios[ratios.count - 1]))
  }
}
