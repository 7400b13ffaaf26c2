import Testing

@testable import TitleComposer

/// Line choice with a constant-advance fake font: every character is 10 px wide.
@Suite struct GreedyLineBreakerTests {
  @Test(arguments: [
    // (text, width, expected lines) — greedy: the longest line that fits wins.
    ("This is an example ", 170.0, ["This is an ", "example "]),
    ("This is an example ", 100.0, ["This is an ", "example "]),
    ("This is an example ", 99.0, ["This is ", "an ", "example "]),
    ("This is an example ", 70.0, ["This is ", "an ", "example "]),
    ("This is an example ", 69.0, ["This ", "is an ", "exampl", "e "]),
    ("This is an example ", 180.0, ["This is an example "]),
    // Trailing spaces hang: "abc   " fits in 30 px.
    ("abc   def", 30.0, ["abc   ", "def"]),
    // An over-long word breaks at clusters only when nothing else fits.
    ("abcdefgh ij", 50.0, ["abcde", "fgh ", "ij"]),
    ("ab abcdefgh", 50.0, ["ab ", "abcde", "fgh"]),
    // Hard breaks always break, even when more would fit.
    ("ab\ncd ef", 100.0, ["ab\n", "cd ef"]),
    ("ab\n\ncd", 100.0, ["ab\n", "\n", "cd"]),
    // An extra opportunity marked with | (e.g. between Hangul syllables in normal mode).
    ("abc|def|ghi", 65.0, ["abcdef", "ghi"]),
    // Exactly fitting content fits (60 px in 60 px).
    ("abcdef ghi", 60.0, ["abcdef ", "ghi"]),
    // Blink's room is the width truncated to 1/64 px plus 1/64 px (LineRoom): 59.99 px holds
    // 60 px (59.984375 + 0.015625), 59.98 px does not (59.96875 + 0.015625).
    ("abcdef ghi", 59.99, ["abcdef ", "ghi"]),
    ("abcdef ghi", 59.98, ["abcde", "f ghi"]),
  ])
  func fillsGreedily(text: String, width: Double, expected: [String]) {
    let paragraph = ConstantAdvanceParagraph.make(text)
    let result = GreedyLineBreaker.fill(paragraph, width: width, maxLines: 0)
    #expect(ConstantAdvanceParagraph.lineTexts(text, result.lines) == expected)
    #expect(!result.needsMoreLines)
  }

  @Test func badgeGetsALineOfItsOwnWhenTheFirstWordDoesNotFitBesideIt() {
    // Badge 30 px, width 100: "abcdefgh" (80 px) does not fit beside it but fits a line alone.
    let paragraph = ConstantAdvanceParagraph.make("#abcdefgh ij", badgeWidth: 30)
    let result = GreedyLineBreaker.fill(paragraph, width: 100, maxLines: 0)
    #expect(
      ConstantAdvanceParagraph.lineTexts("#abcdefgh ij", result.lines) == ["#", "abcdefgh ", "ij"])
  }

  @Test func badgeSharesTheLineWhenTheWordFits() {
    let paragraph = ConstantAdvanceParagraph.make("#abcdef gh", badgeWidth: 30)
    let result = GreedyLineBreaker.fill(paragraph, width: 100, maxLines: 0)
    #expect(ConstantAdvanceParagraph.lineTexts("#abcdef gh", result.lines) == ["#abcdef ", "gh"])
    #expect(result.lines[0].width == 90)
  }

  @Test func lineLimitReportsLeftoverText() {
    let paragraph = ConstantAdvanceParagraph.make("aa bb cc dd")
    let result = GreedyLineBreaker.fill(paragraph, width: 30, maxLines: 2)
    #expect(result.lines.count == 2)
    #expect(result.needsMoreLines)
    let exact = GreedyLineBreaker.fill(paragraph, width: 30, maxLines: 4)
    #expect(!exact.needsMoreLines)
    #expect(exact.lines.count == 4)
  }

  @Test func widthsExcludeHangingSpacesAndSnapUpToLayoutUnits() {
    let paragraph = ConstantAdvanceParagraph.make("ab   cd", advance: 10.01)
    // 2 × 10.01 = 20.02 snaps up to 20.03125 > 20 + 1/64: "ab" does not fit 20 px...
    #expect(LayoutRounding.snapUp(20.02) == 20.03125)
    let narrow = GreedyLineBreaker.fill(paragraph, width: 20, maxLines: 0)
    #expect(narrow.lines.map(\.isEmergencyBreak).first == true)
    // ...but does fit 20.015625 px (+ 1/64), spaces hanging.
    let wide = GreedyLineBreaker.fill(paragraph, width: 20.015625, maxLines: 0)
    #expect(ConstantAdvanceParagraph.lineTexts("ab   cd", wide.lines) == ["ab   ", "cd"])
    #expect(wide.lines[0].width == 20.02)
  }
}

/// UILabel-like tail truncation with a 10 px ellipsis.
@Suite struct TailTruncationTests {
  @Test(arguments: [
    // (text, width, expected kept characters)
    ("abcdefghij", 60.0, "abcde"),  // 5 × 10 + 10 = 60
    ("abc defghij", 60.0, "abc d"),
    ("abcd efghij", 60.0, "abcd"),  // the space before the ellipsis is dropped
    ("ab\ncdefgh", 60.0, "ab"),  // never past a hard break
    ("abcdefghij", 10.0, ""),  // only the ellipsis fits
  ])
  func keepsWhatFitsWithTheEllipsis(text: String, width: Double, kept: String) {
    let paragraph = ConstantAdvanceParagraph.make(text)
    let line = TailTruncation.truncatedLine(
      in: paragraph, from: 0, minimumEnd: 0, available: width, ellipsisWidth: 10)
    #expect(ConstantAdvanceParagraph.lineTexts(text, [line]) == [kept])
    #expect(line.width == Double(kept.count) * 10 + 10)
    #expect(line.endsInEllipsis)
  }

  @Test func theBadgeStaysEvenWhenNothingElseFits() {
    let paragraph = ConstantAdvanceParagraph.make("#abcdef", badgeWidth: 50)
    let line = TailTruncation.truncatedLine(
      in: paragraph, from: 0, minimumEnd: 1, available: 55, ellipsisWidth: 10)
    #expect(line.end == 1)
    // 50 + 10 > 55: the ellipsis would cross the line's end, so the badge stays alone.
    #expect(line.width == 50)
    #expect(!line.endsInEllipsis)
  }
}
