import Foundation
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// The multi-font corpus (`Tests/Corpus/multifont-cases.jsonl`): Korean,
/// English/mixed and Japanese titles in Debian fonts of four kinds, and the lines headless
/// Chromium 156 drew for them (`chromium-expected.multifont.jsonl`, white-space pre-wrap).
struct MultiFontCorpus: Sendable {
  /// What kind of font a case's title font is: what its advances depend on.
  enum FontKind: String, Sendable, CaseIterable, Decodable {
    /// Kerning in a legacy `kern` table only (NanumGothicBold).
    case legacyKern = "legacy-kern"
    /// An OpenType/CFF collection with GPOS kerning only (Noto Sans CJK KR and JP).
    case gposCFFCollection = "gpos-cff-collection"
    /// GPOS kerning and `calt` contextual alternates (Inter).
    case gposLatinCalt = "gpos-latin-calt"
    /// No kerning at all (UnDotum).
    case noKerning = "no-kerning"

    /// The Debian package that installs the kind's fonts (what `scripts/setup.sh` installs).
    var package: String {
      switch self {
      case .legacyKern: "the bundled Fonts/"
      case .gposCFFCollection: "fonts-noto-cjk"
      case .gposLatinCalt: "fonts-inter"
      case .noKerning: "fonts-unfonts-core"
      }
    }
  }

  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let lines: Int
    /// An absolute system path, or a path relative to the package root (`Fonts/…`).
    let titleFont: String
    /// The face in a collection (`.ttc`), as the oracle's `title_font_index`.
    let titleFontIndex: Int?
    let badgeFont: String
    let titleSize: Double
    let badgeSize: Double
    let wordBreak: String
    let mode: String
    /// The BCP 47 content language Chromium laid the case out with (`<div lang>`).
    let lang: String
    let fontKind: FontKind
    /// The title face's family name, e.g. `"Noto Sans CJK KR"`.
    let fontName: String

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, lang
      case titleFont = "title_font", titleFontIndex = "title_font_index"
      case badgeFont = "badge_font", titleSize = "title_size", badgeSize = "badge_size"
      case wordBreak = "word_break", fontKind = "font_kind", fontName = "font_name"
    }

    /// The title font as the style names it: the same file the oracle loaded, and its face.
    var titleSource: FontSource {
      .file(
        path: MultiFontCorpus.path(titleFont), choice: FontFaceChoice(index: titleFontIndex ?? 0))
    }

    /// The badge font (NanumGothicBold for every case).
    var badgeSource: FontSource { .file(path: MultiFontCorpus.path(badgeFont)) }

    /// The request the composer gets for this case (white-space preserved, as the oracle ran
    /// with `pre-wrap`).
    func request() -> TitleRequest {
      let category = BuiltInCategory.allCases.first { $0.label == badge }!
      var request = TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent, whiteSpace: .preserve,
        titleSize: titleSize, badgeSize: badgeSize)
      request.lang = try! TitleLanguage(lang)
      return request
    }

    /// The rows of the agreement table this case counts in: its font kind, the kind and
    /// language, and the kind, language and face.
    var rows: [String] {
      let language = "\(fontKind.rawValue) \(lang)"
      return [fontKind.rawValue, language, "\(language) · \(fontName)"]
    }
  }

  struct Expected: CorpusRecord {
    let id: String
    let lines: [String]
    let lineWidths: [Double]
    let nSpaces: Int?
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, error
      case lineWidths = "line_widths", nSpaces = "n_spaces"
    }
  }

  /// Where Chromium drew a case's lines: each line's UTF-16 range in the title (padding not
  /// counted, hanging spaces included) and width, cut to the line limit as score.py does.
  struct ChromiumLines: Sendable {
    var ranges: [Range<Int>]
    var widths: [Double]
    var truncated: Bool
    var starts: [Int] { ranges.map(\.lowerBound) }
  }

  let cases: [Case]
  let expected: [String: Expected]

  /// The package's root folder (font paths in cases are relative to it, as `--font-root`).
  static let packageRoot = CorpusFile.packageRoot

  static func path(_ font: String) -> String {
    font.hasPrefix("/") ? font : packageRoot.appendingPathComponent(font).path
  }

  /// Whether every title font of `kind` is installed (`scripts/setup.sh` installs them).
  func fontsInstalled(_ kind: FontKind) -> Bool {
    Set(cases.filter { $0.fontKind == kind }.map { Self.path($0.titleFont) })
      .allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }

  /// The vendored corpus, decoded once.
  static let shared: Result<MultiFontCorpus, any Error> = Result { try load() }

  static func load() throws -> MultiFontCorpus {
    let corpus = try OracleCorpus<Case, Expected>(
      cases: "multifont-cases.jsonl", answers: "chromium-expected.multifont.jsonl")
    return MultiFontCorpus(cases: corpus.cases, expected: corpus.expected)
  }

  /// Chromium's lines for `item`, or nil when the oracle failed on it.
  func chromiumLines(for item: Case) -> ChromiumLines? {
    guard let expected = expected[item.id], expected.error == nil else { return nil }
    let padding = item.mode == "spaces" ? expected.nSpaces ?? 0 : 0
    var ranges: [Range<Int>] = []
    var offset = 0
    for line in expected.lines {
      let end = offset + line.utf16.count
      ranges.append(max(0, offset - padding)..<max(0, end - padding))
      offset = end
    }
    var widths = expected.lineWidths
    let truncated = item.lines > 0 && ranges.count > item.lines
    if truncated {
      ranges = Array(ranges.prefix(item.lines))
      widths = Array(widths.prefix(item.lines))
    }
    return ChromiumLines(ranges: ranges, widths: widths, truncated: truncated)
  }
}
