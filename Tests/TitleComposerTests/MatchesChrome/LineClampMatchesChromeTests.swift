import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport

/// Truncation as `-webkit-line-clamp` draws it (``Truncation/lineClamp``) against headless
/// Chromium 156: the layouts of `Tests/Corpus/line-clamp-cases.jsonl` that need truncation
/// (`scripts/make-line-clamp-corpus.py`: the public corpus, Korean titles in NanumGothic Bold and
/// Noto Sans CJK KR, English in Inter, Japanese in Noto Sans CJK JP, runs of spaces, hard
/// breaks, badge-only first lines, text-wrap balance and pretty, letter-spacing; numberOfLines 1
/// to 3, both padding modes and word breaks), and where `clamp_oracle.py` saw Chromium draw the
/// "…" on line N: `line-clamp-chromium.jsonl` with `white-space: pre-wrap`,
/// `line-clamp-collapse-chromium.jsonl` the indent-mode cases with `white-space: normal`.
@Suite struct LineClampMatchesChromeTests {
  /// What the oracle saw on a clamped layout.
  struct Answer: CorpusRecord {
    let id: String
    let mode: String
    let lines: Int
    /// Where lines 1 to N start (UTF-16 offsets into the title).
    let lineStarts: [Int]
    /// The visible text of line N without the "…" (a spaces-mode first line with its padding;
    /// white space as written in the title, collapsed or not).
    let lastText: String
    /// The visible text's UTF-16 offsets into the title.
    let start: Int
    let end: Int
    /// Whether Chromium cut line N inside (else "…" follows the whole line).
    let cut: Bool
    /// Whether the "…" was seen drawn.
    let ellipsis: Bool
    /// Spaces mode's padding spaces.
    let nSpaces: Int

    enum CodingKeys: String, CodingKey {
      case id, mode, lines, start, end, cut, ellipsis
      case lineStarts = "line_starts", lastText = "last_text", nSpaces = "n_spaces"
    }
  }

  /// The cases whose clamped layout differs from Chromium's, each described, how many were
  /// compared, and how many per title language.
  /// - Parameter asOneRun: compose each indent-mode, greedily wrapped case as a rich title of one
  ///   run in the title's own style (the other cases are left out).
  static func misses(answers: String, indentWhiteSpace: WhiteSpace, asOneRun: Bool = false)
    throws -> (
    misses: [String], compared: Int, languages: [String: Int]
  ) {
    let cases = try CorpusFile.recordsByID("line-clamp-cases.jsonl", as: FontCorpus.Case.self)
    var composers = CorpusComposers()
    var misses: [String] = []
    var languages: [String: Int] = [:]
    let answers = try CorpusFile.records(answers, as: Answer.self)
    for answer in answers {
      let item = try #require(cases[answer.id], "no case \(answer.id)")
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      var request = try item.request(indentWhiteSpace: indentWhiteSpace)
      request.truncation = .lineClamp
      if asOneRun {
        guard request.padding == .indent && (request.textWrap ?? .wrap) == .wrap else { continue }
        request.runs = [.text(request.title)]
      }
      languages[item.lang ?? "ko", default: 0] += 1
      let composed = try composer.compose(request)
      let last = try #require(composed.lines.last)
      let shown = last.isTruncated ? String(last.text.dropLast()) : last.text
      let got = (
        starts: composed.lines.map(\.range.lowerBound), range: last.range, text: shown,
        ellipsis: last.isTruncated
      )
      let want = (
        starts: answer.lineStarts, range: answer.start..<answer.end,
        text: Self.drawn(answer, whiteSpace: request.whiteSpace), ellipsis: answer.ellipsis
      )
      guard
        got.starts != want.starts || got.range != want.range || got.text != want.text
          || got.ellipsis != want.ellipsis || !composed.isTruncated
      else { continue }
      misses.append(
        "\(item.id) \(item.mode) lines=\(item.lines) w=\(item.width): \(got.starts) "
          + "\(got.range) \(got.text.debugDescription) \(got.ellipsis), Chromium \(want.starts) "
          + "\(want.range) \(want.text.debugDescription) \(want.ellipsis)")
    }
    return (misses, languages.values.reduce(0, +), languages)
  }

  /// The oracle's visible text as the composer draws it: without spaces mode's padding, and
  /// with runs of collapsible white space drawn as one space where white space collapses.
  static func drawn(_ answer: Answer, whiteSpace: WhiteSpace) -> String {
    var text = answer.lastText
    if answer.mode == "spaces" && answer.lines == 1 {
      text = String(text.dropFirst(min(answer.nSpaces, text.count)))
    }
    guard whiteSpace == .collapse else { return text }
    var collapsed = ""
    for character in text {
      let isWhiteSpace = [" ", "\t", "\n", "\r", "\r\n"].contains(character)
      if isWhiteSpace && collapsed.hasSuffix(" ") { continue }
      collapsed.append(isWhiteSpace ? " " : character)
    }
    return collapsed
  }

  /// With preserved white space (`pre-wrap` in both modes), every clamped layout keeps the lines,
  /// the visible text of line N (its offsets and its text) and the drawn "…" Chromium shows.
  @Test func preservedWhiteSpaceMatchesChromium() throws {
    let result = try Self.misses(
      answers: "line-clamp-chromium.jsonl", indentWhiteSpace: .preserve)
    #expect(result.compared == 1223)
    #expect(result.languages == ["ko": 831, "en": 227, "ja": 165])
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }

  /// The indent-mode cases again with white space collapsing (`white-space: normal`): a
  /// collapsed space never ends the visible text.
  @Test func collapsingWhiteSpaceMatchesChromium() throws {
    let result = try Self.misses(
      answers: "line-clamp-collapse-chromium.jsonl", indentWhiteSpace: .collapse)
    #expect(result.compared == 630)
    #expect(result.languages == ["ko": 440, "en": 107, "ja": 83])
    #expect(result.misses.isEmpty, "\(CorpusMisses.report(result.misses, first: 30))")
  }

  /// The corpus holds every case the rule distinguishes: line N cut inside, "…" after the whole
  /// line, trailing spaces kept before "…", nothing of the title shown (a badge-only line), a
  /// spaces-mode line cut inside its padding's room, and each line count and padding mode.
  @Test func corpusCoversTheRule() throws {
    let answers = try CorpusFile.records("line-clamp-chromium.jsonl", as: Answer.self)
    let cases = try CorpusFile.recordsByID("line-clamp-cases.jsonl", as: FontCorpus.Case.self)
    #expect(answers.filter(\.cut).count >= 500)
    #expect(answers.filter { !$0.cut }.count >= 300)
    #expect(answers.filter { $0.start == $0.end }.count >= 50)
    #expect(answers.filter { $0.lastText.hasSuffix(" ") }.count >= 300)
    for lines in 1...3 { #expect(answers.filter { $0.lines == lines }.count >= 300) }
    for mode in ["indent", "spaces"] { #expect(answers.filter { $0.mode == mode }.count >= 500) }
    let styles = answers.compactMap { cases[$0.id]?.textWrap }
    #expect(styles.filter { $0 == "balance" }.count >= 50)
    #expect(styles.filter { $0 == "pretty" }.count >= 50)
  }
}
