import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Our lines against the lines headless Chromium drew for the same 400 titles.
@Suite struct LineBreakingMatchesChromeTests {
  /// One scoring pass: the share of matching cases overall and per slice, and the misses.
  struct Score {
    var hits: [String: (hit: Int, total: Int)] = [:]
    var misses: [String] = []

    mutating func record(_ slice: String, _ matched: Bool) {
      for key in ["all", slice] {
        var entry = hits[key] ?? (0, 0)
        entry.hit += matched ? 1 : 0
        entry.total += 1
        hits[key] = entry
      }
    }

    func share(_ key: String) -> Double {
      guard let entry = hits[key], entry.total > 0 else { return 0 }
      return Double(entry.hit) / Double(entry.total)
    }

    var report: String {
      let keys = ["all"] + hits.keys.filter { $0 != "all" }.sorted()
      var lines: [String] = []
      for key in keys {
        let entry = hits[key]!
        let percent = String(format: "%.2f", share(key) * 100)
        lines.append("\(key): \(entry.hit)/\(entry.total) = \(percent)%")
      }
      lines.append("first mismatches:")
      lines.append(contentsOf: misses.prefix(12))
      return lines.joined(separator: "\n")
    }
  }

  static func score(
    _ corpus: ChromiumCorpus, whiteSpace: WhiteSpace, include: (ChromiumCorpus.Case) -> Bool
  ) throws -> Score {
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    var score = Score()
    for item in corpus.cases where include(item) {
      guard let want = corpus.chromiumStarts(for: item) else { continue }
      let matched: Bool
      var got = "error"
      do {
        let composed = try composer.compose(item.request(whiteSpace: whiteSpace))
        let starts = composed.lines.map(\.range.lowerBound)
        got = "\(starts) truncated=\(composed.isTruncated) \(composed.lines.map(\.text))"
        matched = starts == want.starts && composed.isTruncated == want.truncated
      } catch {
        got = "error \(error)"
        matched = false
      }
      score.record(item.slice, matched)
      if !matched {
        score.misses.append(
          "\(item.id) w=\(item.width) lines=\(item.lines) \(item.slice) size=\(item.titleSize) "
            + "\(item.title.debugDescription)\n  chromium: \(want.starts) truncated=\(want.truncated) "
            + "\(corpus.expected[item.id]!.lines)\n  ours:     \(got)")
      }
    }
    return score
  }

  @Test func matchesChromiumWithPreservedWhiteSpace() throws {
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    let score = try Self.score(corpus, whiteSpace: .preserve) { _ in true }
    print("Chromium corpus, white-space pre-wrap:\n\(score.report)")
    #expect(score.share("all") >= 0.98, "\(score.report)")
    for slice in ["indent/keep-all", "indent/normal", "spaces/keep-all", "spaces/normal"] {
      #expect(score.share(slice) >= 0.98, "slice \(slice)")
    }
  }

  @Test func matchesChromiumWithCollapsedWhiteSpace() throws {
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.jsonl")
    let score = try Self.score(corpus, whiteSpace: .collapse) { $0.mode == "indent" }
    print("Chromium corpus, white-space normal (indent mode):\n\(score.report)")
    #expect(score.share("all") >= 0.98, "\(score.report)")
  }
}
