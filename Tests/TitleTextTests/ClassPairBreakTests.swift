import Testing

@testable import TitleText

/// ``ClassPairBreak`` and ``CommonPairs`` against ICU: every BMP code point of the classes a
/// shortcut names, next to samples of the other side's classes, inside contexts that exercise the
/// UAX #14 rules looking past a pair (spaces, brackets, quotation marks, ZW, hyphens, numbers,
/// combining marks), must get exactly the flags the analyzer computes with every shortcut off
/// (ICU over the whole text, then `QuotationBreak`), for `normal` and `keep-all`.
@Suite struct ClassPairBreakTests {
  static let fast = try! TextAnalyzer(locale: "ko")
  static let slow = try! TextAnalyzer(locale: "ko", fastPaths: false)

  static let before = [
    "", "가", "a", "1", " ", "(", "\"", "“", "\u{200B}", "-", "\u{FFFC}", "·", "\u{0301}", "”", ")",
    "$", "」", "a-", "1.", "\u{200B} ", "( ", "“ ",
  ]
  static let after = [
    "", "가", "a", "1", " ", ")", "\"", "”", "%", "\u{0301}", "“", "(", "-", "·", ".", "」", "…",
    "1.5",
  ]

  /// The BMP code points (no surrogates) whose ICU line-break class is one of `classes`.
  static func units(_ classes: Set<LineBreakClass>) -> [String] {
    (0..<0x1_0000).compactMap { unit -> String? in
      guard let scalar = Unicode.Scalar(unit),
        let lineBreak = LineBreakClass(rawValue: ICUProperties.lineBreak(UInt32(unit))),
        classes.contains(lineBreak)
      else { return nil }
      return String(Character(scalar))
    }
  }

  /// A few members of every line-break class: the first, middle and last BMP code point of each.
  static let classSamples: [String] = LineBreakClass.allCases.flatMap { lineBreak -> [String] in
    let members = units([lineBreak])
    guard !members.isEmpty else { return [] }
    return [members[0], members[members.count / 2], members[members.count - 1]]
  }

  /// Compares fast and ICU-only analysis on `pairs`, each inside three of the contexts, many to a
  /// text separated by line feeds (a hard break, after which ICU starts afresh).
  /// - Returns: the first mismatches, described.
  static func mismatches(_ pairs: [(String, String)]) -> [String] {
    var found: [String] = []
    var segments: [String] = []
    func flush() {
      let text = segments.joined(separator: "\n")
      segments.removeAll(keepingCapacity: true)
      for wordBreak in [WordBreak.normal, .keepAll] {
        let fast = fast.analyze(text, wordBreak: wordBreak)
        let slow = slow.analyze(text, wordBreak: wordBreak)
        if fast != slow && found.count < 10 {
          found.append(
            "\(wordBreak) \(text.debugDescription): fast \(fast.lineBreakOffsets) "
              + "\(fast.graphemeStarts), ICU \(slow.lineBreakOffsets) "
              + "\(slow.graphemeStarts)")
        }
      }
    }
    for (index, (last, current)) in pairs.enumerated() {
      for k in 0..<3 {
        let prefix = before[(index &* 7 &+ k &* 5) % before.count]
        let suffix = after[(index &* 3 &+ k &* 11) % after.count]
        segments.append(prefix + last + current + suffix)
      }
      if segments.count >= 30 { flush() }
    }
    if !segments.isEmpty { flush() }
    return found
  }

  static let hangulSamples = ["가", "힣", "각", "뷁"]
  static let letterSamples = ["·", "①", "<", "ä", "a", "✨", "Ж"]
  static let numberSamples = ["1", "٣", "९"]

