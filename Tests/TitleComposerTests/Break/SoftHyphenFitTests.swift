import Testing

@testable import TitleComposer

/// The soft-hyphen rules of line choice on a constant-advance paragraph, so the arithmetic reads
/// plainly: letters 10 px, `~` a soft hyphen (0 px, an opportunity after it), a space 10 px that
/// hangs, `\n` a hard break; the hyphen 6.3 px (snapped up to 6.3125 = 404/64 px).
@Suite struct SoftHyphenFitTests {
  static let hyphen = SoftHyphen(text: "\u{2010}", advance: 6.3)

  /// A paragraph of `pattern` with its soft hyphens marked.
  static func paragraph(_ pattern: String, letter: Double = 10) -> MeasuredParagraph {
    let characters = Array(pattern)
    var breaks: [BreakKind] = [.none]
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      if previous == "\n" {
        breaks[index] = .mandatory
      } else if previous == "~" || (previous == " " && character != " ") {
        breaks[index] = .allowed
      }
      breaks.append(.none)
    }
    breaks[characters.count] = .allowed
    var paragraph = MeasuredParagraph(
      clusterOffsets: Array(0...characters.count),
      advances: characters.map { $0 == "~" || $0 == "\n" ? 0 : letter },
      kerningAfter: [Double](repeating: 0, count: characters.count), breaks: breaks,
      hangs: characters.map { $0 == " " || $0 == "\n" })
    let text = String(
      decoding: characters.map { $0 == "~" ? SoftHyphen.codeUnit : 0x61 }, as: UTF16.self)
    let buffer = TitleBuffer(title: text, prefix: 0x20, prefixCount: 0)
    // (The buffer's arena holds the units its view reads.)
    withExtendedLifetime(buffer) { paragraph.markSoftHyphens(in: buffer.utf16, hyphen: hyphen) }
    return paragraph
  }

  static func lines(_ pattern: String, width: Double, letter: Double = 10) -> [String] {
    let result = GreedyLineBreaker.fill(
      paragraph(pattern, letter: letter), width: width, maxLines: 0)
    let characters = Array(pattern)
    return result.lines.map { String(characters[$0.start..<$0.end]) }
  }

  @Test(
    arguments: [
      // "abc~" + hyphen = 30 + 6.3125 = 36.3125 px: fits 36.3 px (36.296875 + 1/64).
      ("abc~def", 36.3, ["abc~", "def"]),
      // At 36.28 px (36.265625 + 1/64 = 36.28125) it does not: the word is cut, never before
      // the soft hyphen ("ab" / "c~" / "def"), as Chromium cuts "나다라~마" (emergency break).
      ("abc~def", 36.28, ["ab", "c~", "def"]),
      // A soft hyphen that does not end a line measures nothing: 60 px fit 60 px.
      ("abc~def", 60, ["abc~def"]),
      // Two soft hyphens draw one hyphen.
      ("abc~~def", 36.3, ["abc~~", "def"]),
      // A soft hyphen before a space still draws its hyphen at the wrap after the space.
      ("ab~ cd", 26.3, ["ab~ ", "cd"]),
    ] as [(String, Double, [String])])
  func breaksCountTheHyphen(pattern: String, width: Double, expected: [String]) {
    #expect(Self.lines(pattern, width: width) == expected)
  }

  /// The hyphen is snapped apart from the text (Blink's `HyphenResult`): with letters of
  /// 10.1 px, "abc" is 30.3 px (1939.2 units, snapped 1940) and the hyphen 404 units: 2344 units
  /// = 36.625 px, where 36.6 px snapped together would be 2343.
  @Test func hyphenIsSnappedApartFromTheText() {
    let paragraph = Self.paragraph("abc~def", letter: 10.1)
    #expect(paragraph.layoutUnits(from: 0, to: 4, leadingSpaceEnd: 0) == 2344)
    #expect(Self.lines("abc~def", width: 2343.0 / 64, letter: 10.1) == ["abc~", "def"])
    #expect(Self.lines("abc~def", width: 2342.0 / 64, letter: 10.1) != ["abc~", "def"])
  }

  @Test func widthsHoldTheHyphenOnlyAtASoftWrap() {
    let paragraph = Self.paragraph("ab~cd~")
    #expect(paragraph.width(from: 0, to: 3) == 26.3)  // "ab~" then a wrap
    #expect(paragraph.width(from: 3, to: 6) == 20)  // "cd~" at the paragraph's end
    #expect(paragraph.naturalWidth(from: 0, to: 3) == 20)  // before an ellipsis
    let hard = Self.paragraph("ab~\ncd")
    #expect(hard.width(from: 0, to: 4) == 20)  // "ab~" before a hard break
    #expect(Self.lines("ab~\ncd", width: 100) == ["ab~\n", "cd"])
  }

  @Test func drawnTextShowsTheHyphenInPlaceOfTheSoftHyphen() {
    #expect(SoftHyphen.drawing(Self.hyphen, after: "가나\u{AD}다\u{AD}") == "가나\u{AD}다\u{2010}")
    #expect(SoftHyphen.drawing(SoftHyphen(text: "-", advance: 5.808), after: "ab\u{AD}") == "ab-")
  }
}

@Suite struct SoftHyphenLayoutTests {
  /// The soft-hyphen flag lives in the cluster's padding: line choice walks these, and a
  /// cluster grown past 64 bytes would cost every title, not only those with soft hyphens.
  @Test func theFlagKeepsTheClusterAt64Bytes() {
    #expect(MemoryLayout<MeasuredCluster>.stride == 64)
  }
}
