/// Why a tooltip could not be laid out. Every bad input gets one of these, never a crash.
public enum TooltipLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text is empty.
  case emptyText
  /// The maximum bubble width is zero, negative, NaN or infinite.
  case invalidWidth(Double)
  /// The font size is zero, negative, NaN, infinite or above 1000.
  case invalidFontSize(Double)
  /// An inset, radius, tip size or margin is negative, NaN or infinite, or the line count is
  /// negative.
  case invalidOptions(reason: String)
  /// The bounds are not finite or have no area.
  case invalidBounds(Rect)
  /// The anchor is not finite or has a negative size.
  case invalidAnchor(Rect)
  /// The bubble's widest allowed width (the maximum width, or the bounds less margins if
  /// narrower) cannot hold the label insets and one character; `required` is what it needs.
  case widthTooNarrow(width: Double, required: Double)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .emptyText: "the tooltip text is empty"
    case .invalidWidth(let width):
      "invalid maximum width \(width): it must be a finite number above 0"
    case .invalidFontSize(let size):
      "invalid font size \(size): it must be a finite number in (0, 1000]"
    case .invalidOptions(let reason): "invalid tooltip options: \(reason)"
    case .invalidBounds(let rect):
      "invalid bounds \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)): they must be finite and not empty"
    case .invalidAnchor(let rect):
      "invalid anchor \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)): it must be finite with a size of 0 or more"
    case .widthTooNarrow(let width, let required):
      "a bubble \(width) px wide cannot hold one character of the label (\(required) px needed)"
    }
  }
}
