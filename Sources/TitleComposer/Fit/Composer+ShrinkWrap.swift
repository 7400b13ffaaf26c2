/// A title composed at the narrowest width that keeps its line count (``Composer/shrinkWrapped(_:)``).
public struct WidthFit: Sendable, Hashable {
  /// The width chosen, in pixels: a whole number of layout units (1/64 px), or the request's
  /// width when the title is truncated there.
  public var width: Double
  /// The title composed at ``width``.
  public var composed: ComposedTitle
}

extension Composer {
  /// The narrowest width at which the request's title has the same number of lines as at the
  /// request's width, and is not truncated if it was not there: a chip or a tooltip as narrow
  /// as its text, with its lines unchanged in number.
  ///
  /// The answer is a whole number of Blink's layout units (1/64 px, ``LayoutRounding``), no
  /// wider than the request's width as Blink takes it: the smallest such width at which the
  /// layout has that line count, found by bisection over layout units of one prepared title
  /// (``prepare(_:)``), since a narrower cell never holds the text in fewer lines. A title that
  /// is truncated at the request's width fills its lines already: its width is kept as given.
  /// - Parameter request: the title, its width and line count.
  /// - Returns: the width and the title composed at it.
  /// - Throws: what ``compose(_:)`` throws for the request.
  ///   ``ComposerLimits/timeBudget`` bounds the whole search.
  /// - Complexity: one measurement, then about log₂(width × 64) layouts (line choice only).
  public func shrinkWrapped(_ request: TitleRequest) throws(ComposerError) -> WidthFit {
    try shrinkWrapped(request, deadline: CompositionDeadline(budget: limits.timeBudget))
  }

  /// ``shrinkWrapped(_:)`` within `deadline`.
  func shrinkWrapped(_ request: TitleRequest, deadline: CompositionDeadline?)
    throws(ComposerError) -> WidthFit
  {
    try deadline?.check()
    let prepared = try prepare(request)
    let lines = request.numberOfLines
    let full = try prepared.layout(width: request.width, numberOfLines: lines)
    var fitting = LayoutRounding.layoutUnits(ofLength: request.width)
    guard !full.isTruncated, fitting >= 1 else {
      return WidthFit(width: request.width, composed: full)
    }
    let count = full.lines.count
    var best = try prepared.layout(
      width: fitting / LayoutRounding.unitsPerPixel, numberOfLines: lines)
    // `fitting` keeps the line count; `tooNarrow` (0 units: no width) does not.
    var tooNarrow = 0.0
    while fitting - tooNarrow > 1 {
      let middle = ((fitting + tooNarrow) / 2).rounded(.down)
      let width = middle / LayoutRounding.unitsPerPixel
      try deadline?.check()
      do {
        let composed = try prepared.layout(width: width, numberOfLines: lines)
        if !composed.isTruncated && composed.lines.count <= count {
          fitting = middle
          best = composed
        } else {
          tooNarrow = middle
        }
      } catch .widthTooNarrow {
        tooNarrow = middle
      }
    }
    return WidthFit(width: fitting / LayoutRounding.unitsPerPixel, composed: best)
  }
}
