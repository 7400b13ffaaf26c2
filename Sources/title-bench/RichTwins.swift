import TitleComposer

/// The rich titles of `title-bench --rich` and their plain twins of the same text, one pair per
/// corpus title (``RichBenchmark``).
struct RichTwins {
  /// "[공지] " and the title, as a plain title.
  let plain: [TitleRequest]
  /// The same text in four text runs and a box: the prefix in ``prefixStyle``, the words
  /// before the middle one, the middle word in ``termStyle`` (highlighted), the words after it,
  /// then a 14 × 14 px box.
  let rich: [TitleRequest]

  /// The prefix's run style: NanumGothic Regular (the title's face is NanumGothic Bold).
  static let prefixStyle = "notice"
  /// The middle word's run style: 13 px, coloured.
  static let termStyle = "term"
  static let prefix = "[공지] "

  /// `base` with the two run styles.
  static func style(_ base: TitleStyle) -> TitleStyle {
    var style = base
    style.runStyles[prefixStyle] = RunStyle(font: .bundled(.nanumGothic))
    style.runStyles[termStyle] = RunStyle(
      size: 13, color: RGBColor(red: 0xD0, green: 0x30, blue: 0x30))
    return style
  }

  /// The pairs of `requests` (their width, lines, sizes and word break; padding "indent" and
  /// greedy wrapping, as rich titles take).
  init(_ requests: [TitleRequest]) {
    var plain: [TitleRequest] = []
    var rich: [TitleRequest] = []
    for request in requests {
      var base = request
      base.padding = .indent
      base.textWrap = nil
      base.direction = nil
      var twin = base
      twin.title = Self.prefix + request.title
      plain.append(twin)
      let (head, term, tail) = Self.split(request.title)
      var runs = base
      runs.runs = [
        .text(Self.prefix, style: Self.prefixStyle), .text(head),
        .text(term, style: Self.termStyle), .text(tail),
        .box(InlineBox(width: 14, height: 14, name: "new")),
      ]
      runs.endRuns = []
      let start = (Self.prefix + head).utf16.count
      runs.highlights = [HighlightRange(start: start, end: start + term.utf16.count)]
      runs.title = runs.richText
      rich.append(runs)
    }
    self.plain = plain
    self.rich = rich
  }

  /// The title around its middle word (split at spaces; a title of one word around its middle
  /// two characters): the text before it, the word, the text after it.
  static func split(_ title: String) -> (head: String, term: String, tail: String) {
    let words = title.split(separator: " ", omittingEmptySubsequences: false)
    if words.count >= 3 {
      let middle = words.count / 2
      return (
        words[..<middle].joined(separator: " ") + " ", String(words[middle]),
        " " + words[(middle + 1)...].joined(separator: " ")
      )
    }
    let characters = Array(title)
    let lower = max(0, characters.count / 2 - 1)
    let upper = min(characters.count, lower + 2)
    return (
      String(characters[..<lower]), String(characters[lower..<upper]),
      String(characters[upper...])
    )
  }
}
