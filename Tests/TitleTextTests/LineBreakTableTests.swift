import Testing

@testable import TitleText

/// Hand-checked break opportunities: (text, word-break, offsets where a line may end).
@Suite struct LineBreakTableTests {
  static let analyzer = try! TextAnalyzer()

  static func opportunities(_ text: String, _ wordBreak: WordBreak) -> [Int] {
    let a = analyzer.analyze(text, wordBreak: wordBreak)
    return (1..<a.flags.count - 1).filter { a.flags[$0].contains(.breakAllowed) }
  }

  @Test(
    arguments: [
      // After the spaces only, between syllables too in normal.
      ("오늘 날씨는 맑음", WordBreak.keepAll, [3, 7]),
      ("오늘 날씨는 맑음", .normal, [1, 3, 4, 5, 7, 8]),
      // A run of spaces: one opportunity, after its last space.
      ("가  나", .keepAll, [3]),
      ("가\t나", .normal, [2]),
      // Blink's ASCII table and the hyphen-digit rule.
      ("D-7", .keepAll, [2]),
      ("D-7", .normal, [2]),
      ("-5", .normal, []),
      ("(-5", .normal, []),
      ("ABCD-1234", .keepAll, [5]),
      ("Wi-Fi", .normal, [3]),
      ("A/B", .normal, []),
      ("a(b", .normal, []),
      ("!(", .normal, [1]),
      ("foo?bar", .normal, [4]),
      // keep-all keeps letters, digits and ① together; punctuation still breaks next to Hangul.
      ("Debian은", .keepAll, []),
      ("Debian은", .normal, [6]),
      ("2024년", .keepAll, []),
      ("①이", .keepAll, []),
      ("링크(lib", .keepAll, [2]),
      ("(공지)특정", .keepAll, [4]),
      ("재정·경제", .keepAll, [2, 3]),  // Chromium: 재정|·|경제
      ("100%환불", .keepAll, [4]),
      ("그리고…그러나", .keepAll, [4]),
      ("것입니다.", .normal, [1, 2, 3]),
      ("것입니다.", .keepAll, []),
      // Curly quotes between Hangul (Unicode 15.1 LB19a, as Chromium's ICU).
      ("가“나”다", .normal, [1, 4]),
      ("‘인용’과", .keepAll, [4]),
      // After a full-width colon, closing bracket or full stop, LB19a allows a break before “
      // between East Asian neighbours (Chromium 156: "他说：|“明天见。”" under zh-Hans).
      ("他说：“明天见。”", .normal, [1, 3, 5, 6]),
      ("가\"나\"다", .normal, []),
      // No break next to U+00A0 and ASCII.
      ("a\u{A0}b", .normal, []),
    ] as [(String, WordBreak, [Int])])
  func opportunities(_ text: String, _ wordBreak: WordBreak, _ expected: [Int]) {
    #expect(Self.opportunities(text, wordBreak) == expected)
  }

  /// U+2028 and U+2029 as Chromium breaks at them: an ordinary opportunity after, none before,
  /// in both word breaks (the oracle: "권리는\u{2028}국민에" breaks after the separator at 60 px
  /// and never before it; Tests/Corpus/line-separator-*).
  @Test(arguments: [WordBreak.keepAll, .normal])
  func lineSeparatorsBreakAfterOnly(wordBreak: WordBreak) {
    for separator in ["\u{2028}", "\u{2029}"] {
      let a = Self.analyzer.analyze("ab" + separator + "cd", wordBreak: wordBreak)
      #expect(!a.flags[2].contains(.breakAllowed) && !a.flags[2].contains(.breakMandatory))
      #expect(a.flags[3].contains(.breakAllowed) && !a.flags[3].contains(.breakMandatory))
    }
  }

  @Test(
    arguments: [
      ("가\n나", [2]),
      ("가\r\n나", [3]),
      ("가\r나", [2]),
      // VT, FF, NEL, U+2028 and U+2029 are no hard breaks in Chromium (Tests/Corpus/invisible-*,
      // Tests/Corpus/line-separator-*).
      ("가\u{0B}나\u{0C}다\u{85}라", []),
      ("가\u{2028}나\u{2029}다", []),
      ("가\n\n나", [2, 3]),
      ("끝\n", []),
    ] as [(String, [Int])])
  func mandatoryBreaks(_ text: String, _ expected: [Int]) {
    let a = Self.analyzer.analyze(text, wordBreak: .keepAll)
    let hard = (1..<a.flags.count).filter { a.flags[$0].contains(.breakMandatory) }
    #expect(hard == expected)
    for i in hard { #expect(!a.flags[i].contains(.breakAllowed)) }
    #expect(a.flags.last == [.graphemeStart, .breakAllowed])
    if let cr = a.utf16.firstIndex(of: 0x0D), a.utf16[cr + 1] == 0x0A {
      #expect(!a.flags[cr + 1].isLineBreak && !a.flags[cr + 1].contains(.graphemeStart))
    }
  }

  @Test func asciiTableRows() {
    // Rows of Blink's ASCII table, restated.
    #expect(BlinkLineBreak.asciiPairBreaks(0x2D, 0x61))  // -a
    #expect(!BlinkLineBreak.asciiPairBreaks(0x2D, 0x2E))  // -.
    #expect(BlinkLineBreak.asciiPairBreaks(0x3F, 0x31))  // ?1
    #expect(!BlinkLineBreak.asciiPairBreaks(0x3F, 0x7F))  // ?DEL
    #expect(BlinkLineBreak.asciiPairBreaks(0x29, 0x28))  // )(
    #expect(!BlinkLineBreak.asciiPairBreaks(0x29, 0x61))  // )a
    #expect(!BlinkLineBreak.asciiPairBreaks(0x2F, 0x28))  // /(
    for a in UInt16(0x21)...0x7F {
      for b in UInt16(0x21)...0x7F
      where BlinkLineBreak.isASCIILetter(a) || BlinkLineBreak.isASCIIDigit(a) {
        #expect(!BlinkLineBreak.asciiPairBreaks(a, b))
      }
    }
  }

  @Test func characterClasses() {
    #expect(CharacterClass.isHangingSpace(0x20) && CharacterClass.isHangingSpace(0x09))
    #expect(!CharacterClass.isHangingSpace(0xA0) && !CharacterClass.isHangingSpace(0x3000))
    #expect(CharacterClass.isCollapsibleSpace(0x0A) && !CharacterClass.isCollapsibleSpace(0xA0))
    #expect(CharacterClass.isEmojiPresentation("😀") && !CharacterClass.isEmojiPresentation("가"))
    #expect(CharacterClass.isKeepAllLetter("①") && CharacterClass.isKeepAllLetter("가"))
    #expect(!CharacterClass.isKeepAllLetter("·") && !CharacterClass.isKeepAllLetter("ก"))
    #expect(CharacterClass.lineBreakClass("가") == .hangulLVSyllable)
    #expect(CharacterClass.lineBreakClass("각") == .hangulLVTSyllable)
    #expect(CharacterClass.lineBreakClass("\u{200D}") == .zeroWidthJoiner)
    #expect(CharacterClass.icuVersion.hasPrefix("72"))
  }

  @Test func errorsAreTyped() {
    let error = TextAnalysisError(icuStatus: 2, operation: "ubrk_open")
    #expect(error.name == "U_MISSING_RESOURCE_ERROR")
    #expect(error.description == "ubrk_open failed: U_MISSING_RESOURCE_ERROR (ICU error 2)")
  }
}
