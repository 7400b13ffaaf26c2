/// Opportunities that depend on where the line starts: the end of the white space after a
/// U+3000 that follows a collapsible space (``MeasuredCluster/heldRunDistance``), which Chromium
/// never takes on a line that holds that space; and the break before a U+3000 after preserved
/// spaces, which no line takes (the U+3000 joins the spaces' hanging run) but `text-wrap` scores.
extension MeasuredParagraph {
  /// Whether a line that starts at cluster `start` may end at `boundary`: there is an
  /// opportunity there (soft or hard), and it is not held for lines that start before its
  /// U+3000 run.
  /// - Complexity: O(1).
  @inline(__always)
  func isOpportunity(_ boundary: Int, forLineFrom start: Int) -> Bool {
    let cluster = clusters[boundary]
    guard cluster.breakBefore != .none else { return false }
    return !isHeld(boundary, forLineFrom: start)
  }

  /// Whether `boundary` is held for a line that starts at `start`.
  /// - Complexity: O(1).
  @inline(__always)
  func isHeld(_ boundary: Int, forLineFrom start: Int) -> Bool {
    let distance = clusters[boundary].heldRunDistance
    return distance != 0
      && (distance == MeasuredCluster.foldedIntoHangingRun || start < boundary - Int(distance))
  }

  /// Where a line chosen to end at `end` does end: past the U+3000 runs (and the spaces after
  /// them) that preserved spaces before `end` fold into their hanging run, as Blink's
  /// `HandleTrailingSpaces` does after a `text-wrap` break.
  /// - Complexity: O(length of the white space folded).
  func endPastFoldedRuns(_ end: Int) -> Int {
    var end = end
    while end < count && clusters[end].heldRunDistance == MeasuredCluster.foldedIntoHangingRun {
      end += 1
      while end < count && breakKind(end) == .none { end += 1 }
    }
    return end
  }

  /// The last boundary in `start + 1...end` where a line from `start` may end, or `nil`.
  /// - Complexity: O(end − start).
  func lastOpportunity(from start: Int, through end: Int) -> Int? {
    var boundary = end
    while boundary > start {
      if isOpportunity(boundary, forLineFrom: start) { return boundary }
      boundary -= 1
    }
    return nil
  }
}
