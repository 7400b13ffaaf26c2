import Testing
import TitleComposer
import TitleFonts
import TitleTestSupport

/// Japanese line breaking (`lang` ja, `line-break: auto`) against headless Chromium 156
/// (`Tests/Corpus/japanese-rules-cases.jsonl`, Chromium's lines in
/// `japanese-rules-chromium.jsonl`): 12 Japanese titles that put each kinsoku character at a
/// possible line start or end, at every 4 px from 90 to 338 px, `word-break` normal and
/// keep-all (j0001–j1512); and "あいうえお?かきくけこ" with ? one of 〜 ゠ ‐ – under `lang` ja, zh,
/// zh-Hant and ko at every 2 px from 60 to 198 px (w0001–w1120).
@Suite struct JapaneseLineBreakingMatchesChromeTests {
  static let corpus = try! ChromiumCorpus.load(
    cases: "japanese-rules-cases.jsonl", expectations: "japanese-rules-chromium.jsonl")

  /// The faces Chromium drew the titles' characters NanumGothicBold lacks with under `lang`
  /// ja (気, 済, 営, 価, 々, …: Noto Sans CJK JP, face 0 of Debian's collection; see
  /// LanguageFallbackTests), given explicitly so the test does not depend on system fallback.
  static let japaneseFallback = FontFallback(
    fonts: [
      .fileFace(
        path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        choice: FontFaceChoice(index: 0))
    ],
    usesSystemFonts: false)

  /// Every case breaks where Chromium broke it.
  @Test func japaneseTitlesBreakAsInChromium() throws {
    #expect(Self.corpus.cases.count == 2_632)
    let composer = try Composer(fallback: Self.japaneseFallback)
    var misses: [String] = []
    for item in Self.corpus.cases {
      let want = try #require(Self.corpus.chromiumStarts(for: item))
      let composed = try composer.compose(item.request(whiteSpace: .collapse))
      if composed.lines.map(\.range.lowerBound) != want.starts {
        misses.append(
          "\(item.id) \(item.lang ?? "ko") \(item.wordBreak) \(item.width) px: "
            + "\(composed.lines.map(\.text)) vs \(Self.corpus.expected[item.id]!.lines)")
      }
    }
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 20))")
  }

  /// A kinsoku rule: whether `characters` may start (or end) a line under `lang`, with
  /// `word-break: normal`.
  struct Rule: Sendable, CustomStringConvertible {
    let characters: String
    let atStart: Bool
    let allowed: Bool
    let lang: String
    var description: String {
      "\(characters) \(allowed ? "may" : "never") \(atStart ? "start" : "end") a line (\(lang))"
    }
  }

  static let rules: [Rule] = [
    // Closing punctuation, full stops, middle dots, iteration marks: never at a line start.
    Rule(characters: "。、，．」』）】〕〉！？・：；…‥々", atStart: true, allowed: false, lang: "ja"),
    // Opening brackets: never at a line end.
    Rule(characters: "「『（【〔〈", atStart: false, allowed: false, lang: "ja"),
    // Small kana and the prolonged sound mark may start a line (line-break: auto, not strict).
    Rule(characters: "ッョァィゥェォっょー", atStart: true, allowed: true, lang: "ja"),
    // "〜" and "゠" never start a line in Japanese (unlike ICU 72's ja rules) …
    Rule(characters: "〜゠", atStart: true, allowed: false, lang: "ja"),
    // … but do in Chinese.
    Rule(characters: "〜゠", atStart: true, allowed: true, lang: "zh"),
    // Hyphens never start a line, in any of the languages.
    Rule(characters: "‐–", atStart: true, allowed: false, lang: "ja"),
    Rule(characters: "‐–", atStart: true, allowed: false, lang: "zh"),
    // Dashes may start one.
    Rule(characters: "—―", atStart: true, allowed: true, lang: "ja"),
  ]

  /// Each rule holds in Chromium's lines, and so in ours (the test above): every character of
  /// an "allowed" rule is seen at that end of a line at least once, no character of a "never"
  /// rule ever is, though each occurs in the titles.
  @Test(arguments: rules)
  func ruleHoldsInChromium(rule: Rule) throws {
    var seen: Set<Character> = []
    var occurring: Set<Character> = []
    for item in Self.corpus.cases where item.wordBreak == "normal" && item.lang == rule.lang {
      occurring.formUnion(item.title)
      let lines = try #require(Self.corpus.expected[item.id]?.lines)
      for (index, line) in lines.enumerated() {
        if rule.atStart, index > 0, let first = line.first { seen.insert(first) }
        if !rule.atStart, index < lines.count - 1, let last = line.last { seen.insert(last) }
      }
    }
    for character in rule.characters {
      let occurs = occurring.contains(character)
      let isSeen = seen.contains(character)
      #expect(occurs, "\(character) never occurs: the rule is untested")
      #expect(isSeen == rule.allowed, "\(character): \(rule)")
    }
  }
}
