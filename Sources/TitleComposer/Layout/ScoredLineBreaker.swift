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
/// **Ties.** Blink sums its scores in `Float` from its own glyph positions (HarfBuzz's
/// 1/65536 px advances from FreeType's 16.16 scale), which we do not reproduce bit for bit.
/// Where two choices score the same in exact arithmetic (lines' widths permuted: Hangul
/// syllables are all 940 units wide, so this is common under `word-break: normal`), Chromium's
/// choice follows that rounding. Here scores are summed in `Double` and compared with a
/// tolerance far below any real difference (``tieTolerance``), so that a tie goes to the later
/// start, as Blink's `score <= best` sends an exact one: that matched 5 of the 8 ties of the
/// main oracle corpus, where `Float` sums of our positions (with or without FreeType's scale)
/// matched fewer. The others are proven ties in `TextWrapCorpusTests`.
struct ScoredLineBreaker: Sendable {
  /// `kScoreOverfull`.
  static let overfullScore = 1e12
  /// `kOrphansPenalty` (at zoom 1).
  static let orphanPenalty = 10_000.0
  /// `kLastLinePenaltyMultiplier`.
  static let lastLinePenaltyMultiplier = 4.0
  /// Scores within this fraction of each other are a tie (exact ties differ by summation noise,
  /// some 10⁻¹⁶ relative; distinct scores by at least a squared 1/65536 px).
  static let tieTolerance = 1e-12
  /// `kMinCandidates`: scoring needs this many opportunities besides the start.
  static let minimumOpportunities = 3

  /// The line width in layout units (`line_widths_.Default()`, every line's: no text indent).
  let availableUnits: Double
  /// `is_balanced_`: the last line scores like the others.
  let isBalanced: Bool
  /// `hyphen_penalty_`: `2 × width × font size` (`width_times_font_size * 2`).
  let hyphenPenalty: Double
  /// `line_penalty_`: twice the hyphen penalty.
  let linePenalty: Double

  /// A breaker for lines `availableUnits` layout units wide of text at `fontSize` px.
  init(availableUnits: Double, fontSize: Double, isBalanced: Bool) {
    self.availableUnits = availableUnits
    self.isBalanced = isBalanced
    // `SetupParameters`: available_width.ToFloat() * font_size / zoom.
    let widthTimesFontSize = availableUnits / LayoutRounding.unitsPerPixel * fontSize
    hyphenPenalty = widthTimesFontSize * 2
    linePenalty = hyphenPenalty * 2
  }

  /// The line ends the scores choose for `candidates`, or `nil` when Blink does not score
  /// them (fewer than ``minimumOpportunities`` opportunities).
  /// - Parameter candidates: from ``MeasuredParagraph/breakCandidates(from:to:hyphenPenalty:)``,
  ///   with this breaker's ``hyphenPenalty``.
  /// - Returns: each line's end (a cluster boundary), in order; the last is the paragraph's end.
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
    // Every line has the same room, so `AvailableWidthToFit(line_index)` never changes.
    let availableToFit = (availableUnits + 1) / LayoutRounding.unitsPerPixel
    var score: [Double] = [0]
    var previous: [Int] = [0]
    score.reserveCapacity(candidates.count)
    previous.reserveCapacity(candidates.count)
    var active = 0
    for end in 1..<candidates.count {
      let endCandidate = candidates[end]
      let isLast = end == candidates.count - 1
      var best = Double.greatestFiniteMagnitude
      var bestPrevious = 0
      let startEdge = endCandidate.positionIfBreak - availableToFit
      var bestHope = 0.0
      for start in active..<end {
        let startScore = score[start]
        if startScore + bestHope > best * (1 + Self.tieTolerance) { continue }
        let startCandidate = candidates[start]
        let delta = startCandidate.positionNoBreak - startEdge
        var widthScore = 0.0
        var additionalPenalty = 0.0
        if delta < 0 {
          // Blink's `(is_end_last_candidate || !is_justified_) && delta < 0` (never justified).
          widthScore = Self.overfullScore
        } else if isLast && !isBalanced {
          additionalPenalty = Self.lastLinePenaltyMultiplier * startCandidate.penalty
        } else {
          widthScore = delta * delta
        }
        if delta < 0 {
          active = start + 1
        } else {
          bestHope = widthScore
        }
        let total = startScore + widthScore + additionalPenalty
        if total <= best * (1 + Self.tieTolerance) {
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
