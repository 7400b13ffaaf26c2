import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// An oracle corpus whose cases name their faces, language and typography (text-wrap,
/// letter-spacing), laid out with one composer per face (``CorpusComposers``) and matched
/// as score.py matches: the same line starts, cut to the line limit, and the same truncation.
struct FontCorpus {
  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let lines: Int
    let titleFont: String
    let titleFontIndex: Int?
    let badgeFont: String
    let titleSize: Double
    let badgeSize: Double
    let wordBreak: String
    let mode: String
    let lang: String?
    let textWrap: String?
    let letterSpacing: Double?
    let letterSpacingEm: Double?
    /// The cell's direction (`ltr` or `rtl`) when the case gives one: lines break alike in both.
    let direction: String?

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, lang, direction
      case titleFont = "title_font", titleFontIndex = "title_font_index"
      case badgeFont = "badge_font", titleSize = "title_size", badgeSize = "badge_size"
      case wordBreak = "word_break", textWrap = "text_wrap", letterSpacing = "letter_spacing"
      case letterSpacingEm = "letter_spacing_em"
    }

    var titleSource: FontSource {
      .file(
        path: MultiFontCorpus.path(titleFont), choice: FontFaceChoice(index: titleFontIndex ?? 0))
    }

    /// The case's request, the letter-spacing in em where the case gave em. Spaces mode is always
    /// laid out with preserved white space (the oracle's `pre-wrap`); indent mode with
    /// `indentWhiteSpace`, as the corpus was made.
    func request(indentWhiteSpace: WhiteSpace) throws -> TitleRequest {
      let category = try #require(BuiltInCategory.allCases.first { $0.label == badge })
      var request = TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent,
        whiteSpace: mode == "spaces" ? .preserve : indentWhiteSpace,
        titleSize: titleSize, badgeSize: badgeSize, lang: try TitleLanguage(lang ?? "ko"))
      request.textWrap = try TextWrap(parsing: textWrap ?? "wrap")
      if let letterSpacingEm {
        request.letterSpacingEm = letterSpacingEm
      } else {
        request.letterSpacing = letterSpacing
      }
      return request
    }
  }

  let cases: [Case]
  let expected: [String: OracleLines]

  init(cases: String, answers: String) throws {
    let corpus = try OracleCorpus<Case, OracleLines>(cases: cases, answers: answers)
    self.cases = corpus.cases
    self.expected = corpus.expected
  }

  /// The cases whose lines differ from Chromium's, each described, and how many break unlike
  /// greedy filling (for corpora of `text-wrap`).
  func mismatches(indentWhiteSpace: WhiteSpace) throws -> (misses: [String], unlikeGreedy: Int) {
    var composers = CorpusComposers()
    var misses: [String] = []
    var unlikeGreedy = 0
    for item in cases {
      let answer = try #require(expected[item.id], "no answer for \(item.id)")
      var offset = 0
      var want = answer.lines.map { line in
        defer { offset += line.utf16.count }
        return max(0, offset - (answer.nSpaces ?? 0))
      }
      let truncated = item.lines > 0 && want.count > item.lines
      if truncated { want = Array(want.prefix(item.lines)) }
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      var request = try item.request(indentWhiteSpace: indentWhiteSpace)
      let composed = try composer.compose(request)
      let starts = composed.lines.map(\.range.lowerBound)
      if request.textWrap != .wrap {
        request.textWrap = .wrap
        if try composer.compose(request).lines.map(\.range.lowerBound) != want {
          unlikeGreedy += 1
        }
      }
      if starts != want || composed.isTruncated != truncated {
        misses.append(
          "\(item.id) w=\(item.width): starts \(starts) \(composed.isTruncated), Chromium \(want)"
            + " \(truncated)")
      }
    }
    return (misses, unlikeGreedy)
  }
}
