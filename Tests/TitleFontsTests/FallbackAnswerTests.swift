import Testing

@testable import TitleFonts

/// System fallback answers without a sort when one font of the fallback order alone covers a
/// scalar; its answers must stay fontconfig's own (`FcFontSort` with the scalar's charset and
/// the language, `SystemFonts.sortedFile`), with and without a language.
@Suite struct FallbackAnswerTests {
  /// Scalars of every block: Latin, symbols, Hangul, kana, CJK (BMP and Extension B), emoji,
  /// rare scripts, and a spread over all planes the fonts cover.
  static let scalars: [Unicode.Scalar] = {
    var scalars: [Unicode.Scalar] = [
      "è", "🎉", "\u{2024}", "\u{20000}", "☺", "\u{1F170}", "가", "あ", "漢", "\u{0E01}",
      "\u{10A0}", "\u{1200}", "\u{A000}", "\u{2F00}",
    ]
    var v: UInt32 = 0x20
    while v < 0x3_2000 {
      if let scalar = Unicode.Scalar(v) { scalars.append(scalar) }
      v += 397
    }
    return scalars
  }()

  @Test(arguments: [nil, "ko", "ja", "zh-cn", "zh-tw"] as [String?])
  func answersAreFontconfigsOwn(_ language: String?) {
    var mismatches: [String] = []
    for scalar in Self.scalars {
      let index = SystemFonts.fallbackFont(covering: scalar, language: language).index
      let file = index.map { SystemFonts.fallbackFiles[$0] }
      let expected = SystemFonts.sortedFile(covering: scalar, language: language)
      if file != expected {
        mismatches.append(
          "U+\(String(scalar.value, radix: 16)): \(file ?? "nil") vs \(expected ?? "nil")")
      }
    }
    #expect(mismatches.isEmpty, "\(language ?? "none"): \(mismatches.prefix(10))")
  }

  /// A scalar no installed font covers is answered `nil` without asking fontconfig.
  @Test func uncoveredScalarAsksNothing() {
    let answer = SystemFonts.fallbackFont(covering: "\u{31351}", language: "ja")
    #expect(answer.index == nil)
    #expect(!answer.asked)
  }
}
