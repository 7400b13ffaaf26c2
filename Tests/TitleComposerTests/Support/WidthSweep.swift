import Foundation

/// Chromium's line starts for every title of the public corpus at every whole width from 80 to
/// 420 px and at quarter-pixel steps around each whole width where they change
/// (`WidthSweep/chromium-sweep.txt`, made by `scripts/make-width-sweep.py`, whose docstring
/// defines the format).
struct WidthSweep: Sendable {
  /// What score.py compares at one width: where the lines start (UTF-16 offsets into the title,
  /// padding not counted), cut to the case's line limit, and whether Chromium needed more lines.
  struct Answer: Equatable, Sendable, CustomStringConvertible {
    var starts: [Int]
    var truncated: Bool

    var description: String { "\(starts)\(truncated ? " truncated" : "")" }
  }

  /// One title's answers: each holds from its width up to the next one's.
  struct Title: Sendable {
    let id: String
    let entries: [(width: Double, answer: Answer)]

    /// Chromium's answer at `width` (a sample width of the sweep).
    func answer(at width: Double) -> Answer {
      var found = entries[0].answer
      for entry in entries where entry.width <= width { found = entry.answer }
      return found
    }

    /// The widths the sweep sampled: every whole width of `range`, and the quarter pixels
    /// around each whole width whose answer differs from the one a pixel narrower.
    func sampleWidths(range: ClosedRange<Int>) -> [Double] {
      var widths = Set(range.map(Double.init))
      for whole in range.dropFirst() {
        let width = Double(whole)
        guard answer(at: width) != answer(at: width - 1) else { continue }
        for step in WidthSweep.steps where width + step < Double(range.upperBound + 1) {
          widths.insert(width + step)
        }
      }
      return widths.sorted()
    }
  }

  /// The quarter-pixel offsets sampled around a whole width where the breaks change.
  static let steps: [Double] = [-0.75, -0.5, -0.25, 0.25, 0.5, 0.75]
  /// The whole widths swept.
  static let wholeWidths = 80...420

  let titles: [Title]
  /// The number of layouts the generator says it ran (its third header line).
  let layoutCount: Int

  enum LoadError: Error { case malformed(String) }

  /// Loads `WidthSweep/chromium-sweep.txt`.
  static func load() throws -> WidthSweep {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("WidthSweep/chromium-sweep.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    var titles: [Title] = []
    var layoutCount = 0
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#") {
        // "# 400 titles, 150000 layouts (…)"
        let words = line.split(separator: " ")
        if words.count > 4, words[2] == "titles,", let count = Int(words[3]) { layoutCount = count }
        continue
      }
      let fields = line.split(separator: " ")
      guard fields.count >= 2 else { throw LoadError.malformed(String(line)) }
      var entries: [(width: Double, answer: Answer)] = []
      for field in fields.dropFirst() {
        let parts = field.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]) else {
          throw LoadError.malformed(String(field))
        }
        let truncated = parts[1].hasSuffix("+")
        let starts = try parts[1].dropLast(truncated ? 1 : 0).split(separator: ",").map {
          guard let offset = Int($0) else { throw LoadError.malformed(String(field)) }
          return offset
        }
        entries.append((width, Answer(starts: starts, truncated: truncated)))
      }
      titles.append(Title(id: String(fields[0]), entries: entries))
    }
    return WidthSweep(titles: titles, layoutCount: layoutCount)
  }
}
