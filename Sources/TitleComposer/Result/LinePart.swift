/// One piece of a rich title's line (``ComposedLine/parts``): a run's text on that line, an inline
/// box, or the "…" of a truncated line, in logical order, with its place on the line.
public struct LinePart: Sendable, Hashable, Codable {
  /// What the part is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Text of a run.
    case text
    /// An inline box.
    case box
    /// The "…" of a truncated last line.
    case ellipsis
  }

  /// What the part is.
  public var kind: Kind
  /// The run's index in the request's runs followed by its end runs; `nil` for the "…".
  public var run: Int?
  /// The run style that drew it (``TitleStyle/runStyles``); `nil` is the title's own.
  public var style: String?
  /// The UTF-16 offsets the part holds (hanging spaces included); the "…" is empty at the cut.
  public var range: Range<Int>
  /// Where the part starts, in pixels from the cell's left edge.
  public var x: Double
  /// Its drawn width (hanging spaces at the line's end excluded).
  public var width: Double
  /// The font size it is drawn at, in pixels.
  public var size: Double
  /// The glyphs that draw it (text and "…" only), when the request asked for glyph runs; their
  /// ``GlyphRun/faceIndex`` names a face in ``faces``.
  public var runs: [GlyphRun]
  /// The faces ``runs`` use (empty without runs).
  public var faces: [LineFace]

  /// A part.
  public init(
    kind: Kind, run: Int?, style: String?, range: Range<Int>, x: Double, width: Double,
    size: Double, runs: [GlyphRun] = [], faces: [LineFace] = []
  ) {
    self.kind = kind
    self.run = run
    self.style = style
    self.range = range
    self.x = x
    self.width = width
    self.size = size
    self.runs = runs
    self.faces = faces
  }
}

/// Where a line of a rich title sits: the top and height of its line box, which a run larger
/// than the title, a box taller than the line or a smaller run's deeper descent makes taller
/// than the line height, as Chromium's line boxes are.
public struct LineBox: Sendable, Hashable, Codable {
  /// The line box's top, in pixels from the cell's top.
  public var top: Double
  /// Its height.
  public var height: Double

  /// A line box.
  public init(top: Double, height: Double) {
    self.top = top
    self.height = height
  }
}

/// An inline box as laid out (``ComposedTitle/boxes``): the rectangle the caller draws its icon
/// in.
public struct PlacedBox: Sendable, Hashable, Codable {
  /// The box's name from the request.
  public var name: String
  /// The run's index in the request's runs followed by its end runs.
  public var run: Int
  /// Its offset (one unit, U+FFFC).
  public var offset: Int
  /// The line it is on.
  public var line: Int
  /// The box, in cell coordinates; its bottom edge is on the line's baseline.
  public var frame: Rect

  /// A placed box.
  public init(name: String, run: Int, offset: Int, line: Int, frame: Rect) {
    self.name = name
    self.run = run
    self.offset = offset
    self.line = line
    self.frame = frame
  }
}

/// The rectangles of a requested range (``TitleRequest/highlights``), one per line it is on,
/// each spanning the line box's height: what a client fills behind the text.
public struct HighlightRects: Sendable, Hashable, Codable {
  /// The range as requested.
  public var start: Int
  /// One past its last offset.
  public var end: Int
  /// One rectangle per line holding part of the range, in cell coordinates.
  public var rects: [Rect]
  /// Whether truncation cut part of the range away (the rectangles cover what is shown).
  public var isCut: Bool

  /// Highlight rectangles.
  public init(start: Int, end: Int, rects: [Rect], isCut: Bool) {
    self.start = start
    self.end = end
    self.rects = rects
    self.isCut = isCut
  }
}
