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

/// The room on one line as Blink's line breaker judges a fit
/// (`third_party/blink/renderer/core/layout/inline/line_breaker.h`, `line_breaker.cc`):
///
/// - the available width is the container's content width in layout units
///   (``LayoutRounding/layoutUnits(ofLength:)``; `LineBreaker::UpdateAvailableWidth` clamps it to
///   `LayoutUnit::NearlyMax()`);
/// - a line fits when its position, in layout units, is at most
///   `AvailableWidthToFit() = AvailableWidth().AddEpsilon()`: **one unit (1/64 px) more** than
///   the room (`CanFitOnLine`);
/// - the position is the sum of the line's item results' `inline_size`: an atomic inline (the
///   badge's inline-block, a whole number of units itself) and then the text after it, whose
///   `inline_size` is `ShapeResultView::SnappedWidth()`: rounded up once for the whole run of
///   text on the line (`LineBreaker::BreakText`), not per character.
///
/// So a line of badge `B` and text of width `t` fits a cell of width `W` when
/// `B + ⌈64·t⌉/64 ≤ ⌊64·W⌋/64 + 1/64`. The badge (``BadgeBox/width``) is kept a whole number of
/// units, so `B + t` can be snapped as one width.
///
/// Tail truncation does not use the epsilon: Blink's `LineTruncator::EllipsizeChild`
/// (`core/layout/inline/line_truncator.cc`) compares the text's snapped width plus the ellipsis'
/// snapped width with `AvailableWidth()` itself (``ellipsisFits(_:ellipsisWidth:drift:)``).
struct LineRoom: Equatable, Sendable {
  /// `AvailableWidth()` in layout units.
  let availableUnits: Double

  /// The room on a line of a container `width` pixels wide.
  /// - Parameter width: the content width in pixels (finite and positive).
  init(width: Double) {
    availableUnits = LayoutRounding.layoutUnits(ofLength: width)
  }

  /// `AvailableWidth()` in pixels: the container width truncated to 1/64 px.
  var available: Double { availableUnits / LayoutRounding.unitsPerPixel }

  /// Whether a line whose content is `units` layout units wide fits (`CanFitOnLine`).
  @inline(__always)
  func fits(units: Double) -> Bool { units <= availableUnits + 1 }

  /// Whether a line whose content is `width` pixels wide fits (`CanFitOnLine`).
  /// - Parameters:
  ///   - width: the content's width, hanging spaces excluded, badge included.
  ///   - drift: a bound on the rounding error of `width` in pixels.
  @inline(__always)
  func fits(_ width: Double, drift: Double = 0) -> Bool {
    LayoutRounding.layoutUnits(ofTextWidth: width, drift: drift) <= availableUnits + 1
  }

  /// Whether text of `units` layout units followed by an ellipsis of `ellipsisWidth` pixels
  /// fits, as `LineTruncator` judges it: the ellipsis snapped up on its own, no epsilon.
  @inline(__always)
  func ellipsisFits(units: Double, ellipsisWidth: Double) -> Bool {
    units + LayoutRounding.layoutUnits(ofTextWidth: ellipsisWidth) <= availableUnits
  }

  /// Whether text of `width` pixels followed by an ellipsis of `ellipsisWidth` pixels fits, as
  /// `LineTruncator` judges it: each snapped up on its own, no epsilon.
  @inline(__always)
  func ellipsisFits(_ width: Double, ellipsisWidth: Double, drift: Double = 0) -> Bool {
    LayoutRounding.layoutUnits(ofTextWidth: width, drift: drift)
      + LayoutRounding.layoutUnits(ofTextWidth: ellipsisWidth) <= availableUnits
  }
}
