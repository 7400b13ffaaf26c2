/// Placing a title composed left to right in a right-to-left cell.
///
/// Chromium breaks an rtl cell's lines where it breaks an ltr cell's of the same width (the
/// measured paragraph, with the rtl paragraph's embedding levels, decides), and places them from
/// the right edge: the badge (an inline-block at the line start) or the padding spaces at the
/// right, each line's content ending at the start edge, hanging spaces at the left. So each box
/// of the ltr layout, `[x, x + width]` from the cell's left edge, is at
/// `[W − x − width, W − x]` in the rtl cell: the same distance from the right edge, where a
/// line's width counts as Blink sizes its line box, snapped up to 1/64 px (a LayoutUnit,
/// `ShapeResult::SnappedWidth`), so that `x` is the left edge Chromium draws from. Checked on
/// every layout of `Tests/Corpus/rtl-cases.jsonl` with headless Chromium 156 (its `line_left`
/// and `line_right`).
///
/// Inside a line, the runs keep their visual order (the paragraph's levels already ordered them,
/// UAX #9 L2 at paragraph level 1) and move with the line; only "…", which ends the line in its
/// own direction, moves from the right end to the left end.
extension ComposedTitle {
  /// Moves every box of a title laid out from the left edge to where a right-to-left cell of
  /// the same width draws it, and marks the title ``TextDirection/rtl``.
  mutating func placeRightToLeft() {
    direction = .rtl
    if var badge {
      let badgeX = Self.mirrored(x: badge.frame.x, width: badge.frame.width, in: width)
      let badgeShift = badgeX - badge.frame.x
      badge.frame.x = badgeX
      if !badge.runs.isEmpty {
        for index in badge.runs.indices { badge.runs[index].x += badgeShift }
      }
      self.badge = badge
    }
    for index in lines.indices {
      lines[index].placeRightToLeft(in: width)
    }
  }

  /// Where a box `[x, x + width]` of a left-to-right cell `cellWidth` wide is in a right-to-left
  /// one: as far from the right edge as it was from the left.
  static func mirrored(x: Double, width: Double, in cellWidth: Double) -> Double {
    cellWidth - x - width
  }

  /// A line's box width as Blink sizes it: its text width snapped up to 1/64 px, the width
  /// taken as the smallest value its summed advances can stand for (``LayoutRounding``).
  static func boxWidth(_ width: Double) -> Double {
    LayoutRounding.layoutUnits(ofTextWidth: width, drift: 1e-7) / LayoutRounding.unitsPerPixel
  }
}

extension ComposedLine {
  /// Moves the line to the same distance from the right edge of a box `cellWidth` wide as it
  /// had from the left; a truncated line's "…" (its last run) goes to the line's left end
  /// (``GlyphRun/placedRightToLeft(_:lineX:lineWidth:endsInEllipsis:in:)``).
  /// - Parameter cellWidth: the width of the cell (or of the box the line is aligned in).
  public mutating func placeRightToLeft(in cellWidth: Double) {
    let runs = self.runs
    if !runs.isEmpty {
      self.runs = GlyphRun.placedRightToLeft(
        runs, lineX: x, lineWidth: width, endsInEllipsis: isTruncated, in: cellWidth)
    }
    x = ComposedTitle.mirrored(x: x, width: ComposedTitle.boxWidth(width), in: cellWidth)
  }
}

extension GlyphRun {
  /// The runs of a line laid out from the left edge, `[lineX, lineX + lineWidth]`, moved to the
  /// same distance from the right edge of a box `cellWidth` wide: they keep their visual order
  /// and move with the line, except a final "…" (`endsInEllipsis`), which ends the line in its
  /// own right-to-left direction and so goes to the line's left end (at paragraph level 1).
  /// The line's box is `lineWidth` snapped up to 1/64 px, as Blink sizes it.
  /// - Returns: the runs in visual order, left to right.
  public static func placedRightToLeft(
    _ runs: [GlyphRun], lineX: Double, lineWidth: Double, endsInEllipsis: Bool,
    in cellWidth: Double
  ) -> [GlyphRun] {
    let newX = ComposedTitle.mirrored(
      x: lineX, width: ComposedTitle.boxWidth(lineWidth), in: cellWidth)
    var runs = runs
    guard endsInEllipsis && runs.count > 1 else {
      for index in runs.indices { runs[index].x += newX - lineX }
      return runs
    }
    var ellipsis = runs.removeLast()
    ellipsis.x = newX
    ellipsis.bidiLevel = 1
    let textShift = newX + ellipsis.advance - runs[0].x
    for index in runs.indices { runs[index].x += textShift }
    runs.insert(ellipsis, at: 0)
    return runs
  }
}
