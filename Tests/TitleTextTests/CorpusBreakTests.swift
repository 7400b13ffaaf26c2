import Testing

@testable import TitleText
import TitleTestSupport

/// Every place Chromium started a new line must be a break we offer, or — only inside a line that
/// holds a single over-long word (no opportunity of ours within it) — a grapheme start
/// (`overflow-wrap: break-word`).
@Suite struct CorpusBreakTests {
  static let analyzer = try! TextAnalyzer()

  struct Finding: CustomStringConvertible {
    let id: String
    let offset: Int
    let kind: String
    let context: String
    var description: String { "\(id) @\(offset) \(kind): \(context)" }
  }

  /// Checks one case; returns the unexplained line starts.
  static func check(_ c: CorpusCase, _ expected: CorpusExpectation) -> (
    starts: Int, soft: Int, emergency: Int, bad: [Finding]
  ) {
    let laidOut = expected.lines.joined()
    let text = Array(laidOut.utf16)
    let wordBreak = WordBreak(rawValue: c.wordBreak) ?? .normal
    let analysis = analyzer.analyze(text, wordBreak: wordBreak)
    var starts: [Int] = []
    var offset = 0
    for line in expected.lines.dropLast() {
      offset += line.utf16.count
      starts.append(offset)
    }
    var soft = 0, emergency = 0
    var bad: [Finding] = []
    var previous = 0
    for s in starts {
      defer { previous = s }
      if s == 0 || s == text.count { continue }  // the badge alone on line 1
      func context() -> String {
        let before = String(decoding: text[max(0, s - 8)..<s], as: UTF16.self)
        let after = String(decoding: text[s..<min(text.count, s + 8)], as: UTF16.self)
        return "\(wordBreak.rawValue) «\(before)|\(after)»"
      }
      if analysis.flags[s].isLineBreak {
        soft += 1
        continue
      }
      let inner = (previous + 1)..<s
      let opportunityInside = inner.contains { analysis.flags[$0].isLineBreak }
      if analysis.flags[s].contains(.graphemeStart) && !opportunityInside {
        emergency += 1
      } else {
        bad.append(
          Finding(
            id: c.id, offset: s,
            kind: opportunityInside
              ? "break-word although the line had an opportunity" : "not a grapheme start",
            context: context()))
      }
    }
    return (starts.count, soft, emergency, bad)
  }

  @Test func everyChromiumLineStartIsExplained() throws {
    #expect(try Corpus.cases.count == 400)
    var starts = 0, soft = 0, emergency = 0
    var bad: [Finding] = []
    let prewrap = try Corpus.prewrap
    for c in try Corpus.cases {
      guard let expected = prewrap[c.id] else {
        Issue.record("no expectation for \(c.id)")
        continue
      }
      let result = Self.check(c, expected)
      starts += result.starts
      soft += result.soft
      emergency += result.emergency
      bad += result.bad
    }
    print(
      "corpus: \(starts) Chromium line starts: \(soft) at our opportunities, \(emergency) break-word, \(bad.count) unexplained"
    )
    for finding in bad { print("  \(finding)") }
    #expect(bad.isEmpty)
  }
}
