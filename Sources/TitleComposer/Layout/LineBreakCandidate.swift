/// A place a scored line breaker may end a line, as Blink's `LineBreakCandidate`
/// (`third_party/blink/renderer/core/layout/inline/line_break_candidate.h`): a break
/// opportunity with the pen position when the line goes on past it and when it ends there.
///
/// Positions are `Float` pixels from the start of the lines being scored, as Blink keeps them;
/// ``MeasuredParagraph/breakCandidates(from:to:paragraphStart:hyphenPenalty:)`` says how they
/// are rounded.
struct LineBreakCandidate: Equatable, Sendable {
  /// The cluster boundary of the opportunity: the next line starts here (after any spaces).
  var end: Int
  /// The pen position after the opportunity, spaces before it included (`pos_no_break`).
  var positionNoBreak: Float
  /// The end of a line that breaks here: spaces before it excluded, the line-end reshaping
  /// (``MeasuredCluster/kerningAfter``) and a soft hyphen's hyphen, snapped up to 1/64 px,
  /// included (`pos_if_break`).
  var positionIfBreak: Float
  /// The cost of breaking here: the hyphen penalty at a soft hyphen, plus the orphan penalty at
  /// the last opportunity (``ScoredLineBreaker``).
  var penalty: Float = 0
  /// A line that breaks here ends in a hyphen.
  var isHyphenated: Bool = false
}

extension MeasuredParagraph {
  /// The break candidates of clusters `start..<end`, as Blink's `LineBreakCandidateContext`
  /// collects them from the greedy lines (`line_break_candidate.cc`, `LineBreaker::
  /// AppendCandidates` in `line_breaker.cc`): a sentinel at `start`, then every soft
  /// opportunity after it, the last at `end` (the end of the paragraph). A badge's inline-block
  /// is an item of its own, so the opportunity after it is one like any other
  /// (`CanBreakAfterAtomicInline`).
  ///
  /// **Positions, as Blink rounds them.** Blink reads a position from the text item's shape
  /// result: `ShapeResult::CachedPositionForOffset`, the pen position from the item's start
  /// rounded **up** to a whole layout unit (`ComputePositionData`: `total_advance.ToCeil()`),
  /// plus where the item starts on the line, and keeps it as a `float`. So a candidate sits on
  /// the 1/64 px grid of its item, and a line's width is a difference of two rounded positions
  /// (a line of four 15.04 px syllables is 60.15625 or 60.171875 px wide, by where it starts).
  /// A text item starts at the paragraph's start, except that a leading run of preserved spaces
  /// (spaces mode's padding, or spaces after a hard break under `pre-wrap`) is an item of its
  /// own (`InlineItemsBuilder::InsertBreakOpportunityAfterLeadingPreservedSpaces`): the text
  /// after it is rounded from its own start, on top of the run's rounded width. A line end at a
  /// boundary HarfBuzz marks unsafe to break (kerning across it) is the rounded position of the
  /// word's last safe boundary plus the end reshaped alone, added in `float`
  /// (`end_position += end_shape_result->Width()`); a soft hyphen's hyphen is added after it.
  /// - Parameters:
  ///   - start: the first cluster of the first line scored.
  ///   - end: one past the last cluster of the paragraph (a hard break's boundary, or `count`).
  ///   - paragraphStart: the paragraph's first cluster (`start` or before it: `pretty` scores
  ///     the last lines only), where its first text item starts.
  ///   - hyphenPenalty: the penalty of a break after a soft hyphen.
  /// - Returns: the candidates, `start`'s sentinel first.
  /// - Complexity: O(end − start).
  func breakCandidates(
    from start: Int, to end: Int, paragraphStart: Int, hyphenPenalty: Float
  ) -> [LineBreakCandidate] {
    let items = TextItems(of: self, paragraphStart: paragraphStart)
    let origin = items.cachedUnits(start)
    /// A position in Blink's `float`, from the first line's start.
    func pixels(_ units: Double) -> Float { Float((units - origin) / LayoutRounding.unitsPerPixel) }
    var candidates = [LineBreakCandidate(end: start, positionNoBreak: 0, positionIfBreak: 0)]
    var boundary = start + 1
    var foldedRunEnd = start
    var wordStart = start
    while boundary <= end {
      // An opportunity followed by spaces (after the badge: " 법률로") is Blink's one candidate
      // after them: `AppendCandidates` moves the last candidate past leading spaces.
      let isBeforeSpaces =
        boundary < end && clusters[boundary].hangs && breakKind(boundary + 1) != .mandatory
      if boundary == end || (breakKind(boundary) == .allowed && !isBeforeSpaces) {
        // Blink's candidate leaves out trailing spaces only (`IsBreakableSpace`): a U+3000
        // before the break counts, though the line laid out at it lets the U+3000 hang.
        var contentEnd = boundary
        while contentEnd > start && clusters[contentEnd - 1].hangs { contentEnd -= 1 }
        var ifBreak: Float = 0
        if contentEnd > start {
          let safe = lastSafeBoundary(before: contentEnd, from: wordStart)
          ifBreak = pixels(items.cachedUnits(safe))
          if safe < contentEnd {
            ifBreak += Float(
              position(contentEnd) - position(safe) - clusters[contentEnd - 1].kerningAfter)
          }
        }
        // Blink's `HyphenAdvance` is a LayoutUnit: the hyphen snapped up.
        let hyphenUnits = boundary == end ? 0 : hyphenUnits(from: start, to: boundary)
        if hyphenUnits != 0 { ifBreak += Float(hyphenUnits / LayoutRounding.unitsPerPixel) }
        // The next line starts past a U+3000 run that preserved spaces fold into their
        // hanging run (``endPastFoldedRuns(_:)``), as the lines laid out at the breaks do.
        // (One walk per folded run: every folded break of a run ends it at the same place.)
        if boundary >= foldedRunEnd {
          foldedRunEnd = boundary == end ? boundary : endPastFoldedRuns(boundary)
        }
        let nextStart = max(boundary, foldedRunEnd)
        candidates.append(
          LineBreakCandidate(
            end: boundary, positionNoBreak: pixels(items.cachedUnits(boundary)),
            positionIfBreak: ifBreak, penalty: hyphenUnits != 0 ? hyphenPenalty : 0,
            isHyphenated: hyphenUnits != 0))
        wordStart = boundary
      }
      boundary += 1
    }
    return candidates
  }

