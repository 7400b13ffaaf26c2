/// A place a scored line breaker may end a line, as Blink's `LineBreakCandidate`
/// (`third_party/blink/renderer/core/layout/inline/line_break_candidate.h`): a break
/// opportunity with the pen position when the line goes on past it and when it ends there.
///
/// Positions are measured from the start of the lines being scored, in exact pixels (Blink
/// keeps `Float`s of its own glyph positions; see ``ScoredLineBreaker`` on ties).
struct LineBreakCandidate: Equatable, Sendable {
  /// The cluster boundary of the opportunity: the next line starts here (after any spaces).
  var end: Int
  /// The pen position after the opportunity, spaces before it included (`pos_no_break`).
  var positionNoBreak: Double
  /// The end of a line that breaks here: spaces before it excluded, the line-end reshaping
  /// (``MeasuredCluster/kerningAfter``) and a soft hyphen's hyphen, snapped up to 1/64 px,
  /// included (`pos_if_break`).
  var positionIfBreak: Double
  /// The cost of breaking here: the hyphen penalty at a soft hyphen, plus the orphan penalty at
  /// the last opportunity (``ScoredLineBreaker``).
  var penalty: Double = 0
  /// A line that breaks here ends in a hyphen.
  var isHyphenated: Bool = false
}

extension MeasuredParagraph {
  /// The break candidates of clusters `start..<end`, as Blink's `LineBreakCandidateContext`
  /// collects them from the greedy lines (`line_break_candidate.cc`, `LineBreaker::
  /// AppendCandidates`): a sentinel at `start`, then every soft opportunity after it, the last
  /// at `end` (the end of the paragraph). A badge's inline-block is an item of its own, so the
  /// opportunity after it is one like any other (`CanBreakAfterAtomicInline`).
  /// - Parameters:
  ///   - start: the first cluster of the first line scored.
  ///   - end: one past the last cluster of the paragraph (a hard break's boundary, or `count`).
  ///   - hyphenPenalty: the penalty of a break after a soft hyphen.
  /// - Returns: the candidates, `start`'s sentinel first.
  /// - Complexity: O(end − start).
  func breakCandidates(from start: Int, to end: Int, hyphenPenalty: Double) -> [LineBreakCandidate]
  {
    let origin = position(start)
    var candidates = [LineBreakCandidate(end: start, positionNoBreak: 0, positionIfBreak: 0)]
    var boundary = start + 1
    var foldedRunEnd = start
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
        var ifBreak = 0.0
        if contentEnd > start {
          ifBreak = position(contentEnd) - origin - clusters[contentEnd - 1].kerningAfter
        }
        // Blink's `HyphenAdvance` is a LayoutUnit: the hyphen snapped up.
        let hyphenUnits = boundary == end ? 0 : hyphenUnits(from: start, to: boundary)
        if hyphenUnits != 0 { ifBreak += hyphenUnits / LayoutRounding.unitsPerPixel }
        // The next line starts past a U+3000 run that preserved spaces fold into their
        // hanging run (``endPastFoldedRuns(_:)``), as the lines laid out at the breaks do.
        // (One walk per folded run: every folded break of a run ends it at the same place.)
        if boundary >= foldedRunEnd {
          foldedRunEnd = boundary == end ? boundary : endPastFoldedRuns(boundary)
        }
        let nextStart = max(boundary, foldedRunEnd)
        candidates.append(
          LineBreakCandidate(
            end: boundary, positionNoBreak: position(nextStart) - origin,
            positionIfBreak: ifBreak, penalty: hyphenUnits != 0 ? hyphenPenalty : 0,
            isHyphenated: hyphenUnits != 0))
      }
      boundary += 1
    }
    return candidates
  }
}
