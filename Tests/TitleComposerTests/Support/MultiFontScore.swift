import Foundation
import TitleComposer

/// Agreement with Chromium on the multi-font corpus, per font kind, per kind and language, and
/// per kind, language and face where a language has cases in several faces.
///
/// A case agrees as in `score.py`: every line starts where Chromium's does and the truncation
/// flag is Chromium's (when Chromium needed more than `lines` lines, only the first `lines` count
/// and the result must be truncated). Line widths are not part of agreement; the drift is
/// reported: for every line whose range (hence text) is Chromium's, not truncated, and not the
/// first line of a spaces-mode case (Chromium's width of that one includes the padding), how many
/// are within ``widthTolerance`` and the largest |our width − Chromium's width| in the row.
struct MultiFontScore {
  /// Chromium snaps both edges of a line to 1/64 px (a LayoutUnit): widths two units apart
  /// measure the same text the same way (the issue's "within 0.03 px").
  static let widthTolerance = 2.0 / 64 + 1e-6

  struct Row {
    var matched = 0
    var total = 0
    var comparedLines = 0
    var linesWithinTolerance = 0
    var largestDrift = 0.0
    var largestDriftCase = ""

    var share: Double { total == 0 ? 0 : Double(matched) / Double(total) }

    mutating func add(_ other: Row) {
      matched += other.matched
      total += other.total
      comparedLines += other.comparedLines
      linesWithinTolerance += other.linesWithinTolerance
      if other.largestDrift > largestDrift {
        (largestDrift, largestDriftCase) = (other.largestDrift, other.largestDriftCase)
      }
    }
  }

  var rows: [String: Row] = [:]
  var misses: [String] = []

  /// Scores one case into each of its rows (``MultiFontCorpus/Case/rows``).
  mutating func record(
    _ item: MultiFontCorpus.Case, chromium: MultiFontCorpus.ChromiumLines,
    composed: Result<ComposedTitle, ComposerError>
  ) {
    var result = Row(total: 1)
    var got = ""
    switch composed {
    case .failure(let error):
      got = "error \(error)"
    case .success(let title):
      let agrees =
        title.lines.map(\.range.lowerBound) == chromium.starts
        && title.isTruncated == chromium.truncated
      result.matched = agrees ? 1 : 0
      got =
        "\(title.lines.map { "\($0.text.debugDescription) \(Self.format($0.width))" }) "
        + "truncated=\(title.isTruncated)"
      for (index, line) in title.lines.enumerated()
      where index < chromium.ranges.count && line.range == chromium.ranges[index]
        && !line.isTruncated && !(item.mode == "spaces" && index == 0)
      {
        let drift = abs(line.width - chromium.widths[index])
        result.comparedLines += 1
        if drift <= Self.widthTolerance { result.linesWithinTolerance += 1 }
        if drift > result.largestDrift {
          result.largestDrift = drift
          result.largestDriftCase = "\(item.id) line \(index + 1) \(line.text.debugDescription)"
        }
      }
    }
    for key in item.rows { rows[key, default: Row()].add(result) }
    if result.matched == 0 {
      let want = zip(chromium.ranges, chromium.widths).map { range, width in
        "\(Self.text(item.title, range).debugDescription) \(Self.format(width))"
      }
      misses.append(
        "\(item.id) \(item.rows[2]) \(item.mode)/\(item.wordBreak) w=\(item.width) "
          + "lines=\(item.lines) size=\(item.titleSize) "
          + Self.cut(item.title.debugDescription) + "\n"
          + Self.cut("  chromium: \(want) truncated=\(chromium.truncated)") + "\n"
          + Self.cut("  ours:     \(got)"))
    }
  }

  /// How many mismatches a report lists: `$MULTIFONT_MISMATCHES`, default 8.
  static var mismatchesShown: Int {
    ProcessInfo.processInfo.environment["MULTIFONT_MISMATCHES"].flatMap { Int($0) } ?? 8
  }

  /// The agreement table, one row per font kind then per kind and language, and the first
  /// mismatches.
  func report(mismatches: Int = mismatchesShown) -> String {
    var lines = [
      "row                                        agree               lines ≤1/32px   largest width drift"
    ]
    for key in rows.keys.sorted() {
      let row = rows[key]!
      // a face row that is its whole language row says nothing new
      if let dot = key.range(of: " · "), rows[String(key[..<dot.lowerBound])]?.total == row.total {
        continue
      }
      let percent = String(format: "%6.2f%%", row.share * 100)
      let agree = "\(row.matched)/\(row.total) \(percent)"
      let within = "\(row.linesWithinTolerance)/\(row.comparedLines)"
      lines.append(
        key.padding(toLength: 43, withPad: " ", startingAt: 0)
          + agree.padding(toLength: 20, withPad: " ", startingAt: 0)
          + within.padding(toLength: 16, withPad: " ", startingAt: 0)
          + "\(Self.format(row.largestDrift)) px \(row.largestDriftCase)")
    }
    if !misses.isEmpty {
      lines.append("first mismatches (of \(misses.count)):")
      lines.append(contentsOf: misses.prefix(mismatches))
    }
    return lines.joined(separator: "\n")
  }

  static func text(_ title: String, _ range: Range<Int>) -> String {
    let utf16 = Array(title.utf16)
    let clamped = min(range.lowerBound, utf16.count)..<min(range.upperBound, utf16.count)
    return String(decoding: utf16[clamped], as: UTF16.self)
  }

  /// `text` cut to 300 characters: `swift test` drops output with much longer lines.
  static func cut(_ text: String) -> String {
    text.count <= 300 ? text : text.prefix(299) + "…"
  }

  static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
