import TitleComposer

extension TagChip {
  /// Moves the chip, laid out in a left-to-right flow, to the same distance from the right edge
  /// of a container `width` wide: its frame, its text (at the same inset from the chip's right
  /// edge as it had from the left) and its runs, a truncated text's "…" at the text's left end.
  mutating func placeRightToLeft(in width: Double) {
    frame.x = width - frame.x - frame.width
    runs = GlyphRun.placedRightToLeft(
      runs, lineX: textX, lineWidth: textWidth, endsInEllipsis: isTruncated, in: width)
    textX = width - textX - textWidth
  }
}
