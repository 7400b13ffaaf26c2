import TitleComposer
import TitleFonts
import TitleWidgets

/// Tag chips in a terminal: one line per row, each chip `( text )`, a selected one `(✓ text )`
/// (in its colours when colour is on), then the chips' widths. Control characters and bidi
/// overrides in a chip's text are shown escaped (``VisibleText``).
struct TagsPreview {
  let colored: Bool

  func render(_ layout: TagChipLayout) -> String {
    var output = ""
    for row in 0..<layout.rowCount {
      let chips = layout.chips.filter { $0.row == row }
      let tokens = chips.map { chip in
        paint(
          (chip.isSelected ? "(✓ " : "( ") + VisibleText.escaping(chip.text) + " )",
          chip.textColor)
      }
      output += "\(row + 1)  " + tokens.joined(separator: " ") + "\n"
      output += "   w " + chips.map { number($0.frame.width) }.joined(separator: ", ") + " px\n"
    }
    let selected = layout.chips.filter(\.isSelected).count
    var facts = [
      "\(layout.chips.count) chip\(layout.chips.count == 1 ? "" : "s")",
      "\(layout.rowCount) row\(layout.rowCount == 1 ? "" : "s")",
      "\(selected) selected", "height \(number(layout.contentHeight)) px",
      "width \(number(layout.width)) px",
    ]
    if !layout.hiddenIndices.isEmpty { facts.append("\(layout.hiddenIndices.count) hidden") }
    let truncated = layout.chips.filter(\.isTruncated).count
    if truncated > 0 { facts.append("\(truncated) truncated") }
    return output + facts.joined(separator: " · ") + "\n"
  }

  private func paint(_ text: String, _ color: RGBColor) -> String {
    guard colored else { return text }
    return "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m" + text + "\u{1B}[0m"
  }
}

/// A number for people: at most two decimals, no trailing zeros.
func number(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  guard let whole = CheckedInteger.exact(rounded), Double(whole) == rounded else {
    return String(rounded)
  }
  return String(whole)
}
