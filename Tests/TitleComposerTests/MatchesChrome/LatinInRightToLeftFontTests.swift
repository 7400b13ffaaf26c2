import Testing
import TitleComposer
import TitleFonts
import TitleText

/// Latin and other characters a title font of another script lacks (Noto Sans Arabic, Noto Sans
/// Hebrew) come from the language's standard face, as in Chromium: Noto Sans for `ar`, `he`,
/// `en` and `th`, Noto Sans CJK for `ko`, `ja` and `zh-Hans`; never DejaVu Sans, fontconfig's
/// first answer for Latin. Widths of the text alone at 17 px, snapped up to 1/64 px, as
/// Chromium 156 laid them out in the test suite's font environment (`scripts/pinned-oracle.py`,
/// indent mode, one browser per language).
@Suite struct LatinInRightToLeftFontTests {
  static let faces = [
    "arabic": "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    "hebrew": "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
  ]

  @Test(
    arguments: [
      ("arabic", "ko", "http", 33.3125),
      ("arabic", "ko", "مرحبا http://a.co", 124.125),
      ("arabic", "ko", "é à ü", 38.15625),
      ("arabic", "ko", "Ab€ 12", 54.15625),
      ("arabic", "ko", "ǅ ƒ ẞ", 50.734375),
      ("arabic", "ar", "http", 33.25),
      ("arabic", "ar", "مرحبا http://a.co", 123.1875),
      ("arabic", "ar", "é à ü", 38.484375),
      ("arabic", "ar", "Ab€ 12", 54.921875),
      ("arabic", "ar", "ǅ ƒ ẞ", 48.34375),
      ("arabic", "he", "http", 33.25),
      ("arabic", "he", "مرحبا http://a.co", 123.1875),
      ("arabic", "he", "é à ü", 38.484375),
      ("arabic", "he", "Ab€ 12", 54.921875),
      ("arabic", "he", "ǅ ƒ ẞ", 48.34375),
      ("arabic", "en", "http", 33.25),
      ("arabic", "en", "مرحبا http://a.co", 123.1875),
      ("arabic", "en", "é à ü", 38.484375),
      ("arabic", "en", "Ab€ 12", 54.921875),
      ("arabic", "en", "ǅ ƒ ẞ", 48.34375),
      ("arabic", "ja", "http", 33.3125),
      ("arabic", "ja", "مرحبا http://a.co", 123.625),
      ("arabic", "ja", "é à ü", 38.15625),
      ("arabic", "ja", "Ab€ 12", 54.15625),
      ("arabic", "ja", "ǅ ƒ ẞ", 50.734375),
      ("arabic", "zh-Hans", "http", 33.3125),
      ("arabic", "zh-Hans", "مرحبا http://a.co", 123.625),
      ("arabic", "zh-Hans", "é à ü", 38.15625),
      ("arabic", "zh-Hans", "Ab€ 12", 54.15625),
      ("arabic", "zh-Hans", "ǅ ƒ ẞ", 50.734375),
      ("arabic", "th", "http", 33.25),
      ("arabic", "th", "مرحبا http://a.co", 123.1875),
      ("arabic", "th", "é à ü", 38.484375),
      ("arabic", "th", "Ab€ 12", 54.921875),
      ("arabic", "th", "ǅ ƒ ẞ", 48.34375),
      ("hebrew", "ko", "http", 33.3125),
      ("hebrew", "ko", "שלום http://a.co", 126.75),
      ("hebrew", "ko", "é à ü", 38.5),
      ("hebrew", "ko", "Ab€ 12", 53.75),
      ("hebrew", "ko", "ǅ ƒ ẞ", 51.078125),
      ("hebrew", "ar", "http", 33.25),
      ("hebrew", "ar", "שלום http://a.co", 125.4375),
      ("hebrew", "ar", "é à ü", 38.8125),
      ("hebrew", "ar", "Ab€ 12", 55.09375),
      ("hebrew", "ar", "ǅ ƒ ẞ", 48.671875),
      ("hebrew", "he", "http", 33.25),
      ("hebrew", "he", "שלום http://a.co", 125.4375),
      ("hebrew", "he", "é à ü", 38.8125),
      ("hebrew", "he", "Ab€ 12", 55.09375),
      ("hebrew", "he", "ǅ ƒ ẞ", 48.671875),
      ("hebrew", "en", "http", 33.25),
      ("hebrew", "en", "שלום http://a.co", 125.4375),
      ("hebrew", "en", "é à ü", 38.8125),
      ("hebrew", "en", "Ab€ 12", 55.09375),
      ("hebrew", "en", "ǅ ƒ ẞ", 48.671875),
      ("hebrew", "ja", "http", 33.3125),
      ("hebrew", "ja", "שלום http://a.co", 126),
      ("hebrew", "ja", "é à ü", 38.5),
      ("hebrew", "ja", "Ab€ 12", 53.75),
      ("hebrew", "ja", "ǅ ƒ ẞ", 51.078125),
      ("hebrew", "zh-Hans", "http", 33.3125),
      ("hebrew", "zh-Hans", "שלום http://a.co", 126),
      ("hebrew", "zh-Hans", "é à ü", 38.5),
      ("hebrew", "zh-Hans", "Ab€ 12", 53.75),
      ("hebrew", "zh-Hans", "ǅ ƒ ẞ", 51.078125),
      ("hebrew", "th", "http", 33.25),
      ("hebrew", "th", "שלום http://a.co", 125.4375),
      ("hebrew", "th", "é à ü", 38.8125),
      ("hebrew", "th", "Ab€ 12", 55.09375),
      ("hebrew", "th", "ǅ ƒ ẞ", 48.671875),
    ] as [(String, String, String, Double)])
  func widthsAreChromiums(face: String, lang: String, text: String, chromium: Double) throws {
    var style = TitleStyle()
    style.titleFont = .file(path: try #require(Self.faces[face]))
    style.titleSize = 17
    let composer = try Composer(style: style)
    let title = try composer.compose(
      TitleRequest(
        categoryID: 1, title: text, width: 1000, numberOfLines: 0, wordBreak: .normal,
        lang: try TitleLanguage(lang)))
    #expect(title.lines.count == 1 && title.missingGlyphs == 0)
    #expect((title.lines[0].width * 64).rounded(.up) / 64 == chromium)
  }
}
