/// A glyph's outline in font units (y up, origin at the pen position on the baseline), as
/// FreeType's `FT_Outline_Decompose` walks it: contours of lines and quadratic or cubic Béziers.
public struct GlyphOutline: Sendable, Hashable {
  /// A point in font units.
  public struct Point: Sendable, Hashable {
    /// Horizontal, right positive.
    public var x: Double
    /// Vertical, **up** positive.
    public var y: Double

    /// A point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// One drawing command; a contour starts with ``move(to:)`` and is implicitly closed.
  public enum Element: Sendable, Hashable {
    /// Starts a contour.
    case move(to: Point)
    /// A straight segment.
    case line(to: Point)
    /// A quadratic Bézier (TrueType's conic).
    case quad(control: Point, to: Point)
    /// A cubic Bézier (CFF).
    case cubic(control1: Point, control2: Point, to: Point)
  }

  /// The commands in order.
  public var elements: [Element]
  /// The face's units per em: divide by it and multiply by the pixel size to scale.
  public var unitsPerEm: Int

  /// An outline.
  /// - Parameters:
  ///   - elements: the commands.
  ///   - unitsPerEm: the face's units per em.
  public init(elements: [Element], unitsPerEm: Int) {
    self.elements = elements
    self.unitsPerEm = unitsPerEm
  }

  /// Whether the outline draws nothing (a space).
  public var isEmpty: Bool { elements.isEmpty }
}
