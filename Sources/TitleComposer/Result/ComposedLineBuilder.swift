import TitleText

/// Chooses the lines of a measured title and turns them into ``ComposedLine``s: title offsets
/// without the prefix, drawn text, x, width and baseline.
struct ComposedLineBuilder: ~Copyable {
  let title: String
  let buffer: TitleBuffer
  /// The measured title (prefix first), read in place: each copy of it retains its storage.
  let paragraph: MeasuredParagraph
  let lineMetrics: LineMetrics
  let whiteSpace: WhiteSpace
  /// The size, ellipsis glyph and faces of the glyph runs; `nil` for lines without runs.
  let glyphRuns: GlyphRunContext?
  /// The hyphen a line ending after a soft hyphen draws (the paragraph was marked with it,
  /// ``MeasuredParagraph/markSoftHyphens(in:hyphen:)``); `nil` when the text has none.
  var softHyphen: SoftHyphen? = nil
  /// The paragraph's opportunities when a prepared title keeps them: greedy lines then visit
  /// only those (``GreedyLineBreaker/OpportunityLineIterator``).
  var opportunities: GreedyLineBreaker.Opportunities? = nil
  /// Whether any cluster may be a missing glyph (`false`: a prepared title found none, so lines
  /// do not count them).
  var mayHaveMissingGlyphs = true
  /// How the last allowed line ends when text is left after it.
  var truncation: Truncation = .fill

  /// UTF-16 length of the badge object or padding spaces before the title.
  private var prefixLength: Int { buffer.prefixLength }

  /// Composed lines, the truncation flag and the number of .notdef clusters shown.
  struct Layout {
    var lines: [ComposedLine]
    var isTruncated: Bool
    var missingGlyphs: Int
  }

  /// Chooses lines greedily (``GreedyLineBreaker``), one at a time, and truncates the last
  /// allowed line when text is left after it (``TailTruncation``, ``LineClampTruncation``).
  func lines(width: Double, numberOfLines: Int, ellipsisWidth: Double) -> Layout {
    if let opportunities {
      return lines(
        GreedyLineBreaker.OpportunityLineIterator(
          paragraph: paragraph, width: width, opportunities: opportunities),
        width: width, numberOfLines: numberOfLines, ellipsisWidth: ellipsisWidth)
    }
    return lines(
      GreedyLineBreaker.LineIterator(paragraph: paragraph, width: width), width: width,
      numberOfLines: numberOfLines, ellipsisWidth: ellipsisWidth)
  }

  /// Chooses lines as `textWrap` does (``WrapStyleLineBreaker``; greedy for ``TextWrap/wrap``):
  /// all lines of the unclamped layout, then the last allowed one tail-truncated when text is
  /// left after it, as greedy lines are.
  func lines(
    width: Double, numberOfLines: Int, ellipsisWidth: Double, textWrap: TextWrap,
    context: WrapStyleLineBreaker.Context
  ) -> Layout {
    guard textWrap != .wrap else {
      return lines(width: width, numberOfLines: numberOfLines, ellipsisWidth: ellipsisWidth)
    }
    let chosen = WrapStyleLineBreaker.lines(
      of: paragraph, style: textWrap, context: context,
      clampedLines: truncation == .lineClamp && numberOfLines > 0 ? numberOfLines : nil)
    return lines(
      PlannedLineIterator(lines: chosen), width: width,
      numberOfLines: numberOfLines, ellipsisWidth: ellipsisWidth)
  }

  /// The lines `iterator` chooses, the last allowed one tail-truncated.
  private func lines<Lines: LineSpanIterator>(
    _ iterator: consuming Lines, width: Double, numberOfLines: Int, ellipsisWidth: Double
  ) -> Layout {
    let prefixClusterCount = prefixClusterCount  // once, not per line
    var lines: [ComposedLine] = []
    lines.reserveCapacity(numberOfLines > 0 ? min(numberOfLines, 8) : 4)
    var missing = 0
    let room = LineRoom(width: width)
    var isTruncated = false
    while var span = iterator.next() {
      if lines.count + 1 == numberOfLines && iterator.hasMore {
        isTruncated = true
        span = truncated(
          span, prefixClusterCount: prefixClusterCount, width: width, ellipsisWidth: ellipsisWidth)
      }
      let firstTitleCluster = max(span.start, prefixClusterCount)
      let textEnd = max(span.contentEnd, firstTitleCluster)
      // A line-clamp "…" inside spaces mode's padding starts where the kept padding ends.
      let xCluster =
        truncation == .lineClamp && span.endsInEllipsis && span.contentEnd < firstTitleCluster
        ? span.contentEnd : firstTitleCluster
      let x = paragraph.position(xCluster) - paragraph.position(span.start)
      // A truncated line draws "…" only where it fits after the badge (TailTruncation).
      let endsInEllipsis = isTruncated && span.endsInEllipsis
      var text = drawnText(clusters: firstTitleCluster..<textEnd, ellipsis: endsInEllipsis)
      // A line that ends after a soft hyphen at a soft wrap draws a hyphen (SoftHyphen).
      let hyphen =
        !endsInEllipsis && textEnd > firstTitleCluster
          && paragraph.endsInHyphen(from: firstTitleCluster, to: span.end)
        ? softHyphen : nil
      if let hyphen { text = LineText(SoftHyphen.drawing(hyphen, after: text.string)) }
      // To the span's end (hanging clusters do not count): where the line ends decides whether
      // a soft hyphen before it draws a hyphen.
      var lineWidth = paragraph.lineWidth(
        from: firstTitleCluster, to: max(span.end, firstTitleCluster), measuredFrom: span.start,
        room: room)
      if endsInEllipsis {
        // The ellipsis follows the drawn text. When none of the title is drawn (spaces-mode
        // padding wider than the line hangs, so the span holds the ellipsis alone) it is all.
        lineWidth = span.contentEnd > firstTitleCluster ? span.width - x : ellipsisWidth
      }
      if mayHaveMissingGlyphs {
        for cluster in firstTitleCluster..<textEnd where paragraph.clusters[cluster].isMissing {
          missing += 1
        }
      }
      let range = titleOffset(ofCluster: firstTitleCluster)..<titleOffset(ofCluster: span.end)
      let baseline = lineMetrics.baseline(ofLine: lines.count)
      // Built whole, then moved into the array (built inside the call, it was copied there).
      let line: ComposedLine
      if let glyphRuns {
        let runs = LineRunBuilder.runs(
          in: paragraph, clusters: firstTitleCluster..<textEnd, x: x, width: lineWidth,
          endsInEllipsis: endsInEllipsis, hyphen: hyphen, context: glyphRuns)
        let faces = LineRunBuilder.faces(of: runs, chain: glyphRuns.chain)
        line = ComposedLine(
          storedText: text, range: range, x: x, width: lineWidth, baseline: baseline,
          isTruncated: endsInEllipsis, runs: runs, faces: faces)
      } else {
        line = ComposedLine(
          storedText: text, range: range, x: x, width: lineWidth, baseline: baseline,
          isTruncated: endsInEllipsis)
      }
      lines.append(consume line)
      if isTruncated { break }
    }
    return Layout(lines: lines, isTruncated: isTruncated, missingGlyphs: missing)
  }

