import TitleFonts

extension Composer {
  /// Composes a rich title (``TitleRequest/isRich``): the badge (when it has a category), then
  /// the runs and end runs as one paragraph, broken as Chromium breaks it, the last allowed line
  /// cut as ``RichTruncation`` says, each line's parts, boxes and line box, and the highlights.
  /// - Throws: as ``compose(_:)``, and ``ComposerError/unknownRunStyle(name:)`` or
  ///   ``ComposerError/invalidRun(reason:)`` for runs it cannot lay out.
  func composeRich(_ request: TitleRequest, deadline: CompositionDeadline?)
    throws(ComposerError) -> ComposedTitle
  {
    try validate(request)
    guard request.padding == .indent else {
      throw .invalidRun(reason: "a rich title makes room for its badge with padding \"indent\"")
    }
    guard direction(of: request) == .ltr else {
      throw .invalidRun(reason: "a rich title is laid out left to right (direction \"ltr\")")
    }
    guard (request.textWrap ?? style.textWrap) == .wrap else {
      throw .invalidRun(reason: "a rich title wraps greedily (textWrap \"wrap\")")
    }
    let content = try RichContent(request, runStyles: style.runStyles)
    for highlight in request.highlights
    where
      !(0 <= highlight.start && highlight.start <= highlight.end
      && highlight.end <= content.length)
    {
      throw .invalidRun(
        reason: "highlight \(highlight.start)..<\(highlight.end) is outside the title's"
          + " \(content.length) units")
    }
    let titleFont = ScaledFontChain(
      chain: titleChain, size: request.titleSize ?? style.titleSize, language: request.lang)
    let badge: BadgeBox?
    if let known = knownBadge(for: request) {
      badge = known.object
    } else {
      badge = try measuredBadge(for: request)
    }
    let badgeAdvance = badge?.inlineAdvance(spacing: request.badgeSpacing ?? style.badgeSpacing)
    let rich = try richParagraph(
      content, request: request, titleFont: titleFont, badgeAdvance: badgeAdvance,
      deadline: deadline)
    guard LineRoom(width: request.width).fits(rich.widestCluster) else {
      throw .widthTooNarrow(
        width: request.width,
        required: LayoutRounding.snapUp(rich.widestCluster) - 1 / LayoutRounding.unitsPerPixel)
    }
    let lineMetrics = LineMetrics(font: titleFont, style: style, request: request)
    var builder = RichLineBuilder(
      rich: rich, request: request, composer: self, titleFont: titleFont,
      lineMetrics: lineMetrics)

    // The lines up to one past the limit: the lines after it change nothing.
    let limit = request.numberOfLines
    var spans: [LineSpan] = []
    spans.reserveCapacity(limit > 0 ? limit + 1 : 4)
    var iterator = GreedyLineBreaker.LineIterator(paragraph: rich.paragraph, width: request.width)
    while limit == 0 || spans.count <= limit, let span = iterator.next() { spans.append(span) }
    try deadline?.check()
    let isTruncated = limit > 0 && spans.count > limit
    builder.reserveLines(isTruncated ? limit : spans.count)
    for (index, span) in spans.prefix(isTruncated ? limit - 1 : spans.count).enumerated() {
      builder.appendLine(span, index: index)
    }
    if isTruncated {
      builder.appendTruncatedLine(
        spans[limit - 1], truncation: request.truncation ?? style.truncation)
    }
    var composedBadge = badge?.composed(
      lineHeight: lineMetrics.lineHeight, includesGlyphRuns: request.includesGlyphRuns)
    // The badge keeps its place against the first line's baseline.
    let dy = (builder.lines.first?.baseline ?? 0) - lineMetrics.baseline(ofLine: 0)
    composedBadge?.frame.y += dy
    composedBadge?.labelBaseline += dy
    var title = ComposedTitle(
      title: content.text, width: request.width, badge: composedBadge, lines: builder.lines,
      isTruncated: isTruncated, height: builder.top, lineHeight: lineMetrics.lineHeight,
      titleSize: titleFont.size, padding: .indent, paddingSpaceCount: 0,
      missingGlyphs: builder.missingGlyphs, lang: request.lang,
      letterSpacing: builder.titleTracking, truncation: request.truncation ?? style.truncation)
    title.boxes = builder.boxes
    title.highlights = request.highlights.map { builder.highlight($0) }
    try deadline?.check()
    return title
  }
}
