/// A rich request's runs as one text: each run's place in it (UTF-16 offsets, a box one
/// U+FFFC), its style and where the end runs start.
struct RichContent {
  /// One run (``TitleRequest/runs`` then ``TitleRequest/endRuns``) in the text.
  struct Piece {
    /// The run's index in runs followed by end runs.
    var run: Int
    /// Its UTF-16 offsets in ``RichContent/text``.
    var range: Range<Int>
    /// Its style name (text runs; `nil` is the title's own style).
    var style: String?
    /// The box, for a box run.
    var box: InlineBox?
    /// Whether it is an end run.
    var isEnd: Bool
  }

  /// The runs' texts then the end runs', each box one U+FFFC (``TitleRequest/richText``).
  let text: String
  /// The UTF-8 offset in ``text`` of each UTF-16 offset (and of the end).
  let utf8Offsets: [Int]
  /// Every run, empty text runs included (they take no offsets).
  let pieces: [Piece]
  /// Where the end runs start.
  let titleLength: Int
  /// The text's UTF-16 length.
  let length: Int

  /// The content of `request`, checked: every style named is in `runStyles`, every box has a
  /// finite size in ``InlineBoxRange``, there is at most ``maximumRunCount`` runs.
  /// - Throws: ``ComposerError/invalidRun(reason:)``, ``ComposerError/unknownRunStyle(name:)``,
  ///   ``ComposerError/emptyTitle`` when the runs hold nothing.
  init(_ request: TitleRequest, runStyles: [String: RunStyle]) throws(ComposerError) {
    let runCount = request.runs.count + request.endRuns.count
    guard runCount <= Self.maximumRunCount else {
      throw .invalidRun(
        reason: "\(runCount) runs; a title takes at most \(Self.maximumRunCount)")
    }
    var pieces: [Piece] = []
    pieces.reserveCapacity(runCount)
    // Room for every byte (a box's U+FFFC is three) and an offset per unit, at most one a byte.
    var byteCount = 0
    for index in 0..<runCount {
      let isEnd = index >= request.runs.count
      let run = isEnd ? request.endRuns[index - request.runs.count] : request.runs[index]
      if case .text(let string, _) = run { byteCount += string.utf8.count } else { byteCount += 3 }
    }
    var text = ""
    text.reserveCapacity(byteCount)
    var byteOffset = 0
    var utf8Offsets: [Int] = []
    utf8Offsets.reserveCapacity(byteCount + 1)
    var offset = 0
    var titleLength = 0
    for index in 0..<runCount {
      let isEnd = index >= request.runs.count
      let run = isEnd ? request.endRuns[index - request.runs.count] : request.runs[index]
      if isEnd && titleLength == 0 && index == request.runs.count { titleLength = offset }
      switch run {
      case .text(let string, let style):
        // (Each name looked up once: a title names few, often more than once.)
        if let style, !pieces.contains(where: { $0.style == style }), runStyles[style] == nil {
          throw .unknownRunStyle(name: style)
        }
        // Each scalar's UTF-8 offset, once per UTF-16 unit (twice past the Basic Multilingual
        // Plane).
        let firstUnit = utf8Offsets.count
        text += string
        let bytes = string.utf8Span.span
        for index in bytes.indices where bytes[index] & 0xC0 != 0x80 {
          utf8Offsets.append(byteOffset + index)
          if bytes[index] >= 0xF0 { utf8Offsets.append(byteOffset + index) }
        }
        byteOffset += bytes.count
        let count = utf8Offsets.count - firstUnit
        pieces.append(
          Piece(run: index, range: offset..<offset + count, style: style, box: nil, isEnd: isEnd))
        offset += count
      case .box(let box):
        guard InlineBoxRange.contains(box.width) && InlineBoxRange.contains(box.height) else {
          throw .invalidRun(
            reason: "run \(index): a box's width and height must be finite numbers in"
              + " [0, \(InlineBoxRange.maximum)] px, got \(box.width) × \(box.height)")
        }
        pieces.append(
          Piece(run: index, range: offset..<offset + 1, style: nil, box: box, isEnd: isEnd))
        utf8Offsets.append(byteOffset)
        text.unicodeScalars.append("\u{FFFC}")
        byteOffset += 3
        offset += 1
      }
    }
    if request.endRuns.isEmpty { titleLength = offset }
    guard offset > 0 else { throw .emptyTitle }
    self.text = text
    utf8Offsets.append(byteOffset)
    self.utf8Offsets = utf8Offsets
    self.pieces = pieces
    self.titleLength = titleLength
    self.length = offset
  }

  /// The most runs (runs and end runs together) one title takes.
  static let maximumRunCount = 256

  /// The text of UTF-16 offsets `range` (at grapheme boundaries).
  func text(_ range: Range<Int>) -> String {
    String(lineText(range, ellipsis: false).slice)
  }

  /// The text of UTF-16 offsets `range` (at grapheme boundaries) as a cut of ``text``, then "…"
  /// when `ellipsis` is set: no copy until it is read.
  func lineText(_ range: Range<Int>, ellipsis: Bool) -> LineText {
    LineText(
      cutting: text, utf8From: Int32(utf8Offsets[range.lowerBound]),
      to: Int32(utf8Offsets[range.upperBound]), ellipsis: ellipsis)
  }

  /// The piece holding offset `offset` (the last piece for the text's end).
  func piece(at offset: Int) -> Int {
    var low = 0
    var high = pieces.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if pieces[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    // Skip back over empty pieces at the same offset to the one that holds it.
    while low > 0 && pieces[low].range.isEmpty && pieces[low].range.lowerBound == offset {
      low -= 1
    }
    return low
  }
}

/// The sizes an inline box may have, in pixels: finite, 0 through 10,000.
enum InlineBoxRange {
  static let maximum = 10_000.0
  static func contains(_ value: Double) -> Bool { value.isFinite && value >= 0 && value <= maximum }
}
