import TitleText

/// Chooses the lines of a measured title and turns them into ``ComposedLine``s: title offsets
/// without the prefix, drawn text, x, width and baseline.
struct ComposedLineBuilder {
  let analysis: TextAnalysis
  let measured: ParagraphMeasurer.Output
  /// UTF-16 length of the badge object or padding spaces before the title.
  let prefixLength: Int
  let lineMetrics: LineMetrics
  let whiteSpace: WhiteSpace

  /// Composed lines, the truncation flag and the number of .notdef clusters shown.
  struct Layout {
    var lines: [ComposedLine]
    var isTruncated: Bool
    var missingGlyphs: Int
  }

  func lines(width: Double, numberOfLines: Int, ellipsisWidth: Double) -> Layout {
    let paragraph = measured.paragraph
    let filled = GreedyLineBreaker.fill(paragraph, width: width, maxLines: numberOfLines)
    var spans = filled.lines
    if filled.needsMoreLines, let last = spans.popLast() {
      spans.append(
        TailTruncation.truncatedLine(
          in: paragraph, from: last.start, minimumEnd: last.start == 0 ? prefixClusterCount : 0,
          available: width, ellipsisWidth: ellipsisWidth))
    }
    var lines: [ComposedLine] = []
    lines.reserveCapacity(spans.count)
    var missing = 0
    for (index, span) in spans.enumerated() {
      let isTruncatedLine = filled.needsMoreLines && index == spans.count - 1
      let firstTitleCluster = max(span.start, prefixClusterCount)
      let textEnd = max(span.contentEnd, firstTitleCluster)
      let x = paragraph.positions[firstTitleCluster] - paragraph.positions[span.start]
      var text = drawnText(clusters: firstTitleCluster..<textEnd)
      var lineWidth = paragraph.width(from: firstTitleCluster, to: textEnd)
      if isTruncatedLine {
        text += "…"
        lineWidth = span.width - (paragraph.positions[firstTitleCluster] - paragraph.positions[span.start])
      }
      for cluster in firstTitleCluster..<textEnd where measured.missing[cluster] { missing += 1 }
      lines.append(
        ComposedLine(
          text: text,
          range: titleOffset(ofCluster: firstTitleCluster)..<titleOffset(ofCluster: span.end),
          x: x, width: lineWidth, baseline: lineMetrics.baseline(ofLine: index),
          isTruncated: isTruncatedLine))
    }
    return Layout(lines: lines, isTruncated: filled.needsMoreLines, missingGlyphs: missing)
  }

  /// The clusters that make up the prefix (one badge object, or the padding spaces).
  private var prefixClusterCount: Int {
    let offsets = measured.paragraph.clusterOffsets
    var count = 0
    while count < offsets.count - 1 && offsets[count] < prefixLength { count += 1 }
    return count
  }

  private func titleOffset(ofCluster cluster: Int) -> Int {
    max(0, measured.paragraph.clusterOffsets[cluster] - prefixLength)
  }

  /// The text drawn for `clusters`: collapsed white space removed and, when collapsing, every
  /// remaining tab or newline drawn as a space.
  private func drawnText(clusters: Range<Int>) -> String {
    guard !clusters.isEmpty else { return "" }
    let offsets = measured.paragraph.clusterOffsets
    let utf16 = analysis.utf16
    if whiteSpace == .preserve {
      return String(decoding: utf16[offsets[clusters.lowerBound]..<offsets[clusters.upperBound]],
        as: UTF16.self)
    }
    var units: [UInt16] = []
    units.reserveCapacity(offsets[clusters.upperBound] - offsets[clusters.lowerBound])
    for cluster in clusters where !measured.collapsed[cluster] {
      let range = offsets[cluster]..<offsets[cluster + 1]
      if WhiteSpaceClass(ParagraphMeasurer.scalar(in: utf16, at: range.lowerBound)).isCollapsible {
        units.append(0x20)
      } else {
        units.append(contentsOf: utf16[range])
      }
    }
    return String(decoding: units, as: UTF16.self)
  }
}
