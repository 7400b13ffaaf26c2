import TitleComposer

/// How the terminal preview shows a rich title (docs/rich-titles.md): a line's parts in order,
/// text in a run style between `⟨style:` and `⟩`, a box as `[▢name]`, the "…" as itself; under
/// the cell, the cut, the boxes and the highlights.
extension TerminalPreview {
  /// A rich line's parts as shown, escaped (``VisibleText``).
  func shownParts(of line: ComposedLine, title: String) -> String {
    var shown = ""
    for part in line.parts {
      switch part.kind {
      case .text:
        let text = VisibleText.escaping(Self.slice(title, part.range))
        shown += part.style.map { "⟨\(VisibleText.escaping($0)):\(text)⟩" } ?? text
      case .box:
        let name = composedBoxName(at: part.range.lowerBound)
        shown += "[▢\(VisibleText.escaping(name))]"
      case .ellipsis:
        shown += "…"
      }
    }
    return shown
  }

  /// The facts of a rich title: where it was cut, each box's rectangle, each highlight's.
  func richFacts(_ composed: ComposedTitle) -> [String] {
    var facts: [String] = []
    if let cut = composed.lines.last?.cut { facts.append("cut at \(cut)") }
    for box in composed.boxes {
      let frame = box.frame
      facts.append(
        "box \(VisibleText.escaping(box.name.isEmpty ? "#\(box.run)" : box.name)) at"
          + " \(format(frame.x)),\(format(frame.y)) \(format(frame.width))×\(format(frame.height))"
          + " px (line \(box.line + 1))")
    }
    for highlight in composed.highlights {
      let rects = highlight.rects.map {
        "\(format($0.x)),\(format($0.y)) \(format($0.width))×\(format($0.height))"
      }
      facts.append(
        "highlight \(highlight.start)–\(highlight.end): "
          + (rects.isEmpty ? "not shown" : rects.joined(separator: "; "))
          + (highlight.isCut ? " (cut)" : ""))
    }
    return facts
  }

  /// The name of the box at `offset` (empty when the title has none there).
  private func composedBoxName(at offset: Int) -> String {
    boxes.first { $0.offset == offset }?.name ?? ""
  }

  /// The UTF-16 `range` of `text` (a lone surrogate at a cut shown as U+FFFD).
  static func slice(_ text: String, _ range: Range<Int>) -> String {
    let units = text.utf16
    let count = units.count
    let lower = units.index(units.startIndex, offsetBy: min(range.lowerBound, count))
    let upper = units.index(units.startIndex, offsetBy: min(range.upperBound, count))
    return String(decoding: units[lower..<upper], as: UTF16.self)
  }
}
