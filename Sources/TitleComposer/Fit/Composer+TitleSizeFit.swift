/// A title composed at the largest size of a range that fits (``Composer/largestFittingTitleSize(_:in:)``).
public struct TitleSizeFit: Sendable, Hashable {
  /// The size chosen, in pixels: the largest of the grid at which the title fits its lines, or
  /// the range's minimum when none does.
  public var titleSize: Double
  /// Whether the title fits at ``titleSize`` (`false`: no size of the range fits, and
  /// ``composed`` is truncated at the minimum).
  public var fits: Bool
  /// The title composed at ``titleSize``.
  public var composed: ComposedTitle
}

extension Composer {
  /// The largest title size of `sizes` at which the request's title fits its `numberOfLines`
  /// without truncation, as UILabel's `adjustsFontSizeToFitWidth` shrinks a label's font: the
  /// request's own `titleSize` is replaced by each size of the grid in turn.
  ///
  /// The line count is not monotone in the size (a smaller size can move a break so that one
  /// more line is needed), so the sizes are tried from the largest down and the first that fits
  /// is the answer: it is the largest size of the grid that fits, whatever the sizes between do.
  /// With `numberOfLines` 0 every size fits and the answer is the largest.
  /// - Parameters:
  ///   - request: the title, its width and line count (its `titleSize` is not used).
  ///   - sizes: the grid of sizes (``TitleSizeRange``).
  /// - Returns: the size, whether it fits, and the title composed at it.
  /// - Throws: ``ComposerError/invalidTitleSizeRange(reason:)`` for a bad range; what
  ///   ``compose(_:)`` throws for the request (a size at which a character is wider than the
  ///   width counts as not fitting; at the minimum its error is thrown).
  ///   ``ComposerLimits/timeBudget`` bounds the whole search.
  /// - Complexity: one composition per size tried, at most ``TitleSizeRange/count``.
  public func largestFittingTitleSize(_ request: TitleRequest, in sizes: TitleSizeRange)
    throws(ComposerError) -> TitleSizeFit
  {
    try largestFittingTitleSize(
      request, in: sizes, deadline: CompositionDeadline(budget: limits.timeBudget))
  }

  /// ``largestFittingTitleSize(_:in:)`` within `deadline`.
  func largestFittingTitleSize(
    _ request: TitleRequest, in sizes: TitleSizeRange, deadline: CompositionDeadline?
  ) throws(ComposerError) -> TitleSizeFit {
    try sizes.validate()
    var probe = request
    // The sizes are tried without glyph runs; the one chosen is composed again with them.
    probe.includesGlyphRuns = false
    var index = sizes.count - 1
    while index > 0 {
      probe.titleSize = sizes.size(at: index)
      if let composed = try untruncated(probe, deadline: deadline) {
        return TitleSizeFit(
          titleSize: sizes.size(at: index), fits: true,
          composed: request.includesGlyphRuns ? try compose(with(request, size: index)) : composed)
      }
      index -= 1
    }
    let minimum = sizes.size(at: 0)
    try deadline?.check()
    let composed = try compose(with(request, size: 0))
    return TitleSizeFit(titleSize: minimum, fits: !composed.isTruncated, composed: composed)

    func with(_ request: TitleRequest, size index: Int) -> TitleRequest {
      var sized = request
      sized.titleSize = sizes.size(at: index)
      return sized
    }
  }

  /// `compose(request)` when it is not truncated; `nil` when it is, or when the width is too
  /// narrow for one of its characters (a fit counts that as not fitting). Other errors (an
  /// unknown category, a bad title, the time budget of the fit, `deadline`) are thrown.
  func untruncated(_ request: TitleRequest, deadline: CompositionDeadline?) throws(ComposerError)
    -> ComposedTitle?
  {
    try deadline?.check()
    do {
      let composed = try compose(request)
      return composed.isTruncated ? nil : composed
    } catch .widthTooNarrow {
      return nil
    }
  }
}
