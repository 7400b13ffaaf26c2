import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport

/// Our lines against Chromium's for the public titles with soft hyphens
/// (Tests/Corpus/soft-hyphen-*) and with invisible characters (Tests/Corpus/invisible-*), both
/// made by scripts/soft-hyphen-cases.py.
@Suite struct SoftHyphensMatchChromeTests {
  /// The mismatches of one corpus, each described, and the number of cases compared.
  static func mismatches(
    cases: String, expectations: String, style: TitleStyle = TitleStyle(),
    fallback: FontFallback = ChromiumCorpus.chromiumFallback, hyphen: String = "\u{2010}",
    whiteSpace forcedWhiteSpace: WhiteSpace? = nil
  ) throws -> (
    misses: [String], compared: Int, hyphenatedLines: Int
  ) {
    let corpus = try SoftHyphenCorpus.load(cases: cases, expectations: expectations)
    let composer = try Composer(style: style, fallback: fallback)
    var misses: [String] = []
    var compared = 0
    var hyphenatedLines = 0
    for item in corpus.cases {
      guard let want = corpus.chromiumLines(for: item) else {
        misses.append("\(item.id): no oracle answer")
        continue
      }
      compared += 1
      hyphenatedLines += want.hyphenated.filter { $0 }.count
      let anomalies = corpus.expected[item.id]?.anomalies ?? 0
      // As the oracle ran: indent mode with white-space: normal, spaces mode with pre-wrap.
      let whiteSpace = forcedWhiteSpace ?? (item.mode == "spaces" ? .preserve : .collapse)
      let composed = try composer.compose(item.request(whiteSpace: whiteSpace))
      let starts = composed.lines.map(\.range.lowerBound)
      var problems: [String] = []
      if want.moved != anomalies { problems.append("repair moved \(want.moved) of \(anomalies)") }
      if starts != want.starts { problems.append("starts \(starts) want \(want.starts)") }
      if starts == want.starts {
        for (index, line) in composed.lines.enumerated() {
          // Drawn: the text ends with the hyphen where the line's own text ends with U+00AD
          // (a title's own "-", as in "cron-", is no drawn hyphen).
          let units = item.title.utf16
          let from = units.index(units.startIndex, offsetBy: line.range.lowerBound)
          let to = units.index(units.startIndex, offsetBy: line.range.upperBound)
          let source = String(units[from..<to]) ?? ""
          let drawsHyphen =
            line.text.hasSuffix(hyphen) && source.last { !$0.isWhitespace } == "\u{AD}"
          if drawsHyphen != want.hyphenated[index] {
            problems.append("line \(index) text \(SoftHyphenCorpus.escaped(line.text))")
          }
          let chromiumText = SoftHyphenCorpus.drawnText(
            want.texts[index], collapses: whiteSpace == .collapse,
            hyphen: want.hyphenated[index] ? hyphen : nil)
          if line.text != chromiumText {
            problems.append(
              "line \(index) text \(SoftHyphenCorpus.escaped(line.text)) want "
                + SoftHyphenCorpus.escaped(chromiumText))
          }
          // Chromium's edges are sums of pieces each snapped up to 1/64 px (the badge, leading
          // spaces, the text, the hyphen): within 3/64 px. A wrong hyphen (U+002D instead of
          // U+2010) would be 1.2 px off, a missing one 7 px.
          // Under U+202E RIGHT-TO-LEFT OVERRIDE the logical order is drawn right to left, so
          // the oracle's edge (the visually last non-space grapheme's) leaves out a space the
          // line box holds (a collapsed newline after the override, 4.48 px): starts only.
          if let edge = want.rightEdges[index], edge > 0, !line.text.contains("\u{202E}"),
            abs(line.x + line.width - edge) > 3.0 / 64 + 1e-9
          {
            problems.append("line \(index) right edge \(line.x + line.width) want \(edge)")
          }
        }
      }
      if !problems.isEmpty {
        misses.append(SoftHyphenCorpus.miss(item, problems, ours: composed.lines))
      }
    }
    return (misses, compared, hyphenatedLines)
  }

  /// 866 layouts of public titles with U+00AD at syllable boundaries, keep-all, indent and
  /// spaces mode, 120–361.5 px: 387 of them break after a soft hyphen (669 lines), and 18 hand-made edges. Every line starts where
  /// Chromium's does, every line ending after a soft hyphen shows U+2010 and no other does, every line's text is
  /// Chromium's (hanging white space dropped, collapsed where it collapses), and
  /// every line's right edge (the hyphen's, when one is drawn) is Chromium's within 3/64 px.
  @Test func softHyphensBreakAndMeasureAsChromium() throws {
    let result = try Self.mismatches(
      cases: "soft-hyphen-cases.jsonl", expectations: "soft-hyphen-chromium.jsonl")
    #expect(result.compared == 866)
    #expect(result.hyphenatedLines >= 669, "the corpus must break at soft hyphens")
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 12))")
  }

  /// 300 of those layouts (the first 40 titles) in UnGraphic, which has no U+2010: Chromium
  /// draws "-" from the title font (220 units, 3.52 px at 16 px), not U+2010 from a fallback
  /// face, as Blink's `ComputedStyle::HyphenString` picks it; the right edges tell the two apart.
  @Test func aFontWithoutU2010DrawsHyphenMinus() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: "/usr/share/fonts/truetype/unfonts-core/UnGraphic.ttf")
    let result = try Self.mismatches(
      cases: "soft-hyphen-ungraphic-cases.jsonl",
      expectations: "soft-hyphen-ungraphic-chromium.jsonl", style: style, hyphen: "-")
    #expect(result.compared == 300)
    #expect(result.hyphenatedLines > 100, "the corpus must break at soft hyphens")
    #expect(
      result.misses.isEmpty,
      "\(CorpusMisses.report(result.misses, first: 12))")
  }

  /// 275 layouts in Noto Sans CJK KR, a face shaped with its layout tables (HarfBuzz draws its
  /// U+00AD, 5.58 px, where NanumGothic's is hidden, and Chromium the same): the indent-mode
  /// soft-hyphen layouts of the first 40 titles, and eight controls inside a Hangul word (U+00AD,
  /// VT, FF, NEL, DEL, U+0001, U+200B, U+2060) at three widths, both word breaks; laid out with
  /// `white-space: pre-wrap`, as the multi-font corpus is.
  @Test func aShapedFaceBreaksAndMeasuresAsChromium() throws {
    var style = TitleStyle()
    style.titleFont = .fileFace(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      choice: FontFaceChoice(index: 1))
    let result = try Self.mismatches(
      cases: "soft-hyphen-noto-cases.jsonl", expectations: "soft-hyphen-noto-chromium.jsonl",
      style: style, whiteSpace: .preserve)
    #expect(result.compared == 275)
    // One case cuts the over-long "Donaudampfschifffahrts…" inside Noto's "ff" ligature
    // (`LigatureCutTests`).
    let misses = result.misses
    #expect(
      misses.isEmpty,
      "\(CorpusMisses.report(misses, first: 12))")
  }
}
