/// A rectangle in the cell's coordinates: pixels, origin at the top left, y down.
public struct Rect: Sendable, Hashable, Codable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// A rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// The category badge drawn at the start of the first line.
public struct ComposedBadge: Sendable, Hashable, Codable {
  /// The category it shows.
  public var categoryID: Int
  /// The label drawn inside it.
  public var label: String
  /// The badge's box, vertically centred on the first line.
  public var frame: Rect
  /// The corner radius of the box.
  public var cornerRadius: Double
  /// The box's fill colour.
  public var background: RGBColor
  /// The label's colour.
  public var foreground: RGBColor
  /// The label's font size in pixels.
  public var labelSize: Double
  /// The label's pen start: x of its left edge and y of its baseline, in cell coordinates.
  public var labelX: Double
  /// The label's baseline, in cell coordinates.
  public var labelBaseline: Double
  /// The label's advance (the suffix, if any, included) before padding.
  public var labelAdvance: Double
  /// The label's glyphs as they were measured (the suffix, which draws nothing, left out), in
  /// cell coordinates: the first run starts at `frame.x + labelX`. Empty unless the request
  /// asked for glyph runs (``TitleRequest/includesGlyphRuns``). Encoded only when the
  /// encoder's `userInfo` sets `CodingUserInfoKey.includesGlyphRuns`.
  public var runs: [GlyphRun] = []
  /// The letter-spacing the label was laid out with, in pixels as Blink holds it (1/65536 px,
  /// ``TitleStyle/badgeLetterSpacing``): included in ``labelAdvance`` and the runs, for a client
  /// that draws the label itself (a `<text>`'s `letter-spacing`, UIKit's `.kern`). Encoded only
  /// when not 0.
  public var labelLetterSpacing: Double = 0

  /// The wire keys (docs/title-result.schema.json): `categoryID` is `"category"`, the frame is
  /// flat (`"x"`, `"y"`, `"width"`, `"height"`).
  private enum CodingKeys: String, CodingKey {
    case categoryID = "category", label, x, y, width, height, cornerRadius, background
    case foreground, labelSize, labelX, labelBaseline, labelAdvance, runs, labelLetterSpacing
  }

  init(
    categoryID: Int, label: String, frame: Rect, cornerRadius: Double, background: RGBColor,
    foreground: RGBColor, labelSize: Double, labelX: Double, labelBaseline: Double,
    labelAdvance: Double, runs: [GlyphRun], labelLetterSpacing: Double = 0
  ) {
    self.categoryID = categoryID
    self.labelLetterSpacing = labelLetterSpacing
    self.label = label
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.background = background
    self.foreground = foreground
    self.labelSize = labelSize
    self.labelX = labelX
    self.labelBaseline = labelBaseline
    self.labelAdvance = labelAdvance
    self.runs = runs
  }

  /// Decodes a badge from its wire object; `runs` may be absent (empty), `labelLetterSpacing`
  /// too (0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      categoryID: try container.decode(Int.self, forKey: .categoryID),
      label: try container.decode(String.self, forKey: .label),
      frame: Rect(
        x: try container.decode(Double.self, forKey: .x),
        y: try container.decode(Double.self, forKey: .y),
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height)),
      cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
      background: try container.decode(RGBColor.self, forKey: .background),
      foreground: try container.decode(RGBColor.self, forKey: .foreground),
      labelSize: try container.decode(Double.self, forKey: .labelSize),
      labelX: try container.decode(Double.self, forKey: .labelX),
      labelBaseline: try container.decode(Double.self, forKey: .labelBaseline),
      labelAdvance: try container.decode(Double.self, forKey: .labelAdvance),
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [])
    labelLetterSpacing =
      try container.decodeIfPresent(Double.self, forKey: .labelLetterSpacing) ?? 0
  }

  /// Encodes the wire object: every field (numbers rounded to 1e-6, ``WireNumber``), `runs`
  /// only when `userInfo` sets `includesGlyphRuns`, `labelLetterSpacing` only when not 0.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(categoryID, forKey: .categoryID)
    try container.encode(label, forKey: .label)
    try container.encode(WireNumber.rounded(frame.x), forKey: .x)
    try container.encode(WireNumber.rounded(frame.y), forKey: .y)
    try container.encode(WireNumber.rounded(frame.width), forKey: .width)
    try container.encode(WireNumber.rounded(frame.height), forKey: .height)
    try container.encode(WireNumber.rounded(cornerRadius), forKey: .cornerRadius)
    try container.encode(background, forKey: .background)
    try container.encode(foreground, forKey: .foreground)
    try container.encode(WireNumber.rounded(labelSize), forKey: .labelSize)
    try container.encode(WireNumber.rounded(labelX), forKey: .labelX)
    try container.encode(WireNumber.rounded(labelBaseline), forKey: .labelBaseline)
    try container.encode(WireNumber.rounded(labelAdvance), forKey: .labelAdvance)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true {
      try container.encode(runs.map(WireGlyphRun.init), forKey: .runs)
    }
    if labelLetterSpacing != 0 {
      try container.encode(WireNumber.rounded(labelLetterSpacing), forKey: .labelLetterSpacing)
    }
  }
}

