import TitleComposer

/// A point in pixels: origin at the top left, y down.
public struct Point: Sendable, Hashable, Codable {
  /// Distance from the left.
  public var x: Double
  /// Distance from the top.
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// One step of an outline, as SVG paths, CoreGraphics and FreeType outlines draw them.
public enum PathCommand: Sendable, Hashable, Codable {
  /// Starts a new contour at a point (SVG `M`).
  case move(to: Point)
  /// A straight line to a point (SVG `L`).
  case line(to: Point)
  /// A cubic Bézier curve to a point (SVG `C`): rounded corners are quarter circles
  /// approximated with control points `0.5523 × radius` from the corner's ends.
  case curve(to: Point, control1: Point, control2: Point)
  /// Closes the contour with a line back to its start (SVG `Z`).
  case close
}

extension Rect {
  /// The right edge.
  var maxX: Double { x + width }
  /// The bottom edge.
  var maxY: Double { y + height }
  /// The horizontal centre.
  var midX: Double { x + width / 2 }
  /// Whether every coordinate is finite.
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
