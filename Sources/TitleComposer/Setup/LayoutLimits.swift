/// The largest geometry the layouters (tag chips, tooltips) and the renderers accept.
///
/// Beyond it a layout answers with a typed error (``ChipLayoutError/invalidWidth(_:)``,
/// ``TooltipLayoutError/invalidBounds(_:)``, ``TooltipLayoutError/invalidAnchor(_:)``,
/// ``TooltipLayoutError/invalidWidth(_:)``) rather than producing coordinates no screen has,
/// and a renderer answers with `RenderError.geometryOutOfRange` before it converts anything to
/// pixels.
public enum LayoutLimits {
  /// The largest magnitude of a coordinate, width or height in layout pixels: 10,000,000.
  public static let maximumCoordinate: Double = 10_000_000

  /// Whether `value` is finite and at most ``maximumCoordinate`` in magnitude.
  public static func isCoordinate(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maximumCoordinate
  }

  /// Whether `value` is a finite length above 0 and at most ``maximumCoordinate``.
  public static func isPositiveLength(_ value: Double) -> Bool {
    value.isFinite && value > 0 && value <= maximumCoordinate
  }
}

extension Rect {
  /// Whether the origin and size are coordinates ``LayoutLimits`` accepts.
  public var isWithinLayoutLimits: Bool {
    LayoutLimits.isCoordinate(x) && LayoutLimits.isCoordinate(y)
      && LayoutLimits.isCoordinate(width) && LayoutLimits.isCoordinate(height)
  }
}
