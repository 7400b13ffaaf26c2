import TitleComposer
import TitleText

/// Which edge of a tooltip's bubble carries the tip, and so on which side of the anchor the
/// bubble sits.
public enum TipPosition: String, Sendable, Hashable, Codable, CaseIterable {
  /// The tip is on the bubble's top edge, pointing up at the anchor: the bubble is **below**
  /// the anchor.
  case top
  /// The tip is on the bubble's bottom edge, pointing down at the anchor: the bubble is
  /// **above** the anchor.
  case bottom

  /// The other edge.
  public var flipped: TipPosition { self == .top ? .bottom : .top }
}

/// Everything about a tooltip except its text, width, anchor and bounds. The defaults are the
/// seed's.
public struct TooltipOptions: Sendable, Hashable {
  /// The label's size in pixels. Default 12.
  public var fontSize: Double = 12
  /// Padding between the bubble's edges and the label. Default 10 top/bottom, 5 left/right.
  public var labelInsets = EdgeInsets(vertical: 10, horizontal: 5)
  /// The bubble's corner radius, at most half its height and width. Default 8.
  public var cornerRadius: Double = 8
  /// The tip's base width. Default 10.
  public var tipWidth: Double = 10
  /// The tip's height, from the bubble's edge to its apex. Default 5.
  public var tipHeight: Double = 5
  /// The requested edge for the tip; the layout flips to the other when this side has no room.
  /// Default `.bottom` (bubble above the anchor).
  public var position = TipPosition.bottom
  /// The least distance between the bubble and the bounds' edges. Default 8.
  public var margin: Double = 8
  /// The most label lines, 0 (the default) for unlimited; the last is truncated with "…".
  public var numberOfLines: Int = 0
  /// Where the label may break between letters. Default keep-all.
  public var wordBreak = WordBreak.keepAll
  /// White space in the label. Default `.preserve` (`\n` breaks the line).
  public var whiteSpace = WhiteSpace.preserve
  /// The bubble's fill. Default #333333.
  public var backgroundColor = RGBColor(red: 0x33, green: 0x33, blue: 0x33)
  /// The label's colour. Default #FFFFFF.
  public var textColor = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// The label's direction: ``TextDirection/ltr`` (the default: lines centred),
  /// ``TextDirection/rtl`` (lines aligned right, a truncated line's "…" at its left end), or
  /// ``TextDirection/auto`` (the label's first strong character decides).
  public var direction = TextDirection.ltr

  /// The seed's options.
  public init() {}

  /// Checks the size, lengths and line count.
  /// - Throws: ``TooltipLayoutError`` naming the first bad value.
  public func validate() throws(TooltipLayoutError) {
    guard FontSizeRange.contains(fontSize) else { throw .invalidFontSize(fontSize) }
    if let edge = labelInsets.firstInvalidEdge() {
      throw .invalidOptions(reason: "labelInsets.\(edge) must be a finite number in [0, 1000]")
    }
    let lengths = [
      ("cornerRadius", cornerRadius), ("tipWidth", tipWidth), ("tipHeight", tipHeight),
      ("margin", margin),
    ]
    for (name, value) in lengths where !GeometryRange.contains(value) {
      throw .invalidOptions(reason: "\(name) must be a finite number in [0, 1000], got \(value)")
    }
    guard numberOfLines >= 0 else {
      throw .invalidOptions(
        reason: "numberOfLines must be 0 (unlimited) or more, got \(numberOfLines)")
    }
  }
}