/// One line of a composed title.
public struct ComposedLine: Sendable, Hashable, Codable {
  /// What is drawn: the title's characters on this line without hanging spaces or line-break
  /// characters, with "…" appended on a truncated last line.
  public var text: String
  /// The UTF-16 offsets into the title of the characters this line holds (hanging spaces
  /// included, padding not counted). A first line that holds only the badge is `0..<0`.
  public var range: Range<Int>
  /// Where the line's text starts, in pixels from the cell's left edge.
  public var x: Double
  /// The drawn width of `text` in pixels.
  public var width: Double
  /// The line's baseline, in pixels from the cell's top.
  public var baseline: Double
  /// Whether this line ends in the ellipsis.
  public var isTruncated: Bool
  /// The glyphs the line was measured with, in visual order: what renderers draw. Hanging spaces
  /// at the line's end are not in them (as they are not in `text` or `width`); a truncated line's
  /// "…" is the last run. Their advances sum to `width`, the first starts at `x`. Empty unless
  /// the request asked for them (``TitleRequest/includesGlyphRuns``).
  public var runs: [GlyphRun] {
    get { glyphs?.runs ?? [] }
    set { glyphs = Self.storage(runs: newValue, faces: faces) }
  }
  /// The faces that drew the line, each once, in the order its runs use them (empty without
  /// runs).
  public var faces: [LineFace] {
    get { glyphs?.faces ?? [] }
    set { glyphs = Self.storage(runs: runs, faces: newValue) }
  }

  /// The runs and faces, `nil` when both are empty: a line without runs (the common case) copies
  /// no more than it did before runs existed.
  private var glyphs: Glyphs?

  private struct Glyphs: Sendable, Hashable {
    var runs: [GlyphRun]
    var faces: [LineFace]
  }

  private static func storage(runs: [GlyphRun], faces: [LineFace]) -> Glyphs? {
    runs.isEmpty && faces.isEmpty ? nil : Glyphs(runs: runs, faces: faces)
  }

  private enum CodingKeys: String, CodingKey {
    case text, start, end, x, width, baseline, isTruncated = "truncated", runs, faces
  }

  /// A line.
  public init(
    text: String, range: Range<Int>, x: Double, width: Double, baseline: Double,
    isTruncated: Bool, runs: [GlyphRun] = [], faces: [LineFace] = []
  ) {
    self.text = text
    self.range = range
    self.x = x
    self.width = width
    self.baseline = baseline
    self.isTruncated = isTruncated
    self.glyphs = Self.storage(runs: runs, faces: faces)
  }

  /// Moves the line (its runs with it) by `dx` and its baseline by `dy`.
  mutating func move(dx: Double, dy: Double) {
    x += dx
    baseline += dy
    for index in runs.indices { runs[index].x += dx }
  }

  /// Decodes `start`/`end` offsets and the other fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Int.self, forKey: .start)
    let end = try container.decode(Int.self, forKey: .end)
    guard start <= end else {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: "end \(end) is before start \(start)")
    }
    self.init(
      text: try container.decode(String.self, forKey: .text), range: start..<end,
      x: try container.decode(Double.self, forKey: .x),
      width: try container.decode(Double.self, forKey: .width),
      baseline: try container.decode(Double.self, forKey: .baseline),
      isTruncated: try container.decodeIfPresent(Bool.self, forKey: .isTruncated) ?? false,
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [],
      faces: try container.decodeIfPresent([LineFace].self, forKey: .faces) ?? [])
  }

  /// Encodes the wire object: `range` as `start`/`end`, numbers rounded to 1e-6
  /// (``WireNumber``), and `runs` and `faces` only when the encoder's `userInfo` sets
  /// `CodingUserInfoKey.includesGlyphRuns`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(range.lowerBound, forKey: .start)
    try container.encode(range.upperBound, forKey: .end)
    try container.encode(WireNumber.rounded(x), forKey: .x)
    try container.encode(WireNumber.rounded(width), forKey: .width)
    try container.encode(WireNumber.rounded(baseline), forKey: .baseline)
    try container.encode(isTruncated, forKey: .isTruncated)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true {
      try container.encode(runs.map(WireGlyphRun.init), forKey: .runs)
      try container.encode(faces, forKey: .faces)
    }
  }

  /// The line's range as `String` indices into `title` (the title it was composed from).
  public func range(in title: String) -> Range<String.Index> {
    let utf16 = title.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let upper = utf16.index(lower, offsetBy: range.count)
    return lower..<upper
  }
}

