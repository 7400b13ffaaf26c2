import Foundation
import TitleComposer

/// The vendored Chromium corpus (Tests/Corpus): real Korean titles and the lines headless
/// Chromium drew for them with the same fonts, sizes and widths.
struct ChromiumCorpus: Sendable {
  struct Case: Decodable, Sendable {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let lines: Int
    let titleSize: Double
    let badgeSize: Double
    let badgePadding: Double
    let wordBreak: String
    let mode: String
    /// The case's `lang` (the oracle's default, `ko`, when absent).
    let lang: String?

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, lang
      case titleSize = "title_size", badgeSize = "badge_size", badgePadding = "badge_padding"
      case wordBreak = "word_break"
    }

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

    /// The (padding mode / word break) slice, as score.py names it.
    var slice: String { "\(mode)/\(wordBreak)" }
  }

  struct Expected: Decodable, Sendable {
    let id: String
    let lines: [String]
    let nSpaces: Int?
    let lineWidths: [Double]
    let badgeWidth: Double
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, error
      case nSpaces = "n_spaces", lineWidths = "line_widths", badgeWidth = "badge_width"
    }
  }

  let cases: [Case]
  let expected: [String: Expected]

  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus")
  }

  /// Loads a cases file (default the Korean corpus, `cases.jsonl`) and one expectation file.
  static func load(cases casesFile: String = "cases.jsonl", expectations file: String) throws
    -> ChromiumCorpus
  {
    let decoder = JSONDecoder()
    func lines(_ name: String) throws -> [Data] {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      return text.split(separator: "\n").map { Data($0.utf8) }
    }
    let cases = try lines(casesFile).map { try decoder.decode(Case.self, from: $0) }
    let expected = try lines(file).map { try decoder.decode(Expected.self, from: $0) }
    return ChromiumCorpus(
      cases: cases, expected: Dictionary(uniqueKeysWithValues: expected.map { ($0.id, $0) }))
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
