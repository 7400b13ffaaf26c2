/// Greedy line filling, as browsers and UILabel do it: take break opportunities left to right and
/// keep the longest line that fits; when no opportunity fits, cut the over-long word at grapheme
/// boundaries (CSS `overflow-wrap: break-word`), always putting at least one cluster on a line.
///
/// A line fits as in Blink's `LineBreaker` (``LineRoom``): its width snapped up to 1/64 px is at
/// most the room truncated to 1/64 px plus one 1/64 px.
enum GreedyLineBreaker {
  /// The result of filling lines up to a line limit.
  struct Result: Equatable, Sendable {
    /// The lines, at most the limit.
    var lines: [LineSpan]
    /// Text remained after the last allowed line.
    var needsMoreLines: Bool
  }

  /// Fills lines of `width` pixels with the clusters of `paragraph`.
  /// - Parameters:
  ///   - paragraph: the measured clusters and their break opportunities.
  ///   - width: the container's width, in pixels (finite and positive).
  ///   - maxLines: the most lines to fill; 0 means no limit.
  /// - Returns: the lines and whether text was left over.
  /// - Complexity: O(n) in the number of clusters.
  static func fill(_ paragraph: MeasuredParagraph, width: Double, maxLines: Int) -> Result {
    var iterator = LineIterator(paragraph: paragraph, width: width)
    var lines: [LineSpan] = []
    while let line = iterator.next() {
      lines.append(line)
      if lines.count == maxLines { return Result(lines: lines, needsMoreLines: iterator.hasMore) }
    }
    return Result(lines: lines, needsMoreLines: false)
  }

  /// The lines of a paragraph one at a time, for callers that build their own results from them
  /// (the composer: no array of spans per title).
  struct LineIterator {
    let paragraph: MeasuredParagraph
    /// The room on every line.
    let room: LineRoom
    private var start = 0
    private var known = OpportunityFreeRun()

    /// Lines of a container `width` pixels wide.
    init(paragraph: MeasuredParagraph, width: Double) {
      self.paragraph = paragraph
      self.room = LineRoom(width: width)
    }

    /// Whether clusters remain after the lines returned so far.
    var hasMore: Bool { start < paragraph.count }

    /// The next line, or `nil` after the last.
    mutating func next() -> LineSpan? {
      guard hasMore else { return nil }
      let line = nextLine(in: paragraph, from: start, room: room, known: &known)
      start = line.end
      return line
    }
  }

  /// Boundaries `from..<to` that a previous line's scan found without any opportunity. The lines
  /// cut from one long word all scan to the same next opportunity; remembering the run lets
  /// each jump over it instead of rescanning the rest of the word (quadratic in its length).
  struct OpportunityFreeRun {
    var from = 0
    var to = 0
  }

  /// The longest line starting at cluster `start` that fits the room.
  /// - Parameter known: a run of boundaries without opportunities, used and updated.
  static func nextLine(
    in paragraph: MeasuredParagraph, from start: Int, room: LineRoom,
    known: inout OpportunityFreeRun
  ) -> LineSpan {
    let count = paragraph.count
    let lead = paragraph.leadingSpaceEnd(from: start)
    var best: Int? = nil
    var boundary = start + 1
    var runStart = boundary
    while boundary <= count {
      if boundary >= known.from && boundary < known.to {
        boundary = known.to
        continue
      }
      let kind = paragraph.breakKind(boundary)
      if kind != .none {
        if boundary > runStart { known = OpportunityFreeRun(from: runStart, to: boundary) }
        guard paragraph.fits(from: start, to: boundary, leadingSpaceEnd: lead, in: room) else {
          break
        }
        // A held opportunity (after a U+3000 that follows a space on this line) is passed over.
        if !paragraph.isHeld(boundary, forLineFrom: start) { best = boundary }
        if kind == .mandatory { break }
        runStart = boundary + 1
      }
      boundary += 1
    }
    if let best {
      return span(in: paragraph, from: start, to: best, room: room, isEmergencyBreak: false)
    }
    return emergencyLine(in: paragraph, from: start, room: room)
  }

  /// A line cut inside a word: as many clusters as fit, at least one, never past a hard break.
  static func emergencyLine(
    in paragraph: MeasuredParagraph, from start: Int, room: LineRoom
  ) -> LineSpan {
    var end = start + 1
    let lead = paragraph.leadingSpaceEnd(from: start)
    while end < paragraph.count && paragraph.breakKind(end) != .mandatory
      && paragraph.fits(from: start, to: end + 1, leadingSpaceEnd: lead, in: room)
    {
      end += 1
    }
    end = paragraph.emergencyCut(end, from: start)
    return span(in: paragraph, from: start, to: end, room: room, isEmergencyBreak: true)
  }

  /// The span `start..<end`, drawn at its natural width or, when only that fits, with its
  /// closing bracket trimmed (``MeasuredParagraph/lineWidth(from:to:measuredFrom:room:)``).
  static func span(
    in paragraph: MeasuredParagraph, from start: Int, to end: Int, room: LineRoom,
    isEmergencyBreak: Bool
  ) -> LineSpan {
    LineSpan(
      start: start, end: end, contentEnd: paragraph.contentEnd(from: start, to: end),
      width: paragraph.lineWidth(from: start, to: end, room: room),
      isEmergencyBreak: isEmergencyBreak)
  }
}
