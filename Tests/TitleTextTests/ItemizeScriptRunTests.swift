import Testing

@testable import TitleText

/// Script runs as Blink's ScriptRunIterator finds them. Every expectation is derived by hand
/// from ICU's Script / Script_Extensions data (Unicode 15, ICU 72) and Blink's rules, written
/// beside it.
@Suite struct ItemizeScriptRunTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let text: String
    let runs: [String]
    let why: String
    var testDescription: String { why }
  }

  static let rows: [Row] = [
    Row(
      text: "삼성 Galaxy S24 출시", runs: ["0..<3 Hang 0", "3..<14 Latn 0", "14..<16 Hang 0"],
      why: "spaces and digits (Common) join the run before them"),
    Row(
      text: "가(abc)나", runs: ["0..<2 Hang 0", "2..<5 Latn 0", "5..<7 Hang 0"],
      why: "a closing bracket takes the script of its opening bracket"),
    Row(
      text: "(한국) abc [テスト]",
      runs: ["0..<5 Hang 0", "5..<10 Latn 0", "10..<13 Hira 0", "13..<14 Latn 0"],
      why: "'[' ends the Latin run, so ']' is Latin; Katakana counts as Hiragana"),
    Row(
      text: "삼성（Samsung）", runs: ["0..<3 Hang 0", "3..<10 Latn 0", "10..<11 Hang 0"],
      why: "a full-width open bracket counts as Han/Hangul/Kana (FixScriptsByEastAsianWidth)"),
    Row(
      text: "[공식] 2024 신제품", runs: ["0..<13 Hang 0"],
      why: "a Hangul title with ASCII brackets and digits is one run"),
    Row(text: "2024 ★", runs: ["0..<6 Zyyy 0"], why: "all Common: Zyyy"),
    Row(text: "abc", runs: ["0..<3 Latn 0"], why: "Latin-1 text is one Latin run (Blink)"),
    Row(text: "123 !?", runs: ["0..<6 Latn 0"], why: "Latin-1 text is Latin even when all Common"),
    Row(text: "café 50%", runs: ["0..<8 Latn 0"], why: "Latin-1 letters"),
    Row(
      text: "「東京」タワー", runs: ["0..<4 Hani 0", "4..<7 Hira 0"],
      why: "「 has Script_Extensions Bopo Hani Hang Hira Kana Yiii: it joins the kanji"),
    Row(
      text: "日本語のテキスト", runs: ["0..<3 Hani 0", "3..<8 Hira 0"],
      why: "kanji are Hani; hiragana and katakana one Hira run"),
    Row(
      text: "ひらがなカタカナ漢字ー", runs: ["0..<8 Hira 0", "8..<10 Hani 0", "10..<11 Hira 0"],
      why: "ー (Common) has extensions Hira Kana only, so it leaves the Han run"),
    Row(
      text: "abc・def", runs: ["0..<3 Latn 0", "3..<4 Bopo 0", "4..<7 Latn 0"],
      why: "・ has no Latin extension; Blink resolves its run to Bopomofo (smallest code)"),
    Row(text: "😀 가나", runs: ["0..<5 Hang 0"], why: "an emoji (Common) joins the Hangul after it"),
    Row(text: "가나 👍🏽", runs: ["0..<7 Hang 0"], why: "emoji and skin tone modifier are Common"),
    Row(text: "🎉🎉", runs: ["0..<4 Zyyy 0"], why: "only emoji: Zyyy"),
    Row(text: "abc 😀", runs: ["0..<6 Latn 0"], why: "an emoji after Latin joins it"),
    Row(text: "e\u{301}", runs: ["0..<2 Latn 0"], why: "a combining mark joins its base"),
    Row(text: "", runs: [], why: "empty text has no runs"),
  ]

  @Test(arguments: rows) func scriptRuns(_ row: Row) {
    #expect(Itemize.runs(row.text) == row.runs, "\(row.text)")
  }

  @Test func loneSurrogatesAreUnknownScript() {
    // U+D800 and U+DC00 alone are Zzzz (unassigned): they break a Hangul run.
    #expect(
      Itemize.runs([0xAC00, 0xD800, 0xB098]) == ["0..<1 Hang 0", "1..<2 Zzzz 0", "2..<3 Hang 0"])
    #expect(Itemize.runs([0xDC00]) == ["0..<1 Zzzz 0"])
    // A well-formed pair is one code point: U+1F600 GRINNING FACE, Common.
    #expect(Itemize.runs([0xAC00, 0xD83D, 0xDE00]) == ["0..<3 Hang 0"])
    // A lead surrogate at the end, a trail surrogate at the start.
    #expect(
      Itemize.runs([0xDC00, 0x61, 0xD800]) == ["0..<1 Zzzz 0", "1..<2 Latn 0", "2..<3 Zzzz 0"])
  }

  @Test func everyLatin1CharacterIsLatinOrCommon() {
    // The itemizer's Latin-1 shortcut relies on it (ScriptRunSegmenter.segment).
    for c in UInt32(0)...0xFF where c != 0xB7 {
      let set = ScriptSet.blinkScripts(of: c)
      #expect(
        set.count == 1 && [ScriptCode.common, ScriptCode.latin].contains(set.first), "U+\(c)")
    }
    // U+00B7 MIDDLE DOT has Script_Extensions (Chromium's ICU; ICUProperties supplies them) that
    // include Latin, so a Latin-1 text stays one Latin run either way.
    #expect(ScriptSet.blinkScripts(of: 0xB7).elements.contains(ScriptCode.latin))
  }

  @Test func blinkScriptOrder() {
    // ICU lists U+3001's extensions Bopo Hani Hang Hira Kana Yiii; Common primary, several
    // extensions: the smallest code first.
    #expect(ScriptSet.blinkScripts(of: 0x3001).elements == [5, 17, 18, 20, 22, 41])
    // Katakana ア: Script Kana, counted as Hira first, Kana kept after it.
    #expect(ScriptSet.blinkScripts(of: 0x30A2).elements == [20, 22])
    // U+3099 (combining voiced mark): Inherited with extensions Hira Kana → [Zinh, Hira, Kana].
    #expect(ScriptSet.blinkScripts(of: 0x3099).elements == [1, 20, 22])
    // U+0660 ARABIC-INDIC DIGIT ZERO: Script Arab, extensions Arab Thaa Yezi.
    #expect(ScriptSet.blinkScripts(of: 0x0660).elements == [2, 37, 192])
    #expect(ScriptSet.blinkScripts(of: 0xAC00).elements == [18])
    #expect(ScriptSet.blinkScripts(of: 0x31).elements == [0])
  }

  @Test func scriptTags() {
    #expect(ScriptTag.tag("Hang") == 0x4861_6E67)
    #expect(ScriptTag.hangul == 0x4861_6E67)
    #expect(ScriptTag.tag("hANG") == ScriptTag.hangul)
    #expect(ScriptTag.tag("Hangul") == ScriptTag.unknown)
    #expect(ScriptTag.tag("H1ng") == ScriptTag.unknown)
    #expect(ScriptTag.code(ScriptTag.common) == "Zyyy")
    #expect(ScriptTag.code(0x0001_0203) == "????")
    // HB_SCRIPT_ARABIC is HB_TAG('A','r','a','b').
    #expect(ScriptTag.arabic == 0x4172_6162)
  }
}
