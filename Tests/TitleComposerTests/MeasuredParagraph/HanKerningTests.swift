import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport
import TitleText

/// `text-spacing-trim: normal`'s adjacent pairs (Blink's `HanKerning`): the character classes,
/// what Debian's Noto Sans CJK faces make of dots, colons and quotes in each language, and
/// titles composed against Chromium 156.
@Suite struct HanKerningTests {
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// Blink's `CharacterTest.HanKerning` table, and the classes a face decides.
  @Test func classes() {
    let rows: [(UInt16, HanKerningClass)] = [
      (0x201C, .openQuote), (0x201D, .closeQuote), (0x2018, .openQuote), (0x2019, .closeQuote),
      (0x00B7, .middle), (0x3000, .middle), (0x30FB, .middle), (0x2027, .middle),
      (0xFF0C, .dot), (0x3001, .dot), (0x3002, .dot), (0xFF0E, .dot), (0xFF1A, .colon),
      (0xFF1B, .semicolon), (0x3008, .open), (0xFF5F, .open), (0x300C, .open), (0xFF08, .open),
      (0x3009, .close), (0xFF60, .close), (0x300D, .close), (0xFF09, .close),
      (0x0028, .openNarrow), (0xFF62, .openNarrow), (0x0029, .closeNarrow), (0xFF63, .closeNarrow),
      (0x3042, .other), (0x0041, .other), (0xFF01, .other), (0xD83D, .other),
    ]
    for (unit, expected) in rows {
      #expect(HanKerningClass(unit) == expected, "U+\(String(unit, radix: 16))")
    }
    #expect(HanKerningType.kernsOpen(.open, after: .close))
    #expect(HanKerningType.kernsOpen(.open, after: .openNarrow))
    #expect(!HanKerningType.kernsOpen(.open, after: .closeNarrow))
    #expect(HanKerningType.kernsClose(.close, before: .middle))
    #expect(!HanKerningType.kernsClose(.close, before: .open))
  }

  /// The Adobe convention, read from the glyphs as Blink reads them: Japanese dots at the left
  /// and colons centred, Simplified Chinese colons at the left, Traditional Chinese dots
  /// centred; quotes full width in Chinese only. NanumGothicBold has no `halt`: no kerning.
  @Test func faces() throws {
    let jp = try FontFace(contentsOf: Self.notoCJK, choice: FontFaceChoice(index: 0))
    let sc = try FontFace(contentsOf: Self.notoCJK, choice: FontFaceChoice(index: 2))
    let tc = try FontFace(contentsOf: Self.notoCJK, choice: FontFaceChoice(index: 3))
    #expect(
      jp.hanKerning(language: "ja")
        == HanKerningFace(dot: .close, colon: .middle, semicolon: .middle, quotesFullwidth: false))
    #expect(
      sc.hanKerning(language: "zh-Hans")
        == HanKerningFace(dot: .close, colon: .close, semicolon: .close, quotesFullwidth: true))
    #expect(
      tc.hanKerning(language: "zh-Hant")
        == HanKerningFace(dot: .middle, colon: .middle, semicolon: .middle, quotesFullwidth: true))
    let nanum = try FontFace(contentsOf: MultiFontCorpus.path("Fonts/NanumGothicBold.ttf"))
    #expect(nanum.hanKerning(language: "ko") == nil)
  }

  /// The title: "、「" sets 「 half width, one line of 182.89 px (Chromium 156, 16 px
  /// Noto Sans CJK JP, `lang` ja), and the same mark at a line start full width.
  @Test func kernedOpeningMark() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.notoCJK, choice: FontFaceChoice(index: 0))
    let composer = try Composer(style: style, fallback: .none)
    let title = try composer.compose(
      TitleRequest(
        categoryID: 1, title: "作者はさつき、「下人が雨", width: 1000, numberOfLines: 0,
        wordBreak: .normal, lang: try TitleLanguage("ja")))
    #expect(title.lines.count == 1)
    #expect((title.lines[0].width * 64).rounded(.up) / 64 == 182.890625)
    // Broken before 「: the second line starts with it at 16 px.
    let broken = try composer.compose(
      TitleRequest(
        categoryID: 1, title: "作者はさつき、「下人が雨", width: 150, numberOfLines: 0,
        wordBreak: .normal, lang: try TitleLanguage("ja")))
    #expect(broken.lines.map(\.text) == ["作者はさつき、", "「下人が雨"])
    #expect((broken.lines[1].width * 64).rounded(.up) / 64 == 80.015625)
  }

  /// The oracle's Japanese punctuation sweep (`Tests/Corpus/japanese-rules-trim-*.jsonl`, Noto
  /// Sans CJK JP and NanumGothicBold, `lang` ja): 66 adjacent pairs between "あ" and "い",
  /// opening brackets at a line start, closing marks at line ends around the fit. Every case
  /// breaks as Chromium does and every line is as wide.
  @Test func japaneseSweepComposesAsChromium() throws {
    let corpus = try FontCorpus(
      cases: "japanese-rules-trim-cases.jsonl", answers: "japanese-rules-trim-chromium.jsonl")
    #expect(corpus.cases.count == 481)
    var composers = CorpusComposers()
    var misses: [String] = []
    for item in corpus.cases {
      let want = try #require(corpus.expected[item.id])
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: .file(path: MultiFontCorpus.path(item.badgeFont)))
      let composed = try composer.compose(try item.request(indentWhiteSpace: .collapse))
      var offset = 0
      let starts = want.lines.map { line in
        defer { offset += line.utf16.count }
        return offset
      }
      let widths = composed.lines.map { ($0.width * 64).rounded(.up) / 64 }
      if composed.lines.map(\.range.lowerBound) != starts || widths != want.lineWidths {
        misses.append(
          "\(item.id) \(item.title) w=\(item.width): \(composed.lines.map(\.text)) \(widths),"
            + " Chromium \(want.lines) \(want.lineWidths)")
      }
    }
    #expect(misses.isEmpty, "\(misses.count) misses:\n\(misses.prefix(20).joined(separator: "\n"))")
  }
}