/// A title laid out in a list cell: the badge, the lines, and what a UILabel client needs.
public struct ComposedTitle: Sendable, Hashable, Codable {
  /// The title as requested.
  public var title: String
  /// The cell width the lines were fitted to.
  public var width: Double
  /// The badge.
  public var badge: ComposedBadge
  /// The lines, at most `numberOfLines` (unless unlimited).
  public var lines: [ComposedLine]
  /// Whether the text needed more lines than allowed and the last line ends in "…".
  public var isTruncated: Bool
  /// The height of the lines: line count × line height.
  public var height: Double
  /// The height of one line in pixels.
  public var lineHeight: Double
  /// The title's font size in pixels (the style's, or the request's override).
  public var titleSize: Double
  /// How the badge made room.
  public var padding: PaddingMode
  /// How many spaces ``paddedTitle`` starts with.
  public var paddingSpaceCount: Int
  /// How many characters of the shown lines no font could draw (drawn as .notdef boxes).
  public var missingGlyphs: Int
  /// The language the title was composed in (the request's ``TitleRequest/lang``).
  public var lang: TitleLanguage
  /// The letter-spacing the title was laid out with, in pixels as Blink holds it (1/65536 px;
  /// ``TitleRequest/letterSpacing``, ``TitleStyle/letterSpacing`` or their em forms): included
  /// in every line's width and runs, for a client that draws the text itself (a `<text>`'s
  /// `letter-spacing`, UIKit's `.kern`). Encoded only when not 0.
  public var letterSpacing: Double = 0

  /// The title prefixed with U+0020 spaces as wide as the badge: the string a UILabel shows.
  /// Built when asked for, not with every layout.
  public var paddedTitle: String { String(repeating: " ", count: paddingSpaceCount) + title }

  init(
    title: String, width: Double, badge: ComposedBadge, lines: [ComposedLine], isTruncated: Bool,
    height: Double, lineHeight: Double, titleSize: Double, padding: PaddingMode,
    paddingSpaceCount: Int, missingGlyphs: Int, lang: TitleLanguage = .korean,
    letterSpacing: Double = 0
  ) {
    self.lang = lang
    self.letterSpacing = letterSpacing
    self.title = title
    self.width = width
    self.badge = badge
    self.lines = lines
    self.isTruncated = isTruncated
    self.height = height
    self.lineHeight = lineHeight
    self.titleSize = titleSize
    self.padding = padding
    self.paddingSpaceCount = paddingSpaceCount
    self.missingGlyphs = missingGlyphs
  }

  /// The wire keys (docs/title-result.schema.json): `isTruncated` is `"truncated"`.
  private enum CodingKeys: String, CodingKey {
    case title, width, badge, lines, isTruncated = "truncated", height, lineHeight, titleSize
    case padding, paddedTitle, paddingSpaceCount, missingGlyphs, lang, letterSpacing
  }

  /// Decodes a composed title from its wire object: what ``encode(to:)``, `--format json` and a
  /// `--jsonl` result record write (their `"id"` and `"file"` are not read). A missing `lang` is
  /// Korean, a missing `letterSpacing` 0; `paddedTitle` is not read (it follows from `title` and
  /// `paddingSpaceCount`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      width: try container.decode(Double.self, forKey: .width),
      badge: try container.decode(ComposedBadge.self, forKey: .badge),
      lines: try container.decode([ComposedLine].self, forKey: .lines),
      isTruncated: try container.decode(Bool.self, forKey: .isTruncated),
      height: try container.decode(Double.self, forKey: .height),
      lineHeight: try container.decode(Double.self, forKey: .lineHeight),
      titleSize: try container.decode(Double.self, forKey: .titleSize),
      padding: try container.decode(PaddingMode.self, forKey: .padding),
      paddingSpaceCount: try container.decode(Int.self, forKey: .paddingSpaceCount),
      missingGlyphs: try container.decode(Int.self, forKey: .missingGlyphs),
      lang: try container.decodeIfPresent(TitleLanguage.self, forKey: .lang) ?? .korean)
    letterSpacing = try container.decodeIfPresent(Double.self, forKey: .letterSpacing) ?? 0
  }

  /// Encodes the wire object, the one `--jsonl` writes (``BatchResultEncoder``) without its
  /// `"id"`: every stored property, numbers rounded to 1e-6 (``WireNumber``), ``paddedTitle``
  /// in spaces mode only and `letterSpacing` only when not 0.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(WireNumber.rounded(width), forKey: .width)
    try container.encode(badge, forKey: .badge)
    try container.encode(lines, forKey: .lines)
    try container.encode(isTruncated, forKey: .isTruncated)
    try container.encode(WireNumber.rounded(height), forKey: .height)
    try container.encode(WireNumber.rounded(lineHeight), forKey: .lineHeight)
    try container.encode(WireNumber.rounded(titleSize), forKey: .titleSize)
    try container.encode(padding, forKey: .padding)
    if padding == .spaces { try container.encode(paddedTitle, forKey: .paddedTitle) }
    try container.encode(paddingSpaceCount, forKey: .paddingSpaceCount)
    try container.encode(missingGlyphs, forKey: .missingGlyphs)
    try container.encode(lang, forKey: .lang)
    if letterSpacing != 0 {
      try container.encode(WireNumber.rounded(letterSpacing), forKey: .letterSpacing)
    }
  }
}
