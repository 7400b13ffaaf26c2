/// Splits a title into the runs Chromium shapes separately: equal script (as Blink's
/// `ScriptRunIterator` resolves it) and equal bidi embedding level (ICU's UAX #9 with the cell's
/// paragraph level: 0 in a `direction: ltr` cell, 1 in a `direction: rtl` one), in logical order.
///
/// Blink's rules kept here (`InlineNode::SegmentText`): a text of Latin-1 characters (and
/// U+FFFC) only is one Latin run; script runs are found over the whole text, independent of bidi;
/// in a left-to-right paragraph levels come from ICU only when the text could hold right-to-left
/// characters, and when ICU finds the paragraph all left-to-right every level is 0; a
/// right-to-left paragraph always gets ICU's levels (Blink's `IsBidiEnabled` for an rtl base).
///
/// A value type holding reusable buffers: keep one per thread (or per composer call) and call
/// ``itemize(_:into:)`` for each title; once warm it allocates nothing. Values are independent
/// (`Sendable`); ICU's bidi objects come from a shared pool, one per concurrent caller, taken only
/// for text that may be right-to-left.
public struct TextItemizer: Sendable {
  private var segmenter = ScriptRunSegmenter()
  private var scriptRuns = ReusableBuffer<ScriptRunEnd>()
  private var levels: [UInt8] = []

  /// An itemizer with empty buffers; the first one builds the shared per-code-unit tables
  /// (about 3.5 ms, 336 KiB).
  public init() {
    _ = ScriptTable.plainScripts.count
    _ = ScriptTable.emojiBlockEntry(0x1_F600)
  }

  /// Itemizes UTF-16 text.
  /// - Parameters:
  ///   - utf16: the title's code units (ill-formed UTF-16 is fine: a lone surrogate is a
  ///     character of the Unknown script, `Zzzz`).
  ///   - paragraphLevel: 0 (the default) for a left-to-right paragraph, 1 for a right-to-left
  ///     one.
  ///   - runs: emptied (keeping its capacity), then filled with the runs in logical order; empty
  ///     for an empty text.
  /// - Complexity: O(n) in the code units.
  public mutating func itemize(
    _ utf16: Span<UInt16>, paragraphLevel: UInt8 = 0, into runs: inout [TextRun]
  ) {
    var written = 0
    defer {
      // Overwriting in place and trimming the rest skips `removeAll`'s cost on every title.
      if written < runs.count { runs.removeLast(runs.count - written) }
    }
    let count = utf16.count
    guard count > 0 else { return }
    let flags = segmenter.segment(utf16, into: &scriptRuns)
    if flags & ScriptTable.beyondLatin1 == 0 && paragraphLevel == 0 {
      Self.put(TextRun(range: 0..<count, script: ScriptTag.latin, bidiLevel: 0), &runs, &written)
      return
    }
    let mixed =
      (flags & ScriptTable.mayBeRightToLeft != 0 || paragraphLevel != 0)
      && resolveLevels(utf16, paragraphLevel: paragraphLevel)
    let tags = ScriptTag.ofICUCode
    var start = 0
    for runIndex in 0..<scriptRuns.count {
      let run = scriptRuns[runIndex]
      guard run.end > start else { continue }
      let tag = tags[Int(run.script)]
      if !mixed {
        Self.put(
          TextRun(range: start..<run.end, script: tag, bidiLevel: paragraphLevel), &runs,
          &written)
      } else {
        var pieceStart = start
        var level = levels[start]
        for index in (start + 1)..<run.end where levels[index] != level {
          Self.put(
            TextRun(range: pieceStart..<index, script: tag, bidiLevel: level), &runs, &written)
          pieceStart = index
          level = levels[index]
        }
        Self.put(
          TextRun(range: pieceStart..<run.end, script: tag, bidiLevel: level), &runs, &written)
      }
      start = run.end
    }
  }

  /// Stores `run` at `runs[written]` (appending past the end) and counts it.
  private static func put(_ run: TextRun, _ runs: inout [TextRun], _ written: inout Int) {
    if written < runs.count {
      runs[written] = run
    } else {
      runs.append(run)
    }
    written += 1
  }

  /// Itemizes UTF-16 text into a new array (see ``itemize(_:into:)``).
  /// - Returns: the runs in logical order.
  public mutating func itemize(_ utf16: [UInt16], paragraphLevel: UInt8 = 0) -> [TextRun] {
    var runs: [TextRun] = []
    itemize(utf16.span, paragraphLevel: paragraphLevel, into: &runs)
    return runs
  }

  /// Itemizes a string (see ``itemize(_:paragraphLevel:into:)``); ranges are UTF-16 offsets into
  /// it.
  /// - Returns: the runs in logical order.
  public mutating func itemize(_ text: String, paragraphLevel: UInt8 = 0) -> [TextRun] {
    itemize(Array(text.utf16), paragraphLevel: paragraphLevel)
  }

  /// Resolves every unit's level into `levels` with ICU at `paragraphLevel`.
  /// - Returns: whether the levels are to be used; `false` (all at the paragraph level) when ICU
  ///   fails, or, in a left-to-right paragraph, finds the text all left-to-right (Blink then
  ///   gives up bidi as well).
  private mutating func resolveLevels(_ utf16: Span<UInt16>, paragraphLevel: UInt8) -> Bool {
    let count = utf16.count
    if levels.count < count {
      levels.append(contentsOf: repeatElement(0, count: count - levels.count))
    }
    // ICU writes the first `count` levels; the kept ones after them are never read.
    var out = levels.mutableSpan
    let direction = BidiPool.withBidi { bidi in
      bidi.resolve(utf16, paragraphLevel: paragraphLevel, into: &out)
    }
    guard let resolved = direction.flatMap({ $0 }) else { return false }
    return paragraphLevel != 0 || resolved == .mixed
  }
}
