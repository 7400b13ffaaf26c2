import TitleComposer

extension BatchResultEncoder {
  /// Appends a result record's fields after `"id"` and before `"file"`: the wire object of
  /// ``ComposedTitle`` (docs/title-result.schema.json), as its `Codable` writes it.
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
      JSONBytes.append(
        line.isTruncated ? ",\"truncated\":true" : ",\"truncated\":false", to: &bytes)
      if glyphRuns { appendGlyphRuns(of: line, to: &bytes) }
      appendRichFields(of: line, glyphRuns: glyphRuns, to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    JSONBytes.append(
      composed.isTruncated
        ? "],\"truncated\":true,\"height\":" : "],\"truncated\":false,\"height\":",
      to: &bytes)
    JSONBytes.appendNumber(composed.height, to: &bytes)
    if let badge = composed.badge {
      JSONBytes.append(",\"badge\":{\"category\":", to: &bytes)
      JSONBytes.appendInteger(badge.categoryID, to: &bytes)
      JSONBytes.append(",\"label\":", to: &bytes)
      JSONBytes.appendString(badge.label, to: &bytes)
      JSONBytes.append(",\"x\":", to: &bytes)
      JSONBytes.appendNumber(badge.frame.x, to: &bytes)
      JSONBytes.append(",\"y\":", to: &bytes)
      JSONBytes.appendNumber(badge.frame.y, to: &bytes)
      JSONBytes.append(",\"width\":", to: &bytes)
      JSONBytes.appendNumber(badge.frame.width, to: &bytes)
      JSONBytes.append(",\"height\":", to: &bytes)
      JSONBytes.appendNumber(badge.frame.height, to: &bytes)
      JSONBytes.append(",\"cornerRadius\":", to: &bytes)
      JSONBytes.appendNumber(badge.cornerRadius, to: &bytes)
      JSONBytes.append(",\"background\":", to: &bytes)
      JSONBytes.appendColor(badge.background, to: &bytes)
      JSONBytes.append(",\"foreground\":", to: &bytes)
      JSONBytes.appendColor(badge.foreground, to: &bytes)
      JSONBytes.append(",\"labelSize\":", to: &bytes)
      JSONBytes.appendNumber(badge.labelSize, to: &bytes)
      JSONBytes.append(",\"labelX\":", to: &bytes)
      JSONBytes.appendNumber(badge.labelX, to: &bytes)
      JSONBytes.append(",\"labelBaseline\":", to: &bytes)
      JSONBytes.appendNumber(badge.labelBaseline, to: &bytes)
      JSONBytes.append(",\"labelAdvance\":", to: &bytes)
      JSONBytes.appendNumber(badge.labelAdvance, to: &bytes)
      if badge.labelLetterSpacing != 0 {
        JSONBytes.append(",\"labelLetterSpacing\":", to: &bytes)
        JSONBytes.appendNumber(badge.labelLetterSpacing, to: &bytes)
      }
      if glyphRuns {
        JSONBytes.append(",\"runs\":", to: &bytes)
        appendRuns(badge.runs, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    if composed.padding == .spaces {
      JSONBytes.append(",\"paddedTitle\":", to: &bytes)
      JSONBytes.appendString(
        composed.title, leadingSpaces: composed.paddingSpaceCount, to: &bytes)
    }
    JSONBytes.append(",\"missingGlyphs\":", to: &bytes)
    JSONBytes.appendInteger(composed.missingGlyphs, to: &bytes)
    JSONBytes.append(",\"title\":", to: &bytes)
    JSONBytes.appendString(composed.title, to: &bytes)
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(composed.width, to: &bytes)
    JSONBytes.append(",\"lineHeight\":", to: &bytes)
    JSONBytes.appendNumber(composed.lineHeight, to: &bytes)
    JSONBytes.append(",\"titleSize\":", to: &bytes)
    JSONBytes.appendNumber(composed.titleSize, to: &bytes)
    JSONBytes.append(",\"lang\":", to: &bytes)
    JSONBytes.appendString(composed.lang.tag, to: &bytes)
    JSONBytes.append(
      composed.padding == .spaces
        ? ",\"padding\":\"spaces\",\"paddingSpaceCount\":"
        : ",\"padding\":\"indent\",\"paddingSpaceCount\":", to: &bytes)
    JSONBytes.appendInteger(composed.paddingSpaceCount, to: &bytes)
    if composed.letterSpacing != 0 {
      JSONBytes.append(",\"letterSpacing\":", to: &bytes)
      JSONBytes.appendNumber(composed.letterSpacing, to: &bytes)
    }
    if composed.truncation != .fill {
      JSONBytes.append(",\"truncation\":", to: &bytes)
      JSONBytes.appendString(composed.truncation.rawValue, to: &bytes)
    }
    if composed.direction == .rtl { JSONBytes.append(",\"direction\":\"rtl\"", to: &bytes) }
    appendBoxesAndHighlights(composed, to: &bytes)
  }

  /// The most bytes ``appendLinesAndBadge(_:to:)`` writes for `composed`.
  static func bodyBound(_ composed: ComposedTitle) -> Int {
    let number = JSONSpanBytes.numberBound
    let integer = JSONSpanBytes.integerBound
    var bound =
      544 + 16 * number + 4 * integer + JSONSpanBytes.stringBound(composed.badge?.label ?? "")
      + JSONSpanBytes.stringBound(composed.title) + JSONSpanBytes.stringBound(composed.lang.tag)
    for line in composed.lines {
      bound += 99 + 3 * number + 2 * integer + line.textSliceUTF8Count * 6 + 2
    }
    if composed.padding == .spaces {
      bound += JSONSpanBytes.stringBound(
        composed.title, leadingSpaces: composed.paddingSpaceCount)
    }
    return bound
  }
}
