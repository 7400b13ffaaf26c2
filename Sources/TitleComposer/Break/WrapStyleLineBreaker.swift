/// The lines of `text-wrap: balance` and `text-wrap: pretty`, as Blink 156 chooses them
/// (`third_party/blink/renderer/core/layout/inline/inline_layout_algorithm.cc`,
/// `LineBreakStrategy`; `score_line_breaker.cc`, `OptimalBreakPoints`):
///
/// - The paragraph is first filled greedily (``GreedyLineBreaker``), every line in the cell's
///   room. A paragraph ends at a hard break; a line cut inside a word (`overflow-wrap`) turns
///   scoring off for its paragraph (`LineBreaker::ShouldDisableScoreLineBreak`) and bisection off.
/// - **pretty** re-breaks at most the last 4 lines of each paragraph (`kMaxLinesForOptimal`;
///   Blink keeps a window of 4 greedy lines ahead and slides it until it reaches the end) with
///   ``ScoredLineBreaker``, and only when the last greedy line is narrower than a third of the
///   room (`LineInfo::Width() < AvailableWidth() / 3`, in layout units) and has no break
///   opportunity inside it, or when the two lines before it both end in a hyphen
///   (`ShouldOptimize`).
/// - **balance** scores the first paragraph when it has at most 6 lines (`kMaxLinesForBalance`),
///   the last line like the others; when scoring does not apply (fewer than 3 opportunities, one
///   line) it bisects the room (``BalancedLineBreaker``) and fills every line in it, unless the
///   text has a hard break. Later paragraphs stay greedy.
/// - A preserved tab turns scoring off for the whole text (``Context/scoringDisabled``).
/// - A paragraph of one line is never re-broken.
///
/// With a line limit the lines are those of the unclamped layout (the caller cuts and
/// truncates them), unless the limit is a `-webkit-line-clamp` (``Truncation/lineClamp``,
/// `clampedLines`): Blink then scores only the lines up to the clamped one, as a paragraph
/// that ends there (`OptimalBreakPoints` stops at `LinesUntilClamp()`), so a clamp of one line
/// stays greedy, and its bisection keeps the clamped lines' end
/// (`AttemptParagraphBalancing`'s `lines_until_clamp`, ``BalancedLineBreaker``). The lines
/// after the clamped one are hidden; they stay greedy.
enum WrapStyleLineBreaker {
  /// `kMaxLinesForOptimal`.
  static let prettyWindow = 4

  /// What a paragraph's layout needs besides its clusters.
  struct Context: Sendable {
    /// The cell's width in pixels.
    var width: Double
    /// The title's font size in pixels (the penalties scale with it).
    var fontSize: Double
    /// The UTF-16 length of the laid-out text, badge character and padding included.
    var textLength: Int
    /// The title font's U+0020 advance in pixels.
    var spaceWidth: Double
    /// Blink never scores this text: it holds a preserved tab (`InlineItemsBuilder` sets
    /// `is_score_line_break_disabled_` for a tab item). Pretty stays greedy; balance may only
    /// bisect.
    var scoringDisabled = false
  }

  /// All lines of `paragraph` under `style` (`.balance` or `.pretty`).
  /// - Parameters:
  ///   - clampedLines: the line limit of a `-webkit-line-clamp` (``Truncation/lineClamp``), or
  ///     `nil`: the lines are chosen unclamped.
  /// - Returns: the lines, in order.
  /// - Complexity: O(n) greedy filling plus the scoring of at most 6 lines per paragraph, or
  ///   O(n log w) bisection.
  static func lines(
    of paragraph: MeasuredParagraph, style: TextWrap, context: Context, clampedLines: Int? = nil
  ) -> [LineSpan] {
    let room = LineRoom(width: context.width)
    let greedy = greedyLines(of: paragraph, width: context.width)
    guard style != .wrap, greedy.count > 1 else { return greedy }
    // The lines Blink chooses by style: all of them, or those up to a clamp that cuts the text.
    let chosenCount = clampedLines.map { min($0, greedy.count) } ?? greedy.count
    let isClamped = chosenCount < greedy.count
    let bisected = { () -> [LineSpan]? in
      guard
        let units = isClamped
          ? BalancedLineBreaker.balancedUnits(
            for: paragraph, availableUnits: room.availableUnits, clampedAt: greedy[chosenCount - 1],
            lineCount: chosenCount)
          : BalancedLineBreaker.balancedUnits(
            for: paragraph, availableUnits: room.availableUnits, textLength: context.textLength,
            spaceWidth: context.spaceWidth)
      else { return nil }
      return greedyLines(of: paragraph, width: units / LayoutRounding.unitsPerPixel)
    }
    if context.scoringDisabled {
      guard style == .balance,
        !greedy.dropLast().contains(where: { line in
          paragraph.breakKind(line.end) == .mandatory
        }),
        let lines = bisected()
      else { return greedy }
      return lines
    }
    let scorer = ScoredLineBreaker(
      availableUnits: room.availableUnits, fontSize: context.fontSize, isBalanced: style == .balance
    )
    var lines: [LineSpan] = []
    lines.reserveCapacity(greedy.count + 1)
    var first = 0
    while first < chosenCount {
      var last = first
      while last < chosenCount - 1 && greedy[last].end < paragraph.count
        && paragraph.breakKind(greedy[last].end) != .mandatory
      {
        last += 1
      }
      let paragraphLines = greedy[first...last]
      defer { first = last + 1 }
      if style == .balance {
        guard first == 0 else {
          lines += paragraphLines
          continue
        }
        if let ends = scoredEnds(
          paragraph, paragraphLines, windowFrom: first,
          paragraphStart: paragraphLines.first!.start, scorer: scorer,
          maximumLines: BalancedLineBreaker.maximumLines)
        {
          lines += spans(of: paragraph, from: paragraphLines.first!.start, ends: ends, room: room)
          continue
        }
        // Blink's bisection gives up on a text with a hard break (the oracle: the lines stay
        // greedy).
        if last == chosenCount - 1, !isClamped || paragraph.paragraphStarts.isEmpty,
          let balanced = bisected()
        {
          return balanced
        }
        lines += paragraphLines
        continue
      }
      // pretty: the last window of the paragraph, when its last line is short and one word.
      let windowStart = max(first, last + 1 - prettyWindow)
      lines += greedy[first..<windowStart]
      let window = greedy[windowStart...last]
      if window.count > 1, shouldOptimize(paragraph, window, room: room),
        !paragraphLines.contains(where: \.isEmergencyBreak),
        let ends = scoredEnds(
          paragraph, window, windowFrom: windowStart, paragraphStart: paragraphLines.first!.start,
          scorer: scorer, maximumLines: prettyWindow)
      {
        lines += spans(of: paragraph, from: window.first!.start, ends: ends, room: room)
      } else {
        lines += window
      }
    }
    // The hidden lines after a clamp, greedy.
    return lines + greedy[chosenCount...]
  }

