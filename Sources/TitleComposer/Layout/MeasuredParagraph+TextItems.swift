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

  /// The items of the paragraph that starts at cluster `paragraphStart`.
  /// - Complexity: O(length of its leading run of spaces).
  init(of paragraph: MeasuredParagraph, paragraphStart: Int) {
    self.paragraph = paragraph
    self.paragraphStart = paragraphStart
    var end = paragraphStart
    while end < paragraph.count && paragraph.clusters[end].hangs
      && !paragraph.clusters[end].isCollapsed
      && (end == paragraphStart || paragraph.clusters[end].breakBefore != .mandatory)
    {
      end += 1
    }
    textStart = end
    leadUnits = Self.roundedUp(paragraph, from: paragraphStart, to: end)
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
  func cachedUnits(_ index: Int) -> Double {
    var index = index
    while index > paragraphStart && index < paragraph.count && paragraph.isInsideGlyph(index) {
      index -= 1
    }
    guard textStart > paragraphStart, index >= textStart else {
      return Self.roundedUp(paragraph, from: paragraphStart, to: index)
    }
    return leadUnits + Self.roundedUp(paragraph, from: textStart, to: index)
  }

  /// The width of clusters `start..<end` in whole layout units, rounded up, its summation error
  /// absorbed (``MeasuredParagraph/widthDrift(from:to:)``).
  private static func roundedUp(_ paragraph: MeasuredParagraph, from start: Int, to end: Int)
    -> Double
  {
    LayoutRounding.layoutUnits(
      ofTextWidth: paragraph.position(end) - paragraph.position(start),
      drift: paragraph.widthDrift(from: start, to: end))
  }
}