  @Test func quotationMarksNextToEveryClass() {
    let marks = Self.units([.quotation])
    let others =
      Self.classSamples + [
        "\u{1F389}", "\u{1F44D}", "\u{20000}", "\u{1F1F0}", "\u{2028}", "\u{85}",
      ]
    var pairs: [(String, String)] = []
    for mark in marks {
      for other in others {
        pairs.append((mark, other))
        pairs.append((other, mark))
      }
      pairs.append((mark, mark))
    }
    #expect(pairs.count > 5000)
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func lettersNextToHangulSyllables() {
    let letters = Self.units([.alphabetic, .ambiguous])
    let syllables = Self.units([.hangulLVSyllable, .hangulLVTSyllable])
    #expect(syllables.count == 11172)
    var pairs: [(String, String)] = []
    for (index, letter) in letters.enumerated() {
      let syllable = Self.hangulSamples[index % Self.hangulSamples.count]
      pairs.append((letter, syllable))
      pairs.append((syllable, letter))
    }
    for (index, syllable) in syllables.enumerated() {
      let letter = Self.letterSamples[index % Self.letterSamples.count]
      pairs.append((letter, syllable))
      pairs.append((syllable, letter))
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func lettersAndNumbersTogether() {
    let letters = Self.units([.alphabetic, .ambiguous])
    let numbers = Self.units([.numeric])
    var pairs: [(String, String)] = []
    for (index, letter) in letters.enumerated() {
      pairs.append((letter, Self.letterSamples[index % Self.letterSamples.count]))
      pairs.append((Self.letterSamples[(index + 3) % Self.letterSamples.count], letter))
      pairs.append((letter, Self.numberSamples[index % Self.numberSamples.count]))
    }
    for (index, number) in numbers.enumerated() {
      pairs.append((number, Self.letterSamples[index % Self.letterSamples.count]))
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func objectReplacementBeforeLettersIdeographsEmojiAndOpenings() {
    let followers =
      Self.units([.alphabetic, .ambiguous, .ideographic, .emojiBase, .openPunctuation])
      + ["\u{1F389}", "\u{1F44D}", "\u{1F468}", "\u{20000}", "\u{1F3FB}"]
    let found = Self.mismatches(followers.map { ("\u{FFFC}", $0) })
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func emojiAndIdeographsNextToLettersAndHangul() {
    let pictures =
      Self.units([.ideographic, .emojiBase, .emojiModifier])
      + ["\u{1F389}", "\u{1F44D}", "\u{1F468}", "\u{20000}", "\u{1F3FB}", "\u{1F1F0}"]
    let words = ["가", "힣", "a", "·", "①", "ä", "漢", "\u{1F389}", "\u{261D}", "1", "ㅋ"]
    let marks = ["", "\u{FE0F}", "\u{0301}", "\u{FE0F}\u{0301}", "\u{200D}", "\u{1F3FB}"]
    var pairs: [(String, String)] = []
    for (index, picture) in pictures.enumerated() {
      let word = words[index % words.count]
      let mark = marks[index % marks.count]
      pairs.append((picture + mark, word))
      pairs.append((word, picture))
    }
    let letters = Self.units([.alphabetic, .ambiguous])
    for (index, letter) in letters.enumerated() {
      pairs.append((letter, pictures[(index &* 13) % pictures.count]))
      pairs.append((pictures[(index &* 17) % pictures.count] + marks[index % marks.count], letter))
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// ``CertainPairBreak``'s LB13 (no break before CL, CP, EX, IS, SY) yields to LB4–LB8 after the
  /// separators Blink does not treat as hard breaks (ICU breaks after them).
  @Test func closingPunctuationAfterSeparators() {
    let closing = Self.units([
      .closePunctuation, .closeParenthesis, .exclamation, .infixNumeric, .breakSymbols,
    ])
    var pairs: [(String, String)] = []
    for separator in ["\u{2028}", "\u{2029}", "\u{85}", "\u{200B}", "가", "a"] {
      for mark in closing { pairs.append((separator, mark)) }
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func closingPunctuationBeforeEmojiIdeographsAndLetters() {
    let closing = Self.units([
      .closePunctuation, .closeParenthesis, .exclamation, .infixNumeric, .breakSymbols,
    ])
    let pictures = Self.units([.ideographic, .emojiBase])
    let followers = ["漢", "\u{1F389}", "\u{1F468}", "\u{261D}", "\u{20000}", "a", "·", "가"]
    var pairs: [(String, String)] = []
    for (index, mark) in closing.enumerated() {
      for follower in followers { pairs.append((mark, follower)) }
      pairs.append((mark, pictures[(index &* 101) % pictures.count]))
    }
    let closers = Self.units([.closePunctuation])
    let letters = Self.units([.alphabetic, .ambiguous])
    for (index, picture) in pictures.enumerated() {
      pairs.append((closing[index % closing.count], picture))
    }
    for (index, letter) in letters.enumerated() {
      pairs.append((closers[index % closers.count], letter))
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// ``CommonPairs``' table: every pair of the five common kinds, each of the 11172 syllables, 62
  /// letters and digits, the space and 8 punctuation marks on both sides, in the contexts.
  @Test func commonPairsAgreeWithICU() {
    let syllables = Self.units([.hangulLVSyllable, .hangulLVTSyllable])
    let ascii =
      (0x30...0x39).map { String(UnicodeScalar(UInt8($0))) }
      + (0x41...0x5A).map { String(UnicodeScalar(UInt8($0))) }
      + (0x61...0x7A).map { String(UnicodeScalar(UInt8($0))) }
    let kinds = [syllables, ascii, [" "], ["!", ")", ",", ".", "/", ":", ";"], ["?"]]
    var pairs: [(String, String)] = []
    for lastKind in kinds {
      for currentKind in kinds {
        let longer = max(lastKind.count, currentKind.count)
        for index in 0..<longer {
          pairs.append(
            (lastKind[index % lastKind.count], currentKind[(index &* 7) % currentKind.count]))
        }
      }
    }
    let found = Self.mismatches(pairs)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
