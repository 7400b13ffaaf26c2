@testable import TitleComposer

/// A paragraph of one-character clusters that are all `advance` pixels wide, with break
/// opportunities after each run of spaces and a hard break after `\n`: line choice tests read
/// like arithmetic. `|` marks an extra opportunity and is removed; `#` is a 0-width badge
/// placeholder replaced by a cluster of `badgeWidth` followed by an opportunity.
enum ConstantAdvanceParagraph {
  static func make(_ pattern: String, advance: Double = 10, badgeWidth: Double = 0)
    -> MeasuredParagraph
  {
    var advances: [Double] = []
    var breaks: [BreakKind] = [.none]
    var hangs: [Bool] = []
    for character in pattern {
      switch character {
      case "|":
        breaks[breaks.count - 1] = .allowed
        continue
      case "#":
        advances.append(badgeWidth)
        hangs.append(false)
        breaks.append(.allowed)
        continue
      default:
        break
      }
      let isSpace = character == " "
      let isNewline = character == "\n"
      if !isSpace, let last = hangs.last, last, breaks[breaks.count - 1] != .mandatory {
        breaks[breaks.count - 1] = .allowed
      }
      advances.append(isNewline ? 0 : advance)
      hangs.append(isSpace || isNewline)
      breaks.append(isNewline ? .mandatory : .none)
    }
    breaks[breaks.count - 1] = .allowed
    return MeasuredParagraph(
      clusterOffsets: Array(0...advances.count), advances: advances,
      kerningAfter: [Double](repeating: 0, count: advances.count), breaks: breaks, hangs: hangs)
  }

  /// The lines of `pattern` (without `|` markers) as strings, hanging spaces included.
  static func lineTexts(_ pattern: String, _ lines: [LineSpan]) -> [String] {
    let characters = Array(pattern.filter { $0 != "|" }.map { $0 == "#" ? "#" : $0 })
    return lines.map { String(characters[$0.start..<$0.end]) }
  }
}
