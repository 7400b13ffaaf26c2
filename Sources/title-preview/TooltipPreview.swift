import TitleComposer
import TitleFonts
import TitleWidgets

/// A tooltip in a terminal: the bubble's lines in a box with the tip marked on its edge, then
/// the geometry. Control characters and bidi overrides in the label are shown escaped
/// (``VisibleText``), and the box is measured on the escaped text.
struct TooltipPreview {
  func render(_ layout: TooltipLayout) -> String {
    let shownLines = layout.lines.map { VisibleText.escaping($0.text) }
    let columns = shownLines.map(DisplayWidth.columns(of:)).max() ?? 0
    let inner = columns + 2
    // The tip's column: its share of the bubble's width.
    let share = (layout.tip.apex.x - layout.bubble.x) / max(layout.bubble.width, 1)
    let tipColumn = CheckedInteger.clamped(
      share * Double(inner), rounding: .down, to: 0...(inner - 1))
    func edge(_ left: String, _ right: String, tip: String?) -> String {
      var cells = Array(repeating: "─", count: inner)
      if let tip { cells[tipColumn] = tip }
      return left + cells.joined() + right + "\n"
    }
    var output = edge("╭", "╮", tip: layout.position == .top ? "▲" : nil)
    for text in shownLines {
      let pad = inner - 2 - DisplayWidth.columns(of: text)
      let left = pad / 2
      output +=
        "│ " + String(repeating: " ", count: left) + text
        + String(repeating: " ", count: pad - left) + " │\n"
    }
    output += edge("╰", "╯", tip: layout.position == .bottom ? "▼" : nil)
    let bubble = layout.bubble
    var facts = [
      "bubble \(number(bubble.width))×\(number(bubble.height)) px at (\(number(bubble.x)), \(number(bubble.y)))",
      "tip \(layout.position.rawValue) → (\(number(layout.tip.apex.x)), \(number(layout.tip.apex.y)))",
      "\(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s")",
    ]
    if layout.didFlip { facts.append("flipped") }
    if layout.isTruncated { facts.append("truncated") }
    if !layout.fitsVertically { facts.append("does not fit vertically") }
    return output + facts.joined(separator: " · ") + "\n"
  }
}
