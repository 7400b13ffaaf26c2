import TitleComposer
import TitleFonts
import TitleText

/// Lays out tooltips: a label wrapped into a rounded bubble with the composer's breaking
/// (ICU + keep-all) and measurement, placed beside an anchor with a tip pointing at it.
///
/// Immutable and `Sendable`: build one at start-up and call it from any number of threads.
/// Laying out is a pure function of its arguments.
///
/// ```swift
/// let tooltips = try TooltipLayouter()
/// let tooltip = try tooltips.layout(
///   "iOS 앱 개발 알아가기", maximumWidth: 200,
///   pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
///   in: Rect(x: 0, y: 0, width: 375, height: 667))
/// ```
public struct TooltipLayouter: Sendable {
  /// The font and analyzer every layout measures with.
  public let textLayouter: TextLayouter

  /// The label's fallback chain, for renderers that draw the glyphs that were measured.
  public var fonts: FontFallbackChain { textLayouter.fonts }

  /// A layouter with its own font and analyzer.
  /// - Parameters:
  ///   - font: the label's font; default NanumGothic Regular.
  ///   - fallback: faces for characters the font lacks; default system fonts.
  ///   - environment: the installed fonts system fallback draws from; default fontconfig's own.
  /// - Throws: ``ComposerError`` when the font cannot be loaded or ICU fails.
  public init(
    font: FontSource = .bundled(.nanumGothic), fallback: FontFallback = .default,
    environment: FontEnvironment = .default
  ) throws(ComposerError) {
    textLayouter = try TextLayouter(font: font, fallback: fallback, environment: environment)
  }

  /// A layouter that shares `composer`'s text analyzer, and its glyph tables when `font` is the
  /// composer's title or badge font (otherwise `font` is loaded with the composer's fallback).
  /// - Throws: ``ComposerError`` when the font cannot be loaded.
  public init(sharing composer: Composer, font: FontSource = .bundled(.nanumGothic))
    throws(ComposerError)
  {
    textLayouter = try TextLayouter(sharing: composer, font: font)
  }

  /// Lays out a tooltip.
  ///
  /// The label wraps in `maximumWidth` (or the bounds less two margins, if narrower) less the
  /// label insets. The bubble is the widest line snapped up to 1/64 px plus the insets — at least
  /// the tip's width plus two corner radii — and the lines × line height plus the insets tall.
  /// Each line is centred (aligned right when ``TooltipOptions/direction`` is rtl).
  ///
  /// With ``TipPosition/bottom`` the bubble sits above the anchor, the tip's apex at the anchor's
  /// top centre; with ``TipPosition/top`` below it, the apex at the anchor's bottom centre. When
  /// tip and bubble do not fit between the anchor and the bounds (less `margin`) on the requested
  /// side but do on the other, the tooltip flips (`didFlip`). The bubble is centred on the
  /// anchor, then moved to stay `margin` inside the bounds; the tip follows the anchor's centre
  /// but stays `cornerRadius + tipWidth / 2` from the bubble's sides.
  /// - Parameters:
  ///   - text: the label; must not be empty.
  ///   - maximumWidth: the bubble's widest allowed width in pixels, above 0 and at most
  ///     ``LayoutLimits/maximumCoordinate`` (10,000,000).
  ///   - anchor: what the tip points at (a point is a rect of size 0). Its origin and size are
  ///     at most ``LayoutLimits/maximumCoordinate`` in magnitude.
  ///   - bounds: the area the bubble must stay inside, `options.margin` from its edges; origin
  ///     and size at most ``LayoutLimits/maximumCoordinate`` in magnitude.
  ///   - options: font size, insets, radius, tip, requested side, colours.
  /// - Returns: the bubble, lines, tip, outline and whether it flipped.
  /// - Throws: ``TooltipLayoutError`` for empty text, a bad width, option, anchor or bounds
  ///   (beyond ``LayoutLimits`` too), or a bubble too narrow for one character.
  /// - Complexity: O(n) in the text's length.
  public func layout(
    _ text: String, maximumWidth: Double, pointingAt anchor: Rect, in bounds: Rect,
    options: TooltipOptions = TooltipOptions()
  ) throws(TooltipLayoutError) -> TooltipLayout {
    try layout(
      text, maximumWidth: maximumWidth, pointingAt: anchor, in: bounds, options: options,
      sized: textLayouter.atSize(options.fontSize))
  }

