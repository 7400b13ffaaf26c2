import Testing

import TitleTestSupport

@testable import TitleText

/// The analyzer's shortcuts (``CertainPairBreak``, the ASCII and keep-all rules, simple grapheme
/// pairs) against ICU itself: random text drawn character by character from the classes Korean
/// titles mix must get exactly the flags the analyzer computes with every shortcut off.
@Suite struct FastPathDifferentialTests {
  static let fast = try! TextAnalyzer(locale: "ko")
  static let slow = try! TextAnalyzer(locale: "ko", fastPaths: false)

  /// Characters grouped so that every class pair around the shortcuts comes up often.
  static let alphabet: [[String]] = [
    ["가", "나", "힣", "각", "뷁", "요"],  // Hangul syllables (H2, H3)
    ["a", "Z", "k", "0", "7", "9"],  // ASCII letters and digits (AL, NU)
    ["\u{FFFC}"],  // the badge's object replacement character (CB)
    [" ", " ", "\n", "\t", "\u{00A0}", "\u{3000}", "\u{200B}"],  // spaces, NBSP, ideographic, ZW
    [".", ",", "!", "?", ")", "]", "}", ":", ";", "/", "%", "$", "#", "-", "(", "[", "'", "\""],
    ["“", "”", "‘", "’", "«", "»", "·", "…", "、", "。", "」", "「", "》", "《", "〉", "～", "—"],
    ["【", "】", "〔", "｢", "（", "‥", "⋯", "(", "[", "{", "…", "\u{2024}", "¡", "¿", "‚", "„"],
    ["①", "Ⅻ", "½", "é", "ß", "Ж", "λ", "あ", "ア", "漢", "字", "ｱ", "Ａ", "１", "．"],
    ["\u{0301}", "\u{200D}", "\u{FE0F}", "\u{1F389}", "\u{1F44D}\u{1F3FB}", "\u{1F1F0}\u{1F1F7}"],
    ["\u{1100}", "\u{1161}", "\u{11A8}", "ㅋ", "ㅠ"],  // Jamo (JL, JV, JT) and compatibility Jamo
    ["ぁ", "っ", "ゃ", "ッ", "ャ", "ョ", "ー", "ヽ", "ゝ", "ァ", "ㇰ", "ｯ", "ｰ"],  // CJ: small kana, ー
    ["+", "=", "@", "&", "*", "_", "~", "^", "|", "<", ">", "\\", "`", "€", "₩", "°", "℃"],
  ]

  static func randomText(using random: inout SeededRandom) -> String {
    var text = Bool.random(using: &random) ? "\u{FFFC}" : ""
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      // Mostly Hangul and ASCII, like titles; every class often enough to meet the others.
      let group =
        Int.random(in: 0..<4, using: &random) == 0
        ? alphabet.randomElement(using: &random)! : alphabet[Int.random(in: 0...1, using: &random)]
      text += group.randomElement(using: &random)!
    }
    return text
  }

  @Test(arguments: [WordBreak.keepAll, .normal])
  func shortcutsAgreeWithICU(_ wordBreak: WordBreak) {
    var random = SeededRandom(seed: wordBreak == .keepAll ? 0x7469_746C_6531 : 0x7469_746C_6532)
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let text = Self.randomText(using: &random)
      let fast = Self.fast.analyze(text, wordBreak: wordBreak)
      let slow = Self.slow.analyze(text, wordBreak: wordBreak)
      if fast != slow && mismatches.count < 10 {
        mismatches.append(
          "\(text.debugDescription): fast \(fast.lineBreakOffsets), ICU \(slow.lineBreakOffsets)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }
}
