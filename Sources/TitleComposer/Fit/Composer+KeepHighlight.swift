extension Composer {
  /// A title truncated so that its first highlight stays visible (``TruncationMode/keepHighlight``,
  /// search results): when truncation would cut the first of ``TitleRequest/highlights`` away,
  /// the shown text starts with "…" at a word start before the highlight, the earliest one (the
  /// most context kept) for which the highlight ends on the last visible line, and that string
  /// ("…" in the style of the run it precedes, then the rest of the runs and the end runs) is
  /// laid out and truncated as any title is. When no word start keeps it, or the highlight is not
  /// cut away, the title is composed as it is.
  ///
  /// A plain title with highlights is laid out as a rich title of one run in the title's style.
  /// - Returns: the composed title (its `title`, lines and highlights are offsets into the shown
  ///   string) and the offsets of the request's text that the leading "…" stands for.
  func composeKeepingHighlight(_ request: TitleRequest, deadline: CompositionDeadline?)
    throws(ComposerError) -> (composed: ComposedTitle, leadingCut: Range<Int>?)
  {
    var rich = request
    if !rich.isRich { rich.runs = [.text(request.title)] }
    let composed = try compose(rich)
    guard let first = rich.highlights.first, let shown = composed.highlights.first,
      shown.isCut, first.start > 0
    else { return (composed, nil) }
    let content = try RichContent(rich, runStyles: style.runStyles)
    let units = Array(content.text.utf16)
    for start in 1...min(first.start, content.titleLength - 1) {
      // A word start: after a space or a box, not a space itself.
      let before = units[start - 1]
      guard (before == 0x20 || before == 0xFFFC) && units[start] != 0x20 else { continue }
      try deadline?.check()
      var shortened = rich
      shortened.runs = Self.runs(of: content, from: start)
      shortened.title = shortened.richText
      shortened.highlights = rich.highlights.map {
        HighlightRange(start: max(0, $0.start - start) + 1, end: max(0, $0.end - start) + 1)
      }
      let attempt = try compose(shortened)
      if let kept = attempt.highlights.first, !kept.isCut, !kept.rects.isEmpty {
        return (attempt, 0..<start)
      }
    }
    return (composed, nil)
  }

  /// The runs of `content` from offset `start` on (inside the title runs), after a "…" in the
  /// style of the run `start` is in.
  private static func runs(of content: RichContent, from start: Int) -> [TitleRun] {
    var runs: [TitleRun] = []
    let units = Array(content.text.utf16)
    for piece in content.pieces where !piece.isEnd && piece.range.upperBound > start {
      if let box = piece.box {
        runs.append(.box(box))
        continue
      }
      let lower = max(piece.range.lowerBound, start)
      let text = String(decoding: units[lower..<piece.range.upperBound], as: UTF16.self)
      runs.append(.text(runs.isEmpty ? "…" + text : text, style: piece.style))
    }
    return runs
  }
}
