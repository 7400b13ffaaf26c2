import TitleComposer

/// Boxes of known widths flowed greedily into rows, as a wrapping flex row or
/// UICollectionViewFlowLayout places cells. Knows nothing of text: tests give it widths.
enum ChipRowFlow {
  /// The rows of boxes of `widths`: each row takes boxes while they fit with `spacing` between
  /// them; a box that does not fit starts the next row; a box alone on a row may overflow
  /// (callers clamp boxes to `available` first).
  /// - Returns: the index range of each row; empty for no boxes.
  /// - Complexity: O(n).
  static func rows(widths: [Double], available: Double, spacing: Double) -> [Range<Int>] {
    var rows: [Range<Int>] = []
    var start = 0
    var used = 0.0
    for (index, width) in widths.enumerated() {
      if index > start && !LayoutRounding.fits(used + spacing + width, in: available) {
        rows.append(start..<index)
        start = index
      }
      used = index == start ? width : used + spacing + width
    }
    if start < widths.count { rows.append(start..<widths.count) }
    return rows
  }

  /// The left edge of each box of one row, from the content's left edge.
  /// - Parameters:
  ///   - widths: the row's box widths.
  ///   - isLastRow: whether the row is the flow's last (it is not justified).
  static func positions(
    widths: [Double], available: Double, spacing: Double, alignment: ChipRowAlignment,
    isLastRow: Bool
  ) -> [Double] {
    let used = widths.reduce(0, +) + spacing * Double(max(widths.count - 1, 0))
    let leftover = max(available - used, 0)
    var gap = spacing
    var x: Double
    switch alignment {
    case .leading: x = 0
    case .center: x = leftover / 2
    case .trailing: x = leftover
    case .justified:
      x = 0
      if !isLastRow && widths.count > 1 { gap += leftover / Double(widths.count - 1) }
    }
    var positions: [Double] = []
    positions.reserveCapacity(widths.count)
    for width in widths {
      positions.append(x)
      x += width + gap
    }
    if alignment == .justified && !isLastRow && widths.count > 1 {
      // Flush right exactly, without the drift of summing the gaps.
      positions[widths.count - 1] = available - widths[widths.count - 1]
    }
    return positions
  }
}
