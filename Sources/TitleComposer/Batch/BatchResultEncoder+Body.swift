extension BatchResultEncoder {
  /// Appends a result line's `,"lines": […],"truncated", "height", "badge"`, `"paddedTitle"` and
  /// `"missingGlyphs"`, the part between `"id"` and `"file"`.
  static func appendLinesAndBadge(
    _ composed: ComposedTitle, glyphRuns: Bool, to bytes: inout [UInt8]
  ) {
    JSONBytes.append(",\"lines\":[", to: &bytes)
    for (index, line) in composed.lines.enumerated() {
      JSONBytes.append(index == 0 ? "{\"text\":" : ",{\"text\":", to: &bytes)
      JSONBytes.appendString(line.text, to: &bytes)
      JSONBytes.append(",\"start\":", to: &bytes)
      JSONBytes.appendInteger(line.range.lowerBound, to: &bytes)
      JSONBytes.append(",\"end\":", to: &bytes)
      JSONBytes.appendInteger(line.range.upperBound, to: &bytes)
      JSONBytes.append(",\"x\":", to: &bytes)
      JSONBytes.appendNumber(line.x, to: &bytes)
      JSONBytes.append(",\"width\":", to: &bytes)
      JSONBytes.appendNumber(line.width, to: &bytes)
      JSONBytes.append(",\"baseline\":", to: &bytes)
      JSONBytes.appendNumber(line.baseline, to: &bytes)
      if glyphRuns { appendGlyphRuns(of: line, to: &bytes) }
      bytes.append(UInt8(ascii: "}"))
    }
    JSONBytes.append(
      composed.isTruncated
        ? "],\"truncated\":true,\"height\":" : "],\"truncated\":false,\"height\":",
      to: &bytes)
    JSONBytes.appendNumber(composed.height, to: &bytes)
    let badge = composed.badge
    JSONBytes.append(",\"badge\":{\"label\":", to: &bytes)
    JSONBytes.appendString(badge.label, to: &bytes)
    JSONBytes.append(",\"x\":", to: &bytes)
    JSONBytes.appendNumber(badge.frame.x, to: &bytes)
    JSONBytes.append(",\"y\":", to: &bytes)
    JSONBytes.appendNumber(badge.frame.y, to: &bytes)
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(badge.frame.width, to: &bytes)
    JSONBytes.append(",\"height\":", to: &bytes)
    JSONBytes.appendNumber(badge.frame.height, to: &bytes)
    JSONBytes.append(",\"background\":", to: &bytes)
    JSONBytes.appendColor(badge.background, to: &bytes)
    JSONBytes.append(",\"foreground\":", to: &bytes)
    JSONBytes.appendColor(badge.foreground, to: &bytes)
    bytes.append(UInt8(ascii: "}"))
    if composed.padding == .spaces {
      JSONBytes.append(",\"paddedTitle\":", to: &bytes)
      JSONBytes.appendString(
        composed.title, leadingSpaces: composed.paddingSpaceCount, to: &bytes)
    }
    JSONBytes.append(",\"missingGlyphs\":", to: &bytes)
    JSONBytes.appendInteger(composed.missingGlyphs, to: &bytes)
  }

  /// The most bytes ``appendLinesAndBadge(_:to:)`` writes for `composed`.
  static func bodyBound(_ composed: ComposedTitle) -> Int {
    let number = JSONSpanBytes.numberBound
    let integer = JSONSpanBytes.integerBound
    var bound = 256 + 5 * number + 2 * integer + JSONSpanBytes.stringBound(composed.badge.label)
    for line in composed.lines {
      bound += 64 + 3 * number + 2 * integer + JSONSpanBytes.stringBound(line.text)
    }
    if composed.padding == .spaces {
      bound += JSONSpanBytes.stringBound(
        composed.title, leadingSpaces: composed.paddingSpaceCount)
    }
    return bound
  }

  /// ``appendLinesAndBadge(_:glyphRuns:to:)`` without glyph runs, into reserved room.
  static func appendLinesAndBadge(_ composed: ComposedTitle, to out: inout OutputSpan<UInt8>) {
    JSONSpanBytes.append(",\"lines\":[", to: &out)
    for (index, line) in composed.lines.enumerated() {
      JSONSpanBytes.append(index == 0 ? "{\"text\":" : ",{\"text\":", to: &out)
      JSONSpanBytes.appendString(line.text, to: &out)
      JSONSpanBytes.append(",\"start\":", to: &out)
      JSONSpanBytes.appendInteger(line.range.lowerBound, to: &out)
      JSONSpanBytes.append(",\"end\":", to: &out)
      JSONSpanBytes.appendInteger(line.range.upperBound, to: &out)
      JSONSpanBytes.append(",\"x\":", to: &out)
      JSONSpanBytes.appendNumber(line.x, to: &out)
      JSONSpanBytes.append(",\"width\":", to: &out)
      JSONSpanBytes.appendNumber(line.width, to: &out)
      JSONSpanBytes.append(",\"baseline\":", to: &out)
      JSONSpanBytes.appendNumber(line.baseline, to: &out)
      out.append(UInt8(ascii: "}"))
    }
    JSONSpanBytes.append(
      composed.isTruncated
        ? "],\"truncated\":true,\"height\":" : "],\"truncated\":false,\"height\":",
      to: &out)
    JSONSpanBytes.appendNumber(composed.height, to: &out)
    let badge = composed.badge
    JSONSpanBytes.append(",\"badge\":{\"label\":", to: &out)
    JSONSpanBytes.appendString(badge.label, to: &out)
    JSONSpanBytes.append(",\"x\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.x, to: &out)
    JSONSpanBytes.append(",\"y\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.y, to: &out)
    JSONSpanBytes.append(",\"width\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.width, to: &out)
    JSONSpanBytes.append(",\"height\":", to: &out)
    JSONSpanBytes.appendNumber(badge.frame.height, to: &out)
    JSONSpanBytes.append(",\"background\":", to: &out)
    JSONSpanBytes.appendColor(badge.background, to: &out)
    JSONSpanBytes.append(",\"foreground\":", to: &out)
    JSONSpanBytes.appendColor(badge.foreground, to: &out)
    out.append(UInt8(ascii: "}"))
    if composed.padding == .spaces {
      JSONSpanBytes.append(",\"paddedTitle\":", to: &out)
      JSONSpanBytes.appendString(
        composed.title, leadingSpaces: composed.paddingSpaceCount, to: &out)
    }
    JSONSpanBytes.append(",\"missingGlyphs\":", to: &out)
    JSONSpanBytes.appendInteger(composed.missingGlyphs, to: &out)
  }
}
