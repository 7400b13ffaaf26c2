import TitleComposer
import TitleFonts

/// Draws a composed title in a terminal: a frame as wide as the cell, the badge in its colours,
/// each line with its measured width against the cell width. Control characters and bidi
/// overrides in the label and the lines are shown escaped (``VisibleText``), with or without
/// colour, and the frame is measured on the escaped text.
struct TerminalPreview {
  /// Whether to emit 24-bit ANSI colours.
  let colored: Bool
  /// Pixels per terminal column for the frame's ruler.
  let pixelsPerColumn = 8.0
  /// The widest frame drawn, in columns (a wider cell is drawn this wide; its width is printed).
  let maximumFrameColumns = 1000
  /// The boxes of the title being drawn (a rich title's), for their names.
  private(set) var boxes: [PlacedBox] = []

  /// A preview, in colour or not.
  init(colored: Bool) { self.colored = colored }

  func render(_ composed: ComposedTitle) -> String {
    var preview = self
    preview.boxes = composed.boxes
    return preview.draw(composed)
  }

  private func draw(_ composed: ComposedTitle) -> String {
    let badgeText = composed.badge.map { "[\(VisibleText.escaping($0.label))]" } ?? ""
    let shownLines = composed.lines.map {
      $0.parts.isEmpty
        ? VisibleText.escaping($0.text) : shownParts(of: $0, title: composed.title)
    }
    let lineTexts = shownLines.enumerated().map { index, text in
      (index == 0 ? badgeText : "") + text
    }
    let frameColumns = max(
      CheckedInteger.clamped(
        composed.width / pixelsPerColumn, rounding: .up, to: 0...maximumFrameColumns),
      lineTexts.map(DisplayWidth.columns(of:)).max() ?? 0)
    let widthLabel = " \(format(composed.width)) px "
    var output = "┌" + String(repeating: "─", count: max(0, frameColumns - widthLabel.count))
    output += widthLabel + "┐\n"
    for (index, line) in composed.lines.enumerated() {
      let plain = lineTexts[index]
      let shown = shownLines[index]
      let drawn = index == 0 ? paint(badge: badgeText, of: composed.badge) + shown : shown
      let fill = String(
        repeating: " ", count: max(0, frameColumns - DisplayWidth.columns(of: plain)))
      let share = line.width / composed.width * 100
      output += "│" + drawn + fill + "│ x \(format(line.x)) w \(format(line.width)) px"
      output += " (\(CheckedInteger.clamped(share, to: Int.min...Int.max))%)\n"
    }
    output += "└" + String(repeating: "─", count: frameColumns) + "┘\n"
    let facts =
      [
        "\(composed.lines.count) line\(composed.lines.count == 1 ? "" : "s")",
        composed.isTruncated ? "truncated" : "not truncated",
        "height \(format(composed.height)) px",
        composed.badge.map { "badge \(format($0.frame.width))×\(format($0.frame.height)) px" }
          ?? "no badge",
        composed.padding == .spaces ? "\(composed.paddingSpaceCount) padding spaces" : "indent",
      ] + (composed.missingGlyphs > 0 ? ["\(composed.missingGlyphs) missing glyphs"] : [])
      + richFacts(composed)
    output += facts.joined(separator: " · ") + "\n"
    return output
  }

  private func paint(badge text: String, of badge: ComposedBadge?) -> String {
    guard colored, let badge else { return text }
    let bg = badge.background
    let fg = badge.foreground
    return
      "\u{1B}[48;2;\(bg.red);\(bg.green);\(bg.blue)m\u{1B}[38;2;\(fg.red);\(fg.green);\(fg.blue)m"
      + text + "\u{1B}[0m"
  }

  func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard let whole = CheckedInteger.exact(rounded), Double(whole) == rounded else {
      return String(rounded)
    }
    return String(whole)
  }
}
