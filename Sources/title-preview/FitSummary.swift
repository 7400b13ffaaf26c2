import TitleComposer

/// What the fits chose, as lines under a terminal preview.
enum FitSummary {
  /// "fitted title size: 17.5 px", "fitted width: 146.28125 px", "middle cut: UTF-16 10..<38",
  /// one line each for the fits that chose one; empty for none.
  static func text(_ fitted: FittedTitle) -> String {
    var lines: [String] = []
    if let size = fitted.titleSize {
      lines.append(
        "fitted title size: \(number(size)) px"
          + (fitted.titleSizeFits == false ? " (no size fits: the minimum, truncated)" : ""))
    }
    if let width = fitted.width { lines.append("fitted width: \(number(width)) px") }
    if let cut = fitted.middleCut {
      lines.append("middle cut: UTF-16 \(cut.lowerBound)..<\(cut.upperBound)")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
