import Testing
import TitleComposer
import TitleFonts
import TitleText

/// A line holding text of several bidi levels is as wide as Blink's line breaker sums it: each
/// run of one level is an inline item whose width is snapped up to 1/64 px on its own
/// (`InlineItemResult::inline_size`), not the line measured at once. Chromium 156's figures,
/// in the test suite's font environment (`scripts/pinned-oracle.py`, indent mode, category 1).
@Suite struct BidiItemWidthTests {
  static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

  /// "أفضل 10 مطاعم في دبي" in Noto Sans Arabic at 14 px: three items ("أفضل ", "10",
  /// " مطاعم في دبي"), 137.2135 px measured at once, 137.25 px summed item by item.
  @Test(arguments: ["ar", "ko"])
  func itemsAreSnappedApart(lang: String) throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.notoArabic)
    style.titleSize = 14
    let composer = try Composer(style: style)
    let title = try composer.compose(
      TitleRequest(
        categoryID: 1, title: "أفضل 10 مطاعم في دبي", width: 1000, numberOfLines: 0,
        wordBreak: .normal, lang: try TitleLanguage(lang)))
    #expect(title.lines.count == 1)
    #expect((title.lines[0].width * 64).rounded(.up) / 64 == 137.25)
  }
}
