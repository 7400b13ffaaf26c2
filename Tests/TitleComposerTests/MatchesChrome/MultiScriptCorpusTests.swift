import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Titles in Simplified and Traditional Chinese, Thai, Vietnamese, Arabic, Hebrew, Hindi, Korean
/// community text (emoji sequences, compatibility jamo) and mixes of scripts, in Debian's Noto
/// faces and in NanumGothicBold (which lacks those scripts), laid out by headless Chromium 156 in
/// the test suite's font environment (`Tests/Corpus/make-multiscript-corpus.py`, one browser per
/// language): left-to-right cells, both padding modes, widths from 60 to 420 px. Every case breaks where Chromium breaks it (the same line starts, cut to the line
/// limit, and the same truncation), and every line but a truncated last one is as wide as
/// Chromium's to 1/64 px (the first line of spaces mode, whose width Chromium counts with the
/// padding, aside). Every case names its cell's direction; the generator's `--rtl` adds
/// right-to-left cells, whose widths are placement (`line_right - line_left`) and are not
/// checked here, only their breaks.
@Suite struct MultiScriptCorpusTests {
  static let corpus = Result {
    try FontCorpus(cases: "multiscript-cases.jsonl", answers: "multiscript-chromium.jsonl")
  }

  /// The script group of a case (`ms-<group>-<title number>-…`) and its cell direction.
  static func row(_ item: FontCorpus.Case) -> String {
    let parts = item.id.split(separator: "-").dropFirst()
    let group = parts.prefix { !$0.allSatisfy(\.isNumber) }.joined(separator: "-")
    return "\(group) \(item.direction ?? "ltr")"
  }

  @Test func theCorpusCoversEveryScriptAndMode() throws {
    let corpus = try Self.corpus.get()
    #expect(corpus.cases.count == 2310)
    #expect(Set(corpus.cases.map(\.id)).count == corpus.cases.count)
    #expect(corpus.cases.allSatisfy { corpus.expected[$0.id]?.error == nil })
    let rows = Dictionary(grouping: corpus.cases, by: Self.row).mapValues(\.count)
    #expect(
      Set(rows.keys) == [
        "zh-hans ltr", "zh-hant ltr", "th ltr", "vi ltr", "ar ltr", "he ltr", "hi ltr", "ko ltr",
        "mix ltr",
      ])
    #expect(rows.values.allSatisfy { $0 >= 84 })
    #expect(Set(corpus.cases.map(\.mode)) == ["indent", "spaces"])
    #expect(corpus.cases.allSatisfy { $0.width >= 60 && $0.width <= 420 })
  }

  @Test func breaksAndMeasuresAsChromium() throws {
    let corpus = try Self.corpus.get()
    var composers = CorpusComposers()
    var totals: [String: (cases: Int, matched: Int, lines: Int, widths: Int)] = [:]
    var misses: [String] = []
    for item in corpus.cases {
      let want = try #require(corpus.expected[item.id])
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      let composed = try composer.compose(try item.request(indentWhiteSpace: .preserve))
      var offset = 0
      var starts = want.lines.map { line in
        defer { offset += line.utf16.count }
        return max(0, offset - (want.nSpaces ?? 0))
      }
      let truncated = item.lines > 0 && starts.count > item.lines
      if truncated { starts = Array(starts.prefix(item.lines)) }
      var wrong: [String] = []
      if composed.lines.map(\.range.lowerBound) != starts || composed.isTruncated != truncated {
        wrong.append(
          "starts \(composed.lines.map(\.range.lowerBound)) \(composed.isTruncated), Chromium"
            + " \(starts) \(truncated)")
      }
      var lines = 0
      var widths = 0
      if wrong.isEmpty && item.direction != "rtl" {
        for (index, line) in composed.lines.enumerated()
        where !(truncated && index == composed.lines.count - 1) && !line.text.isEmpty
          && (item.mode == "indent" || index > 0)
        {
          lines += 1
          let ours = (line.width * 64).rounded(.up) / 64
          if ours == want.lineWidths[index] {
            widths += 1
          } else {
            wrong.append("line \(index) width \(line.width), Chromium \(want.lineWidths[index])")
          }
        }
      }
      let row = Self.row(item)
      var total = totals[row, default: (0, 0, 0, 0)]
      total.cases += 1
      if wrong.isEmpty { total.matched += 1 }
      total.lines += lines
      total.widths += widths
      totals[row] = total
      if !wrong.isEmpty {
        misses.append("\(item.id) w=\(item.width): \(wrong.joined(separator: "; "))")
      }
    }
    let table = totals.sorted { $0.key < $1.key }.map { row, total in
      "\(row): \(total.matched)/\(total.cases) cases, \(total.widths)/\(total.lines) line widths"
    }.joined(separator: "\n")
    print("Multi-script corpus against Chromium:\n\(table)")
    #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.prefix(30).joined(separator: "\n"))")
  }
}
