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
