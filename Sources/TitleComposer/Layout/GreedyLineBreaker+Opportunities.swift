extension GreedyLineBreaker {
  /// The line-break opportunities of a paragraph: every boundary where a line may end (soft or
  /// hard), its end included, in order. A prepared title keeps them so that each layout visits
  /// only its opportunities, not every cluster (``OpportunityLineIterator``).
  struct Opportunities: Sendable {
    /// Boundary indices (``MeasuredParagraph/breakKind(_:)`` not `.none`), ascending; the last
    /// is the paragraph's end.
    let boundaries: [Int32]

    init(of paragraph: MeasuredParagraph) {
      var boundaries: [Int32] = []
      for boundary in stride(from: 1, through: paragraph.count, by: 1)
      where paragraph.breakKind(boundary) != .none {
        boundaries.append(Int32(truncatingIfNeeded: boundary))
      }
      self.boundaries = boundaries
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
