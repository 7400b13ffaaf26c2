@testable import TitleText

/// Helpers for the itemizer tests.
enum Itemize {
  /// The runs of `text` as readable strings, e.g. `["0..<3 Hang 0", "3..<8 Latn 0"]`.
  static func runs(_ text: String) -> [String] {
    var itemizer = TextItemizer()
    return itemizer.itemize(text).map(\.description)
  }

  /// The runs of raw UTF-16 `units` as readable strings.
  static func runs(_ units: [UInt16]) -> [String] {
    var itemizer = TextItemizer()
    return itemizer.itemize(units).map(\.description)
  }

  /// The level of every code unit covered by `runs` (which must cover `0..<n` in order).
  static func levels(of runs: [TextRun]) -> [UInt8] {
    runs.flatMap { run in [UInt8](repeating: run.bidiLevel, count: run.range.count) }
  }

  /// Whether `runs` cover `0..<count` in order without gaps, neighbours differing.
  static func isWellFormed(_ runs: [TextRun], count: Int) -> Bool {
    var end = 0
    for (index, run) in runs.enumerated() {
      guard run.range.lowerBound == end, !run.range.isEmpty else { return false }
      if index > 0 && runs[index - 1].script == run.script
        && runs[index - 1].bidiLevel == run.bidiLevel
      {
        return false
      }
      end = run.range.upperBound
    }
    return end == count
  }

  /// Levels per code unit as ICU resolves them at paragraph level 0, with Blink's rule: a
  /// paragraph ICU does not find mixed is all level 0.
  static func icuLevels(_ units: [UInt16]) -> [UInt8] {
    var levels = [UInt8](repeating: 0, count: units.count)
    guard !units.isEmpty else { return levels }
    var out = levels.mutableSpan
    let direction = ICUBidi.open()?.resolve(units.span, paragraphLevel: 0, into: &out)
    return direction == .mixed ? levels : [UInt8](repeating: 0, count: units.count)
  }
}

/// A fresh itemizer per call, for helpers that do not keep one.
enum TextItemizerBox {
  static func itemize(_ units: [UInt16]) -> [TextRun] {
    var itemizer = TextItemizer()
    return itemizer.itemize(units)
  }
}
