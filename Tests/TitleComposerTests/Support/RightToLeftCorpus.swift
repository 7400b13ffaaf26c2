import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// The right-to-left corpus (`Tests/Corpus/rtl-cases.jsonl`, made by
/// `scripts/make-rtl-corpus.py` with `../shared/oracle/chromium_oracle.py` in the pinned font
/// environment): Arabic, Hebrew, Korean and Latin titles in rtl cells, the Arabic and Hebrew ones
/// in ltr cells too, and every title once with `direction: auto`, and where headless Chromium 156
/// drew each line (`rtl-chromium.jsonl`: `line_left` / `line_right` from the cell's left edge).
struct RightToLeftCorpus: Sendable {
  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let lines: Int
    /// An absolute system path, or a path relative to the package root (`Fonts/…`).
    let titleFont: String
    let badgeFont: String
    let titleSize: Double
    let badgeSize: Double
    let wordBreak: String
    let mode: String
    let lang: String
    /// The direction Chromium laid the case out in (`ltr` or `rtl`).
    let direction: String
    /// The direction the library's request asks for when it is not `direction` (`auto`).
    let requestDirection: String?
    /// The row of the agreement table: `rtl ar`, `ltr he`, `auto ko`, …
    let family: String

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, lang, direction, family
      case titleFont = "title_font", badgeFont = "badge_font", titleSize = "title_size"
      case badgeSize = "badge_size", wordBreak = "word_break"
      case requestDirection = "request_direction"
    }

    var titleSource: FontSource { .file(path: CorpusFile.fontPath(titleFont)) }
    var badgeSource: FontSource { .file(path: CorpusFile.fontPath(badgeFont)) }

    /// The request the composer gets (white space preserved: the oracle ran with `pre-wrap`).
    func request() throws -> TitleRequest {
      let category = try #require(BuiltInCategory.allCases.first { $0.label == badge })
      var request = TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent, whiteSpace: .preserve,
        titleSize: titleSize, badgeSize: badgeSize, lang: try TitleLanguage(lang))
      request.direction = try TextDirection(parsing: requestDirection ?? direction)
      return request
    }
  }

  struct Expected: CorpusRecord {
    let id: String
    let lines: [String]
    let nSpaces: Int?
    let spaceWidth: Double
    /// Per line, the left and right edge of its drawn graphemes (the indent-mode badge left
    /// out, spaces-mode padding in, trailing spaces out); `nil` for a line with none.
    let lineLeft: [Double?]
    let lineRight: [Double?]
    let direction: String
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, error, direction
      case nSpaces = "n_spaces", spaceWidth = "space_width", lineLeft = "line_left"
      case lineRight = "line_right"
    }
  }

  let cases: [Case]
  let expected: [String: Expected]

  static let shared: Result<RightToLeftCorpus, any Error> = Result {
    let corpus = try OracleCorpus<Case, Expected>(
      cases: "rtl-cases.jsonl", answers: "rtl-chromium.jsonl")
    return RightToLeftCorpus(cases: corpus.cases, expected: corpus.expected)
  }
}

extension CorpusFile {
  /// A case's font path as a file path: absolute as given, else relative to the package root.
  static func fontPath(_ font: String) -> String {
    font.hasPrefix("/") ? font : packageRoot.appendingPathComponent(font).path
  }
}
