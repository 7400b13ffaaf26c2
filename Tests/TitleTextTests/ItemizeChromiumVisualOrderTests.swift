import Foundation
import Testing

@testable import TitleText

/// Visual order against Chromium 156: for each line of the bidi corpus (Arabic and Hebrew inside
/// Korean and English titles, whole right-to-left titles, numbers, brackets, RLE/PDF, RLI/PDI,
/// RLM, emoji), the graphemes as Chromium drew them left to right
/// (`Tests/Corpus/chromium-visual.bidi.jsonl`, made by `scripts/bidi-visual-order.py`), and as
/// our runs give them: the line's runs (`lineRuns`, Chromium's line text), reordered by
/// `visualOrder`, each right-to-left run's graphemes reversed.
@Suite struct ItemizeChromiumVisualOrderTests {
  struct Case: Decodable, Sendable {
    let id: String
    let title: String
  }
  struct Lines: Decodable, Sendable {
    let id: String
    let lines: [String]
  }
  struct Visual: Decodable, Sendable {
    let id: String
    let lines: [[Int]]
  }

  static let cases = Corpus.load("bidi-cases.jsonl", as: Case.self)
  static let lines = Dictionary(
    Corpus.load("chromium-expected.bidi.jsonl", as: Lines.self).map { ($0.id, $0.lines) },
    uniquingKeysWith: { a, _ in a })
  static let visual = Dictionary(
    Corpus.load("chromium-visual.bidi.jsonl", as: Visual.self).map { ($0.id, $0.lines) },
    uniquingKeysWith: { a, _ in a })

  @Test func corpusIsThere() {
    #expect(Self.cases.count == 54)
    #expect(Self.lines.count == Self.cases.count)
    #expect(Self.visual.count == Self.cases.count)
  }

  @Test(arguments: cases.map(\.id)) func visualOrderMatchesChromium(_ id: String) throws {
    let title = try #require(Self.cases.first { $0.id == id }).title
    let lineTexts = try #require(Self.lines[id])
    let chromium = try #require(Self.visual[id])
    #expect(lineTexts.joined() == title)
    let units = Array(title.utf16)
    var itemizer = TextItemizer()
    let runs = itemizer.itemize(units)
    let graphemes = try TextAnalyzer().analyze(units, wordBreak: .normal).graphemeStarts
    var start = 0
    for (index, text) in lineTexts.enumerated() {
      let end = start + text.utf16.count
      let spaces = end - text.utf16.reversed().prefix { $0 == 0x20 }.count
      var lineRuns: [TextRun] = []
      TextItemizer.lineRuns(runs, line: start..<end, trailingSpacesStart: spaces, into: &lineRuns)
      let order = TextItemizer.visualOrder(levels: lineRuns.map(\.bidiLevel))
      var ours: [Int] = []
      for logical in order {
        let run = lineRuns[logical]
        let inRun = graphemes.filter { run.range.contains($0) }
        ours += run.isRightToLeft ? inRun.reversed() : inRun
      }
      let drawn = Set(chromium[index])
      #expect(ours.filter(drawn.contains) == chromium[index], "\(id) line \(index): \(text)")
      start = end
    }
  }
}
