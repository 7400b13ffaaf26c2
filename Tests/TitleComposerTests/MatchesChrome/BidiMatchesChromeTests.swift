import Foundation
import Testing
import TitleTestSupport

@testable import TitleComposer

/// Right-to-left text through the whole composer, against headless Chromium 156: the 54 bidi
/// cases (`Tests/Corpus/bidi-cases.jsonl`: Arabic and Hebrew inside Korean and English titles,
/// whole right-to-left titles) break where Chromium breaks them, and every line's glyph runs draw
/// its graphemes in Chromium's left-to-right order (`chromium-visual.bidi.jsonl`: the UTF-16
/// start offsets of each line's graphemes in the order they are on screen).
@Suite struct BidiMatchesChromeTests {
  struct VisualLines: CorpusRecord {
    let id: String
    let lines: [[Int]]
  }

  @Test func bidiTitlesBreakAndDrawAsInChromium() throws {
    let corpus = try ChromiumCorpus.load(
      cases: "bidi-cases.jsonl", expectations: "chromium-expected.bidi.jsonl")
    #expect(corpus.cases.count == 54)
    let visual = try CorpusFile.recordsByID("chromium-visual.bidi.jsonl", as: VisualLines.self)
      .mapValues(\.lines)
    let composer = try Composer()  // system fallback: Chromium found Arabic and Hebrew faces
    var breaks: [String] = []
    var orders: [String] = []
    for item in corpus.cases {
      let want = try #require(corpus.chromiumStarts(for: item))
      var request = item.request(whiteSpace: .preserve)
      request.includesGlyphRuns = true
      let composed = try composer.compose(request)
      if composed.lines.map(\.range.lowerBound) != want.starts {
        breaks.append("\(item.id) \(item.width) px: \(composed.lines.map(\.text))")
        continue
      }
      let chromium = try #require(visual[item.id])
      for (index, line) in composed.lines.enumerated() where index < chromium.count {
        let ours = Self.visualGraphemes(of: line, in: item.title)
        // Chromium's list holds the line's trailing spaces too (drawn last, at the paragraph
        // level); the runs leave hanging spaces out.
        let drawn = chromium[index].filter { ours.contains($0) }
        if ours != drawn {
          orders.append("\(item.id) line \(index): \(ours) vs Chromium \(chromium[index])")
        }
      }
    }
    #expect(breaks.isEmpty, "\(breaks.prefix(5).joined(separator: "\n"))")
    #expect(orders.isEmpty, "\(orders.prefix(5).joined(separator: "\n"))")
  }

  /// The UTF-16 offsets of the line's graphemes in the order its runs draw their glyphs, left to
  /// right, each once (what Chromium's list holds: the start offset of each grapheme with a box).
  static func visualGraphemes(of line: ComposedLine, in title: String) -> [Int] {
    var starts: Set<Int> = []
    var offset = 0
    for character in title {
      // Bidi controls (RLE, PDF, RLI, …) draw a zero-width glyph; Chromium's list leaves them out.
      let isControl = character.unicodeScalars.allSatisfy {
        $0.properties.isDefaultIgnorableCodePoint
      }
      if !isControl { starts.insert(offset) }
      offset += character.utf16.count
    }
    var order: [Int] = []
    for run in line.runs {
      for glyph in run.glyphs where starts.contains(glyph.cluster) {
        if !order.contains(glyph.cluster) { order.append(glyph.cluster) }
      }
    }
    return order
  }
}
