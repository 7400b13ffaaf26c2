/// The analyzer's ICU calls over windows: only the code units around the boundaries its shortcuts
/// leave undecided go to ICU.
extension TextAnalyzer {
  /// Runs ICU's character iterator only over the runs of boundaries that are not certain, each
  /// with the code unit before it: a window starts and ends at certain boundaries (between two
  /// units that both have `UnitProperties.graphemeSimple`, or the text's ends), and every UAX #29
  /// rule that looks past a pair (GB11's emoji ZWJ sequences over Extend, GB12/13's pairs of
  /// regional indicators) looks only over units that are not simple, so stays inside one window.
  /// An emoji in a title costs ICU a few units instead of the whole title.
  /// - Parameters:
  ///   - units: the text.
  ///   - flags: its `units.count + 1` boundaries.
  /// - Returns: `false` when no iterator could be had.
  func markGraphemeBoundariesInWindows(
    _ units: Span<UInt16>, _ flags: inout MutableSpan<UInt8>
  ) -> Bool {
    characterIterators.withIterator { iterator in
      let count = units.count
      var position = 1
      var ok = true
      while position < count {
        guard flags[position] & Self.askICUGrapheme != 0 else {
          position += 1
          continue
        }
        var next = position + 1
        while next < count && flags[next] & Self.askICUGrapheme != 0 { next += 1 }
        let start = position - 1
        ok =
          iterator.markBoundaries(
            units, in: start..<next, into: &flags, bit: BoundaryFlags.graphemeStart.rawValue)
          && ok
        position = next
      }
      return ok
    } ?? false
  }

  /// Runs ICU's line iterator only over windows around the positions that need it: each window
  /// reaches one whole word (and the spaces) beyond the position on both sides, which covers every
  /// UAX #14 rule that looks past a pair (LB14–LB17 look back over `SP*` to the previous word;
  /// number, regional-indicator and dictionary rules stay inside a word). Titles are mostly
  /// decided without ICU, so this keeps ICU's per-character cost off the rest of the text.
  /// - Returns: `false` when no iterator could be had.
  func markLineBoundariesInWindows(
    _ units: Span<UInt16>, _ flags: inout MutableSpan<UInt8>
  ) -> Bool {
    // One iterator for all the windows of this text: the pool's lock is taken once, not per
    // window (two threads composing at once would otherwise queue on it).
    lineIterators.withIterator { iterator in
      let count = units.count
      var position = 1
      var ok = true
      while position < count {
        guard flags[position] & Self.askICU != 0 else {
          position += 1
          continue
        }
        let start = Self.windowStart(units, before: position)
        var end = Self.windowEnd(units, after: position)
        var next = position + 1
        while next < count {
          if flags[next] & Self.askICU != 0 {
            guard next <= end || Self.windowStart(units, before: next) <= end else { break }
            end = max(end, Self.windowEnd(units, after: next))
          } else if next > end {
            break
          }
          next += 1
        }
        ok =
          iterator.markBoundaries(units, in: start..<end, into: &flags, bit: Self.icuBoundary)
          && ok
        position = next
      }
      return ok
    } ?? false
  }

  /// The start of the word before the one holding `position - 1`, spaces between included.
  private static func windowStart(_ units: Span<UInt16>, before position: Int) -> Int {
    var index = position - 1
    while index >= 0 && units[index] != 0x20 { index -= 1 }
    while index >= 0 && units[index] == 0x20 { index -= 1 }
    while index >= 0 && units[index] != 0x20 { index -= 1 }
    return index + 1
  }

  /// The end of the word after the one holding `position`, spaces between included.
  private static func windowEnd(_ units: Span<UInt16>, after position: Int) -> Int {
    var index = position
    while index < units.count && units[index] != 0x20 { index += 1 }
    while index < units.count && units[index] == 0x20 { index += 1 }
    while index < units.count && units[index] != 0x20 { index += 1 }
    return index
  }
}
