import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// `text-wrap: balance` and `pretty` in other faces and languages against headless Chromium 156
/// (issue 12, parts 3 and 4): 3,380 layouts in `Tests/Corpus/text-wrap-multifont-cases.jsonl`
/// (`scripts/make-text-wrap-multifont-corpus.py`): every distinct title, face, mode and word
/// break of the multi-font corpus (NanumGothic Bold, Noto Sans CJK KR and JP, Inter, UnDotum;
/// Korean, English and Japanese) with both styles at a random quarter-pixel width that gives 2 to
/// 7 lines, a third of them with a letter-spacing; Chromium's lines in
/// `text-wrap-multifont-chromium.jsonl` (indent mode `white-space: normal`, spaces mode
/// `pre-wrap`, as the oracle lays them out).
@Suite struct TextWrapMultiFontCorpusTests {
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
    let lang: String
    let textWrap: String
    let letterSpacing: Double?

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, lang
      case titleFont = "title_font", titleFontIndex = "title_font_index"
      case badgeFont = "badge_font", titleSize = "title_size", badgeSize = "badge_size"
      case wordBreak = "word_break", textWrap = "text_wrap", letterSpacing = "letter_spacing"
    }

    var titleSource: FontSource {
      .file(
        path: MultiFontCorpus.path(titleFont), choice: FontFaceChoice(index: titleFontIndex ?? 0))
    }

    /// The case's request, with the white space the oracle lays each mode out with.
    func request() throws -> TitleRequest {
      let category = try #require(BuiltInCategory.allCases.first { $0.label == badge })
      var request = TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent,
        whiteSpace: mode == "spaces" ? .preserve : .collapse,
        titleSize: titleSize, badgeSize: badgeSize, lang: try TitleLanguage(lang))
      request.textWrap = try TextWrap(parsing: textWrap)
      request.letterSpacing = letterSpacing
      return request
    }
  }

  @Test(.enabled(if: MultiFontAgreementTests.installed(.gposCFFCollection)))
  func breaksAsChromium() throws {
    let corpus = try OracleCorpus<Case, OracleLines>(
      cases: "text-wrap-multifont-cases.jsonl", answers: "text-wrap-multifont-chromium.jsonl")
    #expect(corpus.cases.count == 3380)
    var composers = CorpusComposers()
    var misses: [String] = []
    var unlikeGreedy = 0
    var tracked = 0
    for item in corpus.cases {
      let answer = try #require(corpus.expected[item.id], "no answer for \(item.id)")
      var offset = 0
      let want = answer.lines.map { line in
        defer { offset += line.utf16.count }
        return max(0, offset - (answer.nSpaces ?? 0))
      }
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      var request = try item.request()
      let starts = try composer.compose(request).lines.map(\.range.lowerBound)
      request.textWrap = .wrap
      if try composer.compose(request).lines.map(\.range.lowerBound) != want { unlikeGreedy += 1 }
      if item.letterSpacing != nil { tracked += 1 }
      if starts != want {
        misses.append("\(item.id) w=\(item.width): starts \(starts), Chromium \(want)")
      }
    }
    #expect(unlikeGreedy > 400, "the corpus must re-break many layouts")
    #expect(tracked > 1000)
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 30))")
  }
}
