import TitleComposer
import TitleWire

/// The option group of a rich title (docs/rich-titles.md): `--runs` and `--end` (the wire's
/// `"runs"` and `"end"`, in place of a `<title>`), `--highlight` and `--run-style`.
struct RichTitleOptions {
  /// The runs (`--runs`), `nil` when not given.
  var runs: [TitleRun]? = nil
  /// The end runs (`--end`), `nil` when not given.
  var endRuns: [TitleRun]? = nil
  /// The ranges to give rectangles for (`--highlight`, in order).
  var highlights: [HighlightRange] = []
  /// Run styles over the style file's `runStyles` (`--run-style`, later ones win).
  var runStyles: [String: RunStyle] = [:]

  /// Whether the title is given as runs.
  var isRich: Bool { runs != nil || endRuns != nil }

  static var all: [CommandOption<Self>] {
    [
      .stored(
        ["--runs"], value: "<json>",
        help: """
          A rich title in place of <title>: a JSON array of runs, as a request's
          "runs": '[{"text": "[공지] ", "style": "strong"}, {"text": "제목"},
          {"box": {"width": 14, "height": 14, "name": "new"}}]' (a style names
          one of the style's runStyles or --run-style; none: the title's own).
          """, at: \.runs,
        read: { text, name throws(UsageError) -> [TitleRun]? in try runs(text, name) }),
      .stored(
        ["--end"], value: "<json>",
        help: """
          Runs after --runs that truncation keeps (a comment count, a verified
          icon): the truncated last line ends in "…" then every one of them.
          """, at: \.endRuns,
        read: { text, name throws(UsageError) -> [TitleRun]? in try runs(text, name) }),
      .value(
        "--highlight", value: "<start:end>",
        help: """
          A range to give rectangles for, in UTF-16 offsets into the title (a
          rich title's texts, each box one unit); repeat for more. JSON gives
          its "highlights" (rectangles per line), text lists them.
          """
      ) { options, text, name throws(UsageError) in
        options.highlights.append(try highlight(text, name))
      },
      .value(
        "--run-style", value: "<name=json>",
        help: """
          A run style over the style file's runStyles, e.g.
          'strong={"font": "NanumGothicBold", "size": 17, "color": "#D0021B"}'
          (keys font, size, letterSpacing, color; repeat for more).
          """
      ) { options, text, name throws(UsageError) in
        let (styleName, style) = try runStyle(text, name)
        options.runStyles[styleName] = style
      },
    ]
  }

  /// `text` read as a request's `"runs"`.
  static func runs(_ text: String, _ option: String) throws(UsageError) -> [TitleRun] {
    do {
      return try BatchRuns.runs(json: Array(text.utf8), key: String(option.dropFirst(2)))
    } catch {
      throw UsageError(description: "\(option): \(error.description)")
    }
  }

  /// `START:END`, two whole numbers with `0 <= START <= END`.
  static func highlight(_ text: String, _ option: String) throws(UsageError) -> HighlightRange {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = Int(parts[0]), let end = Int(parts[1]), start >= 0,
      start <= end
    else {
      throw UsageError(
        description:
          "\(option) must be START:END, whole numbers with 0 <= START <= END, got '\(text)'")
    }
    return HighlightRange(start: start, end: end)
  }

  /// `NAME=JSON`: a name and a run style's JSON object.
  static func runStyle(_ text: String, _ option: String) throws(UsageError)
    -> (String, RunStyle)
  {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      throw UsageError(
        description: "\(option) must be NAME=JSON, e.g. 'strong={\"size\": 17}', got '\(text)'")
    }
    let name = String(text[..<equals])
    do {
      return (
        name,
        try RunStyle(
          json: Array(text[text.index(after: equals)...].utf8), source: "\(option) \(name)")
      )
    } catch {
      throw UsageError(description: error.description)
    }
  }

  /// Checks the highlights against the title's UTF-16 length.
  func checkHighlights(length: Int) throws(UsageError) {
    for range in highlights where range.end > length {
      throw UsageError(
        description:
          "--highlight \(range.start):\(range.end) ends past the title's end (\(length) UTF-16"
          + " units)")
    }
  }
}