  /// Blink's `PreviousSafeToBreakOffset` of a line end at `contentEnd`, bounded by the word's
  /// start (`end_safe_offset < offset.start`): `contentEnd` itself unless HarfBuzz marked the
  /// boundary unsafe (``MeasuredCluster/unsafeBefore``: a shaped run's flag, or a kerning pair of
  /// glyphs measured one by one), else the boundary before the unsafe ones.
  /// - Complexity: O(unsafe boundaries before `contentEnd`).
  private func lastSafeBoundary(before contentEnd: Int, from wordStart: Int) -> Int {
    var safe = contentEnd
    while safe > wordStart && safe < count && clusters[safe].unsafeBefore { safe -= 1 }
    return safe
  }
}

extension MeasuredParagraph {
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

/// Where Blink's text items of one paragraph start, for their cached positions
/// (``MeasuredParagraph/breakCandidates(from:to:paragraphStart:hyphenPenalty:)``): at the
/// paragraph's start, and after a leading run of preserved spaces.
private struct TextItems {
  let paragraph: MeasuredParagraph
  let paragraphStart: Int
  /// One past the paragraph's leading run of preserved spaces (`paragraphStart` when none).
  let textStart: Int
  /// The run's width, rounded up as its item's end position.
  let leadUnits: Double

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

  /// The cached position of cluster `index`, in layout units from the paragraph's start. A
  /// cluster HarfBuzz gave no glyph of its own (the ">" of Inter's "->" ligature) is cached at
  /// the start of the glyph that draws it (`ComputePositionData`: characters without glyphs
  /// take `last_x_position`).
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
