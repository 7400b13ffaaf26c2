import Testing

@testable import TitleText

/// The line iterator's locale asks ICU for CSS `line-break: normal` unless it names a style.
@Suite struct LineBreakLocaleTests {
  @Test(
    arguments: [
      ("ko", "ko@lb=normal"), ("ja-JP", "ja-JP@lb=normal"), ("ja@lb=strict", "ja@lb=strict"),
      ("ja@lw=phrase", "ja@lw=phrase;lb=normal"), ("", "@lb=normal"),
    ])
  func locale(given: String, expected: String) {
    #expect(TextAnalyzer.lineBreakLocale(given) == expected)
  }

  /// "ッ" (small kana, class CJ) may start a line; with `lb=strict` it may not.
  @Test func smallKanaMayStartALine() throws {
    let text = Array("コーヒーショップ".utf16)
    let normal = try TextAnalyzer(locale: "ja").analyze(text, wordBreak: .normal)
    let strict = try TextAnalyzer(locale: "ja@lb=strict").analyze(text, wordBreak: .normal)
    // Offsets: コ0 ー1 ヒ2 ー3 シ4 ョ5 ッ6 プ7.
    #expect(normal.flags[6].contains(.breakAllowed) && normal.flags[1].contains(.breakAllowed))
    #expect(!strict.flags[6].contains(.breakAllowed) && !strict.flags[1].contains(.breakAllowed))
  }
}