  /// ``layout(_:maximumWidth:pointingAt:in:options:)`` with the label's text at its size (a
  /// fake font in tests).
  func layout(
    _ text: String, maximumWidth: Double, pointingAt anchor: Rect, in bounds: Rect,
    options: TooltipOptions, sized: SizedTextLayouter
  ) throws(TooltipLayoutError) -> TooltipLayout {
    guard !text.isEmpty else { throw .emptyText }
    guard LayoutLimits.isPositiveLength(maximumWidth) else { throw .invalidWidth(maximumWidth) }
    try options.validate()
    guard bounds.isWithinLayoutLimits && bounds.width > 0 && bounds.height > 0 else {
      throw .invalidBounds(bounds)
    }
    guard anchor.isWithinLayoutLimits && anchor.width >= 0 && anchor.height >= 0 else {
      throw .invalidAnchor(anchor)
    }
    let insets = options.labelInsets
    let widest = min(maximumWidth, bounds.width - 2 * options.margin)
    let textRoom = widest - insets.horizontal
    let block = sized.lines(
      of: text, width: max(textRoom, 0), numberOfLines: options.numberOfLines,
      wordBreak: options.wordBreak, whiteSpace: options.whiteSpace)
    let narrowest = max(block.widestCluster, block.isTruncated ? sized.ellipsisWidth : 0)
    guard textRoom > 0 && LayoutRounding.fits(narrowest, in: textRoom) else {
      throw .widthTooNarrow(
        width: widest, required: LayoutRounding.snapUp(narrowest) + insets.horizontal)
    }

    let lineHeight = sized.lineHeight
    let height = Double(block.lines.count) * lineHeight + insets.vertical
    let radius = min(options.cornerRadius, height / 2)
    let width = min(
      max(
        LayoutRounding.snapUp(block.widestLine) + insets.horizontal, options.tipWidth + 2 * radius),
      widest)
    let placed = TooltipPlacement.place(
      TooltipPlacement.Input(
        width: width, height: height, anchor: anchor, bounds: bounds, margin: options.margin,
        tipWidth: options.tipWidth, tipHeight: options.tipHeight,
        cornerRadius: options.cornerRadius, requested: options.position))
    let bubble = placed.bubble
    let textWidth = width - insets.horizontal
    let rightToLeft = options.direction.resolved(for: text) == .rtl
    let lines = block.lines.map { line in
      var line = line
      if rightToLeft {
        // Aligned right: the line's room is the text width, its start edge the right.
        line.move(dx: -line.x, dy: 0)
        line.placeRightToLeft(in: textWidth)
        line.move(dx: bubble.x + insets.left, dy: bubble.y + insets.top)
      } else {
        line.move(
          dx: bubble.x + insets.left + (textWidth - line.width) / 2 - line.x,
          dy: bubble.y + insets.top)
      }
      return line
    }
    let points = placed.tip.points
    let frameX = min(bubble.x, points[0].x)
    let frameY = min(bubble.y, placed.tip.apex.y)
    return TooltipLayout(
      text: text, bubble: bubble,
      frame: Rect(
        x: frameX, y: frameY, width: max(bubble.maxX, points[2].x) - frameX,
        height: bubble.height + options.tipHeight),
      cornerRadius: placed.cornerRadius, lines: lines, lineHeight: lineHeight,
      fontSize: options.fontSize, isTruncated: block.isTruncated, position: placed.position,
      didFlip: placed.didFlip, fitsVertically: placed.fitsVertically, tip: placed.tip,
      outline: TooltipOutline.path(
        bubble: bubble, radius: placed.cornerRadius, tip: placed.tip, position: placed.position),
      backgroundColor: options.backgroundColor, textColor: options.textColor,
      missingGlyphs: block.missingGlyphs)
  }
}