  /// Greedy lines of a container `width` pixels wide.
  static func greedyLines(of paragraph: MeasuredParagraph, width: Double) -> [LineSpan] {
    var iterator = GreedyLineBreaker.LineIterator(paragraph: paragraph, width: width)
    var lines: [LineSpan] = []
    while let line = iterator.next() { lines.append(line) }
    return lines
  }

  /// The scored ends of greedy lines `window`, or `nil` where Blink keeps the greedy lines:
  /// more than `maximumLines` lines, a line cut inside a word, too few opportunities.
  private static func scoredEnds(
    _ paragraph: MeasuredParagraph, _ window: ArraySlice<LineSpan>, windowFrom: Int,
    paragraphStart: Int, scorer: ScoredLineBreaker, maximumLines: Int
  ) -> [Int]? {
    guard window.count > 1, window.count <= maximumLines,
      !window.contains(where: \.isEmergencyBreak)
    else { return nil }
    let candidates = paragraph.breakCandidates(
      from: window.first!.start, to: window.last!.end, paragraphStart: paragraphStart,
      hyphenPenalty: scorer.hyphenPenalty)
    // Blink falls back to the greedy lines when the scores choose another number of lines
    // (`ScoreLineBreaker::Optimize`: `break_points.size() != line_info_list.Size()`).
    guard let ends = scorer.lineEnds(candidates), ends.count == window.count else { return nil }
    return ends
  }

  /// `ShouldOptimize`: the last line is a short single word (``isShortSingleWord(_:_:room:)``),
  /// or the two lines before it both end in a hyphen.
  private static func shouldOptimize(
    _ paragraph: MeasuredParagraph, _ window: ArraySlice<LineSpan>, room: LineRoom
  ) -> Bool {
    if isShortSingleWord(paragraph, window.last!, room: room) { return true }
    guard window.count >= 3 else { return false }
    let last = window.endIndex - 1
    return [last - 1, last - 2].allSatisfy { index in
      paragraph.endsInHyphen(from: window[index].start, to: window[index].end)
    }
  }

  /// The last line is narrower than a third of the room (`LayoutUnit / 3` truncates) and has no
  /// break opportunity inside it (`LineBreaker::CanBreakInside`).
  private static func isShortSingleWord(
    _ paragraph: MeasuredParagraph, _ line: LineSpan, room: LineRoom
  ) -> Bool {
    let units = paragraph.layoutUnits(
      from: line.start, to: line.end, leadingSpaceEnd: paragraph.leadingSpaceEnd(from: line.start))
    guard units < (room.availableUnits / 3).rounded(.towardZero) else { return false }
    var boundary = line.start + 1
    while boundary < line.end {
      if paragraph.breakKind(boundary) == .allowed { return false }
      boundary += 1
    }
    return true
  }

  /// The lines from cluster `start` to each of `ends`.
  private static func spans(
    of paragraph: MeasuredParagraph, from start: Int, ends: [Int], room: LineRoom
  ) -> [LineSpan] {
    var start = start
    return ends.map { chosen in
      let end = paragraph.endPastFoldedRuns(chosen)
      defer { start = end }
      return LineSpan(
        start: start, end: end, contentEnd: paragraph.contentEnd(from: start, to: end),
        width: paragraph.lineWidth(from: start, to: end, room: room))
    }
  }
}
