extension GreedyLineBreaker {
  /// The line-break opportunities of a paragraph: every boundary where a line may end (soft or
  /// hard), its end included, in order. A prepared title keeps them so that each layout visits
  /// only its opportunities, not every cluster (``OpportunityLineIterator``).
  struct Opportunities: Sendable {
    /// Boundary indices (``MeasuredParagraph/breakKind(_:)`` not `.none`), ascending; the last
    /// is the paragraph's end.
    let boundaries: [Int32]
    /// How much wider than its pen-position span a line can measure, in pixels, when every
    /// opportunity may be skipped over by position (``OpportunityLineIterator``); `nil` when not.
    ///
    /// A line `start..<end` is judged by its width `pos[e] − pos[start] − kerningAfter[e − 1] −
    /// startCorrection[start] − endTrim[e − 1]` (`e` ≤ `end` its content end) plus a hyphen
    /// snapped to 1/64 px. With pen positions that never decrease, `pos[end] − pos[start] + slack`
    /// bounds it from above for every line, where the slack is the largest of each subtracted
    /// term's negation (0 when none is negative) plus the hyphen's advance and 1/64 px. So every
    /// opportunity whose bound fits is known to fit, and line choice may start scanning after the
    /// last of them: a binary search instead of one fit check per opportunity. `nil` when a pen
    /// position decreases (negative letter-spacing wider than a glyph) or a hard break comes
    /// before the end: then every opportunity is checked.
    let fitSlack: Double?

    init(of paragraph: MeasuredParagraph) {
      var boundaries: [Int32] = []
      var hardBreakBeforeEnd = false
      for boundary in stride(from: 1, through: paragraph.count, by: 1)
      where paragraph.breakKind(boundary) != .none {
        boundaries.append(Int32(truncatingIfNeeded: boundary))
        if paragraph.breakKind(boundary) == .mandatory && boundary < paragraph.count {
          hardBreakBeforeEnd = true
        }
      }
      self.boundaries = boundaries
      fitSlack = hardBreakBeforeEnd ? nil : Self.fitSlack(of: paragraph)
    }

    /// ``fitSlack``, or `nil` when a pen position decreases.
    private static func fitSlack(of paragraph: MeasuredParagraph) -> Double? {
      var kerning = 0.0
      var correction = 0.0
      var trim = 0.0
      for index in 0..<paragraph.count {
        let cluster = paragraph.clusters[index]
        guard paragraph.clusters[index + 1].position >= cluster.position else { return nil }
        kerning = max(kerning, -cluster.kerningAfter)
        correction = max(correction, -cluster.startCorrection)
        trim = max(trim, -cluster.endTrim)
      }
      return kerning + correction + trim + paragraph.hyphenAdvance
        + 1 / LayoutRounding.unitsPerPixel
    }
  }

  /// ``LineIterator``'s lines, found from the paragraph's ``Opportunities``: the same lines,
  /// visiting only the boundaries where a line may end.
  struct OpportunityLineIterator: LineSpanIterator {
    let paragraph: MeasuredParagraph
    let room: LineRoom
    let opportunities: Opportunities
    private var start = 0
    /// The first opportunity after `start`.
    private var nextOpportunity = 0

    init(paragraph: MeasuredParagraph, width: Double, opportunities: Opportunities) {
      self.paragraph = paragraph
      self.room = LineRoom(width: width)
      self.opportunities = opportunities
    }

    var hasMore: Bool { start < paragraph.count }

    mutating func next() -> LineSpan? {
      guard hasMore else { return nil }
      let boundaries = opportunities.boundaries
      while nextOpportunity < boundaries.count && Int(boundaries[nextOpportunity]) <= start {
        nextOpportunity += 1
      }
      let lead = paragraph.leadingSpaceEnd(from: start)
      var best: Int? = nil
      var index = nextOpportunity
      if lead == start, let slack = opportunities.fitSlack {
        // Skip the opportunities known to fit (Opportunities.fitSlack): the last whose pen
        // position is within the room less the slack, found by bisection. The margin covers
        // the rounding of the bound's own arithmetic.
        let reach =
          paragraph.position(start) + (room.availableUnits + 1) / LayoutRounding.unitsPerPixel
          - slack - 1e-9
        var low = index
        var high = boundaries.count
        while low < high {
          let middle = (low + high) / 2
          if paragraph.position(Int(boundaries[middle])) <= reach {
            low = middle + 1
          } else {
            high = middle
          }
        }
        if low > index {
          best = Int(boundaries[low - 1])
          index = low
        }
      }
      // As ``GreedyLineBreaker/nextLine(in:from:room:known:)``: the last opportunity that fits,
      // stopping at the first that does not and at a hard break.
      while index < boundaries.count {
        let boundary = Int(boundaries[index])
        guard paragraph.fits(from: start, to: boundary, leadingSpaceEnd: lead, in: room) else {
          break
        }
        best = boundary
        if paragraph.breakKind(boundary) == .mandatory { break }
        index += 1
      }
      // A held opportunity (after a U+3000 that follows a space on this line) is passed over:
      // the line ends at the last one before it (they all fit).
      if let found = best, paragraph.isHeld(found, forLineFrom: start) {
        best = paragraph.lastOpportunity(from: start, through: found - 1)
      }
      let line =
        best.map {
          GreedyLineBreaker.span(
            in: paragraph, from: start, to: $0, room: room, isEmergencyBreak: false)
        } ?? GreedyLineBreaker.emergencyLine(in: paragraph, from: start, room: room)
      start = line.end
      return line
    }
  }
}
