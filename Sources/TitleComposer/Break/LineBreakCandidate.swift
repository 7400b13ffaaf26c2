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
  /// result, rounded up to a whole layout unit from the item's start (``TextItems``), plus where
  /// the item starts on the line, and keeps it as a `float`: a candidate sits on the 1/64 px
  /// grid of its item. A line end at a boundary HarfBuzz marks unsafe to break (kerning across
  /// it) is the rounded position of the word's last safe boundary plus the end reshaped alone,
  /// added in `float` (`end_position += end_shape_result->Width()`); a soft hyphen's hyphen is
  /// added after it. A candidate goes on at Blink's next offset (`pos_no_break`), before any
  /// U+3000 run that the line laid out at it lets hang.
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
    var candidates: [LineBreakCandidate] = []
    candidates.reserveCapacity(min(end - start, 64) + 1)
    candidates.append(LineBreakCandidate(end: start, positionNoBreak: 0, positionIfBreak: 0))
    var boundary = start + 1
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
        // (Where preserved spaces fold a U+3000 run into their hanging run, the line laid out at
        // this break ends past the run, ``endPastFoldedRuns(_:)``; Blink's candidate still goes
        // on here, before the run.)
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
  /// boundary unsafe (``isUnsafeBoundary(_:)``), else the boundary before the unsafe ones.
  /// - Complexity: O(unsafe boundaries before `contentEnd`).
  private func lastSafeBoundary(before contentEnd: Int, from wordStart: Int) -> Int {
    var safe = contentEnd
    while safe > wordStart && safe < count && isUnsafeBoundary(safe) { safe -= 1 }
    return safe
  }
}
