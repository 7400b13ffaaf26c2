/// Terminal column widths (East Asian Width): Hangul, CJK, fullwidth forms and emoji take two
/// columns, combining marks and joiners none.
enum DisplayWidth {
  /// The columns `text` takes in a terminal.
  static func columns(of text: String) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns one grapheme takes: decided by its first scalar, emoji sequences being wide.
  static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
    {
      return 2
    }
    return columns(of: first)
  }

  /// The columns one scalar takes.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    let wideRanges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }
}
