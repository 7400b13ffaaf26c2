/// Chromium's layout arithmetic: Blink's `LayoutUnit`, a fixed-point length of 1/64 px
/// (`third_party/blink/renderer/platform/geometry/layout_unit.h`, `kFixedPointDenominator` 64).
///
/// Where Blink rounds, and how (each rule checked with the Chromium oracle):
/// - A **CSS length** (the cell's `width`, the badge's inline-block `width`) is stored as a
///   `float` (`Length`) and converted with `LayoutUnit(float)`, which truncates toward zero:
///   ``layoutUnits(ofLength:)``. (A width 10⁻⁷ px below a multiple of 1/64 still rounds to it as
///   a `float`; 2·10⁻⁶ px below, under 128 px, it does not.)
/// - A **text width** is rounded up: `ShapeResult::SnappedWidth()` is
///   `LayoutUnit::FromFloatCeil(width_)` (`platform/fonts/shaping/shape_result.h`):
///   ``layoutUnits(ofTextWidth:drift:)``.
/// - Line fitting adds one unit: ``LineRoom``.
public enum LayoutRounding {
  /// The number of layout units in one pixel (`LayoutUnit::kFixedPointDenominator`).
  static let unitsPerPixel = 64.0

  /// The largest raw `LayoutUnit`, less one: Blink clamps the available width to
  /// `LayoutUnit::NearlyMax()` so that a position past it stays representable.
  static let nearlyMaxUnits = Double(Int32.max - 1)

  /// `value` rounded up to the next multiple of 1/64 px.
  @inline(__always)
  public static func snapUp(_ value: Double) -> Double {
    (value * unitsPerPixel).rounded(.up) / unitsPerPixel
  }

  /// A text width in whole layout units, rounded up as `ShapeResult::SnappedWidth` does.
  ///
  /// `width` was summed in `Double`s from exact advances and may lie above its exact value by up
  /// to `drift` pixels (375 px of exact advances sum to 375.00000000000006); the width is taken as
  /// the smallest value it can stand for, so summation never pushes an exact fit over a unit.
  /// - Parameters:
  ///   - width: the computed width in pixels.
  ///   - drift: a bound on the rounding error of `width`, in pixels (0 for an exact width).
  /// - Returns: the number of 1/64 px units, as a `Double` holding a whole number.
  @inline(__always)
  static func layoutUnits(ofTextWidth width: Double, drift: Double = 0) -> Double {
    ((width - drift) * unitsPerPixel).rounded(.up)
  }

  /// A CSS length in whole layout units: `LayoutUnit(float)` of the length stored as a `float`,
  /// truncated toward zero and clamped to `LayoutUnit`'s range.
  /// - Parameter length: the length in pixels (finite).
  /// - Returns: the number of 1/64 px units, as a `Double` holding a whole number.
  @inline(__always)
  static func layoutUnits(ofLength length: Double) -> Double {
    // Float × 64 is exact in Double; the clamp keeps a huge width from becoming infinite.
    let units = (Double(Float(length)) * unitsPerPixel).rounded(.towardZero)
    return min(max(units, -nearlyMaxUnits), nearlyMaxUnits)
  }

  /// A CSS length as Blink lays it out: ``layoutUnits(ofLength:)`` in pixels.
  @inline(__always)
  static func layoutLength(_ length: Double) -> Double {
    layoutUnits(ofLength: length) / unitsPerPixel
  }

  /// Whether content of width `width` fits in `available` pixels with no slack: the text
  /// snapped up, compared with `available` as given. (Lines of text fit by ``LineRoom``'s rule,
  /// which adds Blink's epsilon; this is for boxes laid out otherwise, tag chips and tooltips.)
  @inline(__always)
  public static func fits(_ width: Double, in available: Double) -> Bool {
    snapUp(width) <= available
  }
}
