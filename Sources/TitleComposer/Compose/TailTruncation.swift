/// Tail truncation like UILabel's `byTruncatingTail`: the last allowed line keeps as many whole
/// grapheme clusters as fit together with an ellipsis, drops the spaces before the ellipsis and
/// never runs past a hard line break.
///
/// A line never runs past the room for the ellipsis' sake: when the clusters that must stay
/// (the badge, or its padding spaces, on a first line) leave no room for "…", the line holds them
/// alone and no ellipsis is drawn (CSS `text-overflow` clips an ellipsis that does not fit after
/// the line's first atomic inline; here it is clipped whole). Only an ellipsis alone on a line
/// may be wider than the line, like any single grapheme.
///
/// The ellipsis fits as Blink's `LineTruncator` fits it (``LineRoom/ellipsisFits(_:ellipsisWidth:drift:)``):
/// the kept text and the ellipsis each snapped up to 1/64 px, their sum at most the room truncated
/// to 1/64 px, without the line breaker's extra 1/64 px.
enum TailTruncation {
  /// Refits the line that starts at cluster `start` so that its content plus an ellipsis of
  /// `ellipsisWidth` pixels fits in `available` pixels.
  /// - Parameters:
  ///   - paragraph: the measured clusters.
  ///   - start: the first cluster of the last allowed line.
  ///   - minimumEnd: clusters before this index stay on the line even if they do not fit
  ///     (the badge on a first line).
  ///   - available: the container's width in pixels.
  ///   - ellipsisWidth: the advance of the ellipsis in pixels.
  /// - Returns: the kept clusters; `endsInEllipsis` says whether "…" follows them, and `width`
  ///   then includes it.
  static func truncatedLine(
    in paragraph: MeasuredParagraph, from start: Int, minimumEnd: Int, available: Double,
    ellipsisWidth: Double
  ) -> LineSpan {
    let room = LineRoom(width: available)
    let lead = paragraph.leadingSpaceEnd(from: start)
    var end = max(start, minimumEnd)
    // `room.ellipsisFits(units:ellipsisWidth:)`, the ellipsis snapped once for every cluster.
    let limit = room.availableUnits - LayoutRounding.layoutUnits(ofTextWidth: ellipsisWidth)
    while end < paragraph.count {
      if end > start && paragraph.breakKind(end) == .mandatory { break }
      guard
        paragraph.fits(from: start, to: end + 1, leadingSpaceEnd: lead, natural: true, units: limit)
      else { break }
      end += 1
    }
    let contentEnd = max(paragraph.contentEnd(from: start, to: end), min(minimumEnd, end))
    // The ellipsis starts at the pen after the kept clusters (after the padding spaces too,
    // which hang at a line's end but not before an ellipsis).
    let ellipsisX = paragraph.position(contentEnd) - paragraph.position(start)
    let showsEllipsis =
      contentEnd == start
      || room.ellipsisFits(
        ellipsisX, ellipsisWidth: ellipsisWidth,
        drift: paragraph.widthDrift(from: start, to: contentEnd))
    // Before an ellipsis the text keeps its natural width; only a line end may be trimmed.
    let textWidth =
      showsEllipsis
      ? paragraph.naturalWidth(from: start, to: contentEnd)
      : paragraph.lineWidth(from: start, to: contentEnd, room: room)
    return LineSpan(
      start: start, end: contentEnd, contentEnd: contentEnd,
      width: showsEllipsis ? textWidth + ellipsisWidth : textWidth, endsInEllipsis: showsEllipsis)
  }
}
