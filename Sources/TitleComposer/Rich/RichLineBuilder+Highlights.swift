extension RichLineBuilder {
  /// The rectangles of `highlight` on the lines.
  func highlight(_ highlight: HighlightRange) -> HighlightRects {
    let range = highlight.start..<highlight.end
    var rects: [Rect] = []
    for line in lines {
      guard let box = line.lineBox else { continue }
      var left = Double.infinity
      var right = -Double.infinity
      // (The "…" holds no offsets: its range is empty.)
      for part in line.parts {
        let lower = max(range.lowerBound, part.range.lowerBound)
        let upper = min(range.upperBound, part.range.upperBound)
        guard lower < upper else { continue }
        // A part's edges are its item's (snapped); inside it, the pen positions from its first
        // cluster.
        let first = rich.cluster(atContentOffset: part.range.lowerBound)
        let from =
          lower == part.range.lowerBound ? part.x : part.x + advance(from: first, toOffset: lower)
        let to =
          upper == part.range.upperBound
          ? part.x + part.width
          : min(part.x + part.width, part.x + advance(from: first, toOffset: upper))
        left = min(left, from)
        right = max(right, to)
      }
      if left < right {
        rects.append(Rect(x: left, y: box.top, width: right - left, height: box.height))
      }
    }
    let isCut = cutAway.contains { $0.overlaps(range) }
    return HighlightRects(start: highlight.start, end: highlight.end, rects: rects, isCut: isCut)
  }
}
