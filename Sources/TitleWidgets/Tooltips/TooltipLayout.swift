import TitleComposer

/// A tooltip's tip: a triangle whose base lies on the bubble's edge and whose apex touches the
/// anchor.
public struct TooltipTip: Sendable, Hashable, Codable {
  /// The base's left end, on the bubble's edge.
  public var baseLeft: Point
  /// The point touching the anchor.
  public var apex: Point
  /// The base's right end, on the bubble's edge.
  public var baseRight: Point

  /// A tip.
  public init(baseLeft: Point, apex: Point, baseRight: Point) {
    self.baseLeft = baseLeft
    self.apex = apex
    self.baseRight = baseRight
  }

  /// The three points: base left, apex, base right.
  public var points: [Point] { [baseLeft, apex, baseRight] }
}

/// A tooltip laid out: a rounded bubble holding centred label lines, with a tip pointing at an
/// anchor, all in the bounds' coordinates (origin top left, y down).
public struct TooltipLayout: Sendable, Hashable, Codable {
  /// The text as given.
  public var text: String
  /// The bubble without the tip.
  public var bubble: Rect
  /// The bubble and the tip together: what a renderer must cover.
  public var frame: Rect
  /// The corner radius drawn: the requested one, at most half the bubble's height and width.
  public var cornerRadius: Double
  /// The label's lines, each centred in the bubble: `x` is the line's left edge and `baseline`
  /// its baseline, both in bounds coordinates; `range` is in the text's UTF-16 offsets.
  public var lines: [ComposedLine]
  /// The height of one label line.
  public var lineHeight: Double
  /// The label's size in pixels.
  public var fontSize: Double
  /// Whether the label needed more than `numberOfLines` lines and ends in "…".
  public var isTruncated: Bool
  /// The edge the tip is on, after any flip.
  public var position: TipPosition
  /// Whether the requested edge had no room inside the bounds and the tip moved to the other.
  public var didFlip: Bool
  /// Whether the bubble and tip fit vertically inside the bounds less the margin (`false` when
  /// neither side had room; the requested side is then kept).
  public var fitsVertically: Bool
  /// The tip's triangle.
  public var tip: TooltipTip
  /// The outline of bubble and tip as one closed contour, clockwise on screen: fill it for the
  /// background.
  public var outline: [PathCommand]
  /// The bubble's fill colour.
  public var backgroundColor: RGBColor
  /// The label's colour.
  public var textColor: RGBColor
  /// Characters of the label no font could draw (drawn as .notdef boxes).
  public var missingGlyphs: Int
}
