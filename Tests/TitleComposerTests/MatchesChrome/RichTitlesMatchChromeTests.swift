import Foundation
import Testing
import TitleComposer

/// Rich titles (styled runs, inline boxes, end runs) against headless Chromium 156: the rich
/// corpus (`Tests/Corpus/rich-*.jsonl`, Tests/Corpus/README.md). Untruncated cases must have
/// Chromium's lines; truncated ones Chromium's first N − 1 lines, line N's start and the cut
/// that `rich_oracle.py measure` found to be the longest that fits; every line box its top,
/// height and baseline. Cases whose badge is "" (Chromium laid them out with no badge) are
/// composed without a category.
@Suite struct RichTitlesMatchChromeTests {

  struct Outcome {
    var compared = 0
    var misses: [String] = []
    mutating func check(_ ok: Bool, _ message: @autoclosure () -> String) {
      compared += 1
      if !ok { misses.append(message()) }
    }
  }

  static func outcome() throws -> (
    lines: Outcome, cuts: Outcome, geometry: Outcome, withoutBadge: Int
  ) {
    let corpus = try RichCorpus.shared.get()
    let composers = try corpus.composers()
    var lines = Outcome()
    var cuts = Outcome()
    var geometry = Outcome()
    var withoutBadge = 0
    for item in corpus.cases {
      let layout = try #require(corpus.layouts[item.id])
      let composer = try #require(composers[item.titleSource])
      let title: ComposedTitle
      do {
        title = try composer.compose(item.request())
      } catch {
        lines.check(false, "\(item.id): \(error)")
        continue
      }
      if item.badge.isEmpty {
        withoutBadge += 1
        lines.check(title.badge == nil, "\(item.id): a badge \(String(describing: title.badge))")
        lines.check(
          title.lines.first?.x == 0, "\(item.id): line 1 at \(title.lines.first?.x ?? -1)")
      }
      let starts = title.lines.map(\.range.lowerBound)
      if let truncation = corpus.truncations[item.id] {
        let n = truncation.lines
        lines.check(
          Array(starts.prefix(n)) == Array(layout.lineStarts.prefix(n)),
          "\(item.id) truncated: starts \(starts) Chromium \(layout.lineStarts.prefix(n))")
        let last = try #require(title.lines.last)
        if truncation.endCut == true {
          // Chromium has no rule for a line that "…" and the end runs overflow: the end runs
          // are cut too, and the measured width of what is kept is `end_cut_fit`'s.
          let fit = try #require(truncation.endCutFit)
          cuts.check(
            last.cut == truncation.cut && abs(last.width - fit.width) < 1e-9,
            "\(item.id) end cut: cut \(last.cut ?? -1) width \(last.width), expected"
              + " \(truncation.cut) \(fit.width) «\(last.text)»")
          continue
        }
        cuts.check(
          last.cut == truncation.cut && abs(last.width - truncation.width) < 1e-9,
          "\(item.id) width \(item.width) N \(n): cut \(last.cut ?? -1) width \(last.width),"
            + " Chromium cut \(truncation.cut) width \(truncation.width) «\(last.text)»")
        geometry.check(
          last.lineBox?.height == truncation.lastLineHeight
            && last.baseline - (last.lineBox?.top ?? 0) == truncation.lastLineBaseline,
          "\(item.id) last line box \(String(describing: last.lineBox)) baseline"
            + " \(last.baseline), Chromium height \(truncation.lastLineHeight) baseline"
            + " \(truncation.lastLineBaseline)")
      } else {
        lines.check(
          starts == layout.lineStarts,
          "\(item.id) width \(item.width): starts \(starts) Chromium \(layout.lineStarts)"
            + " \(layout.lines)")
        let widths = title.lines.map(\.width)
        lines.check(
          widths.count == layout.lineWidths.count
            && zip(widths, layout.lineWidths).allSatisfy { abs($0 - $1) < 1e-9 },
          "\(item.id): widths \(widths) Chromium \(layout.lineWidths)")
        if let expected = corpus.geometry[item.id], starts == layout.lineStarts {
          let tops = title.lines.map { $0.lineBox?.top ?? -1 }
          let heights = title.lines.map { $0.lineBox?.height ?? -1 }
          let baselines = title.lines.map(\.baseline)
          geometry.check(
            tops == expected.lineTops && heights == expected.lineHeights
              && baselines == expected.baselines,
            "\(item.id): tops \(tops) heights \(heights) baselines \(baselines), Chromium"
              + " \(expected.lineTops ?? []) \(expected.lineHeights ?? []) \(expected.baselines ?? [])"
          )
        }
      }
    }
    return (lines, cuts, geometry, withoutBadge)
  }

  @Test func richTitlesAgreeWithChromium() throws {
    let (lines, cuts, geometry, withoutBadge) = try Self.outcome()
    for (name, outcome) in [("lines", lines), ("cuts", cuts), ("geometry", geometry)] {
      print(
        "rich \(name): \(outcome.compared - outcome.misses.count)/\(outcome.compared) agree")
      for miss in outcome.misses.prefix(20) { print("  \(miss)") }
    }
    #expect(lines.compared >= 6583 && cuts.compared == 1357 && geometry.compared >= 3549)
    // The cases Chromium laid out with no badge are composed without a category.
    #expect(withoutBadge == 370)
    #expect(lines.misses.isEmpty, "\(lines.misses.prefix(10))")
    #expect(cuts.misses.isEmpty, "\(cuts.misses.prefix(10))")
    #expect(geometry.misses.isEmpty, "\(geometry.misses.prefix(10))")
  }
}
