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

}

/// One line of a composed title.
public struct ComposedLine: Sendable, Hashable, Codable {
  /// What is drawn: the title's characters on this line without hanging spaces or line-break
  /// characters, with "…" appended on a truncated last line (which, truncated as
  /// ``Truncation/lineClamp``, keeps the trailing spaces Chromium shows before "…").
  ///
  /// Built from the title each time it is read (a layout allocates no string per line): read it
  /// once and keep it when it is needed many times.
  public var text: String {
    get { storedText.string }
    set { storedText = LineText(newValue) }
  }
  /// ``text`` without its "…", as a cut of the title (no copy): what encoders write from.
  @inlinable
  public var textSlice: Substring { storedText.slice }
  /// The UTF-8 length of ``textSlice``.
  @inlinable
  public var textSliceUTF8Count: Int { storedText.sliceUTF8Count }
  /// Calls `body` with the UTF-8 of ``textSlice``, read in place.
  @inlinable
  public borrowing func withTextSliceUTF8<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    storedText.withSliceUTF8(body)
  }
  /// Whether ``text`` is ``textSlice`` followed by "…".
  @inlinable
  public var textAppendsEllipsis: Bool { storedText.appendsEllipsis }
  /// The UTF-8 offsets of ``textSlice`` in `title` when the line's text is a cut of a string
  /// equal to `title` (the title it was composed from: a check of one word when it is that very
  /// string); `nil` otherwise.
  @inlinable
  public func textCut(of title: String) -> Range<Int>? { storedText.cut(of: title) }
  /// The text as the layout left it: a cut of the title, or a whole string.
  @usableFromInline var storedText: LineText
  /// The UTF-16 offsets into the title of the characters this line holds (hanging spaces
  /// included, padding not counted). A first line that holds only the badge is `0..<0`. On a
  /// truncated last line, the characters shown before "…".
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

  /// The parts of a rich title's line (``TitleRequest/runs``): each run's text, box and "…" on
  /// it, in logical order. Empty for a plain title.
  public var parts: [LinePart] {
    get { rich?.parts ?? [] }
    set { rich = RichLine(parts: newValue, lineBox: lineBox, cut: cut) }
  }
  /// A rich title's line box (its top and height); `nil` for a plain title, whose lines are
  /// each ``ComposedTitle/lineHeight`` tall.
  public var lineBox: LineBox? {
    get { rich?.lineBox }
    set { rich = RichLine(parts: parts, lineBox: newValue, cut: cut) }
  }
  /// On a rich title's truncated last line, the offset where the runs' content was cut (spaces
  /// just before the cut dropped): the line shows its content up to here, "…", then the end
  /// runs. `nil` otherwise.
  public var cut: Int? {
    get { rich?.cut }
    set { rich = RichLine(parts: parts, lineBox: lineBox, cut: newValue) }
  }

  /// A rich line's parts, box and cut, `nil` for a plain title's line (which copies no more
  /// than before rich titles existed).
  private var rich: RichLine?

  private final class RichLine: Sendable, Hashable {
    let parts: [LinePart]
    let lineBox: LineBox?
    let cut: Int?

    init(parts: [LinePart], lineBox: LineBox?, cut: Int?) {
      self.parts = parts
      self.lineBox = lineBox
      self.cut = cut
    }

    static func == (left: RichLine, right: RichLine) -> Bool {
      left.parts == right.parts && left.lineBox == right.lineBox && left.cut == right.cut
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(parts)
      hasher.combine(lineBox)
      hasher.combine(cut)
    }
  }

  /// Sets a rich line's parts, box and cut at once.
  mutating func setRich(parts: [LinePart], lineBox: LineBox, cut: Int?) {
    rich = RichLine(parts: parts, lineBox: lineBox, cut: cut)
  }

  private struct Glyphs: Sendable, Hashable {
    var runs: [GlyphRun]
    var faces: [LineFace]
  }

  private static func storage(runs: consuming [GlyphRun], faces: consuming [LineFace]) -> Glyphs? {
    runs.isEmpty && faces.isEmpty ? nil : Glyphs(runs: runs, faces: faces)
  }

  /// A line.
  public init(
    text: String, range: Range<Int>, x: Double, width: Double, baseline: Double,
    isTruncated: Bool, runs: [GlyphRun] = [], faces: [LineFace] = []
  ) {
    self.init(
      storedText: LineText(text), range: range, x: x, width: width, baseline: baseline,
      isTruncated: isTruncated, runs: runs, faces: faces)
  }

  /// A line whose text is `storedText` (a layout's cut of the title).
  init(
    storedText: consuming LineText, range: Range<Int>, x: Double, width: Double,
    baseline: Double, isTruncated: Bool, runs: consuming [GlyphRun], faces: consuming [LineFace]
  ) {
    self.init(
      storedText: storedText, range: range, x: x, width: width, baseline: baseline,
      isTruncated: isTruncated)
    glyphs = Self.storage(runs: runs, faces: faces)
  }

  /// A line without glyph runs whose text is `storedText`.
  init(
    storedText: consuming LineText, range: Range<Int>, x: Double, width: Double,
    baseline: Double, isTruncated: Bool
  ) {
    self.storedText = storedText
    self.range = range
    self.x = x
    self.width = width
    self.baseline = baseline
    self.isTruncated = isTruncated
    self.glyphs = nil
    self.rich = nil
  }

  /// Moves the line (its runs with it) by `dx` and its baseline by `dy`.
  public mutating func move(dx: Double, dy: Double) {
    x += dx
    baseline += dy
    for index in runs.indices { runs[index].x += dx }
    if var parts = rich?.parts, let box = lineBox {
      for index in parts.indices {
        parts[index].x += dx
        for run in parts[index].runs.indices { parts[index].runs[run].x += dx }
      }
      rich = RichLine(
        parts: parts, lineBox: LineBox(top: box.top + dy, height: box.height), cut: cut)
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
  /// The badge; `nil` for a title composed without one (``TitleRequest/categoryID`` `nil`),
  /// whose first line starts at the cell's start edge.
  public var badge: ComposedBadge?
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
  /// The truncation the title was composed with (the request's ``TitleRequest/truncation``,
  /// else the style's): how its last line ends when it needs more lines. Encoded only when not
  /// ``Truncation/fill``.
  public var truncation: Truncation = .fill
  /// The direction the cell was laid out in: ``TextDirection/ltr`` or ``TextDirection/rtl``
  /// (a request's ``TextDirection/auto`` resolved). In an rtl cell the badge is at the right and
  /// every position (``ComposedLine/x``, the runs, the badge's frame) is where it is drawn.
  /// Encoded only when not ltr.
  public var direction: TextDirection = .ltr
  /// A rich title's inline boxes as laid out, in logical order (boxes truncation cut away are
  /// not in it). Empty for a plain title.
  public var boxes: [PlacedBox] = []
  /// The rectangles of the request's ``TitleRequest/highlights``, in the order asked.
  public var highlights: [HighlightRects] = []

  /// The title prefixed with U+0020 spaces as wide as the badge: the string a UILabel shows.
  /// Built when asked for, not with every layout.
  public var paddedTitle: String { String(repeating: " ", count: paddingSpaceCount) + title }

  init(
    title: String, width: Double, badge: ComposedBadge?, lines: [ComposedLine], isTruncated: Bool,
    height: Double, lineHeight: Double, titleSize: Double, padding: PaddingMode,
    paddingSpaceCount: Int, missingGlyphs: Int, lang: TitleLanguage = .korean,
    letterSpacing: Double = 0, truncation: Truncation = .fill
  ) {
    self.lang = lang
    self.truncation = truncation
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

}
