import TitleFonts
import TitleText

/// Lays out list-cell titles: a category badge, then the title wrapped into at most
/// `numberOfLines` lines of a given width, ending in "…" when it does not fit.
///
/// A composer is immutable after `init` and `Sendable`: build one at start-up and call it from
/// any number of threads at once. Composing is a pure function of the request.
///
/// ```swift
/// let composer = try TitleComposer()
/// let title = try composer.compose(categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기",
///                                  width: 343, numberOfLines: 2)
/// ```
public final class TitleComposer: Sendable {
  /// Fonts, sizes and badge geometry.
  public let style: TitleStyle
  /// The categories badges are drawn for.
  public let catalog: CategoryCatalog
  /// The fallback chain configuration.
  public let fallback: FontFallback
  /// Batch size and time bounds (``ComposerLimits``).
  public let limits: ComposerLimits

  let titleChain: FontFallbackChain
  let badgeChain: FontFallbackChain
  let analyzer: TextAnalyzer
  /// `paddings[n]` is n U+0020, made once rather than per title.
  private let paddings: [String] = (0...64).map { String(repeating: " ", count: $0) }

  /// A composer.
  /// - Parameters:
  ///   - style: fonts, sizes and geometry; default the seed app's.
  ///   - catalog: the categories; default ``CategoryCatalog/builtIn``.
  ///   - fallback: faces for characters the style's fonts lack; default system fonts.
  ///   - limits: batch size and time bounds; default ``ComposerLimits/default``.
  /// - Throws: ``ComposerError`` when the style or limits are invalid, a font cannot be loaded or
  ///   ICU fails.
  public init(
    style: TitleStyle = TitleStyle(), catalog: CategoryCatalog = .builtIn,
    fallback: FontFallback = .default, limits: ComposerLimits = .default
  ) throws(ComposerError) {
    try style.validate()
    try limits.validate()
    self.limits = limits
    self.style = style
    self.catalog = catalog
    self.fallback = fallback
    var loader = FontLoader()
    titleChain = try loader.chain(primary: style.titleFont, fallback: fallback)
    badgeChain =
      style.badgeFont == style.titleFont
      ? titleChain : try loader.chain(primary: style.badgeFont, fallback: fallback)
    do {
      analyzer = try TextAnalyzer()
    } catch {
      throw .textAnalysis(error)
    }
  }

  /// Composes one title.
  /// - Parameters:
  ///   - categoryID: the category's API id.
  ///   - title: the title text.
  ///   - width: the cell's width in pixels.
  ///   - numberOfLines: the most lines; 0 means unlimited. Default 2.
  ///   - wordBreak: keep-all (default) or normal.
  ///   - padding: indent (default) or spaces.
  ///   - whiteSpace: preserve (default) or collapse.
  /// - Returns: the badge, the lines and the truncation flag.
  /// - Throws: ``ComposerError`` for an unknown category or a bad title, width or line count.
  public func compose(
    categoryID: Int, title: String, width: Double, numberOfLines: Int = 2,
    wordBreak: WordBreak = .keepAll, padding: PaddingMode = .indent,
    whiteSpace: WhiteSpace = .preserve
  ) throws(ComposerError) -> ComposedTitle {
    try compose(
      TitleRequest(
        categoryID: categoryID, title: title, width: width, numberOfLines: numberOfLines,
        wordBreak: wordBreak, padding: padding, whiteSpace: whiteSpace))
  }

  /// Composes one title from a request.
  /// - Throws: ``ComposerError`` for an unknown category or a bad title, width or line count,
  ///   or ``ComposerError/timeBudgetExceeded(budget:)`` past ``ComposerLimits/timeBudget``.
  public func compose(_ request: TitleRequest) throws(ComposerError) -> ComposedTitle {
    let deadline = CompositionDeadline(budget: limits.timeBudget)
    try validate(request)
    let category = try catalog.category(id: request.categoryID)
    let titleFont = ScaledFontChain(chain: titleChain, size: request.titleSize ?? style.titleSize)
    let badgeFont = ScaledFontChain(chain: badgeChain, size: request.badgeSize ?? style.badgeSize)
    let badge = BadgeBox(category: category, font: badgeFont, style: style)
    let spaceAdvance = titleFont.advance(of: titleFont.glyph(for: " "))
    let spaceCount = BadgeBox.paddingSpaceCount(badgeWidth: badge.width, spaceAdvance: spaceAdvance)

    let buffer =
      request.padding == .indent
      ? TitleBuffer(title: request.title, prefix: 0xFFFC, prefixCount: 1)
      : TitleBuffer(title: request.title, prefix: 0x20, prefixCount: spaceCount)
    let analysis = analyzer.analyze(buffer.utf16, wordBreak: request.wordBreak)
    try deadline?.check()
    let measurer = ParagraphMeasurer(
      font: titleFont, prefixLength: buffer.prefixLength,
      badgeAdvance: request.padding == .indent ? badge.width : nil,
      whiteSpace: request.whiteSpace)
    let measured = measurer.measure(analysis)
    try deadline?.check()
    try checkWidthHoldsEveryCluster(
      measured, width: request.width, prefixLength: buffer.prefixLength)

    let lineMetrics = LineMetrics(font: titleFont, multiple: style.lineHeightMultiple)
    let builder = ComposedLineBuilder(
      title: request.title, buffer: buffer, measured: measured,
      lineMetrics: lineMetrics, whiteSpace: request.whiteSpace)
    let layout = builder.lines(
      width: request.width, numberOfLines: request.numberOfLines,
      ellipsisWidth: titleFont.advance(of: "…"))
    try deadline?.check()
    return ComposedTitle(
      title: request.title, width: request.width,
      badge: badge.composed(lineHeight: lineMetrics.lineHeight),
      lines: layout.lines, isTruncated: layout.isTruncated,
      height: Double(layout.lines.count) * lineMetrics.lineHeight,
      lineHeight: lineMetrics.lineHeight, titleSize: titleFont.size, padding: request.padding,
      paddedTitle: padding(spaceCount) + request.title,
      paddingSpaceCount: spaceCount, missingGlyphs: layout.missingGlyphs)
  }

  private func padding(_ count: Int) -> String {
    count < paddings.count ? paddings[count] : String(repeating: " ", count: count)
  }

  private func validate(_ request: TitleRequest) throws(ComposerError) {
    guard request.width.isFinite && request.width > 0 else {
      throw .invalidWidth(request.width)
    }
    guard request.numberOfLines >= 0 else {
      throw .invalidNumberOfLines(request.numberOfLines)
    }
    if let size = request.titleSize, !FontSizeRange.contains(size) { throw .invalidFontSize(size) }
    if let size = request.badgeSize, !FontSizeRange.contains(size) { throw .invalidFontSize(size) }
    let length = request.title.utf16.count
    guard length > 0 else { throw .emptyTitle }
    guard length <= style.maximumTitleLength else {
      throw .titleTooLong(length: length, limit: style.maximumTitleLength)
    }
  }

  /// A width that cannot hold the widest drawn character of the title would overflow on every
  /// line. (A badge wider than the width is allowed: it sits alone on the first line, as in
  /// Chromium.)
  private func checkWidthHoldsEveryCluster(
    _ measured: ParagraphMeasurer.Output, width: Double, prefixLength: Int
  ) throws(ComposerError) {
    let widest = measured.paragraph.widestCluster(from: prefixLength)
    guard LayoutRounding.fits(widest, in: width) else {
      throw .widthTooNarrow(width: width, required: LayoutRounding.snapUp(widest))
    }
  }
}
