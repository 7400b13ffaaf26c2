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
  /// The category's API id.
  public var categoryID: Int
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

  /// A request; the defaults are the seed app's (2 lines, keep-all, indent, preserved spaces,
  /// Korean), without glyph runs.
  public init(
    categoryID: Int, title: String, width: Double, numberOfLines: Int = 2,
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
  private enum CodingKeys: String, CodingKey {
    case categoryID, title, width, numberOfLines, wordBreak, padding, whiteSpace, titleSize
    case badgeSize, lang, lineHeight, badgeSpacing, textWrap, truncation
    case letterSpacing, letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm, direction
  }

  /// Decodes a request; a missing `lang` is Korean.
  /// - Throws: `DecodingError` for a missing required field or a malformed language tag.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      categoryID: try c.decode(Int.self, forKey: .categoryID),
      title: try c.decode(String.self, forKey: .title),
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
  }
}
