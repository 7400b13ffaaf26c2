/// Truncation as Chromium draws `-webkit-line-clamp: N` (``Truncation/lineClamp``): what stays
/// visible on line N and where the "…" goes.
///
/// **The rule** (Blink `third_party/blink/renderer/core/layout/inline/line_truncator.cc`,
/// `LineTruncator::TruncateLine`, `EllipsizeChild`, `TruncateChild`; `ShapeResult::OffsetToFit`
/// in `platform/fonts/shaping/shape_result.cc`), checked on every layout of
/// Tests/Corpus/line-clamp-* (Chromium's line-clamp oracle, `clamp_oracle.py`):
///
/// 1. Line N breaks exactly as it would without the clamp; the text after it is hidden and never
///    pulled up onto it.
/// 2. The line is a row of *children* (``Child``): an atomic inline (the badge's inline-block)
///    and text items, each at an inline offset in whole layout units (1/64 px) and with an
///    inline size rounded up to one (`ShapeResult::SnappedWidth`). Blink starts a text item at
///    a paragraph's leading run of preserved spaces (spaces mode's padding), at a tab and at
///    the run of preserved spaces a line ends in (`LineBreaker` splits trailing spaces off).
/// 3. The "…" is shaped in the line's font; its width `E` is rounded up to a layout unit. The
///    room `A` is the line's available width in layout units.
/// 4. The children are visited from the last to the first. For a child at offset `O` of size
///    `S`:
///    - if `A − O ≤ 0` it lies outside the box: hidden, go on to the one before;
///    - if `A − O − E ≥ S` the whole child stays and "…" follows it: done;
///    - a text child is cut (`TruncateChild`): it keeps its clusters up to the first whose right
///      edge, measured from the child's start in the shaped line's own pen positions, lies past
///      `A − O − E` (`OffsetToFit`). Keeping none or all of it fails for any child but the
///      line's first, which is hidden and the one before tried; the line's first child keeps
///      one cluster at least and drops its last (one UTF-16 unit) at most (CSS: the first
///      character of a line is clipped, never ellipsed);
///    - an atomic child (or a hard break) is never cut: the line's first one keeps "…" after it
///      even where that overflows (it is then clipped), any other is hidden.
/// 5. "…" follows the last visible child directly: a kept trailing space stays before it
///    ("보관해야 …"). White space that collapsed away is not in Blink's text, so the visible
///    text never ends in it; a line of nothing but a hard break shows "…" at its start.
///
/// So the visible text is a start of line N's own text, its trailing preserved spaces included,
/// that leaves room for "…", at grapheme-cluster boundaries (HarfBuzz's clusters: a ligature is
/// never split). UILabel's tail truncation (``TailTruncation``) instead fills line N from the
/// rest of the title and drops the spaces before "…".
///
/// Extending it (styled runs, inline boxes, end runs kept through truncation): build more
/// children. A run of another style is a text child of its own (Blink makes an item per style
/// run), an inline box an atomic child, and
/// ``ellipsize(_:availableUnits:ellipsisUnits:clustersToFit:)``, which knows nothing of what the
/// children hold, applies the rule unchanged.
enum LineClampTruncation {
  /// One child of the line box, as Blink's `LogicalLineItem`.
  struct Child: Equatable, Sendable {
    /// What kind of inline content it is.
    enum Kind: Equatable, Sendable {
      /// An inline-block (the badge): never cut.
      case atomic
      /// A text item's part on the line: cut at cluster boundaries.
      case text
      /// A hard break that ends the line: no room, nothing drawn; "…" after it follows the
      /// line's text (on a line of nothing else, it starts the line).
      case lineBreak
    }
    var kind: Kind
    /// The clusters it holds, in the line's paragraph.
    var clusters: Range<Int>
    /// Where it starts on the line, in layout units from the line's start.
    var offsetUnits: Double
    /// Its inline size in layout units.
    var sizeUnits: Double
    /// Its last cluster is one UTF-16 code unit long (what `TruncateChild`'s "one character
    /// less" drops).
    var endsInOneUnit: Bool = true

    /// Where the visible text ends when "…" follows the whole child: after its clusters, or
    /// before a hard break, which draws nothing.
    var wholeEnd: Int { kind == .lineBreak ? clusters.lowerBound : clusters.upperBound }
  }

  /// Where the line ends once truncated.
  struct Cut: Equatable, Sendable {
    /// One past the last visible cluster.
    var visibleEnd: Int
    /// Whether "…" follows the visible clusters. (`false` only when no child could take it: a
    /// line with no room at all.)
    var placesEllipsis: Bool
  }

