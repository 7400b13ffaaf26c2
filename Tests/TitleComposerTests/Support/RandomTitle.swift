import TitleTestSupport

/// Random titles made of what real titles carry: Hangul words, Latin words, digits, spaces,
/// punctuation, emoji sequences, combining marks and the odd newline.
enum RandomTitle {
  static let pieces: [String] = [
    "한국어", "제목", "템플스테이", "체험하기", "요즘", "인기", "있는", "절에서", "가", "는",
    "Debian", "AirPods", "Pro", "GNU/Linux", "D-7", "2024년", "100%", "(공지)", "《질문》",
    "“인용”", "…", "·", "!", "?", ",", "①", "🎉", "👩‍👩‍👧", "🇰🇷", "👍🏻", "❤️", "e\u{301}",
    "Donaudampfschifffahrtsgesellschaft", "https://example.com/a/b", "ㅋㅋㅋ",
    "\u{1112}\u{1161}\u{11AB}",
  ]
  static let separators: [String] = [" ", " ", " ", "  ", "", "\n"]

  static func make(using random: inout SeededRandom) -> String {
    let count = Int.random(in: 1...14, using: &random)
    var title = ""
    for index in 0..<count {
      if index > 0 { title += separators.randomElement(using: &random)! }
      title += pieces.randomElement(using: &random)!
    }
    return title
  }
}
