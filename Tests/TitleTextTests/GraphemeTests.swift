import Testing

@testable import TitleText

/// ICU's grapheme clusters (and our fast path) against Swift's `Character` boundaries.
@Suite struct GraphemeTests {
  static let fast = try! TextAnalyzer()
  static let slow = try! TextAnalyzer(locale: "ko", fastPaths: false)

  static func swiftStarts(_ text: String) -> [Int] {
    text.indices.map { text.utf16.distance(from: text.startIndex, to: $0) }
  }

  static let hardCases: [String] = [
    "👩‍👩‍👧‍👦", "🇰🇷", "👍🏻", "e\u{301}", "\u{1112}\u{1161}\u{11AB}", "\r\n", "a\r\nb", "\r\r\n\n",
    "가\u{301}나", "한\u{1112}\u{1161}\u{11AB}글", "🇰🇷🇯🇵🇺", "👍🏻👍", "❤️", "☺︎", "1️⃣", "a\u{200D}b",
    "\u{AC00}\u{11A8}", "\u{1100}\u{AC00}", "é́", "가나다 abc", "", "x", "\u{0E01}\u{0E33}", "क्षि", "👨‍💻코딩",
    "🏳️‍🌈", "가\u{FE0F}",
  ].map { $0 }

  @Test(arguments: hardCases)
  func hardCase(_ text: String) {
    let expected = Self.swiftStarts(text)
    #expect(Self.fast.analyze(text, wordBreak: .normal).graphemeStarts == expected)
    #expect(Self.slow.analyze(text, wordBreak: .normal).graphemeStarts == expected)
  }

  @Test func corpusTitles() throws {
    #expect(try !Corpus.titles.isEmpty)
    for title in try Corpus.titles {
      let expected = Self.swiftStarts(title)
      #expect(Self.fast.analyze(title, wordBreak: .keepAll).graphemeStarts == expected, "\(title)")
      #expect(Self.slow.analyze(title, wordBreak: .keepAll).graphemeStarts == expected, "\(title)")
    }
  }

  @Test func noBreakInsideAGrapheme() throws {
    for text in try Self.hardCases + Corpus.titles {
      let analysis = Self.fast.analyze(text, wordBreak: .normal)
      for (i, flags) in analysis.flags.enumerated() where flags.isLineBreak {
        #expect(flags.contains(.graphemeStart), "\(text.debugDescription) @\(i)")
      }
    }
  }

  @Test func edges() {
    let empty = Self.fast.analyze("", wordBreak: .normal)
    #expect(empty.flags == [[.graphemeStart, .breakAllowed]])
    #expect(empty.graphemeStarts.isEmpty)
    let one = Self.fast.analyze("가", wordBreak: .keepAll)
    #expect(one.flags == [.graphemeStart, [.graphemeStart, .breakAllowed]])
  }
}

/// Ill-formed UTF-16 (lone surrogates) is analysed without trapping, the same with and without
/// the fast paths, each lone surrogate its own grapheme.
@Test(
  arguments: [[0xD800, 0x41], [0x41, 0xDC00], [0xAC00, 0xDC00, 0xD800, 0xAC00], [0xD83D]]
    as [[UInt16]])
func loneSurrogates(_ units: [UInt16]) {
  let fast = GraphemeTests.fast.analyze(units, wordBreak: .keepAll)
  let slow = GraphemeTests.slow.analyze(units, wordBreak: .keepAll)
  #expect(fast == slow)
  #expect(fast.graphemeStarts == Array(0..<units.count))
}
