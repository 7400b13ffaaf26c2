import TitleFonts
import TitleText

/// Lays out list-cell titles: a category badge, then the title wrapped into at most
/// `numberOfLines` lines of a given width, ending in "…" when it does not fit.
///
/// A composer is immutable after `init` and `Sendable`: build one at start-up and call it from
/// any number of threads at once. Composing is a pure function of the request.
///
/// ```swift
/// let composer = try Composer()
/// let title = try composer.compose(categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기",
///                                  width: 343, numberOfLines: 2)
/// ```
public final class Composer: Sendable {
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
  /// The chain of each run style that names a font (``TitleStyle/runStyles``); a style without
  /// one draws with ``titleChain``.
  let runStyleChains: [String: FontFallbackChain]
  /// The Korean analyzer (``analyzers``' default).
  var analyzer: TextAnalyzer { analyzers.korean }
  /// One analyzer per line-breaking locale (``TitleRequest/lang``).
  let analyzers: LanguageAnalyzers
  /// Each category's badge at the style's badge size, measured once (a request that sets its own
  /// badge size measures its badge itself).
  private let badges: BadgeTable
  /// The title font's U+0020 glyph (its advance in em; the padding count measures it as the
  /// measurer does).
  private let space: GlyphInfo
  /// The "…" glyph when a face without layout tables draws it (then its advance is FreeType's
  /// at each size, ``ScaledFontChain/advance(of:)``).
  private let ellipsisGlyph: GlyphInfo?
  /// "…" shaped in Korean (the default language) by the face that draws it, when that face has
  /// layout tables: its width at a size is ``ShapedUnitScale``'s, as the glyph runs measure it.
  private let koreanEllipsisRun: (face: FontFace, run: ShapedRun)?
  /// That run's width at the style's title size (most requests), found once.
  private let koreanEllipsisAtStyleSize: Double?

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
    let environment = try FontLoader.environment(for: style)
    titleChain = try loader.chain(
      primary: style.titleFont, fallback: fallback, environment: environment)
    badgeChain =
      style.badgeFont == style.titleFont
      ? titleChain
      : try loader.chain(primary: style.badgeFont, fallback: fallback, environment: environment)
    runStyleChains = try Self.runStyleChains(
      style: style, title: titleChain, badge: badgeChain, loader: &loader, fallback: fallback,
      environment: environment)
    analyzers = try LanguageAnalyzers()
    let badgeFont = ScaledFontChain(chain: badgeChain, size: style.badgeSize)
    let badgeSpacing = LetterSpacing.quantized(style.badgeLetterSpacing(atSize: style.badgeSize))
    // The line height of a request that sets none of its own: its badge is made once.
    let usualLineHeight =
      LineMetrics(
        font: ScaledFontChain(chain: titleChain, size: style.titleSize), style: style,
        request: TitleRequest(categoryID: 0, title: "", width: 1)
      ).lineHeight
    var boxes: [BadgeBox] = []
    boxes.reserveCapacity(catalog.knownIDs.count)
    for id in catalog.knownIDs {
      boxes.append(
        BadgeBox(
          category: try catalog.category(id: id), font: badgeFont, style: style,
          letterSpacing: badgeSpacing, cachedLineHeight: usualLineHeight))
    }
    badges = BadgeTable(boxes)
    space = titleChain.glyph(for: " ")
    let ellipsis = titleChain.glyph(for: "…")
    ellipsisGlyph = ellipsis.shapes ? nil : ellipsis
    let ellipsisFace = titleChain.face(at: Int(ellipsis.faceIndex))
    koreanEllipsisRun =
      ellipsis.shapes
      ? ellipsisFace.shape("…", ShapingProperties(language: TitleLanguage.korean.tag)).map {
        (ellipsisFace, $0)
      } : nil
    koreanEllipsisAtStyleSize = koreanEllipsisRun.map {
      ShapedUnitScale(face: $0.face, size: style.titleSize).width(of: $0.run)
    }
  }

  /// Composes one title.
  /// - Parameters:
  ///   - categoryID: the category's API id; `nil` for a title without a badge.
  ///   - title: the title text.
  ///   - width: the cell's width in pixels.
  ///   - numberOfLines: the most lines; 0 means unlimited. Default 2.
  ///   - wordBreak: keep-all (default) or normal.
  ///   - padding: indent (default) or spaces.
  ///   - whiteSpace: preserve (default) or collapse.
  ///   - includesGlyphRuns: whether the lines get the glyph runs renderers draw (default no).
  /// - Returns: the badge (when there is a category), the lines and the truncation flag.
  /// - Throws: ``ComposerError`` for an unknown category or a bad title, width or line count.
  public func compose(
    categoryID: Int?, title: String, width: Double, numberOfLines: Int = 2,
    wordBreak: WordBreak = .keepAll, padding: PaddingMode = .indent,
    whiteSpace: WhiteSpace = .preserve, includesGlyphRuns: Bool = false
  ) throws(ComposerError) -> ComposedTitle {
    try compose(
      TitleRequest(
        categoryID: categoryID, title: title, width: width, numberOfLines: numberOfLines,
        wordBreak: wordBreak, padding: padding, whiteSpace: whiteSpace,
        includesGlyphRuns: includesGlyphRuns))
  }

  /// Composes one title from a request.
  /// - Throws: ``ComposerError`` for an unknown category or a bad title, width or line count,
  ///   or ``ComposerError/timeBudgetExceeded(budget:)`` past ``ComposerLimits/timeBudget``.
  public func compose(_ request: TitleRequest) throws(ComposerError) -> ComposedTitle {
    let deadline = CompositionDeadline(budget: limits.timeBudget)
    if request.isRich { return try composeRich(request, deadline: deadline) }
    if !request.highlights.isEmpty {
      // Highlights are a rich title's: the title is one run in its own style.
      var rich = request
      rich.runs = [.text(request.title)]
      return try composeRich(rich, deadline: deadline)
    }
    return try measuring(request, deadline: deadline, reusingThreadArena: true) {
      (measured) throws(ComposerError) in
      let lineMetrics = LineMetrics(font: measured.titleFont, style: style, request: request)
      let lines = MeasuredTitleLayout.lineBuilder(
        request: request, lineMetrics: lineMetrics, titleFont: measured.titleFont,
        buffer: measured.buffer, paragraph: measured.measured.paragraph,
        softHyphen: measured.softHyphen, truncation: request.truncation ?? style.truncation)
      return try MeasuredTitleLayout.composedTitle(
        lines: lines,
        badge: measured.badge?.use {
          $0.composed(
            lineHeight: lineMetrics.lineHeight, includesGlyphRuns: request.includesGlyphRuns)
        },
        parts: layoutParts(request: request, measured: measured),
        width: request.width, numberOfLines: request.numberOfLines, deadline: deadline)
    }
  }

  /// Analyses, shapes and measures a title once, for layouts at any width or line count
  /// (``PreparedTitle/layout(width:numberOfLines:)``): a server sizing one cell for several
  /// devices, or a list laid out again on rotation. The request's `width` and `numberOfLines`
  /// are validated but not used.
  /// - Throws: as ``compose(_:)``, except the error of a width too narrow for a character
  ///   (``ComposerError/widthTooNarrow(width:required:)``), which each layout checks;
  ///   ``ComposerError/invalidRun(reason:)`` for a rich title (``TitleRequest/isRich``), which
  ///   ``compose(_:)`` lays out.
  public func prepare(_ request: TitleRequest) throws(ComposerError) -> PreparedTitle {
    if request.isRich {
      throw .invalidRun(reason: "prepare lays out plain titles; compose a rich title instead")
    }
    return try measuring(
      request, deadline: CompositionDeadline(budget: limits.timeBudget), reusingThreadArena: false
    ) { measured in
      PreparedTitle(
        composer: self, request: request,
        layout: measuredLayout(
          request: request, measured: measured,
          opportunities: GreedyLineBreaker.Opportunities(of: measured.measured.paragraph),
          mayHaveMissingGlyphs: measured.measured.paragraph.clusters.contains { $0.isMissing }))
    }
  }

  /// Measures the request's title and hands it to `body` (``MeasuredRequest``): what
  /// ``compose(_:)`` and ``prepare(_:)`` share. (A closure, not a returned value, so that
  /// composing copies none of the measured parts.) `reusingThreadArena`: compose, whose buffer
  /// dies with it, borrows the thread's kept arena; prepare, whose layout keeps its buffer, gets
  /// one of its own.
  @inline(__always)
  private func measuring<Result>(
    _ request: TitleRequest, deadline: CompositionDeadline?, reusingThreadArena: Bool,
    _ body: (borrowing MeasuredRequest) throws(ComposerError) -> Result
  ) throws(ComposerError) -> Result {
    try validate(request)
    let titleFont = ScaledFontChain(
      chain: titleChain, size: request.titleSize ?? style.titleSize, language: request.lang)
    // The table's badge is borrowed (the composer keeps it): retained per title, every
    // composing thread would write its count. One measured for this request is held here.
    var ownBadge: BadgeBox? = nil
    let badge: Borrowed<BadgeBox>?
    if let known = knownBadge(for: request) {
      badge = known
    } else if let measured = try measuredBadge(for: request) {
      ownBadge = measured
      badge = Borrowed(measured)
    } else {
      badge = nil
    }
    defer { withExtendedLifetime(ownBadge) {} }
    let badgeSpacing = request.badgeSpacing ?? style.badgeSpacing
    // The title's letter-spacing in px as given, and as Blink holds it (1/65536 px).
    let letterSpacing = titleLetterSpacing(for: request, size: titleFont.size)
    let tracking = letterSpacing == 0 ? 0 : LetterSpacing.quantized(letterSpacing)
    // Each padding space is tracked too (the oracle's `ceil(badgeWidth / (space + spacing))`).
    // The space's own advance, unshaped, as Blink's `SimpleFontData::SpaceWidth` (and a
    // canvas's `measureText(" ")`) has it: FreeType's 16.16 linear advance, in a face that
    // shapes too (Inter's 792 units at 14 px are 3.937439 px, not 3.9375: a 27.5625 px badge
    // takes 8 spaces, not 7).
    let spaceWidth = titleFont.advance(of: space)
    let spaceAdvance = spaceWidth + letterSpacing
    if request.padding == .spaces && !(spaceAdvance > 0) {
      throw .invalidLetterSpacing(
        reason: "\(letterSpacing) px leaves a padding space \(spaceAdvance) px wide; spaces mode"
          + " needs a space wider than 0")
    }
    // Without a badge, nothing comes before the title in either mode: no object, no spaces.
    let spaceCount =
      badge.map {
        BadgeBox.paddingSpaceCount(
          badgeWidth: $0.use { $0.paddedWidth(spacing: badgeSpacing) }, spaceAdvance: spaceAdvance)
      } ?? 0

    let buffer =
      request.padding == .indent && badge != nil
      ? TitleBuffer(
        title: request.title, prefix: 0xFFFC, prefixCount: 1,
        reusingThreadArena: reusingThreadArena)
      : TitleBuffer(
        title: request.title, prefix: 0x20, prefixCount: spaceCount,
        reusingThreadArena: reusingThreadArena)
    guard buffer.titleLength <= style.maximumTitleLength else {
      throw .titleTooLong(length: buffer.titleLength, limit: style.maximumTitleLength)
    }
    try analyzers.analyze(buffer, language: request.lang, wordBreak: request.wordBreak)
    if request.padding == .indent && badge != nil { Self.allowBreakAfterBadge(in: buffer) }
    try deadline?.check()
    var measurer = ParagraphMeasurer(
      font: titleFont, prefixLength: buffer.prefixLength,
      badgeAdvance: request.padding == .indent
        ? badge?.use { $0.inlineAdvance(spacing: badgeSpacing) } : nil,
      whiteSpace: request.whiteSpace)
    measurer.recordsGlyphs = request.includesGlyphRuns
    measurer.paragraphLevel = direction(of: request).paragraphLevel
    if tracking != 0 {
      // Blink's FontFeatureRange::FromFontDescription; the spacing goes on each cluster's last
      // glyph, so the glyphs are recorded.
      measurer.shaping.features = ShapingFeature.ligaturesOff
      measurer.recordsGlyphs = true
    }
    let softHyphen = buffer.containsSoftHyphen ? SoftHyphen(font: titleFont) : nil
    // (A `var` would cost a copy of the whole output on every title.)
    // (Tracking is its own branch: passing every output through one more function copies it.)
    let measured =
      tracking == 0
      ? try Self.marked(
        measurer.measure(buffer, deadline: deadline), softHyphen: softHyphen, in: buffer)
      : try Self.tracked(
        Self.marked(
          measurer.measure(buffer, deadline: deadline), softHyphen: softHyphen, in: buffer),
        spacing: tracking, in: buffer, whiteSpace: request.whiteSpace)
    try deadline?.check()
    return try body(
      MeasuredRequest(
        titleFont: titleFont, buffer: buffer, measured: measured, badge: badge,
        softHyphen: softHyphen, spaceCount: spaceCount, spaceWidth: spaceWidth,
        tracking: tracking))
  }

  /// The layout of a measured request that a ``PreparedTitle`` keeps.
  func measuredLayout(
    request: TitleRequest, measured: borrowing MeasuredRequest,
    opportunities: GreedyLineBreaker.Opportunities, mayHaveMissingGlyphs: Bool
  ) -> MeasuredTitleLayout {
    let lineMetrics = LineMetrics(font: measured.titleFont, style: style, request: request)
    return MeasuredTitleLayout(
      lines: MeasuredTitleLayout.lineBuilder(
        request: request, lineMetrics: lineMetrics, titleFont: measured.titleFont,
        buffer: measured.buffer, paragraph: measured.measured.paragraph,
        softHyphen: measured.softHyphen, truncation: request.truncation ?? style.truncation,
        opportunities: opportunities, mayHaveMissingGlyphs: mayHaveMissingGlyphs),
      badge: measured.badge?.use {
        $0.composed(
          lineHeight: lineMetrics.lineHeight, includesGlyphRuns: request.includesGlyphRuns)
      },
      parts: layoutParts(request: request, measured: measured))
  }

  /// A measured request's ``MeasuredTitleLayout/Parts``.
  @inline(__always)
  func layoutParts(request: TitleRequest, measured: borrowing MeasuredRequest)
    -> MeasuredTitleLayout.Parts
  {
    MeasuredTitleLayout.Parts(
      request: request, style: style, titleFont: measured.titleFont, buffer: measured.buffer,
      widestTitleCluster: measured.measured.widestTitleCluster,
      spaceCount: measured.spaceCount, spaceWidth: measured.spaceWidth,
      tracking: measured.tracking,
      ellipsisWidth: koreanEllipsisWidth(request, measured.titleFont)
        ?? measured.titleFont.advance(of: "…"),
      direction: direction(of: request))
  }

  /// The direction `request`'s cell is laid out in: its own, else the style's, with
  /// ``TextDirection/auto`` resolved by the title's first strong character.
  @inline(__always)
  func direction(of request: TitleRequest) -> TextDirection {
    (request.direction ?? style.direction).resolved(for: request.title)
  }

  /// The "…" width of a Korean request from what start-up found, as ``ScaledFontChain/advance(of:)``
  /// measures it; `nil` for other languages (their `locl` forms are shaped per request) or when
  /// start-up could not shape it.
  @inline(__always)
  private func koreanEllipsisWidth(_ request: TitleRequest, _ titleFont: ScaledFontChain)
    -> Double?
  {
    guard request.lang == .korean else { return nil }
    if let ellipsisGlyph { return titleFont.advance(of: ellipsisGlyph) }
    guard let (face, run) = koreanEllipsisRun else { return nil }
    if titleFont.size == style.titleSize, let known = koreanEllipsisAtStyleSize { return known }
    return ShapedUnitScale(face: face, size: titleFont.size).width(of: run)
  }

  /// The request's badge as measured at start-up (for the style's badge size and label
  /// letter-spacing), borrowed from the table; `nil` when the request needs its own
  /// (``measuredBadge(for:)``) or the catalog has no such category.
  @inline(__always)
  func knownBadge(for request: TitleRequest) -> Borrowed<BadgeBox>? {
    let ownSpacing = request.badgeLetterSpacing != nil || request.badgeLetterSpacingEm != nil
    guard request.badgeSize == nil || request.badgeSize == style.badgeSize, !ownSpacing else {
      return nil
    }
    guard let id = request.categoryID else { return nil }
    return badges[id: id]
  }

  /// The request's badge, measured now (its own badge size or label letter-spacing); `nil` for
  /// a request without a category.
  /// - Throws: ``ComposerError/unknownCategory(_:)`` for an id the catalog lacks.
  func measuredBadge(for request: TitleRequest) throws(ComposerError) -> BadgeBox? {
    guard let id = request.categoryID else { return nil }
    let category = try catalog.category(id: id)
    let size = request.badgeSize ?? style.badgeSize
    let font = ScaledFontChain(chain: badgeChain, size: size)
    return BadgeBox(
      category: category, font: font, style: style,
      letterSpacing: LetterSpacing.quantized(badgeLetterSpacing(for: request, size: size)))
  }

  func validate(_ request: TitleRequest) throws(ComposerError) {
    guard request.width.isFinite && request.width > 0 else {
      throw .invalidWidth(request.width)
    }
    guard request.numberOfLines >= 0 else {
      throw .invalidNumberOfLines(request.numberOfLines)
    }
    if let size = request.titleSize, !FontSizeRange.contains(size) { throw .invalidFontSize(size) }
    if let size = request.badgeSize, !FontSizeRange.contains(size) { throw .invalidFontSize(size) }
    if let lineHeight = request.lineHeight, !LineHeightRange.contains(lineHeight) {
      throw .invalidLineHeight(lineHeight)
    }
    if let spacing = request.badgeSpacing, !BadgeSpacingRange.contains(spacing) {
      throw .invalidBadgeSpacing(spacing)
    }
    if request.letterSpacing != nil || request.letterSpacingEm != nil {
      try Self.validateLetterSpacing(
        px: request.letterSpacing, em: request.letterSpacingEm,
        keys: ("letterSpacing", "letterSpacingEm"))
    }
    if request.badgeLetterSpacing != nil || request.badgeLetterSpacingEm != nil {
      try Self.validateLetterSpacing(
        px: request.badgeLetterSpacing, em: request.badgeLetterSpacingEm,
        keys: ("badgeLetterSpacing", "badgeLetterSpacingEm"))
    }
    // The UTF-8 length bounds the UTF-16 one (counted exactly once decoded) from above.
    let utf8Count = request.title.utf8.count
    guard utf8Count > 0 else { throw .emptyTitle }
    if utf8Count / 3 > style.maximumTitleLength {
      // Every UTF-16 code unit takes at most 3 UTF-8 bytes: too long without decoding it.
      let length = request.title.utf16.count
      throw .titleTooLong(length: length, limit: style.maximumTitleLength)
    }
  }

  /// `measured` with its soft hyphens marked (``MeasuredParagraph/markSoftHyphens(in:hyphen:)``)
  /// when the title has any.
  static func marked(
    _ measured: consuming ParagraphMeasurer.Output, softHyphen: SoftHyphen?, in buffer: TitleBuffer
  ) -> ParagraphMeasurer.Output {
    guard let softHyphen else { return measured }
    measured.paragraph.markSoftHyphens(in: buffer.utf16, hyphen: softHyphen)
    return measured
  }

  /// A line may always end after the badge, whatever follows it: Blink's
  /// `LineBreaker::CanBreakAfterAtomicInline` (`core/layout/inline/line_breaker.cc`) answers yes
  /// for an inline-block, where ICU's rules would keep U+FFFC with a following "/" or ")"
  /// (UAX #14 LB13). "/usr/local/ …" beside a wide badge in a narrow cell starts on line 2.
  static func allowBreakAfterBadge(in buffer: TitleBuffer) {
    let flags = buffer.boundaryFlags
    let after = buffer.prefixLength
    guard after > 0 && after < flags.count else { return }
    if flags[after] & BoundaryFlags.breakMandatory.rawValue == 0 {
      flags[after] |= BoundaryFlags.breakAllowed.rawValue
    }
  }
}
