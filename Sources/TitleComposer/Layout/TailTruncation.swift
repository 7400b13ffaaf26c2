/// Tail truncation like UILabel's `byTruncatingTail`: the last allowed line keeps as many whole
/// grapheme clusters as fit together with an ellipsis, drops the spaces before the ellipsis and
/// never runs past a hard line break.
enum TailTruncation {
  /// Refits the line that starts at cluster `start` so that its content plus an ellipsis of
  /// `ellipsisWidth` pixels fits in `available` pixels.
  /// - Parameters:
  ///   - paragraph: the measured clusters.
  ///   - start: the first cluster of the last allowed line.
  ///   - minimumEnd: clusters before this index stay on the line even if they do not fit
  ///     (the badge on a first line).
  ///   - available: the room on the line in pixels.
  ///   - ellipsisWidth: the advance of the ellipsis in pixels.
  /// - Returns: the kept clusters; `width` includes the ellipsis.
  static func truncatedLine(
    in paragraph: MeasuredParagraph, from start: Int, minimumEnd: Int, available: Double,
    ellipsisWidth: Double
  ) -> LineSpan {
    var end = max(start, minimumEnd)
    while end < paragraph.count {
      if end > start && paragraph.breakKind(end) == .mandatory { break }
      let width = paragraph.width(from: start, to: end + 1) + ellipsisWidth
      guard LayoutRounding.fits(width, in: available) else { break }
      end += 1
    }
    let contentEnd = max(paragraph.contentEnd(from: start, to: end), min(minimumEnd, end))
    let textWidth = paragraph.width(from: start, to: contentEnd)
    return LineSpan(
      start: start, end: contentEnd, contentEnd: contentEnd, width: textWidth + ellipsisWidth)
  }
}
