/// `text-wrap: balance` by bisection, as Blink's `ParagraphLineBreaker::
/// AttemptParagraphBalancing` (`third_party/blink/renderer/core/layout/inline/
/// paragraph_line_breaker.cc`), the fallback when ``ScoredLineBreaker`` does not apply: the
/// narrowest room, found in 1 px steps from the line width down to 0.8 × the average line
/// width, at which greedy filling still takes no more lines; every line is then filled greedily
/// in that room.
enum BalancedLineBreaker {
  /// `kMaxLinesForBalance`: balancing gives up on more lines.
  static let maximumLines = 6

  /// The room, in layout units, that balances the paragraph's lines, or `nil` when Blink does
  /// not balance it (more than ``maximumLines`` lines, one line, a line cut inside a word, or a
  /// text estimated too long).
  /// - Parameters:
  ///   - paragraph: the measured clusters.
  ///   - availableUnits: the cell's width in layout units.
  ///   - textLength: the UTF-16 length of the laid-out text (the badge's object character and
  ///     padding spaces included), for Blink's estimate of the line count.
  ///   - spaceWidth: the title font's U+0020 advance in pixels (`SimpleFontData::SpaceWidth`).
  /// - Complexity: O(n log w) for n clusters and a width of w px.
  static func balancedUnits(
    for paragraph: MeasuredParagraph, availableUnits: Double, textLength: Int, spaceWidth: Double
  ) -> Double? {
    // `EstimateNumLines`: the text length over the characters of `ch` width on a line.
    if spaceWidth > 0 {
      let available = Float(availableUnits / LayoutRounding.unitsPerPixel)
      let lineCharacters = Int(available / Float(spaceWidth))
      guard lineCharacters > 0 else { return nil }
      let estimate = (textLength + lineCharacters - 1) / lineCharacters
      if estimate > maximumLines * 2 { return nil }
    }
    guard
      let widths = lineUnits(of: paragraph, inUnits: availableUnits, maximumLines: maximumLines),
      widths.count > 1
    else { return nil }
    // LayoutUnit arithmetic: the sum over the count truncates to a raw unit; × 0.8f in Float,
    // then `FromFloatRound`.
    let average = (widths.reduce(0, +) / Double(widths.count)).rounded(.towardZero)
    let minimum = (Float(average / LayoutRounding.unitsPerPixel) * 0.8 * 64).rounded(
      .toNearestOrAwayFromZero)
    let epsilon = LayoutRounding.unitsPerPixel  // `FromFloatCeil(zoom)`: 1 px
    var upper = availableUnits
    var lower = Double(minimum)
    while lower + epsilon < upper {
      let middle = ((upper + lower) / 2).rounded(.towardZero)
      if lineUnits(of: paragraph, inUnits: middle, maximumLines: widths.count) == nil {
        lower = middle
      } else {
        upper = middle
      }
    }
    return upper
  }

  /// The room, in layout units, that balances the lines up to a `-webkit-line-clamp`, or `nil`
  /// when Blink does not balance them: `AttemptParagraphBalancing` with `lines_until_clamp` at
  /// most ``maximumLines``, which breaks `lineCount` greedy lines (none may be cut inside a
  /// word) and bisects down to the narrowest room in which `lineCount` greedy lines still reach
  /// the end of the last of them, `clampedLine` (`stop_at`). A clamp of one line is not
  /// balanced.
  /// - Parameters:
  ///   - paragraph: the measured clusters.
  ///   - availableUnits: the cell's width in layout units.
  ///   - clampedLine: the last greedy line the clamp shows.
  ///   - lineCount: the clamp's line count (`clampedLine` is the greedy line of that number).
  /// - Complexity: O(n log w) for n clusters and a width of w px.
  static func balancedUnits(
    for paragraph: MeasuredParagraph, availableUnits: Double, clampedAt clampedLine: LineSpan,
    lineCount: Int
  ) -> Double? {
    guard lineCount > 1, lineCount <= maximumLines else { return nil }
    var iterator = GreedyLineBreaker.LineIterator(
      paragraph: paragraph, width: availableUnits / LayoutRounding.unitsPerPixel)
    var total = 0.0
    for _ in 0..<lineCount {
      guard let line = iterator.next(), !line.isEmergencyBreak else { return nil }
      total += paragraph.layoutUnits(
        from: line.start, to: line.end,
        leadingSpaceEnd: paragraph.leadingSpaceEnd(from: line.start))
    }
    let average = (total / Double(lineCount)).rounded(.towardZero)
    let minimum = (Float(average / LayoutRounding.unitsPerPixel) * 0.8 * 64).rounded(
      .toNearestOrAwayFromZero)
    var upper = availableUnits
    var lower = Double(minimum)
    while lower + LayoutRounding.unitsPerPixel < upper {
      let middle = ((upper + lower) / 2).rounded(.towardZero)
      if reaches(clampedLine.end, in: paragraph, inUnits: middle, lineCount: lineCount) {
        upper = middle
      } else {
        lower = middle
      }
    }
    return upper
  }

  /// Whether `lineCount` greedy lines in a room of `units` reach cluster `stop` (or the text's
  /// end), none cut inside a word: `LineBreakResults::BreakLines` with `stop_at` finishing.
  private static func reaches(
    _ stop: Int, in paragraph: MeasuredParagraph, inUnits units: Double, lineCount: Int
  ) -> Bool {
    var iterator = GreedyLineBreaker.LineIterator(
      paragraph: paragraph, width: units / LayoutRounding.unitsPerPixel)
    for _ in 0..<lineCount {
      guard let line = iterator.next(), !line.isEmergencyBreak else { return false }
      if line.end >= stop || line.end >= paragraph.count { return true }
    }
    return false
  }

  /// Each greedy line's width in layout units (Blink's `LineInfo::Width()`) in a room of
  /// `units`, or `nil` when the text takes more than `maximumLines` lines or a line is cut
  /// inside a word (Blink's line breaker then disables the bisection).
  static func lineUnits(of paragraph: MeasuredParagraph, inUnits units: Double, maximumLines: Int)
    -> [Double]?
  {
    var iterator = GreedyLineBreaker.LineIterator(
      paragraph: paragraph, width: units / LayoutRounding.unitsPerPixel)
    var widths: [Double] = []
    while let line = iterator.next() {
      if line.isEmergencyBreak || widths.count == maximumLines { return nil }
      widths.append(
        paragraph.layoutUnits(
          from: line.start, to: line.end,
          leadingSpaceEnd: paragraph.leadingSpaceEnd(from: line.start)))
    }
    return widths
  }
}
