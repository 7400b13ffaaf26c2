import TitleTestSupport
import Testing

@testable import TitleText

/// The visual order of a line's runs (UAX #9 L2) against ICU's `ubidi_reorderVisual`.
@Suite struct ItemizeVisualOrderTests {
  @Test func handExamples() {
    // L2 by hand: reverse from the highest level down to the lowest odd level.
    #expect(TextItemizer.visualOrder(levels: []) == [])
    #expect(TextItemizer.visualOrder(levels: [0, 0, 0]) == [0, 1, 2])
    #expect(TextItemizer.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
    // Hebrew, a number inside it (2), Hebrew: the number stays left to right inside.
    #expect(TextItemizer.visualOrder(levels: [0, 1, 2, 1, 0]) == [0, 3, 2, 1, 4])
    // Reverse [1, 2] at level 2, then everything at level 1.
    #expect(TextItemizer.visualOrder(levels: [1, 2, 2, 1]) == [3, 1, 2, 0])
    // Even levels only above 0: nothing to reverse (the lowest odd level, 3, is above them).
    #expect(TextItemizer.visualOrder(levels: [2, 2, 0]) == [0, 1, 2])
  }

  @Test func matchesICUOnRandomLevels() {
    var random = SeededRandom(seed: 19)
    for _ in 0..<5_000 {
      let levels = (0..<Int.random(in: 1...14, using: &random)).map { _ in
        UInt8.random(in: 0...6, using: &random)
      }
      #expect(
        TextItemizer.visualOrder(levels: levels) == ICUBidi.reorderVisual(levels), "\(levels)")
    }
  }

  @Test func lineRunsClipAndPutTrailingSpacesAtParagraphLevel() {
    let runs = [
      TextRun(range: 0..<3, script: ScriptTag.hangul, bidiLevel: 0),
      TextRun(range: 3..<13, script: ScriptTag.hebrew, bidiLevel: 1),
      TextRun(range: 13..<16, script: ScriptTag.latin, bidiLevel: 0),
    ]
    var line: [TextRun] = []
    // A line 2..<9 whose last two units are spaces: they leave the Hebrew run at level 0.
    TextItemizer.lineRuns(runs, line: 2..<9, trailingSpacesStart: 7, into: &line)
    #expect(
      line == [
        TextRun(range: 2..<3, script: ScriptTag.hangul, bidiLevel: 0),
        TextRun(range: 3..<7, script: ScriptTag.hebrew, bidiLevel: 1),
        TextRun(range: 7..<9, script: ScriptTag.hebrew, bidiLevel: 0),
      ])
    // Trailing spaces in a level-0 run are not split off.
    TextItemizer.lineRuns(runs, line: 13..<16, trailingSpacesStart: 15, into: &line)
    #expect(line == [TextRun(range: 13..<16, script: ScriptTag.latin, bidiLevel: 0)])
    // A line of spaces only, inside the Hebrew run.
    TextItemizer.lineRuns(runs, line: 5..<7, trailingSpacesStart: 5, into: &line)
    #expect(line == [TextRun(range: 5..<7, script: ScriptTag.hebrew, bidiLevel: 0)])
    // trailingSpacesStart outside the line is clamped.
    TextItemizer.lineRuns(runs, line: 0..<4, trailingSpacesStart: 99, into: &line)
    #expect(
      line == [
        TextRun(range: 0..<3, script: ScriptTag.hangul, bidiLevel: 0),
        TextRun(range: 3..<4, script: ScriptTag.hebrew, bidiLevel: 1),
      ])
    TextItemizer.lineRuns(runs, line: 16..<16, trailingSpacesStart: 16, into: &line)
    #expect(line.isEmpty)
  }
}
