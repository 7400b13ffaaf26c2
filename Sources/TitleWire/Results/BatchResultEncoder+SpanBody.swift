import TitleComposer

extension BatchResultEncoder {
  /// ``appendLinesAndBadge(_:glyphRuns:to:)`` without glyph runs, into room reserved by
  /// ``bodyBound(_:)``: the same bytes, with no growth or uniqueness check per byte; the badge
  /// is copied from `badges` when it was written before.
  /// - Parameter titleIsPlain: `true` when the title is known to need no escape; `false` has
  ///   it scanned.
  static func appendLinesAndBadge(
    _ composed: borrowing ComposedTitle, badges: inout BatchBadgeCache, titleIsPlain: Bool = false,
    to out: inout OutputSpan<UInt8>
  ) {
    let title = composed.title.utf8Span.span
    // One scan of the title serves its two or three copies and its lines' cuts.
    let titleIsPlain = titleIsPlain || JSONSpanBytes.isPlain(title)
    JSONSpanBytes.append(",\"lines\":[", to: &out)
    // The lines are read in place (a span's element is borrowed), not copied out one by one.
    let lines = composed.lines.span
    for index in lines.indices {
      appendLine(
        lines[index], first: index == 0, title: composed.title, utf8: title,
        titleIsPlain: titleIsPlain, badges: &badges, to: &out)
    }
    JSONSpanBytes.append(
      composed.isTruncated
        ? "],\"truncated\":true,\"height\":" : "],\"truncated\":false,\"height\":",
      to: &out)
    badges.appendNumber(composed.height, to: &out)
    if let badge = composed.badge { badges.append(badge, to: &out) }
    if composed.padding == .spaces {
      JSONSpanBytes.append(",\"paddedTitle\":", to: &out)
      JSONSpanBytes.appendString(
        composed.title, plain: titleIsPlain, leadingSpaces: composed.paddingSpaceCount,
        to: &out)
    }
    JSONSpanBytes.append(",\"missingGlyphs\":", to: &out)
    JSONSpanBytes.appendInteger(composed.missingGlyphs, to: &out)
    JSONSpanBytes.append(",\"title\":", to: &out)
    JSONSpanBytes.appendString(composed.title, plain: titleIsPlain, to: &out)
    JSONSpanBytes.append(",\"width\":", to: &out)
    badges.appendNumber(composed.width, to: &out)
    JSONSpanBytes.append(",\"lineHeight\":", to: &out)
    badges.appendNumber(composed.lineHeight, to: &out)
    JSONSpanBytes.append(",\"titleSize\":", to: &out)
    badges.appendNumber(composed.titleSize, to: &out)
    JSONSpanBytes.append(",\"lang\":", to: &out)
    JSONSpanBytes.appendString(composed.lang.tag, to: &out)
    JSONSpanBytes.append(
      composed.padding == .spaces
        ? ",\"padding\":\"spaces\",\"paddingSpaceCount\":"
        : ",\"padding\":\"indent\",\"paddingSpaceCount\":", to: &out)
    JSONSpanBytes.appendInteger(composed.paddingSpaceCount, to: &out)
    if composed.letterSpacing != 0 {
      JSONSpanBytes.append(",\"letterSpacing\":", to: &out)
      JSONSpanBytes.appendNumber(composed.letterSpacing, to: &out)
    }
    if composed.truncation == .lineClamp {
      JSONSpanBytes.append(",\"truncation\":\"lineClamp\"", to: &out)
    }
    if composed.direction == .rtl {
      JSONSpanBytes.append(",\"direction\":\"rtl\"", to: &out)
    }
  }

  /// Appends one line's object, after a comma unless it is the `first`.
  @inline(__always)
  private static func appendLine(
    _ line: borrowing ComposedLine, first: Bool, title titleString: String,
    utf8 title: Span<UInt8>, titleIsPlain: Bool,
    badges: inout BatchBadgeCache, to out: inout OutputSpan<UInt8>
  ) {
    JSONSpanBytes.append(first ? "{\"text\":" : ",{\"text\":", to: &out)
    JSONSpanBytes.appendLineText(
      line, title: titleString, utf8: title, titleIsPlain: titleIsPlain, to: &out)
    JSONSpanBytes.append(",\"start\":", to: &out)
    JSONSpanBytes.appendInteger(line.range.lowerBound, to: &out)
    JSONSpanBytes.append(",\"end\":", to: &out)
    JSONSpanBytes.appendInteger(line.range.upperBound, to: &out)
    JSONSpanBytes.append(",\"x\":", to: &out)
    badges.appendNumber(line.x, to: &out)
    JSONSpanBytes.append(",\"width\":", to: &out)
    JSONSpanBytes.appendNumber(line.width, to: &out)
    JSONSpanBytes.append(",\"baseline\":", to: &out)
    badges.appendNumber(line.baseline, to: &out)
    JSONSpanBytes.append(
      line.isTruncated ? ",\"truncated\":true}" : ",\"truncated\":false}", to: &out)
  }

  /// Appends `,"badge":{…}` for `badge` (without glyph runs).
  static func appendBadge(_ badge: ComposedBadge, to out: inout OutputSpan<UInt8>) {
    JSONSpanBytes.append(",\"badge\":{\"category\":", to: &out)
    JSONSpanBytes.appendInteger(badge.categoryID, to: &out)
    JSONSpanBytes.append(",\"label\":", to: &out)
    JSONSpanBytes.appendString(badge.label, to: &out)
    JSONSpanBytes.append(",\"x\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.x, to: &out)
    JSONSpanBytes.append(",\"y\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.y, to: &out)
    JSONSpanBytes.append(",\"width\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.width, to: &out)
    JSONSpanBytes.append(",\"height\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.height, to: &out)
    JSONSpanBytes.append(",\"cornerRadius\":", to: &out)
    JSONSpanBytes.appendNumber(badge.cornerRadius, to: &out)
    JSONSpanBytes.append(",\"background\":", to: &out)
    JSONSpanBytes.appendColor(badge.background, to: &out)
    JSONSpanBytes.append(",\"foreground\":", to: &out)
    JSONSpanBytes.appendColor(badge.foreground, to: &out)
    JSONSpanBytes.append(",\"labelSize\":", to: &out)
    JSONSpanBytes.appendNumber(badge.labelSize, to: &out)
    JSONSpanBytes.append(",\"labelX\":", to: &out)
    JSONSpanBytes.appendNumber(badge.labelX, to: &out)
    JSONSpanBytes.append(",\"labelBaseline\":", to: &out)
    JSONSpanBytes.appendNumber(badge.labelBaseline, to: &out)
    JSONSpanBytes.append(",\"labelAdvance\":", to: &out)
    JSONSpanBytes.appendNumber(badge.labelAdvance, to: &out)
    if badge.labelLetterSpacing != 0 {
      JSONSpanBytes.append(",\"labelLetterSpacing\":", to: &out)
      JSONSpanBytes.appendNumber(badge.labelLetterSpacing, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }
}
