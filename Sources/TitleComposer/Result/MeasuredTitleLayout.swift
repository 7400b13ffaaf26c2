/// A measured title and everything laying it out needs besides the width and line count: the
/// line builder, the composed badge, the ellipsis width, the wrap style and the result's fixed
/// fields. A ``PreparedTitle`` keeps one and lays it out at each width; ``Composer/compose(_:)``
/// lays its parts out once through the same ``composedTitle(lines:badge:parts:width:numberOfLines:deadline:)``,
/// so both give the same title for the same request.
///
/// Not copyable: a prepared title keeps it in its storage and lays it out borrowed, so its
/// builder, badge and measured paragraph are never copied (each copy would retain them all).
struct MeasuredTitleLayout: ~Copyable {
  /// Chooses and builds the lines (holds the title, its buffer and measured paragraph).
  let lines: ComposedLineBuilder
  /// The badge as the result carries it (its box centred on the first line); `nil` for none.
  let badge: ComposedBadge?
  /// The fields that do not depend on the width.
  let parts: Parts

  /// What a layout reads besides the lines and the badge, none of it depending on the width.
  struct Parts {
    /// The widest cluster of the title. A width that cannot hold the widest drawn character of
    /// the title would overflow on every line. (A badge wider than the width is allowed: it sits
    /// alone on the first line, as in Chromium.) The character fits as a line does
    /// (``LineRoom``): the width it needs is its snapped width less Blink's 1/64 px epsilon.
    let widestTitleCluster: Double
    /// The advance of the "…" a truncated line ends in.
    let ellipsisWidth: Double
    let textWrap: TextWrap
    let fontSize: Double
    let spaceWidth: Double
    /// Whether Blink's scoring is off for this text (a preserved tab under balance or pretty).
    let scoringDisabled: Bool
    let title: String
    let padding: PaddingMode
    let lang: TitleLanguage
    let spaceCount: Int
    /// The title's letter-spacing as Blink holds it (1/65536 px).
    let tracking: Double
    /// How the last allowed line is truncated.
    let truncation: Truncation
    /// The cell's direction, resolved (``TextDirection/ltr`` or ``TextDirection/rtl``).
    let direction: TextDirection

    @inline(__always)
    init(
      request: TitleRequest, style: TitleStyle, titleFont: ScaledFontChain, buffer: TitleBuffer,
      widestTitleCluster: Double, spaceCount: Int, spaceWidth: Double, tracking: Double,
      ellipsisWidth: Double, direction: TextDirection
    ) {
      self.direction = direction
      self.widestTitleCluster = widestTitleCluster
      self.ellipsisWidth = ellipsisWidth
      let textWrap = request.textWrap ?? style.textWrap
      self.textWrap = textWrap
      fontSize = titleFont.size
      self.spaceWidth = spaceWidth
      // A preserved tab turns Blink's scoring off; looked for only when a style scores.
      scoringDisabled =
        textWrap != .wrap && request.whiteSpace == .preserve && buffer.utf16.contains(0x09)
      title = request.title
      padding = request.padding
      lang = request.lang
      self.spaceCount = spaceCount
      self.tracking = tracking
      truncation = request.truncation ?? style.truncation
    }
  }

  init(lines: consuming ComposedLineBuilder, badge: ComposedBadge?, parts: Parts) {
    self.lines = lines
    self.badge = badge
    self.parts = parts
  }

  /// The line builder of a measured request.
  /// - Parameters:
  ///   - opportunities: the paragraph's line-break opportunities, when a prepared title keeps
  ///     them for many layouts.
  ///   - truncation: how the last allowed line ends (the request's, else the style's).
  ///   - mayHaveMissingGlyphs: `false` when no cluster is a missing glyph, so lines need not
  ///     count them.
  @inline(__always)
  static func lineBuilder(
    request: TitleRequest, lineMetrics: LineMetrics, titleFont: ScaledFontChain,
    buffer: TitleBuffer, paragraph: MeasuredParagraph, softHyphen: SoftHyphen?,
    truncation: Truncation, opportunities: GreedyLineBreaker.Opportunities? = nil,
    mayHaveMissingGlyphs: Bool = true
  ) -> ComposedLineBuilder {
    var lines = ComposedLineBuilder(
      title: request.title, buffer: buffer, paragraph: paragraph,
      lineMetrics: lineMetrics, whiteSpace: request.whiteSpace,
      glyphRuns: request.includesGlyphRuns
        ? GlyphRunContext(font: titleFont, prefixLength: buffer.prefixLength) : nil,
      softHyphen: softHyphen)
    lines.opportunities = opportunities
    lines.mayHaveMissingGlyphs = mayHaveMissingGlyphs
    lines.truncation = truncation
    return lines
  }

  /// The title laid out at `width` in at most `numberOfLines` lines (both already valid).
  /// - Throws: ``ComposerError/widthTooNarrow(width:required:)`` when a character of the title
  ///   is wider than `width`; ``ComposerError/timeBudgetExceeded(budget:)`` past `deadline`.
  @inline(__always)
  func composed(width: Double, numberOfLines: Int, deadline: CompositionDeadline?)
    throws(ComposerError) -> ComposedTitle
  {
    try Self.composedTitle(
      lines: lines, badge: badge, parts: parts, width: width, numberOfLines: numberOfLines,
      deadline: deadline)
  }

  /// The lines `lines` chooses at `width`, with `badge` and `parts`, as a result: the one body
  /// every layout goes through. (`badge` is an autoclosure so that composing once builds it
  /// in place in the result.)
  @inline(__always)
  static func composedTitle(
    lines: borrowing ComposedLineBuilder, badge: @autoclosure () -> ComposedBadge?,
    parts: borrowing Parts, width: Double, numberOfLines: Int, deadline: CompositionDeadline?
  ) throws(ComposerError) -> ComposedTitle {
    let widest = parts.widestTitleCluster
    guard LineRoom(width: width).fits(widest) else {
      throw .widthTooNarrow(
        width: width,
        required: LayoutRounding.snapUp(widest) - 1 / LayoutRounding.unitsPerPixel)
    }
    let layout = lines.lines(
      width: width, numberOfLines: numberOfLines, ellipsisWidth: parts.ellipsisWidth,
      textWrap: parts.textWrap,
      context: WrapStyleLineBreaker.Context(
        width: width, fontSize: parts.fontSize, textLength: lines.buffer.utf16.count,
        spaceWidth: parts.spaceWidth, scoringDisabled: parts.scoringDisabled))
    try deadline?.check()
    let lineHeight = lines.lineMetrics.lineHeight
    var title = ComposedTitle(
      title: parts.title, width: width, badge: badge(), lines: layout.lines,
      isTruncated: layout.isTruncated, height: Double(layout.lines.count) * lineHeight,
      lineHeight: lineHeight, titleSize: parts.fontSize, padding: parts.padding,
      paddingSpaceCount: parts.spaceCount, missingGlyphs: layout.missingGlyphs,
      lang: parts.lang, letterSpacing: parts.tracking, truncation: parts.truncation)
    if parts.direction == .rtl { title.placeRightToLeft() }
    return title

  }
}
