public import TitleText

/// How a line may break between letters: `.keepAll` (only at spaces and punctuation, the default,
/// as iOS's hangulWordPriority) or `.normal` (between any two Hangul syllables too).
public typealias WordBreak = TitleText.WordBreak

/// How the badge makes room for itself on the first line.
public enum PaddingMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The badge is an unbreakable box before the title; the first line starts after it.
  case indent
  /// The title is prefixed with U+0020 spaces as wide as the badge (the UILabel trick).
  case spaces
}

/// What happens to runs of white space in the title.
public enum WhiteSpace: String, Sendable, Hashable, Codable, CaseIterable {
  /// UILabel-like (CSS `pre-wrap`): every space is kept, `\n` breaks the line.
  case preserve
  /// Web-like (CSS `normal`): runs of spaces, tabs and newlines collapse to one space.
  case collapse
}

/// Everything that varies from one title to the next.
public struct TitleRequest: Sendable, Hashable, Codable {
  /// The category's API id: the badge drawn before the title. `nil` for a title without a
  /// badge: its first line starts at the cell's start edge with the whole width as its room, no
  /// padding spaces are added in ``PaddingMode/spaces`` mode, and the result has no
  /// ``ComposedTitle/badge``.
  public var categoryID: Int?
  /// The title text.
  public var title: String
  /// The cell's width in pixels.
  public var width: Double
  /// The most lines to show; 0 means unlimited.
  public var numberOfLines: Int
  /// Where lines may break between letters.
  public var wordBreak: WordBreak
  /// How the badge makes room.
  public var padding: PaddingMode
  /// What happens to runs of white space.
  public var whiteSpace: WhiteSpace
  /// Overrides the style's title size, in pixels.
  public var titleSize: Double?
  /// Overrides the style's badge size, in pixels.
  public var badgeSize: Double?
  /// Overrides the style's line height (``TitleStyle/lineHeight`` or
  /// ``TitleStyle/lineHeightMultiple``, whichever it has) with a CSS line height in pixels.
  public var lineHeight: Double?
  /// Overrides the style's gap after the badge (``TitleStyle/badgeSpacing``), in pixels.
  public var badgeSpacing: Double?
  /// Overrides the style's title letter-spacing (``TitleStyle/letterSpacing``,
  /// ``TitleStyle/letterSpacingEm``) with one in pixels. Give this or ``letterSpacingEm``, not
  /// both.
  public var letterSpacing: Double?
  /// Overrides the style's title letter-spacing with one in em of the title size.
  public var letterSpacingEm: Double?
  /// Overrides the style's badge-label letter-spacing (``TitleStyle/badgeLetterSpacing``,
  /// ``TitleStyle/badgeLetterSpacingEm``) with one in pixels. Give this or
  /// ``badgeLetterSpacingEm``, not both.
  public var badgeLetterSpacing: Double?
  /// Overrides the style's badge-label letter-spacing with one in em of the badge size.
  public var badgeLetterSpacingEm: Double?
  /// Overrides the style's wrap style (``TitleStyle/textWrap``): greedy, balanced or pretty.
  public var textWrap: TextWrap?
  /// Overrides the style's truncation (``TitleStyle/truncation``): how the last allowed line
  /// ends when the title needs more lines, as UILabel (``Truncation/fill``) or as Chromium's
  /// `-webkit-line-clamp` (``Truncation/lineClamp``) draws it.
  public var truncation: Truncation?
  /// Overrides the style's cell direction (``TitleStyle/direction``): ``TextDirection/ltr``,
  /// ``TextDirection/rtl`` or ``TextDirection/auto`` (the title's first strong character decides).
  public var direction: TextDirection?
  /// The title's language (HTML `lang`): its fallback faces and line-breaking rules. Default
  /// Korean (`ko`).
  public var lang: TitleLanguage

  /// Whether each composed line gets its glyph runs (``ComposedLine/runs``, ``ComposedLine/faces``),
  /// which renderers draw. Off by default: building them costs about 40 % of a title's layout,
  /// which a client that only wants the lines' geometry should not pay.
  public var includesGlyphRuns: Bool

  /// The runs of a rich title: text in named run styles (``TitleStyle/runStyles``) and inline
  /// boxes, laid out after the badge as one paragraph. Empty (the default) for a plain title;
  /// when not empty, ``title`` is ignored and the composed title's text is ``richText`` (see
  /// docs/rich-titles.md).
  public var runs: [TitleRun] = []
  /// Runs laid out after ``runs`` that truncation keeps: a truncated last line ends in the cut
  /// title, "…", then every end run (a comment count " [23]", a verified icon). Wire key `end`.
  public var endRuns: [TitleRun] = []
  /// Ranges the result gives rectangles for (``ComposedTitle/highlights``), in the offsets lines
  /// use.
  public var highlights: [HighlightRange] = []

  /// Whether the request is a rich title (it has runs or end runs).
  public var isRich: Bool { !runs.isEmpty || !endRuns.isEmpty }

  /// The text a rich request lays out: the runs' texts then the end runs' texts, each box one
  /// U+FFFC. Offsets in lines, cuts and highlights index it; a plain request's is ``title``.
  public var richText: String {
    guard isRich else { return title }
    var text = ""
    for run in runs + endRuns {
      switch run {
      case .text(let string, _): text += string
      case .box: text.unicodeScalars.append("\u{FFFC}")
      }
    }
    return text
  }

