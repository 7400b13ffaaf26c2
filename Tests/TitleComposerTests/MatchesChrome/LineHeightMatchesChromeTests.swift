import Foundation
import TitleComposer
import TitleFonts
import Testing
import TitleTestSupport
import TitleText

/// Line heights in px against headless Chromium 156: 972 cases of the
/// multi-font corpus (five faces, Korean, English/mixed and Japanese, indent and spaces mode),
/// each with a CSS `line-height` from 1× to 2× the size or a designer's px value
/// (`Tests/Corpus/line-height-cases.jsonl`, made by `scripts/make-typography-corpora.py`), and
/// where Chromium put the block's height and the first and last line's baselines
/// (`chromium-expected.line-height.jsonl`, `scripts/typography-oracle.py`: the badge's 1 px
/// inline-block and an empty inline-block after the text sit on their line's baseline).
@Suite struct LineHeightMatchesChromeTests {
  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let titleFont: String
    let titleFontIndex: Int?
    let badgeFont: String
    let titleSize: Double
    let badgeSize: Double
    let wordBreak: String
    let mode: String
    let lang: String
    let lineHeight: Double

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, mode, lang
      case titleFont = "title_font", titleFontIndex = "title_font_index"
      case badgeFont = "badge_font", titleSize = "title_size", badgeSize = "badge_size"
      case wordBreak = "word_break", lineHeight = "line_height"
    }

    var titleSource: FontSource {
      .file(
        path: MultiFontCorpus.path(titleFont), choice: FontFaceChoice(index: titleFontIndex ?? 0))
    }

    /// Every line (the oracle laid the case out without a limit), white space preserved as the
    /// oracle's `pre-wrap`, the case's line height.
    func request() throws -> TitleRequest {
      let category = try #require(BuiltInCategory.allCases.first { $0.label == badge })
      return TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: 0,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent, whiteSpace: .preserve,
        titleSize: titleSize, badgeSize: badgeSize, lang: try TitleLanguage(lang),
        lineHeight: lineHeight)
    }
  }

  struct Expected: CorpusRecord {
    let id: String
    let lines: [String]
    let nSpaces: Int?
    let blockHeight: Double
    let firstBaseline: Double?
    let lastBaseline: Double
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, error
      case nSpaces = "n_spaces", blockHeight = "block_height"
      case firstBaseline = "first_baseline", lastBaseline = "last_baseline"
    }
  }

  static func load() throws -> [(Case, Expected)] {
    let corpus = try OracleCorpus<Case, Expected>(
      cases: "line-height-cases.jsonl", answers: "chromium-expected.line-height.jsonl")
    let (cases, expected) = (corpus.cases, corpus.expected)
    return try cases.map { ($0, try #require(expected[$0.id], "no answer for \($0.id)")) }
  }

  /// Where Chromium's lines start in the title (UTF-16, padding spaces not counted).
  static func starts(_ expected: Expected) -> [Int] {
    var offset = 0
    return expected.lines.map { line in
      defer { offset += line.utf16.count }
      return max(0, offset - (expected.nSpaces ?? 0))
    }
  }

  /// Every case: the same lines as Chromium, the title as tall as Chromium's block, the first
  /// line's baseline where the badge sits (indent mode) and the last line's where the marker
  /// after the text sits. Exact: Blink's values are whole layout units and so are ours.
  @Test func heightsAndBaselinesMatchChromium() throws {
    let corpus = try Self.load()
    #expect(corpus.count == 972)
    #expect(Set(corpus.map(\.0.titleSource)).count == 5)
    let multiFont = try MultiFontCorpus.shared.get()
    var composers = CorpusComposers()
    var misses: [String] = []
    /// Cases whose lines differ from Chromium's as they do without a line height.
    var breakMisses: [String] = []
    var compared = (heights: 0, firstBaselines: 0, lastBaselines: 0)
    for (item, want) in corpus {
      #expect(want.error == nil, "\(item.id): \(want.error ?? "")")
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      let composed = try composer.compose(try item.request())
      let starts = composed.lines.map(\.range.lowerBound)
      let baselines = composed.lines.map(\.baseline)
      var wrong: [String] = []
      if starts != Self.starts(want) {
        // A line height never moves a break: not in Chromium (its lines are those of the
        // multi-font corpus, laid out at another line height) and not here.
        let baseID = String(item.id.dropLast("@lh".count))
        var plain = try item.request()
        plain.lineHeight = nil
        let plainStarts = try composer.compose(plain).lines.map(\.range.lowerBound)
        if multiFont.expected[baseID]?.lines == want.lines && plainStarts == starts {
          breakMisses.append(baseID)
        } else {
          wrong.append("starts \(starts) vs \(Self.starts(want))")
        }
      }
      if composed.height != want.blockHeight {
        wrong.append("height \(composed.height) vs \(want.blockHeight)")
      }
      if let first = want.firstBaseline {
        compared.firstBaselines += 1
        if baselines.first != first { wrong.append("first baseline \(baselines) vs \(first)") }
      }
      if baselines.last != want.lastBaseline {
        wrong.append("last baseline \(baselines) vs \(want.lastBaseline)")
      }
      compared.heights += 1
      compared.lastBaselines += 1
      if !wrong.isEmpty {
        misses.append("\(item.id) lh=\(item.lineHeight) size=\(item.titleSize): \(wrong)")
      }
    }
    print(
      "Line height corpus: \(corpus.count - misses.count)/\(corpus.count) cases match Chromium"
        + " (\(compared.heights) heights, \(compared.firstBaselines) first and"
        + " \(compared.lastBaselines) last baselines); lines as without a line height, missed"
        + " in the multi-font corpus too: \(breakMisses)")
    #expect(breakMisses.isEmpty, "lines that differ from Chromium's: \(breakMisses)")
    #expect(compared.firstBaselines > 400)
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 12))")
  }
}
