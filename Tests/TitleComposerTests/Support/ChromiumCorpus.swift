import Foundation
import TitleComposer
import TitleTestSupport
import TitleText

/// The vendored Chromium corpus (Tests/Corpus): real Korean titles and the lines headless
/// Chromium drew for them with the same fonts, sizes and widths.
struct ChromiumCorpus: Sendable {
  typealias Case = OracleCase
  typealias Expected = OracleLines

  let cases: [Case]
  let expected: [String: Expected]

  static var directory: URL { CorpusFile.directory }

  /// Loads a cases file (default the Korean corpus, `cases.jsonl`) and one expectation file.
  static func load(cases casesFile: String = "cases.jsonl", expectations file: String) throws
    -> ChromiumCorpus
  {
    let corpus = try OracleCorpus<Case, Expected>(cases: casesFile, answers: file)
    return ChromiumCorpus(cases: corpus.cases, expected: corpus.expected)
  }

  /// Where Chromium's lines start, as UTF-16 offsets into the title (padding not counted), cut to
  /// the line limit, and whether Chromium needed more lines than allowed — score.py's rule.
  func chromiumStarts(for item: Case) -> (starts: [Int], truncated: Bool)? {
    guard let expected = expected[item.id], expected.error == nil else { return nil }
    var starts: [Int] = []
    var offset = 0
    for line in expected.lines {
      starts.append(offset)
      offset += line.utf16.count
    }
    let padding = item.mode == "spaces" ? expected.nSpaces ?? 0 : 0
    starts = starts.map { max(0, $0 - padding) }
    let truncated = item.lines > 0 && starts.count > item.lines
    if truncated { starts = Array(starts.prefix(item.lines)) }
    return (starts, truncated)
  }

  /// The fonts Chromium fell back to when it made the corpus (Debian packages).
  static let chromiumFallback = FontFallback(
    fonts: [
      .file(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
      .file(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ], usesSystemFonts: false)
}

extension OracleCase {
  /// The request the composer gets for this case.
  func request(whiteSpace: WhiteSpace) -> TitleRequest {
    let category = BuiltInCategory.allCases.first { $0.label == badge }!
    return TitleRequest(
      categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
      wordBreak: wordBreak == "normal" ? .normal : .keepAll,
      padding: mode == "spaces" ? .spaces : .indent, whiteSpace: whiteSpace,
      titleSize: titleSize, badgeSize: badgeSize,
      lang: (try? TitleLanguage(lang ?? "ko")) ?? .korean)
  }
}
