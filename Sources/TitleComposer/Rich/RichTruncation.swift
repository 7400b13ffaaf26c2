import TitleFonts

/// Where a rich title's last allowed line is cut (``TitleRequest/endRuns``): the line holds its
/// content from its start to the cut, the spaces just before the cut dropped, then "…" in the
/// style of the last text run before the cut (boxes stepped over; the title's own style when no
/// text precedes it), then every end run. The cut is the grapheme boundary between the line's
/// start and the end of the runs (past the line's natural end too, as UILabel fills a line) that
/// leaves the longest content for which that line, laid out alone, fits the line's room as
/// Blink's line breaker judges it (``LineRoom/fits(units:)``, each item snapped apart).
///
/// When not even the empty cut fits, the end runs are cut as well: the line is "…" then the
/// longest prefix of the end runs, at a grapheme boundary, that fits after it (or "…" alone).
struct RichTruncation {
  /// The cluster where the line's content ends (one past the last kept one).
  var cutCluster: Int
  /// The cluster where the kept end runs end (the sentinel when every end run is kept).
  var endRunsEnd: Int
  /// The style of the "…".
  var ellipsisStyle: RichRunStyle
  /// The units of the whole line.
  var units: Double
  /// How much the "…" moves the last kept cluster, shaped with it (0 when not shaped together).
  var ellipsisKerning = 0.0

  /// The cut of the line that starts at cluster `lineStart` in `room`.
  ///
  /// The candidates are tried from the longest down and the first that fits is the answer (the
  /// longest cut that fits). A candidate is laid out only when a bound that costs a subtraction
  /// says it may fit: its content's pen advance less `slack` pixels (more than its items'
  /// start corrections, the kerning of a "…" shaped with it and the rounding drift take off),
  /// plus the narrowest "…" (`minimumEllipsisUnits`) and the end runs.
  static func cut(
    in rich: RichParagraph, lineStart: Int, room: LineRoom,
    ellipsisStyle: (Int) -> RichRunStyle, ellipsisUnits: (RichRunStyle) -> Double,
    ellipsisKerning: (Int, RichRunStyle) -> Double, minimumEllipsisUnits: Double,
    slack: Double
  ) -> RichTruncation {
    let paragraph = rich.paragraph
    let firstCluster = max(lineStart, 1)
    let titleEnd = rich.cluster(atContentOffset: rich.content.titleLength)
    let sentinel = paragraph.count
    // (Measured as one line of `white-space: pre`: an end run's spaces all count.)
    let endUnits = rich.units(from: titleEnd, to: sentinel, hangingExcluded: false)
    let lineOrigin = paragraph.position(lineStart)
    let fixedUnits = minimumEllipsisUnits + endUnits - slack * LayoutRounding.unitsPerPixel
    var best: RichTruncation? = nil
    var candidate = titleEnd
    while candidate >= firstCluster {
      let kept = paragraph.contentEnd(from: firstCluster, to: candidate)
      candidate -= 1
      let advance =
        paragraph.position(kept) - lineOrigin
        - (kept > lineStart ? paragraph.clusters[kept - 1].kerningAfter : 0)
      guard room.fits(units: advance * LayoutRounding.unitsPerPixel + fixedUnits) else {
        continue
      }
      let style = ellipsisStyle(kept)
      let kerning = kept > firstCluster ? ellipsisKerning(kept, style) : 0
      // (From the line's start: the badge on the first line is an item of its own.)
      let units =
        rich.units(from: lineStart, to: kept, hangingExcluded: false, lastDelta: kerning)
        + ellipsisUnits(style) + endUnits
      if room.fits(units: units) {
        best = RichTruncation(
          cutCluster: kept, endRunsEnd: sentinel, ellipsisStyle: style, units: units,
          ellipsisKerning: kerning)
        break
      }
    }
    if let best { return best }
    // Not even "…" and the end runs fit: cut the end runs too.
    let style = ellipsisStyle(firstCluster)
    let ellipsis = ellipsisUnits(style) + rich.units(from: lineStart, to: firstCluster)
    var end = titleEnd
    var endEnd = titleEnd
    while end < sentinel {
      end += 1
      let units = ellipsis + rich.units(from: titleEnd, to: end, hangingExcluded: false)
      if room.fits(units: units) { endEnd = end }
    }
    return RichTruncation(
      cutCluster: firstCluster, endRunsEnd: endEnd, ellipsisStyle: style,
      units: ellipsis + rich.units(from: titleEnd, to: endEnd, hangingExcluded: false))
  }
}

extension RichTruncation {
  /// The last allowed line `line` truncated as Chromium's `-webkit-line-clamp` truncates it
  /// (``LineClampTruncation``): the line keeps its own content only (nothing of the next line is
  /// pulled up, trailing preserved spaces may stay), each run and box a child of its own, the
  /// "…" in the title's own style (Blink shapes it in the line's style), and the end runs after
  /// it take their room from the line as the "…" does: the visible content is what Blink's rule
  /// keeps in the line's room less the end runs.
  static func clamped(
    in rich: RichParagraph, line: LineSpan, room: LineRoom, keepsTrailingSpaces: Bool,
    ellipsisStyle: RichRunStyle, ellipsisWidth: Double
  ) -> RichTruncation {
    let paragraph = rich.paragraph
    let titleEnd = rich.cluster(atContentOffset: rich.content.titleLength)
    let sentinel = paragraph.count
    let endUnits = rich.units(from: titleEnd, to: sentinel, hangingExcluded: false)
    let itemStarts = paragraph.bidiRunStarts.map(Int.init).filter {
      $0 > line.start && $0 < line.end
    }
    let available = (room.availableUnits - endUnits) / LayoutRounding.unitsPerPixel
    let first = max(line.start, 1)
    var cut = line.start == 0 ? first : line.start
    if available > 0 {
      let span = LineClampTruncation.truncatedLine(
        in: paragraph, line: line, atomicClusters: line.start == 0 ? 1 : 0,
        itemStarts: itemStarts, keepsTrailingSpaces: keepsTrailingSpaces, available: available,
        ellipsisWidth: ellipsisWidth)
      cut = span.endsInEllipsis ? max(span.end, first) : max(line.end, first)
    }
    // Clamped to the title: the end runs follow the "…" whole.
    cut = min(cut, titleEnd)
    let units =
      rich.units(from: line.start, to: cut, hangingExcluded: false)
      + LayoutRounding.layoutUnits(ofTextWidth: ellipsisWidth) + endUnits
    return RichTruncation(
      cutCluster: cut, endRunsEnd: sentinel, ellipsisStyle: ellipsisStyle, units: units)
  }
}
