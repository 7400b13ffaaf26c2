import Foundation
import TitleComposer

/// Agreement with Chromium on the multi-font corpus, per row (font kind and language).
///
/// A case agrees as in `score.py`: every line starts where Chromium's does and the truncation
/// flag is Chromium's (when Chromium needed more than `lines` lines, only the first `lines` count
/// and the result must be truncated). Line widths are not part of agreement; the drift is
/// reported: for every line whose range (hence text) is Chromium's, not truncated, and not the
/// first line of a spaces-mode case (Chromium's width of that one includes the padding), the
/// largest |our width − Chromium's width| in the row.
struct MultiFontScore {
  struct Row {
    var matched = 0
    var total = 0
    var comparedLines = 0
    var linesWithin64th = 0
    var largestDrift = 0.0
    var largestDriftCase = ""

    var share: Double { total == 0 ? 0 : Double(matched) / Double(total) }

    mutating func add(_ other: Row) {
      matched += other.matched
      total += other.total
      comparedLines += other.comparedLines
      linesWithin64th += other.linesWithin64th
      if other.largestDrift > largestDrift {
        (largestDrift, largestDriftCase) = (other.largestDrift, other.largestDriftCase)
      }
    }
  }

  var rows: [String: Row] = [:]
  var misses: [String] = []

  /// Scores one case into its row and its font kind's row.
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
        if drift <= 1.0 / 64 + 1e-6 { result.linesWithin64th += 1 }
        if drift > result.largestDrift {
          result.largestDrift = drift
          result.largestDriftCase = "\(item.id) line \(index + 1) \(line.text.debugDescription)"
        }
      }
    }
    for key in [item.row, item.fontKind.rawValue] { rows[key, default: Row()].add(result) }
    if result.matched == 0 {
      let want = zip(chromium.ranges, chromium.widths).map { range, width in
        "\(Self.text(item.title, range).debugDescription) \(Self.format(width))"
      }
      misses.append(
        "\(item.id) \(item.row) \(item.mode)/\(item.wordBreak) w=\(item.width) "
          + "lines=\(item.lines) size=\(item.titleSize) \(item.title.debugDescription)\n"
          + "  chromium: \(want) truncated=\(chromium.truncated)\n  ours:     \(got)")
    }
  }

  /// The agreement table, one row per font kind then per kind and language, and the first
  /// mismatches.
  func report(mismatches: Int = 8) -> String {
    var lines = [
      "row                        agree               lines ≤1/64px   largest width drift"
    ]
    for key in rows.keys.sorted() {
      let row = rows[key]!
      let percent = String(format: "%6.2f%%", row.share * 100)
      let agree = "\(row.matched)/\(row.total) \(percent)"
      let within = "\(row.linesWithin64th)/\(row.comparedLines)"
      lines.append(
        key.padding(toLength: 27, withPad: " ", startingAt: 0)
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

  static func format(_ value: Double) -> String { String(format: "%.4f", value) }
}
