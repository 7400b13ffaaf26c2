import TitleComposer

extension BatchResultEncoder {
  /// Whether `composed` has anything only a rich title has (a line's box and parts, inline
  /// boxes, highlight rectangles): such a record is written by the growing writer
  /// (``appendLinesAndBadge(_:glyphRuns:to:)``), a plain one into reserved room.
  static func hasRichFields(_ composed: borrowing ComposedTitle) -> Bool {
    if !composed.boxes.isEmpty || !composed.highlights.isEmpty { return true }
    for index in composed.lines.indices where composed.lines[index].lineBox != nil {
      return true
    }
    return false
  }

  /// Appends a rich line's `,"top","height"[,"cut"],"parts":[…]` as ``ComposedLine``'s
  /// `Codable` writes them; nothing for a plain title's line.
  static func appendRichFields(of line: ComposedLine, glyphRuns: Bool, to bytes: inout [UInt8]) {
    guard let lineBox = line.lineBox else { return }
    JSONBytes.append(",\"top\":", to: &bytes)
    JSONBytes.appendNumber(lineBox.top, to: &bytes)
    JSONBytes.append(",\"height\":", to: &bytes)
    JSONBytes.appendNumber(lineBox.height, to: &bytes)
    if let cut = line.cut {
      JSONBytes.append(",\"cut\":", to: &bytes)
      JSONBytes.appendInteger(cut, to: &bytes)
    }
    JSONBytes.append(",\"parts\":[", to: &bytes)
    for (index, part) in line.parts.enumerated() {
      JSONBytes.append(index == 0 ? "{\"kind\":" : ",{\"kind\":", to: &bytes)
      JSONBytes.appendString(part.kind.rawValue, to: &bytes)
      if let run = part.run {
        JSONBytes.append(",\"run\":", to: &bytes)
        JSONBytes.appendInteger(run, to: &bytes)
      }
      if let style = part.style {
        JSONBytes.append(",\"style\":", to: &bytes)
        JSONBytes.appendString(style, to: &bytes)
      }
      JSONBytes.append(",\"start\":", to: &bytes)
      JSONBytes.appendInteger(part.range.lowerBound, to: &bytes)
      JSONBytes.append(",\"end\":", to: &bytes)
      JSONBytes.appendInteger(part.range.upperBound, to: &bytes)
      JSONBytes.append(",\"x\":", to: &bytes)
      JSONBytes.appendNumber(part.x, to: &bytes)
      JSONBytes.append(",\"width\":", to: &bytes)
      JSONBytes.appendNumber(part.width, to: &bytes)
      JSONBytes.append(",\"size\":", to: &bytes)
      JSONBytes.appendNumber(part.size, to: &bytes)
      if glyphRuns && part.kind != .box {
        JSONBytes.append(",\"runs\":", to: &bytes)
        appendRuns(part.runs, to: &bytes)
        appendFaces(part.faces, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Appends a rich title's `,"boxes":[…]` and `,"highlights":[…]`, each only when it has any,
  /// as ``ComposedTitle``'s `Codable` writes them.
  static func appendBoxesAndHighlights(_ composed: ComposedTitle, to bytes: inout [UInt8]) {
    if !composed.boxes.isEmpty {
      JSONBytes.append(",\"boxes\":[", to: &bytes)
      for (index, box) in composed.boxes.enumerated() {
        JSONBytes.append(index == 0 ? "{\"name\":" : ",{\"name\":", to: &bytes)
        JSONBytes.appendString(box.name, to: &bytes)
        JSONBytes.append(",\"run\":", to: &bytes)
        JSONBytes.appendInteger(box.run, to: &bytes)
        JSONBytes.append(",\"offset\":", to: &bytes)
        JSONBytes.appendInteger(box.offset, to: &bytes)
        JSONBytes.append(",\"line\":", to: &bytes)
        JSONBytes.appendInteger(box.line, to: &bytes)
        appendFlatRect(box.frame, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
      }
      bytes.append(UInt8(ascii: "]"))
    }
    if !composed.highlights.isEmpty {
      JSONBytes.append(",\"highlights\":[", to: &bytes)
      for (index, highlight) in composed.highlights.enumerated() {
        JSONBytes.append(index == 0 ? "{\"start\":" : ",{\"start\":", to: &bytes)
        JSONBytes.appendInteger(highlight.start, to: &bytes)
        JSONBytes.append(",\"end\":", to: &bytes)
        JSONBytes.appendInteger(highlight.end, to: &bytes)
        JSONBytes.append(",\"rects\":[", to: &bytes)
        for (rectIndex, rect) in highlight.rects.enumerated() {
          if rectIndex > 0 { bytes.append(UInt8(ascii: ",")) }
          bytes.append(UInt8(ascii: "{"))
          appendFlatRect(rect, to: &bytes)
          bytes.append(UInt8(ascii: "}"))
        }
        JSONBytes.append(
          highlight.isCut ? "],\"truncated\":true}" : "],\"truncated\":false}", to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }

  /// Appends `"x":…,"y":…,"width":…,"height":…`, after a comma unless the object has just
  /// begun.
  private static func appendFlatRect(_ rect: Rect, to bytes: inout [UInt8]) {
    let isFirst = bytes.last == UInt8(ascii: "{")
    JSONBytes.append(isFirst ? "\"x\":" : ",\"x\":", to: &bytes)
    JSONBytes.appendNumber(rect.x, to: &bytes)
    JSONBytes.append(",\"y\":", to: &bytes)
    JSONBytes.appendNumber(rect.y, to: &bytes)
    JSONBytes.append(",\"width\":", to: &bytes)
    JSONBytes.appendNumber(rect.width, to: &bytes)
    JSONBytes.append(",\"height\":", to: &bytes)
    JSONBytes.appendNumber(rect.height, to: &bytes)
  }
}