  /// Line N of `paragraph`, `line` as broken without the clamp, truncated as Chromium's
  /// `-webkit-line-clamp` truncates it.
  /// - Parameters:
  ///   - paragraph: the measured clusters.
  ///   - line: line N as line choice broke it (its hanging spaces and hard break included).
  ///   - atomicClusters: the clusters at the line's start that form the badge's inline-block
  ///     (1 on an indent-mode first line, else 0).
  ///   - itemStarts: clusters inside the line where Blink starts a text item of its own
  ///     (a tab and the cluster after it), in order.
  ///   - keepsTrailingSpaces: the line's trailing spaces are preserved white space (a child of
  ///     their own that may stay visible), not collapsible spaces Blink removes.
  ///   - available: the container's width in pixels.
  ///   - ellipsisWidth: the advance of "…" in pixels.
  /// - Returns: the visible clusters; `endsInEllipsis` says whether "…" follows them, and
  ///   `width` (from the line's start, the badge included) then includes it.
  static func truncatedLine(
    in paragraph: MeasuredParagraph, line: LineSpan, atomicClusters: Int, itemStarts: [Int],
    keepsTrailingSpaces: Bool, available: Double, ellipsisWidth: Double
  ) -> LineSpan {
    let children = children(
      of: line, in: paragraph, atomicClusters: atomicClusters, itemStarts: itemStarts,
      keepsTrailingSpaces: keepsTrailingSpaces)
    let room = LineRoom(width: available)
    let cut = ellipsize(
      children, availableUnits: room.availableUnits,
      ellipsisUnits: LayoutRounding.layoutUnits(ofTextWidth: ellipsisWidth)
    ) { child, space in
      paragraph.clustersToFit(child.clusters, units: space)
    }
    guard let cut, cut.placesEllipsis else { return line }
    // White space that collapsed away is not in Blink's text: the visible text never ends in it.
    var end = cut.visibleEnd
    while end > line.start && paragraph.clusters[end - 1].isCollapsed { end -= 1 }
    let textWidth = end > line.start ? paragraph.drawnWidth(from: line.start, to: end) : 0
    return LineSpan(
      start: line.start, end: end, contentEnd: end, width: textWidth + ellipsisWidth,
      endsInEllipsis: true)
  }

  /// Blink's `TruncateLine` over `children` (in logical order, left to right): the children are
  /// visited from the last, and the first that can take "…" after it, whole or cut, ends the
  /// visible text (the rule in the type's documentation, step 4).
  /// - Parameters:
  ///   - children: the line's children.
  ///   - availableUnits: the line's available width in layout units.
  ///   - ellipsisUnits: the snapped width of "…" in layout units.
  ///   - clustersToFit: how many clusters of a text child have their right edge within a room
  ///     in layout units (`ShapeResult::OffsetToFit`).
  /// - Returns: the cut, or `nil` when no child took the ellipsis (the line is then left whole).
  static func ellipsize(
    _ children: [Child], availableUnits: Double, ellipsisUnits: Double,
    clustersToFit: (Child, Double) -> Int
  ) -> Cut? {
    for index in children.indices.reversed() {
      let child = children[index]
      let isFirst = index == children.startIndex
      let spaceForChild = availableUnits - child.offsetUnits
      // Outside the box: hidden.
      guard spaceForChild > 0 else { continue }
      let space = spaceForChild - ellipsisUnits
      if space >= child.sizeUnits {
        return Cut(visibleEnd: child.wholeEnd, placesEllipsis: true)
      }
      if let end = truncatedEnd(of: child, space: space, isFirst: isFirst, clustersToFit) {
        return Cut(visibleEnd: end, placesEllipsis: true)
      }
    }
    return nil
  }

  /// `TruncateChild`: the end of `child` cut to leave `space` layout units for "…", or `nil`
  /// when it cannot be cut (hide it and try the child before).
  private static func truncatedEnd(
    of child: Child, space: Double, isFirst: Bool, _ clustersToFit: (Child, Double) -> Int
  ) -> Int? {
    if space <= 0 && !isFirst { return nil }
    guard child.kind == .text, !child.clusters.isEmpty else {
      // Only text is cut; the line's first atomic inline (or hard break) keeps "…" after it.
      return isFirst ? child.wholeEnd : nil
    }
    let count = child.clusters.count
    let kept = clustersToFit(child, space)
    if kept > 0 && kept < count { return child.clusters.lowerBound + kept }
    guard isFirst else { return nil }
    // The line's first child: one cluster at least (an offset of one UTF-16 unit keeps the
    // glyph of the first), and, when it all fits but its snapped size does not, one UTF-16
    // unit less (which drops a last cluster of one unit, and keeps a longer one whole).
    if kept == 0 { return child.clusters.lowerBound + 1 }
    return child.endsInOneUnit ? child.clusters.upperBound - 1 : child.clusters.upperBound
  }
}
