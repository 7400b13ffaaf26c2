/// Line breaks chosen by score, as Blink's `ScoreLineBreaker`
/// (`third_party/blink/renderer/core/layout/inline/score_line_breaker.cc`), itself minikin's
/// `OptimalLineBreaker` (`computePenalties`): `text-wrap: pretty`, and `balance` first.
///
/// Every line from candidate `i` to candidate `j` scores its slack squared, `(room + 1/64 −
/// (j.ifBreak − i.noBreak))²` (the room is Blink's `AvailableWidthToFit`: the line width in
/// layout units plus the epsilon); a line wider than that scores 10¹²; each line adds the line
/// penalty `4 × width × font size` and its end's penalty (`2 × width × font size` after a soft
/// hyphen); the last opportunity before the end adds 10,000 (the orphan penalty, also on the
/// hyphenated opportunities before it). Under `pretty` the last line has no slack score, only
/// 4 × its start's penalty; under `balance` it scores like the others. The dynamic program and
/// its pruning (`active`, `best_hope`) are Blink's.
///
/// **The arithmetic is Blink's, in `Float`.** Blink keeps the candidates' positions, the
/// penalties and the scores as `float`s and sums them in the order written here, so an exact tie
/// (two choices whose lines' widths are the same numbers in another order, common under
/// `word-break: normal`, where every Hangul syllable is as wide as the next) is decided by how
/// each order rounds, then by `score <= best` (the later start). The positions are whole layout
/// units (``LineBreakCandidate``), so every difference, sum and square here is the one Blink
/// computes, bit for bit (`TextWrapScoringTests.floatRoundingDecidesATie`).
struct ScoredLineBreaker: Sendable {
  /// `kScoreOverfull`.
  static let overfullScore: Float = 1e12
  /// `kOrphansPenalty` (at zoom 1).
  static let orphanPenalty: Float = 10_000
  /// `kLastLinePenaltyMultiplier`.
  static let lastLinePenaltyMultiplier: Float = 4
  /// `kMinCandidates`: scoring needs this many opportunities besides the start.
  static let minimumOpportunities = 3

  /// The line width in layout units (`line_widths_.Default()`, every line's: no text indent).
  let availableUnits: Double
  /// `is_balanced_`: the last line scores like the others.
  let isBalanced: Bool
  /// `hyphen_penalty_`: `2 × width × font size` (`width_times_font_size * 2`).
  let hyphenPenalty: Float
  /// `line_penalty_`: twice the hyphen penalty.
  let linePenalty: Float

  /// A breaker for lines `availableUnits` layout units wide of text at `fontSize` px.
  init(availableUnits: Double, fontSize: Double, isBalanced: Bool) {
    self.availableUnits = availableUnits
    self.isBalanced = isBalanced
    // `SetupParameters`: available_width.ToFloat() * font_size / zoom, in float.
    let widthTimesFontSize =
      Float(availableUnits / LayoutRounding.unitsPerPixel) * Float(fontSize)
    hyphenPenalty = widthTimesFontSize * 2
    linePenalty = hyphenPenalty * 2
  }

  /// The line ends the scores choose for `candidates`, or `nil` when Blink does not score
  /// them (fewer than ``minimumOpportunities`` opportunities).
  /// - Parameter candidates: from
  ///   ``MeasuredParagraph/breakCandidates(from:to:paragraphStart:hyphenPenalty:)``, with this
  ///   breaker's ``hyphenPenalty``.
  /// - Returns: each line's end (a cluster boundary), in order; the last is the paragraph's end.
  ///   (Blink keeps the greedy lines when these are not as many: the caller's check.)
  /// - Complexity: O(n²) in the number of candidates at worst (few: at most 6 lines' worth).
  func lineEnds(_ candidates: [LineBreakCandidate]) -> [Int]? {
    guard candidates.count >= Self.minimumOpportunities + 2 else { return nil }
    var candidates = candidates
    // Blink: add the orphan penalty to the last opportunity before the end, and to the
    // hyphenated ones before it.
    for index in stride(from: candidates.count - 2, through: 0, by: -1) {
      candidates[index].penalty += Self.orphanPenalty
      if !candidates[index].isHyphenated { break }
    }
    let previous = scores(candidates)
    var ends: [Int] = []
    var index = candidates.count - 1
    while index > 0 {
      ends.append(candidates[index].end)
      index = previous[index]
    }
    return ends.reversed()
  }

  /// `ComputeScores`: for each candidate, the best previous break (index into `candidates`).
  func scores(_ candidates: [LineBreakCandidate]) -> [Int] {
    // Every line has the same room, so `AvailableWidthToFit(line_index)` never changes: a
    // whole number of units, exact as a Float (`float - LayoutUnit` is `a - b.ToFloat()`).
    let availableToFit = Float((availableUnits + 1) / LayoutRounding.unitsPerPixel)
    var score: [Float] = [0]
    var previous: [Int] = [0]
    score.reserveCapacity(candidates.count)
    previous.reserveCapacity(candidates.count)
    var active = 0
    for end in 1..<candidates.count {
      let endCandidate = candidates[end]
      let isLast = end == candidates.count - 1
      var best = Float.greatestFiniteMagnitude  // `kScoreInfinity`
      var bestPrevious = 0
      let startEdge = endCandidate.positionIfBreak - availableToFit
      var bestHope: Float = 0
      for start in active..<end {
        let startScore = score[start]
        if startScore + bestHope >= best { continue }
        let startCandidate = candidates[start]
        let delta = startCandidate.positionNoBreak - startEdge
        var widthScore: Float = 0
        var additionalPenalty: Float = 0
        if delta < 0 {
          // Blink's `(is_end_last_candidate || !is_justified_) && delta < 0` (never justified).
          widthScore = Self.overfullScore
        } else if isLast && !isBalanced {
          additionalPenalty = Self.lastLinePenaltyMultiplier * startCandidate.penalty
        } else {
          widthScore = delta * delta  // `/ zoom_`, 1
        }
        if delta < 0 {
          active = start + 1
        } else {
          bestHope = widthScore
        }
        let total = startScore + widthScore + additionalPenalty
        if total <= best {
          best = total
          bestPrevious = start
        }
      }
      score.append(best + endCandidate.penalty + linePenalty)
      previous.append(bestPrevious)
    }
    return previous
  }
}