  /// A request; the defaults are the seed app's (2 lines, keep-all, indent, preserved spaces,
  /// Korean), without glyph runs. `categoryID` `nil` composes the title without a badge.
  public init(
    categoryID: Int?, title: String, width: Double, numberOfLines: Int = 2,
    wordBreak: WordBreak = .keepAll, padding: PaddingMode = .indent,
    whiteSpace: WhiteSpace = .preserve, titleSize: Double? = nil, badgeSize: Double? = nil,
    lang: TitleLanguage = .korean, includesGlyphRuns: Bool = false,
    lineHeight: Double? = nil, badgeSpacing: Double? = nil, textWrap: TextWrap? = nil,
    truncation: Truncation? = nil
  ) {
    self.lang = lang
    self.categoryID = categoryID
    self.title = title
    self.width = width
    self.numberOfLines = numberOfLines
    self.wordBreak = wordBreak
    self.padding = padding
    self.whiteSpace = whiteSpace
    self.titleSize = titleSize
    self.badgeSize = badgeSize
    self.includesGlyphRuns = includesGlyphRuns
    self.lineHeight = lineHeight
    self.badgeSpacing = badgeSpacing
    self.textWrap = textWrap
    self.truncation = truncation
  }
}

extension TitleRequest {
  /// A rich title's request: `runs` after the badge, `end` kept through truncation.
  /// - Parameters:
  ///   - categoryID: the category's API id; `nil` for a title without a badge.
  ///   - runs: the title's runs.
  ///   - end: the end runs (``endRuns``).
  ///   - width: the cell's width in pixels.
  ///   - numberOfLines: the most lines; 0 means unlimited.
  ///   - highlights: ranges to give rectangles for.
  public init(
    categoryID: Int?, runs: [TitleRun], end: [TitleRun] = [], width: Double,
    numberOfLines: Int = 2, highlights: [HighlightRange] = []
  ) {
    self.init(categoryID: categoryID, title: "", width: width, numberOfLines: numberOfLines)
    self.runs = runs
    self.endRuns = end
    self.highlights = highlights
    title = richText
  }
}

extension TitleRequest {
  private enum CodingKeys: String, CodingKey {
    case categoryID, title, width, numberOfLines, wordBreak, padding, whiteSpace, titleSize
    case badgeSize, lang, lineHeight, badgeSpacing, textWrap, truncation
    case letterSpacing, letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm, direction
    case runs, endRuns = "end", highlights
  }

  /// Decodes a request; a missing `lang` is Korean, a missing or null `categoryID` no badge.
  /// - Throws: `DecodingError` for a missing required field or a malformed language tag.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      categoryID: try c.decodeIfPresent(Int.self, forKey: .categoryID),
      title: try c.decodeIfPresent(String.self, forKey: .title) ?? "",
      width: try c.decode(Double.self, forKey: .width),
      numberOfLines: try c.decode(Int.self, forKey: .numberOfLines),
      wordBreak: try c.decode(WordBreak.self, forKey: .wordBreak),
      padding: try c.decode(PaddingMode.self, forKey: .padding),
      whiteSpace: try c.decode(WhiteSpace.self, forKey: .whiteSpace),
      titleSize: try c.decodeIfPresent(Double.self, forKey: .titleSize),
      badgeSize: try c.decodeIfPresent(Double.self, forKey: .badgeSize),
      lang: try c.decodeIfPresent(TitleLanguage.self, forKey: .lang) ?? .korean,
      lineHeight: try c.decodeIfPresent(Double.self, forKey: .lineHeight),
      badgeSpacing: try c.decodeIfPresent(Double.self, forKey: .badgeSpacing),
      textWrap: try c.decodeIfPresent(TextWrap.self, forKey: .textWrap),
      truncation: try c.decodeIfPresent(Truncation.self, forKey: .truncation))
    letterSpacing = try c.decodeIfPresent(Double.self, forKey: .letterSpacing)
    letterSpacingEm = try c.decodeIfPresent(Double.self, forKey: .letterSpacingEm)
    badgeLetterSpacing = try c.decodeIfPresent(Double.self, forKey: .badgeLetterSpacing)
    badgeLetterSpacingEm = try c.decodeIfPresent(Double.self, forKey: .badgeLetterSpacingEm)
    direction = try c.decodeIfPresent(TextDirection.self, forKey: .direction)
    runs = try c.decodeIfPresent([TitleRun].self, forKey: .runs) ?? []
    endRuns = try c.decodeIfPresent([TitleRun].self, forKey: .endRuns) ?? []
    highlights = try c.decodeIfPresent([HighlightRange].self, forKey: .highlights) ?? []
    if isRich {
      guard !c.contains(.title) else {
        throw DecodingError.dataCorruptedError(
          forKey: .title, in: c, debugDescription: "give `title` or `runs`, not both")
      }
      title = richText
    } else if !c.contains(.title) {
      throw DecodingError.keyNotFound(
        CodingKeys.title,
        DecodingError.Context(codingPath: c.codingPath, debugDescription: "no `title` or `runs`"))
    }
  }
}
