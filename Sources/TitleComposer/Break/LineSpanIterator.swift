/// Lines handed out one at a time to the line builder (``ComposedLineBuilder``): greedy lines as
/// they are filled (``GreedyLineBreaker/LineIterator``), or lines chosen beforehand
/// (``PlannedLineIterator``).
protocol LineSpanIterator {
  /// The next line, or `nil` after the last.
  mutating func next() -> LineSpan?
  /// Whether clusters remain after the lines returned so far.
  var hasMore: Bool { get }
}

extension GreedyLineBreaker.LineIterator: LineSpanIterator {}

/// Lines chosen before any is built (``WrapStyleLineBreaker``), handed out in order.
struct PlannedLineIterator: LineSpanIterator {
  /// Every line of the paragraph, in order.
  let lines: [LineSpan]
  private var index = 0

  init(lines: [LineSpan]) { self.lines = lines }

  var hasMore: Bool { index < lines.count }

  mutating func next() -> LineSpan? {
    guard index < lines.count else { return nil }
    defer { index += 1 }
    return lines[index]
  }
}
