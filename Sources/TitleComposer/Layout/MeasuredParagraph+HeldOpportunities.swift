/// Opportunities that depend on where the line starts: the end of the white space after a
/// U+3000 that follows a collapsible space (``MeasuredCluster/heldRunDistance``), which Chromium
/// never takes on a line that holds that space.
extension MeasuredParagraph {
  /// Whether a line that starts at cluster `start` may end at `boundary`: there is an
  /// opportunity there (soft or hard), and it is not held for lines that start before its
  /// U+3000 run.
  /// - Complexity: O(1).
  @inline(__always)
  func isOpportunity(_ boundary: Int, forLineFrom start: Int) -> Bool {
    let cluster = clusters[boundary]
    guard cluster.breakBefore != .none else { return false }
    return cluster.heldRunDistance == 0 || start >= boundary - Int(cluster.heldRunDistance)
  }

  /// Whether `boundary` is held for a line that starts at `start`.
  /// - Complexity: O(1).
  @inline(__always)
  func isHeld(_ boundary: Int, forLineFrom start: Int) -> Bool {
    let distance = clusters[boundary].heldRunDistance
    return distance != 0 && start < boundary - Int(distance)
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
