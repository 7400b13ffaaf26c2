import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Our right-to-left cells against where headless Chromium 156 drew them
/// (``RightToLeftCorpus``): every case breaks where Chromium broke it (the kept lines start where
/// Chromium's start, truncated exactly when Chromium needed more lines), and every line that
/// holds title text (the last kept line of a truncated title aside: Chromium drew it whole) lies
/// where Chromium drew it: `x` at its `line_left`, `x + width` at its `line_right` (spaces-mode
/// padding, in Chromium's rect, is `n_spaces × space_width` at the line's start side).
///
/// Within ``MultiFontScore/widthTolerance`` (2/64 px) per line, or 1/64 px per glyph run where a
/// line has more than two: Blink snaps each item of a line (a run of one bidi level and face) up
/// to 1/64 px and places the next after it, where the library's width is the unsnapped sum, so
/// a line of Hebrew, "30%" in a fallback face and Hebrew again is up to three units wider in
/// Chromium. The line's runs start at `x` and their advances sum to `width`.
@Suite struct RightToLeftCorpusTests {
  struct Row {
    var cases = 0
    var matchedCases = 0
    var lines = 0
    var xWithin = 0
    var widthWithin = 0
    var worstDrift = 0.0
  }

  static func corpus() throws -> RightToLeftCorpus { try RightToLeftCorpus.shared.get() }

  static func fontsInstalled() -> Bool {
    guard let corpus = try? corpus() else { return true }
    return Set(corpus.cases.map { CorpusFile.fontPath($0.titleFont) })
      .allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }

  @Test func corpusHasEveryCaseAndItsChromiumLines() throws {
    let corpus = try Self.corpus()
    #expect(corpus.cases.count == 452)
    #expect(Set(corpus.cases.map(\.id)).count == corpus.cases.count)
    var families: [String: Int] = [:]
    for item in corpus.cases { families[item.family, default: 0] += 1 }
    #expect(
      families == [
        "rtl ar": 112, "rtl he": 112, "rtl ko": 64, "rtl en": 64, "ltr ar": 28, "ltr he": 28,
        "auto ar": 14, "auto he": 14, "auto ko": 8, "auto en": 8,
      ])
    for item in corpus.cases {
      let expected = try #require(corpus.expected[item.id])
      #expect(expected.error == nil)
      #expect(expected.direction == item.direction)
      let padding = String(repeating: " ", count: expected.nSpaces ?? 0)
      #expect(expected.lines.joined() == (item.mode == "spaces" ? padding : "") + item.title)
    }
  }

  @Test(.enabled(if: fontsInstalled(), "run scripts/setup.sh (fonts-noto-core)"))
  func everyLayoutBreaksAndSitsWhereChromiumDrawsIt() throws {
    let corpus = try Self.corpus()
    var composers = CorpusComposers()
    var rows: [String: Row] = [:]
    var misses: [String] = []
    let tolerance = MultiFontScore.widthTolerance
    for item in corpus.cases {
      let expected = try #require(corpus.expected[item.id])
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: item.badgeSource)
      var request = try item.request()
      request.includesGlyphRuns = true
      let title = try composer.compose(request)
      var row = rows[item.family, default: Row()]
      row.cases += 1
      // Chromium's lines as title ranges (padding not counted), cut to the line limit.
      let padding = item.mode == "spaces" ? expected.nSpaces ?? 0 : 0
      var starts: [Int] = []
      var offset = 0
      for line in expected.lines {
        starts.append(max(0, offset - padding))
        offset += line.utf16.count
      }
      let truncated = item.lines > 0 && starts.count > item.lines
      if truncated { starts = Array(starts.prefix(item.lines)) }
      let breaksMatch =
        title.lines.map(\.range.lowerBound) == starts && title.isTruncated == truncated
        && title.direction.rawValue == item.direction
        && (item.mode != "spaces" || title.paddingSpaceCount == padding)
      if breaksMatch {
        row.matchedCases += 1
      } else {
        misses.append("\(item.id) breaks: \(title.lines.map(\.text)) vs \(expected.lines)")
      }
      let keptWhole = title.isTruncated ? title.lines.count - 1 : title.lines.count
      for (index, line) in title.lines.prefix(keptWhole).enumerated()
      where breaksMatch && !line.text.isEmpty {
        #expect(abs((line.runs.first?.x ?? line.x) - line.x) < 1e-9, "\(item.id) line \(index)")
        // The runs' advances are unsnapped; a line of several bidi levels is as wide as its
        // level runs each rounded up to 1/64 px (as Blink sums its inline items), so the two
        // differ by less than 1/64 px a run.
        let runsWidth = line.runs.reduce(0) { $0 + $1.advance }
        #expect(
          runsWidth <= line.width + 1e-6
            && line.width - runsWidth < Double(max(line.runs.count, 1)) / 64 + 1e-6,
          "\(item.id) line \(index)")
        guard let left = expected.lineLeft[index], let right = expected.lineRight[index] else {
          continue
        }
        // Chromium's rect holds the padding spaces on line 1 in spaces mode.
        let paddingWidth = index == 0 ? Double(padding) * expected.spaceWidth : 0
        let (chromiumLeft, chromiumRight) =
          item.direction == "rtl"
          ? (left, right - paddingWidth) : (left + paddingWidth, right)
        row.lines += 1
        let tolerance = max(tolerance, Double(line.runs.count) / 64 + 1e-6)
        let xDrift = abs(line.x - chromiumLeft)
        let widthDrift = abs(line.width - (chromiumRight - chromiumLeft))
        row.worstDrift = max(row.worstDrift, xDrift, widthDrift)
        if xDrift <= tolerance { row.xWithin += 1 }
        if widthDrift <= tolerance { row.widthWithin += 1 }
        if xDrift > tolerance || widthDrift > tolerance {
          misses.append(
            "\(item.id) line \(index) \"\(line.text)\": x \(line.x) width \(line.width), Chromium"
              + " \(chromiumLeft) … \(chromiumRight)")
        }
      }
      rows[item.family] = row
    }
    var report = "family    cases  breaks  lines  x      width  worst drift (px)\n"
    for (family, row) in rows.sorted(by: { $0.key < $1.key }) {
      report +=
        "\(family.padding(toLength: 9, withPad: " ", startingAt: 0)) \(row.cases)    "
        + "\(row.matchedCases)     \(row.lines)    \(row.xWithin)    \(row.widthWithin)    "
        + "\(row.worstDrift)\n"
    }
    print("Right-to-left corpus:\n\(report)")
    #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.prefix(30).joined(separator: "\n"))")
    let total = rows.values.reduce(0) { $0 + $1.lines }
    #expect(total >= 580, "lines compared: \(total)")
  }
}
