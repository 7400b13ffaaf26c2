import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// A rich title truncated as `-webkit-line-clamp` (``Truncation/lineClamp``).
///
/// - Without end runs it keeps Blink's rule: every indent-mode, greedily wrapped case of the
///   line-clamp corpus, composed as a rich title of one run in the title's own style, shows the
///   visible text Chromium showed (``LineClampMatchesChromeTests``).
/// - With end runs, the end runs follow the "…" and take their room from the line: the 912
///   truncated rich-corpus cases with end runs, their last lines measured by headless Chromium
///   (`Tests/Corpus/rich-clamp-chromium.jsonl`, `scripts/measure-rich-clamp-lines.py`): each
///   kept line fits the room (unless it keeps only the line's first character, which Blink never
///   ellipsizes away), one grapheme more of line N does not, and the composed width is
///   Chromium's.
@Suite struct RichLineClampMatchesChromeTests {
  @Test func oneRunTitlesMatchChromium() throws {
    let result = try LineClampMatchesChromeTests.misses(
      answers: "line-clamp-chromium.jsonl", indentWhiteSpace: .preserve, asOneRun: true)
    #expect(result.compared == 597)
    #expect(result.misses.isEmpty, "\(result.misses.prefix(20).joined(separator: "\n"))")
  }

  struct Measured: CorpusRecord {
    let id: String
    let lines: Int
    let lineStart: Int
    let cut: Int
    let room: Double
    let lineEnd: Int
    let width: Double
    let nextBoundary: Int?
    let widthNext: Double?

    enum CodingKeys: String, CodingKey {
      case id, lines, cut, room, width
      case lineStart = "line_start", lineEnd = "line_end", nextBoundary = "next_boundary"
      case widthNext = "width_next"
    }
  }

  @Test func endRunsFollowTheEllipsisInTheRoomTheRuleLeaves() throws {
    let corpus = try RichCorpus.shared.get()
    let composers = try corpus.composers()
    let measured = try CorpusFile.records("rich-clamp-chromium.jsonl", as: Measured.self)
    #expect(measured.count == 912)
    var misses: [String] = []
    var cuts = ""
    for record in measured {
      let item = try #require(corpus.cases.first { $0.id == record.id })
      var request = item.request()
      request.truncation = .lineClamp
      let title = try #require(composers[item.titleSource]).compose(request)
      let last = try #require(title.lines.last)
      cuts +=
        "{\"id\": \"\(record.id)\", \"lines\": \(record.lines), \"line_start\": "
        + "\(last.range.lowerBound), \"cut\": \(last.cut ?? -1), \"next_line_start\": "
        + "\(record.lineEnd)}\n"
      // Chromium's widths: the kept line fits (Blink's truncation compares without the line
      // breaker's extra unit), one grapheme more does not.
      let keepsFirstCharacterOnly = record.cut == record.lineStart + 1
      #expect(record.width <= record.room || keepsFirstCharacterOnly, "\(record.id)")
      if let next = record.widthNext { #expect(next > record.room, "\(record.id)") }
      if last.range.lowerBound != record.lineStart || last.cut != record.cut
        || last.width != record.width
      {
        misses.append(
          "\(record.id): line \(last.range) cut \(last.cut ?? -1) width \(last.width), Chromium"
            + " measured cut \(record.cut) at \(record.width) px")
      }
    }
    if let path = ProcessInfo.processInfo.environment["RICH_CLAMP_CUTS"] {
      try cuts.write(toFile: path, atomically: true, encoding: .utf8)
    }
    #expect(misses.isEmpty, "\(misses.prefix(20).joined(separator: "\n"))")
  }
}
