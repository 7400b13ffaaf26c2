/// U+3000 IDEOGRAPHIC SPACE at a line end, as Blink lays it out.
///
/// CSS Text 3 calls U+3000 an "other space separator": it neither collapses nor is a break
/// opportunity by itself, but it hangs at the end of a line like a preserved space. Measured
/// against Chromium 156 (docs/typography.md, "U+3000 IDEOGRAPHIC SPACE"), Blink's line breaker
/// (`third_party/blink/renderer/core/layout/inline/line_breaker.cc`) does three things with it:
///
/// - it hangs: `ComputeTrailingCollapsibleSpace` marks a line that ends in it as ending in
///   preserved white space, and `LineInfo` hangs U+0020 and U+3000 (`IsHangingSpace`), so
///   "가나다　" fits 65 px with the U+3000 past the edge;
/// - with preserved white space, a break after a run of spaces takes a U+3000 run right after it
///   into the hanging run (`HandleTrailingSpaces` scans `IsBreakableSpaceOrOtherSeparator` from
///   the break), so there is no opportunity between the two: "가나다 　" / "라마바사";
/// - with collapsing white space, a U+3000 run right after a collapsible space neither hangs nor
///   ends a line that holds the space: that line breaks after the space, and the next one starts
///   with the U+3000 ("가나다 " / "　라마바사" at every width where the whole does not fit). Only a
///   line that starts with the run may end after it ("　" / "라마바사"). Where in Blink this
///   comes from was not found; the rule is the oracle's (598 layouts of 8 titles, Korean and
///   Japanese, both word-break modes).
///
/// All three are applied after measuring, in one pass over the clusters, only to a title that
/// holds a U+3000 (``TitleBuffer/containsIdeographicSpace``, noticed while decoding it).
extension ParagraphMeasurer {
  /// U+3000 IDEOGRAPHIC SPACE.
  static let ideographicSpace: UInt16 = 0x3000

  /// Applies the three rules above to `clusters` (the sentinel at `count` included).
  ///
  /// A hanging U+3000 keeps its advance, its letter-spacing and its place in the line's range; it
  /// only leaves the line's visible content (``MeasuredCluster/visibleEnd``), as a preserved space
  /// does. It does not join a line's leading run of spaces
  /// (``MeasuredParagraph/leadingSpaceEnd(from:)``), which is Blink's separate item of padding.
  /// - Parameters:
  ///   - utf16: the paragraph's text.
  ///   - clusters: the measured clusters, `count + 1` of them with the sentinel.
  ///   - collapse: whether white space collapses (`white-space: normal`).
  ///   - prefixLength: the code units of padding before the title (spaces mode), which are
  ///     preserved spaces whatever the mode.
  /// - Complexity: O(count).
  static func applyIdeographicSpaceRules(
    _ utf16: Span<UInt16>, to clusters: inout MutableSpan<MeasuredCluster>,
    count: Int, collapse: Bool, prefixLength: Int
  ) {
    precondition(clusters.count == count + 1, "the clusters and their sentinel")
    func isIdeographicSpace(_ index: Int) -> Bool {
      index < count && utf16[clusters[index].offset] == ideographicSpace
    }
    /// Whether the U+3000 at `index` starts a run right after a collapsible space of the title.
    func followsCollapsibleSpace(_ index: Int) -> Bool {
      index > 0 && clusters[index - 1].hangs && clusters[index - 1].offset >= prefixLength
        && !isIdeographicSpace(index - 1)
    }
    var visibleEnd: Int32 = 0
    var previousHangs = false
    var insideHeldRun = false
    for index in 0...count {
      clusters[index].visibleEnd = visibleEnd
      guard index < count else { break }
      let ideographic = isIdeographicSpace(index)
      let hangs = clusters[index].hangs
      if !collapse {
        if ideographic && previousHangs && clusters[index].breakBefore == .allowed {
          clusters[index].heldRunDistance = MeasuredCluster.foldedIntoHangingRun
        }
        // A U+3000 after a preserved space keeps the run going for the next one.
        previousHangs = hangs || (ideographic && previousHangs)
      } else if ideographic && followsCollapsibleSpace(index) {
        // Every opportunity from the end of this U+3000 run to the end of the white space
        // after it is held.
        insideHeldRun = true
        // (A run of more than 254 clusters of white space holds only its first 254, so that
        // the scans stay linear however the run alternates spaces and U+3000.)
        let farthest = min(count, index + Int(UInt8.max) - 1)
        var whiteSpaceEnd = index
        while whiteSpaceEnd < farthest
          && (clusters[whiteSpaceEnd].hangs || isIdeographicSpace(whiteSpaceEnd))
        {
          whiteSpaceEnd += 1
        }
        for boundary in index + 1...max(index + 1, whiteSpaceEnd)
        where boundary < count && clusters[boundary].breakBefore == .allowed {
          clusters[boundary].heldRunDistance = UInt8(boundary - index)
        }
      } else if !ideographic {
        insideHeldRun = false
      }
      // A U+3000 hangs, except in a held run, where it counts like a letter.
      if !hangs && (!ideographic || insideHeldRun) {
        visibleEnd = Int32(truncatingIfNeeded: index + 1)
      }
    }
  }
}
