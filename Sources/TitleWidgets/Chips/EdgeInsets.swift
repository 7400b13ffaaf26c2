import TitleComposer

/// Distances inward from the edges of a box, in pixels (a chip's padding, a tooltip label's
/// padding, a section's margins).
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// Insets from each edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset `vertical` at the top and bottom and `horizontal` at the left and right.
  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `left + right`.
  public var horizontal: Double { left + right }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }

  /// The name of the first inset that is negative, NaN, infinite or above 1000 px, or `nil`.
  func firstInvalidEdge() -> String? {
    let edges = [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
    return edges.first { !GeometryRange.contains($0.1) }?.0
  }
}

/// The lengths (insets, spacings, radii, tip sizes) the chip and tooltip layouts accept.
enum GeometryRange {
  /// Whether `value` is finite and in `[0, 1000]` pixels.
  static func contains(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= 1000 }
}
