import Foundation
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// The rich-title corpus (`Tests/Corpus/rich-*.jsonl`, made by `scripts/make-rich-corpus.py`
/// with `../shared/oracle/rich_oracle.py`; Tests/Corpus/README.md describes it): titles of
/// styled runs, inline boxes and end runs, and what headless Chromium 156 did with them.
struct RichCorpus: Sendable {
  /// A text run or a box, each text run with its full style.
  struct Run: Decodable, Sendable {
    let text: String?
    let font: String?
    let fontIndex: Int?
    let size: Double?
    let letterSpacing: Double?
    let box: InlineBox?

    enum CodingKeys: String, CodingKey {
      case text, font, size, box
      case fontIndex = "font_index", letterSpacing = "letter_spacing"
    }

    /// The run style's name for this run's font, face, size and letter-spacing.
    var styleName: String? {
      guard let font, let size else { return nil }
      return "\(font)#\(fontIndex ?? 0)|\(size)|\(letterSpacing ?? 0)"
    }

    var runStyle: RunStyle? {
      guard let font, let size else { return nil }
      return RunStyle(
        font: RichCorpus.source(font, index: fontIndex ?? 0), size: size,
        letterSpacing: letterSpacing ?? 0)
    }

    var titleRun: TitleRun {
      if let box { return .box(box) }
      return .text(text ?? "", style: styleName)
    }
  }

  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let width: Double
    let lines: Int
    let wordBreak: String
    let titleFont: String
    let titleFontIndex: Int?
    let titleSize: Double
    let runs: [Run]
    let end: [Run]

    enum CodingKeys: String, CodingKey {
      case id, badge, width, lines, runs, end
      case wordBreak = "word_break", titleFont = "title_font", titleFontIndex = "title_font_index"
      case titleSize = "title_size"
    }

    /// The request: the case's runs in styles named by ``Run/styleName``, its title size and a
    /// line height of ⌈1.5 × size⌉ px, as the oracle's page sets it; the built-in category
    /// whose label is the case's badge, none when the badge is "" (the oracle drew no badge).
    func request(includesGlyphRuns: Bool = false) -> TitleRequest {
      let category = BuiltInCategory.allCases.first { $0.label == badge }
      var request = TitleRequest(
        categoryID: category?.rawValue, runs: runs.map(\.titleRun), end: end.map(\.titleRun),
        width: width, numberOfLines: lines)
      request.wordBreak = wordBreak == "normal" ? .normal : .keepAll
      request.titleSize = titleSize
      request.lineHeight = (1.5 * titleSize).rounded(.up)
      request.includesGlyphRuns = includesGlyphRuns
      return request
    }

    var titleSource: FontSource { RichCorpus.source(titleFont, index: titleFontIndex ?? 0) }
  }

  /// Chromium's lines (`rich_oracle.py layout`).
  struct Layout: CorpusRecord {
    let id: String
    let lines: [String]
    let lineStarts: [Int]
    let lineWidths: [Double]
    let titleLen: Int
    let textLen: Int

    enum CodingKeys: String, CodingKey {
      case id, lines
      case lineStarts = "line_starts", lineWidths = "line_widths", titleLen = "title_len"
      case textLen = "text_len"
    }
  }

  /// The expected cut of a truncated case.
  struct Truncation: CorpusRecord {
    let id: String
    let lines: Int
    let lineStart: Int
    let cut: Int
    let width: Double
    let fits: Bool
    let endCut: Bool?
    let lastLineHeight: Double
    let lastLineBaseline: Double
    let endCutFit: EndCutFit?

    /// Where the end runs are cut when not even "…" and all of them fit, and the width kept.
    struct EndCutFit: Decodable, Sendable {
      let endCut: Int
      let width: Double
      let fits: Bool
      enum CodingKeys: String, CodingKey {
        case width, fits
        case endCut = "end_cut"
      }
    }

    enum CodingKeys: String, CodingKey {
      case id, lines, cut, width, fits
      case endCutFit = "end_cut_fit"
      case lineStart = "line_start", endCut = "end_cut", lastLineHeight = "last_line_height"
      case lastLineBaseline = "last_line_baseline"
    }
  }

  /// Each line box's top, height and baseline.
  struct Geometry: Decodable, Sendable {
    let id: String?
    let lineTops: [Double]?
    let lineHeights: [Double]?
    let baselines: [Double]?

    enum CodingKeys: String, CodingKey {
      case id
      case lineTops = "line_tops", lineHeights = "line_heights", baselines
    }
  }

  let cases: [Case]
  let layouts: [String: Layout]
  let truncations: [String: Truncation]
  let geometry: [String: Geometry]

  static let shared = Result { try RichCorpus() }

  init() throws {
    cases = try CorpusFile.records("rich-cases.jsonl")
    layouts = Dictionary(
      uniqueKeysWithValues: try CorpusFile.records("rich-layout-chromium.jsonl", as: Layout.self)
        .map { ($0.id, $0) })
    truncations = Dictionary(
      uniqueKeysWithValues: try CorpusFile.records(
        "rich-truncation-chromium.jsonl", as: Truncation.self
      ).map { ($0.id, $0) })
    var geometry: [String: Geometry] = [:]
    for record in try CorpusFile.records("rich-geometry-chromium.jsonl", as: Geometry.self) {
      if let id = record.id { geometry[id] = record }
    }
    self.geometry = geometry
  }

  /// A font of the corpus: a path relative to the package root or absolute, and a face.
  static func source(_ font: String, index: Int) -> FontSource {
    let path = font.hasPrefix("/") ? font : CorpusFile.packageRoot.appendingPathComponent(font).path
    return .file(path: path, choice: FontFaceChoice(index: index))
  }

  /// One composer per title font, each with every run style of the corpus.
  func composers() throws -> [FontSource: Composer] {
    var runStyles: [String: RunStyle] = [:]
    for item in cases {
      for run in item.runs + item.end {
        if let name = run.styleName, let style = run.runStyle { runStyles[name] = style }
      }
    }
    var composers: [FontSource: Composer] = [:]
    for source in Set(cases.map(\.titleSource)) {
      var style = TitleStyle()
      style.titleFont = source
      style.runStyles = runStyles
      composers[source] = try Composer(style: style)
    }
    return composers
  }
}
