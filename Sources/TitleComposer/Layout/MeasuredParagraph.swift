/// The kind of line-break opportunity at a cluster boundary.
enum BreakKind: UInt8, Sendable {
  /// No line may end here.
  case none
  /// A soft opportunity: a line may end here.
  case allowed
  /// A hard break: a line must end here.
  case mandatory
}

/// A paragraph as line choice sees it: grapheme clusters with their advances, the break
/// opportunities between them and which clusters hang at a line end.
///
/// Line choice knows nothing of fonts or ICU; it works on this measured form only, so its tests
/// can use a constant-advance fake. Widths are in pixels.
struct MeasuredParagraph: Sendable {
  /// UTF-16 offset of each cluster's start, plus the text's length at the end (`count + 1` values).
  var clusterOffsets: [Int]
  /// Advance of each cluster, kerning inside the cluster included.
  var advances: [Double]
  /// Pair kerning between cluster `i` and cluster `i + 1` (0 for the last one).
  var kerningAfter: [Double]
  /// The opportunity at each boundary: index `i` is the boundary before cluster `i`,
  /// index `count` the end of the text.
  var breaks: [BreakKind]
  /// Clusters that hang at the end of a line: preserved spaces, tabs and hard-break characters.
  /// They belong to the line's range but not to its width.
  var hangs: [Bool]
  /// Running sums of advances and kerning: `positions[i]` is the pen position before cluster `i`.
  private(set) var positions: [Double] = []

  /// The number of grapheme clusters.
  var count: Int { advances.count }

  init(
    clusterOffsets: [Int], advances: [Double], kerningAfter: [Double], breaks: [BreakKind],
    hangs: [Bool]
  ) {
    precondition(clusterOffsets.count == advances.count + 1)
    precondition(kerningAfter.count == advances.count && hangs.count == advances.count)
    precondition(breaks.count == advances.count + 1)
    self.clusterOffsets = clusterOffsets
    self.advances = advances
    self.kerningAfter = kerningAfter
    self.breaks = breaks
    self.hangs = hangs
    var positions = [Double](repeating: 0, count: advances.count + 1)
    var pen = 0.0
    for index in advances.indices {
      positions[index] = pen
      pen += advances[index] + kerningAfter[index]
    }
    positions[advances.count] = pen
    self.positions = positions
  }

  /// The end of the visible content of clusters `start..<end`: `end` less any hanging clusters.
  func contentEnd(from start: Int, to end: Int) -> Int {
    var contentEnd = end
    while contentEnd > start && hangs[contentEnd - 1] { contentEnd -= 1 }
    return contentEnd
  }

  /// The drawn width of clusters `start..<end`, hanging clusters at the end excluded.
  ///
  /// Kerning between the last cluster and the one after it does not count: the line ends there.
  /// - Complexity: O(number of hanging clusters at the end).
  func width(from start: Int, to end: Int) -> Double {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return 0 }
    return positions[contentEnd] - positions[start] - kerningAfter[contentEnd - 1]
  }
}