  /// The last allowed line `span`, truncated as ``truncation`` says.
  private func truncated(
    _ span: LineSpan, prefixClusterCount: Int, width: Double, ellipsisWidth: Double
  ) -> LineSpan {
    switch truncation {
    case .fill:
      return TailTruncation.truncatedLine(
        in: paragraph, from: span.start, minimumEnd: span.start == 0 ? prefixClusterCount : 0,
        available: width, ellipsisWidth: ellipsisWidth)
    case .lineClamp:
      let badgeIsAtom = prefixLength > 0 && buffer.utf16[0] == 0xFFFC
      return LineClampTruncation.truncatedLine(
        in: paragraph, line: span,
        atomicClusters: span.start == 0 && badgeIsAtom ? prefixClusterCount : 0,
        itemStarts: whiteSpace == .preserve ? tabItemStarts(in: span) : [],
        keepsTrailingSpaces: whiteSpace == .preserve, available: width,
        ellipsisWidth: ellipsisWidth)
    }
  }

  /// Where Blink starts a text item inside `span` at a preserved tab: the tab's cluster and
  /// the one after it.
  private func tabItemStarts(in span: LineSpan) -> [Int] {
    var starts: [Int] = []
    for cluster in span.start..<span.end where buffer.utf16[paragraph.offset(cluster)] == 0x09 {
      if starts.last != cluster { starts.append(cluster) }
      starts.append(cluster + 1)
    }
    return starts
  }

  /// The clusters that make up the prefix (one badge object, or the padding spaces).
  private var prefixClusterCount: Int {
    var count = 0
    while count < paragraph.count && paragraph.offset(count) < prefixLength { count += 1 }
    return count
  }

  private func titleOffset(ofCluster cluster: Int) -> Int {
    max(0, paragraph.offset(cluster) - prefixLength)
  }

  /// The text drawn for `clusters`: collapsed white space removed and, when collapsing, every
  /// remaining tab or newline drawn as a space; then "…" when `ellipsis` is set.
  private func drawnText(clusters: Range<Int>, ellipsis: Bool) -> LineText {
    guard !clusters.isEmpty else { return LineText(ellipsis ? "…" : "") }
    let utf8Offsets = buffer.utf8Offsets
    let start = utf8Offsets[paragraph.offset(clusters.lowerBound) - prefixLength]
    let end = utf8Offsets[paragraph.offset(clusters.upperBound) - prefixLength]
    if whiteSpace == .preserve || !changesWhenCollapsed(clusters) {
      // A cut of the title, copied only when read (LineText).
      return LineText(cutting: title, utf8From: start, to: end, ellipsis: ellipsis)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(end - start) + 3)
    // The title's own UTF-8, read in place: copying it per line would make a long collapsed
    // title with many lines quadratic.
    let utf8 = title.utf8
    for cluster in clusters where !paragraph.clusters[cluster].isCollapsed {
      let unitOffset = paragraph.offset(cluster)
      let space = WhiteSpaceClass(ParagraphMeasurer.scalar(in: buffer.utf16, at: unitOffset))
      if space.isCollapsible {
        bytes.append(0x20)
      } else {
        let from = utf8.index(
          utf8.startIndex, offsetBy: Int(utf8Offsets[unitOffset - prefixLength]))
        let to = utf8.index(
          utf8.startIndex, offsetBy: Int(utf8Offsets[paragraph.offset(cluster + 1) - prefixLength]))
        bytes.append(contentsOf: utf8[from..<to])
      }
    }
    if ellipsis { bytes += [0xE2, 0x80, 0xA6] }
    return LineText(String(decoding: bytes, as: UTF8.self))
  }

  /// Whether collapsing white space changes the text of `clusters`: one of them collapsed away,
  /// or one is white space drawn as a space that is not U+0020 (a tab, a newline).
  private func changesWhenCollapsed(_ clusters: Range<Int>) -> Bool {
    for cluster in clusters {
      if paragraph.clusters[cluster].isCollapsed { return true }
      let unitOffset = paragraph.offset(cluster)
      let unit = buffer.utf16[unitOffset]
      if unit != 0x20 && unit < 0x80 && WhiteSpaceClass(UInt32(unit)).isCollapsible {
        return true
      }
    }
    return false
  }
}
