/// SplitMix64: a small seeded generator, so property tests are reproducible.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

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
