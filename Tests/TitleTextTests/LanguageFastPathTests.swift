import Testing

import TitleTestSupport

@testable import TitleText

/// The analyzer's shortcuts hold under Japanese and Chinese line rules too: random Japanese
/// text (kana, kanji, Japanese punctuation, Latin, digits) gets exactly the flags ICU gives with
/// every shortcut off, for each locale the composer opens (`und` is what Japanese uses).
@Suite struct LanguageFastPathTests {
  static let alphabet: [String] = [
    "あ", "い", "か", "ア", "カ", "ン", "漢", "字", "年", "々", "〆", "ヶ", "ぁ", "っ", "ゃ", "ッ", "ャ",
    "ー", "ゝ", "ゞ", "ヽ", "ヾ", "゛", "゜", "ｱ", "ｯ", "ｰ", "。", "、", "，", "．", "・", "：", "；", "！",
    "？", "「", "」", "『", "』", "（", "）", "【", "】", "〔", "〕", "〈", "〉", "《", "》", "〜", "～", "…",
    "‥", "゠", "‐", "–", "—", "〳", "〻", "a", "Z", "0", "7", " ", "\u{3000}", "(", ")", ".", ",",
    "!", "?", "%", "¥", "￥", "円", "\u{FFFC}", "가", "한", "ㇰ", "〇", "※", "♪", "\u{1F389}",
  ]

  @Test(arguments: ["und", "ja", "zh", "zh_Hant", "en"], [WordBreak.keepAll, .normal])
  func shortcutsAgreeWithICU(locale: String, wordBreak: WordBreak) throws {
    let fast = try TextAnalyzer(locale: locale)
    let slow = try TextAnalyzer(locale: locale, fastPaths: false)
    var random = SeededRandom(seed: 0x6C61_6E67 ^ UInt64(locale.utf8.count))
    var mismatches: [String] = []
    for _ in 0..<10_000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...10, using: &random) {
        text += Self.alphabet.randomElement(using: &random)!
      }
      let a = fast.analyze(text, wordBreak: wordBreak)
      let b = slow.analyze(text, wordBreak: wordBreak)
      if a != b && mismatches.count < 10 {
        mismatches.append(
          "\(text.debugDescription): fast \(a.lineBreakOffsets), ICU \(b.lineBreakOffsets)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}
