/// The children of a plain title's line (``LineClampTruncation/Child``), and the measurements
/// the rule reads from the paragraph.
extension LineClampTruncation {
  /// The children Blink lays line `line` out as, left to right: the badge's inline-block
  /// (`atomicClusters` at the line's start), a paragraph's leading run of preserved spaces
  /// (``TextItems``), the text (cut at `itemStarts`), the preserved spaces the line ends in, and
  /// the hard break that ends it, which takes no room.
  static func children(
    of line: LineSpan, in paragraph: MeasuredParagraph, atomicClusters: Int, itemStarts: [Int],
    keepsTrailingSpaces: Bool
  ) -> [Child] {
    var children: [Child] = []
    var offset = 0.0
    func append(_ kind: Child.Kind, _ clusters: Range<Int>, units: Double? = nil) {
      guard !clusters.isEmpty else { return }
      let size =
        units
        ?? LayoutRounding.layoutUnits(
          ofTextWidth: paragraph.drawnWidth(from: clusters.lowerBound, to: clusters.upperBound),
          drift: paragraph.widthDrift(from: clusters.lowerBound, to: clusters.upperBound))
      let last = clusters.upperBound - 1
      children.append(
        Child(
          kind: kind, clusters: clusters, offsetUnits: offset, sizeUnits: size,
          endsInOneUnit: paragraph.offset(last + 1) - paragraph.offset(last) == 1))
      offset += size
    }
    var start = line.start
    if atomicClusters > 0 {
      let end = min(line.end, start + atomicClusters)
      append(.atomic, start..<end)
      start = end
    }
    // A hard break ends the line after its last cluster: nothing drawn.
    let end =
      line.end > start && line.end < paragraph.count && paragraph.breakKind(line.end) == .mandatory
      ? line.end - 1 : line.end
    let contentEnd = max(start, min(end, paragraph.contentEnd(from: start, to: end)))
    let items = TextItems(of: paragraph, containing: start)
    if start == items.paragraphStart && items.textStart > start {
      let leadEnd = min(items.textStart, end)
      append(.text, start..<leadEnd, units: items.leadUnits)
      start = leadEnd
    }
    var itemStart = start
    for boundary in itemStarts where boundary > itemStart && boundary < contentEnd {
      append(.text, itemStart..<boundary)
      itemStart = boundary
    }
    if contentEnd > itemStart {
      append(.text, itemStart..<contentEnd)
      itemStart = contentEnd
    }
    if keepsTrailingSpaces {
      for boundary in itemStarts where boundary > itemStart && boundary < end {
        append(.text, itemStart..<boundary)
        itemStart = boundary
      }
      append(.text, itemStart..<end)
    }
    if end < line.end { append(.lineBreak, end..<line.end, units: 0) }
    return children
  }
}

extension MeasuredParagraph {
  /// The width of clusters `start..<end` as drawn on one line, spaces at the end included (a
  /// line truncated by `-webkit-line-clamp` may keep them before "…"): the pen positions'
  /// difference without the kerning after the last and with a reshaped start's correction.
  /// - Complexity: O(1).
  func drawnWidth(from start: Int, to end: Int) -> Double {
    guard end > start else { return 0 }
    return position(end) - position(start) - clusters[end - 1].kerningAfter
      - clusters[start].startCorrection
  }

  /// How many clusters of `range`, from its start, have their right edge within `units` layout
  /// units of its start, as Blink's `ShapeResult::OffsetToFit` counts them on a line's shape
  /// result: the clusters before the first whose right edge lies past the room (a cluster's
  /// right edge is the pen after it, its kerning with the next included; the last one's is the
  /// range's drawn width). A cluster HarfBuzz drew inside the previous one's glyph (a ligature's
  /// second character) has that glyph's right edge, so a ligature is never split.
  /// - Complexity: O(clusters kept).
  func clustersToFit(_ range: Range<Int>, units: Double) -> Int {
    guard units > 0, !range.isEmpty else { return 0 }
    let origin = position(range.lowerBound) + clusters[range.lowerBound].startCorrection
    let limit = units / LayoutRounding.unitsPerPixel
    var kept = 0
    for cluster in range {
      let rightEdge =
        cluster == range.upperBound - 1
        ? drawnWidth(from: range.lowerBound, to: range.upperBound)
        : position(cluster + 1) - origin
      // Blink sums `float` advances; the drift absorbs what summing `Double`s adds.
      guard rightEdge - widthDrift(from: range.lowerBound, to: cluster + 1) <= limit else {
        break
      }
      kept += 1
    }
    return kept
  }
}
