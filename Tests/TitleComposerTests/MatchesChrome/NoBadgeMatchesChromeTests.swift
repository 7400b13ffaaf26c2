import Foundation
import Testing
@testable import TitleComposer
import TitleTestSupport
import TitleText

/// Plain titles without a badge against headless Chromium 156: the 320 layouts of
/// `Tests/Corpus/no-badge-cases.jsonl` (`scripts/make-no-badge-corpus.py`, in the pinned font
/// environment), real titles at widths 60–420 px, line limits 0–3, keep-all and normal, some
/// balanced or pretty, some right to left, which Chromium laid out as a block of text alone
/// (`no-badge-chromium.jsonl`). Each is composed without a category in both padding modes.
@Suite struct NoBadgeMatchesChromeTests {
  struct Case: CorpusRecord {
    let id: String
    let title: String
    let width: Double
    let lines: Int
    let wordBreak: String
    let textWrap: String?
    let direction: String?

    enum CodingKeys: String, CodingKey {
      case id, title, width, lines, direction
      case wordBreak = "word_break", textWrap = "text_wrap"
    }

    /// The request: no category, white space preserved (the oracle ran with `pre-wrap`).
    func request(padding: PaddingMode) throws -> TitleRequest {
      var request = TitleRequest(
        categoryID: nil, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll, padding: padding,
        textWrap: try textWrap.map { try TextWrap(parsing: $0) })
      request.direction = try direction.map { try TextDirection(parsing: $0) }
      return request
    }
  }

  struct Expected: CorpusRecord {
    let id: String
    let lines: [String]
    let lineWidths: [Double]
    /// Per line, the left edge of its drawn graphemes (rtl cases only).
    let lineLeft: [Double?]?
    let badgeWidth: Double
    /// The title font's U+0020 advance, as a canvas measures it.
    let spaceWidth: Double
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, error
      case lineWidths = "line_widths", lineLeft = "line_left", badgeWidth = "badge_width"
      case spaceWidth = "space_width"
    }
  }

  /// The width Chromium's rects give a left-to-right line: its width snapped up to 1/64 px (a
  /// LayoutUnit), except that a paragraph's leading run of preserved spaces (at the block's start
  /// or after a hard break, where no badge precedes them) is a text item of its own
  /// (`InlineItemsBuilder::InsertBreakOpportunityAfterLeadingPreservedSpaces`, as
  /// ``TextItems`` models it), snapped apart from the rest of the line.
  static func chromiumWidth(of line: ComposedLine, expected: Expected) -> Double {
    let text = line.text
    let startsParagraph = line.range.lowerBound == 0 || Self.followsHardBreak(line, in: expected)
    let spaces = startsParagraph ? text.prefix { $0 == " " }.count : 0
    guard spaces > 0 && spaces < text.count else { return LayoutRounding.snapUp(line.width) }
    let lead = Double(spaces) * expected.spaceWidth
    return LayoutRounding.snapUp(lead) + LayoutRounding.snapUp(line.width - lead)
  }

  /// Whether Chromium's line before `line` ends in a hard break.
  static func followsHardBreak(_ line: ComposedLine, in expected: Expected) -> Bool {
    var offset = 0
    for text in expected.lines {
      offset += text.utf16.count
      if offset == line.range.lowerBound { return text.hasSuffix("\n") }
    }
    return false
  }

  @Test func titlesWithoutABadgeBreakAndMeasureAsChromium() throws {
    let corpus = try OracleCorpus<Case, Expected>(
      cases: "no-badge-cases.jsonl", answers: "no-badge-chromium.jsonl")
    #expect(corpus.cases.count == 320)
    let composer = try Composer()
    var misses: [String] = []
    var compared = (layouts: 0, lines: 0, truncated: 0, rtl: 0, wrapStyles: 0)
    for item in corpus.cases {
      let expected = try #require(corpus.expected[item.id])
      #expect(expected.error == nil && expected.badgeWidth == 0, "\(item.id)")
      // score.py's rule: Chromium's lines cut to the limit, truncated when it needed more.
      var starts: [Int] = []
      var offset = 0
      for line in expected.lines {
        starts.append(offset)
        offset += line.utf16.count
      }
      let truncated = item.lines > 0 && starts.count > item.lines
      if truncated { starts = Array(starts.prefix(item.lines)) }
      compared.truncated += truncated ? 1 : 0
      compared.rtl += item.direction == "rtl" ? 1 : 0
      compared.wrapStyles += item.textWrap == nil ? 0 : 1
      for padding in PaddingMode.allCases {
        var request = try item.request(padding: padding)
        request.includesGlyphRuns = true
        let title = try composer.compose(request)
        compared.layouts += 1
        let name = "\(item.id) \(padding) w=\(item.width) lines=\(item.lines)"
        guard
          title.badge == nil && title.paddingSpaceCount == 0
            && title.lines.map(\.range.lowerBound) == starts && title.isTruncated == truncated
        else {
          misses.append(
            "\(name): starts \(title.lines.map(\.range.lowerBound)) truncated"
              + " \(title.isTruncated) badge \(title.badge != nil), Chromium \(starts) \(truncated)")
          continue
        }
        // Every line Chromium drew whole: its width, and where it starts (the start edge).
        for (index, line) in title.lines.prefix(truncated ? item.lines - 1 : starts.count)
          .enumerated()
        {
          compared.lines += 1
          let isRTL = item.direction == "rtl"
          let chromiumX = isRTL ? expected.lineLeft?[index] ?? 0 : 0
          let width = isRTL ? line.width : Self.chromiumWidth(of: line, expected: expected)
          // An rtl line of several bidi level runs snaps each (the right-to-left corpus'
          // tolerance: up to 1/64 px a run).
          let tolerance =
            isRTL
            ? max(MultiFontScore.widthTolerance, Double(line.runs.count) / 64 + 1e-6) : 1e-9
          if abs(width - expected.lineWidths[index]) > tolerance
            || abs(line.x - chromiumX) > tolerance
          {
            misses.append(
              "\(name) line \(index) «\(line.text)»: x \(line.x) width \(line.width), Chromium"
                + " \(chromiumX) \(expected.lineWidths[index])")
          }
        }
      }
    }
    print("no-badge corpus: \(compared), \(misses.count) misses")
    #expect(compared.layouts == 640 && compared.lines > 800)
    #expect(compared.truncated > 50 && compared.rtl == 64 && compared.wrapStyles == 80)
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 30))")
  }
}
