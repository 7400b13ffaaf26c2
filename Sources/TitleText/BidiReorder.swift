extension TextItemizer {
  /// The visual order of a line's runs from their embedding levels (UAX #9 rule L2: from the
  /// highest level down to the lowest odd level, reverse every maximal sequence of runs at that
  /// level or higher), as ICU's `ubidi_reorderVisual` and Blink's `BidiReorder` compute it.
  ///
  /// Give the levels of the runs on the line in logical order; as Blink does (UAX #9 L1 for
  /// spaces), a run holding only the line's trailing spaces should be given the paragraph level
  /// (0) first: ``lineRuns(_:line:trailingSpacesStart:into:)`` does that.
  /// - Parameter levels: one level per run, logical order.
  /// - Returns: `order[visual] = logical`: the index of the run drawn at each position from the
  ///   left.
  /// - Complexity: O(n × levels).
  public static func visualOrder(levels: [UInt8]) -> [Int] {
    var order: [Int] = []
    visualOrder(levels: levels.span, into: &order)
    return order
  }

  /// ``visualOrder(levels:)`` into a reused array.
  /// - Parameters:
  ///   - levels: one level per run, logical order.
  ///   - order: emptied, then filled with `order[visual] = logical`.
  public static func visualOrder(levels: Span<UInt8>, into order: inout [Int]) {
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: 0..<levels.count)
    guard !levels.isEmpty else { return }
    var highest = levels[0]
    var lowest = levels[0]
    for index in 1..<levels.count {
      highest = max(highest, levels[index])
      lowest = min(lowest, levels[index])
    }
    let lowestOdd = lowest | 1
    guard highest >= lowestOdd else { return }
    var level = highest
    while level >= lowestOdd {
      var index = 0
      while index < levels.count {
        guard levels[order[index]] >= level else {
          index += 1
          continue
        }
        var end = index + 1
        while end < levels.count && levels[order[end]] >= level { end += 1 }
        order[index..<end].reverse()
        index = end
      }
      level -= 1
    }
  }

  /// The runs of one line in logical order, ready for ``visualOrder(levels:)``: `runs` (a
  /// text's runs) clipped to `line`, and the line's trailing spaces, from `trailingSpacesStart`,
  /// split into a run of their own at the paragraph level 0 where their level is not 0 (Blink's
  /// `has_only_bidi_trailing_spaces`, its part of UAX #9 L1).
  /// - Parameters:
  ///   - runs: the text's runs (``itemize(_:into:)``), logical order.
  ///   - line: the line's UTF-16 range, trailing spaces included.
  ///   - trailingSpacesStart: where the spaces at the end of the line start (`line.upperBound`
  ///     when there are none); clamped to `line`.
  ///   - lineRuns: emptied, then filled.
  public static func lineRuns(
    _ runs: [TextRun], line: Range<Int>, trailingSpacesStart: Int, into lineRuns: inout [TextRun]
  ) {
    lineRuns.removeAll(keepingCapacity: true)
    let spaces = min(max(trailingSpacesStart, line.lowerBound), line.upperBound)
    for run in runs where run.range.overlaps(line) {
      let clipped = run.range.clamped(to: line)
      if run.bidiLevel != 0 && clipped.upperBound > spaces {
        if clipped.lowerBound < spaces {
          lineRuns.append(
            TextRun(
              range: clipped.lowerBound..<spaces, script: run.script, bidiLevel: run.bidiLevel))
        }
        let tail = max(clipped.lowerBound, spaces)..<clipped.upperBound
        lineRuns.append(TextRun(range: tail, script: run.script, bidiLevel: 0))
      } else {
        lineRuns.append(TextRun(range: clipped, script: run.script, bidiLevel: run.bidiLevel))
      }
    }
  }
}
