/// Blink's text items, for the positions it caches in them.
///
/// Blink shapes a block's text as inline items and caches, in each item's shape result, every
/// character's pen position from the item's start rounded **up** to a whole layout unit
/// (`ShapeResult::CachedPositionForOffset`; `ComputePositionData`: `total_advance.ToCeil()`).
/// Its line breaker finds a line's end in those positions (`ShapingLineBreaker::ShapeLine`), and
/// `text-wrap` scores them (`LineBreaker::AppendCandidates`), so a line's width there is a
/// difference of two rounded positions, on the 1/64 px grid of its item: four 15.04 px syllables
/// are 60.15625 or 60.171875 px wide by where they start. A text item starts at each paragraph's
/// start (the block's, or after a hard break), and a paragraph's leading run of preserved spaces
/// (spaces mode's padding, or spaces after a hard break under `pre-wrap`) is an item of its own
/// (`InlineItemsBuilder::InsertBreakOpportunityAfterLeadingPreservedSpaces`). (Blink also starts
/// items at a tab and at a change of bidi level, which this does not model.)
extension MeasuredParagraph {
  /// The first cluster of the paragraph that holds cluster `index`: 0, or the cluster after
  /// the last hard break before it.
  /// - Complexity: O(log h) for h hard breaks (O(1) without any).
  func paragraphStart(containing index: Int) -> Int {
    guard !paragraphStarts.isEmpty else { return 0 }
    var low = 0
    var high = paragraphStarts.count
    while low < high {
      let middle = (low + high) / 2
      if Int(paragraphStarts[middle]) <= index { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? 0 : Int(paragraphStarts[low - 1])
  }

  /// The clusters after which a hard break starts a paragraph, in order (every cluster whose
  /// opportunity before it is mandatory).
  /// - Complexity: O(n).
  func findParagraphStarts() -> [Int32] {
    var starts: [Int32] = []
    for index in 1..<max(1, count) where clusters[index].breakBefore == .mandatory {
      starts.append(Int32(truncatingIfNeeded: index))
    }
    return starts
  }

  /// Whether HarfBuzz marks the boundary before cluster `index` (at least 1) unsafe to break, as
  /// Blink sees it: a shaped run's flag (``MeasuredCluster/unsafeBefore``), or a kerning pair
  /// across it (HarfBuzz marks the second glyph of a pair, NanumGothic's legacy `kern` pairs
  /// too; glyphs measured one by one carry the pair's kerning in ``MeasuredCluster/kerningAfter``,
  /// which a shaped run sets only at an unsafe boundary).
  @inline(__always)
  func isUnsafeBoundary(_ index: Int) -> Bool {
    clusters[index].unsafeBefore || clusters[index - 1].kerningAfter != 0
  }

  /// Whether cluster `index` is drawn by a glyph of an earlier cluster: a cluster of a shaped
  /// run HarfBuzz gave no glyph of its own (inside a ligature), which the measurer marks unsafe
  /// to break before and gives no glyphs and no advance (its `firstGlyph` is the next
  /// cluster's). (Glyphs measured one by one keep no glyph indices unless recorded, but such a
  /// cluster, unsafe after a kerning pair, has an advance.)
  @inline(__always)
  func isInsideGlyph(_ index: Int) -> Bool {
    let cluster = clusters[index]
    return cluster.unsafeBefore && cluster.advance == 0
      && cluster.firstGlyph == clusters[index + 1].firstGlyph
  }
}

/// The text items of one paragraph (``MeasuredParagraph``'s "text items"): where they start, and
/// the position Blink caches for a cluster in them.
struct TextItems {
  let paragraph: MeasuredParagraph
  /// The paragraph's first cluster: where its first text item starts.
  let paragraphStart: Int
  /// One past the paragraph's leading run of preserved spaces (`paragraphStart` when none),
  /// where its text item starts.
  let textStart: Int
  /// The run's width, rounded up: where the text item starts on the line.
  let leadUnits: Double
  /// A bound on the summation error of any width between two of the paragraph's pen positions
  /// (``MeasuredParagraph/widthDrift(from:to:)`` for the widest span, doubled for positions that
  /// kerning moved back): some 10⁻¹² px, computed once.
  let drift: Double

  /// The items of the paragraph that starts at cluster `paragraphStart`.
  /// - Complexity: O(length of its leading run of spaces).
  init(of paragraph: MeasuredParagraph, paragraphStart: Int) {
    self.paragraph = paragraph
    self.paragraphStart = paragraphStart
    let count = paragraph.count
    drift = 2 * paragraph.widthDrift(from: count, to: count)
    var end = paragraphStart
    while end < count && paragraph.clusters[end].hangs && !paragraph.clusters[end].isCollapsed
      && (end == paragraphStart || paragraph.clusters[end].breakBefore != .mandatory)
    {
      end += 1
    }
    textStart = end
    leadUnits = LayoutRounding.layoutUnits(
      ofTextWidth: paragraph.position(end) - paragraph.position(paragraphStart), drift: drift)
  }

  /// The items of the paragraph that holds cluster `index`.
  /// - Complexity: O(log h) for h hard breaks, plus the paragraph's leading spaces.
  init(of paragraph: MeasuredParagraph, containing index: Int) {
    self.init(of: paragraph, paragraphStart: paragraph.paragraphStart(containing: index))
  }

  /// The cached position of cluster `index` (in this paragraph, or its end), in layout units
  /// from the paragraph's start. A cluster HarfBuzz gave no glyph of its own (the ">" of
  /// Inter's "->" ligature) is cached at the start of the glyph that draws it
  /// (`ComputePositionData`: characters without glyphs take `last_x_position`).
  @inline(__always)
  func cachedUnits(_ index: Int) -> Double {
    var index = index
    while index > paragraphStart && index < paragraph.count && paragraph.isInsideGlyph(index) {
      index -= 1
    }
    let itemStart = textStart > paragraphStart && index >= textStart ? textStart : paragraphStart
    let units = LayoutRounding.layoutUnits(
      ofTextWidth: paragraph.position(index) - paragraph.position(itemStart), drift: drift)
    return itemStart == paragraphStart ? units : leadUnits + units
  }
}
