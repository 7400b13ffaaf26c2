import Foundation
import Testing
import TitleTestSupport

@testable import TitleText

/// Visual order against Chromium 156: for each line of the bidi corpus (Arabic and Hebrew inside
/// Korean and English titles, whole right-to-left titles, numbers, brackets, RLE/PDF, RLI/PDI,
/// RLM, emoji), the graphemes as Chromium drew them left to right
/// (`Tests/Corpus/chromium-visual.bidi.jsonl`, made by `scripts/bidi-visual-order.py`), and as
/// our runs give them: the line's runs (`lineRuns`, Chromium's line text), reordered by
/// `visualOrder`, each right-to-left run's graphemes reversed.
@Suite struct ItemizeChromiumVisualOrderTests {
  struct Case: CorpusRecord {
    let id: String
    let title: String
  }
  struct Lines: CorpusRecord {
    let id: String
    let lines: [String]
  }
  struct Visual: CorpusRecord {
    let id: String
    let lines: [[Int]]
  }

  static let loaded = Result { () throws(CorpusFileError) in
    (
      cases: try CorpusFile.records("bidi-cases.jsonl", as: Case.self),
      lines: try CorpusFile.recordsByID("chromium-expected.bidi.jsonl", as: Lines.self)
        .mapValues(\.lines),
      visual: try CorpusFile.recordsByID("chromium-visual.bidi.jsonl", as: Visual.self)
        .mapValues(\.lines)
    )
  }
  /// The cases (none when a file does not read: `corpusIsThere` then fails with the reason).
  static let cases = (try? loaded.get().cases) ?? []
  static let lines = (try? loaded.get().lines) ?? [:]
  static let visual = (try? loaded.get().visual) ?? [:]

  @Test func corpusIsThere() throws {
    _ = try Self.loaded.get()
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
