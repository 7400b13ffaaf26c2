import TitleComposer

/// Why a tooltip could not be laid out. Every bad input gets one of these, never a crash.
public enum TooltipLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text is empty.
  case emptyText
  /// The maximum bubble width is zero, negative, NaN, infinite or above
  /// ``LayoutLimits/maximumCoordinate`` (10,000,000 px).
  case invalidWidth(Double)
  /// The font size is zero, negative, NaN, infinite or above 1000.
  case invalidFontSize(Double)
  /// An inset, radius, tip size or margin is negative, NaN or infinite, or the line count is
  /// negative.
  case invalidOptions(reason: String)
  /// The bounds have no area, or a coordinate or size that is not finite or beyond
  /// ``LayoutLimits/maximumCoordinate`` (±10,000,000 px).
  case invalidBounds(Rect)
  /// The anchor has a negative size, or a coordinate or size that is not finite or beyond
  /// ``LayoutLimits/maximumCoordinate`` (±10,000,000 px).
  case invalidAnchor(Rect)
  /// The bubble's widest allowed width (the maximum width, or the bounds less margins if
  /// narrower) cannot hold the label insets and one character; `required` is what it needs.
  case widthTooNarrow(width: Double, required: Double)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .emptyText: "the tooltip text is empty"
    case .invalidWidth(let width):
      "invalid maximum width \(width): it must be a number above 0 and at most 10000000 px"
    case .invalidFontSize(let size):
      "invalid font size \(size): it must be a finite number in (0, 1000]"
    case .invalidOptions(let reason): "invalid tooltip options: \(reason)"
    case .invalidBounds(let rect):
      "invalid bounds \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)): they must not be empty, and every coordinate and size must be finite and within ±10000000 px"
    case .invalidAnchor(let rect):
      "invalid anchor \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)): its size must be 0 or more, and every coordinate and size must be finite and within ±10000000 px"
    case .widthTooNarrow(let width, let required):
      "a bubble \(width) px wide cannot hold one character of the label (\(required) px needed)"
    }
  }
}
