import Testing
import TitleComposer
import TitleFonts

/// Titles whose characters the title font lacks, composed on one line and measured against
/// Chromium 156 in the test suite's font environment: each text alone in a `<span lang=…>` in
/// the title font (a web font), one browser per language (`scripts/oracle-fallback-faces.py`),
/// its width rounded up to 1/64 px and the faces `CSS.getPlatformFontsForNode` names.
@Suite struct SystemFallbackChromiumTests {
  static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
  static let notoHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"

  struct Row: Sendable, CustomStringConvertible {
    let text: String
    let lang: String
    /// The title font's path, `nil` for the bundled NanumGothicBold.
    let font: String?
    let size: Double
    /// Chromium's width and the families of the faces it drew with.
    let width: Double
    let families: Set<String>
    var description: String { "\(text) (\(lang))" }
  }

  static let rows: [Row] = [
    // Latin inside Arabic and Hebrew titles: the standard face for every non-CJK language is
    // the `sans-serif` face, Noto Sans (DejaVu Sans is wider: 34.91 px).
    Row(
      text: "http", lang: "ar", font: notoArabic, size: 17, width: 33.25,
      families: ["Noto Sans"]),
    Row(
      text: "http", lang: "he", font: notoHebrew, size: 17, width: 33.25,
      families: ["Noto Sans"]),
    Row(
      text: "http", lang: "ko", font: notoArabic, size: 17, width: 33.3125,
      families: ["Noto Sans CJK KR"]),
    Row(
      text: "مرحبا http", lang: "ar", font: notoArabic, size: 17, width: 73.4375,
      families: ["Noto Sans Arabic", "Noto Sans"]),
    // Faces far down fontconfig's order.
    Row(
      text: "สงกรานต์", lang: "ko", font: nil, size: 16, width: 61.640625,
      families: ["Noto Sans Thai"]),
    Row(
      text: "สงกรานต์", lang: "th", font: nil, size: 16, width: 61.640625,
      families: ["Noto Sans Thai"]),
    Row(
      text: "नमस्ते", lang: "hi", font: nil, size: 16, width: 33.796875,
      families: ["Noto Sans Devanagari"]),
    Row(text: "𠀀", lang: "ko", font: nil, size: 16, width: 16, families: ["HanaMinA"]),
    // Decompositions, and regional indicators alone and as a flag.
    Row(text: "ś", lang: "ko", font: nil, size: 16, width: 7.5, families: ["Noto Sans CJK KR"]),
    Row(
      text: "\u{FA47}", lang: "ko", font: nil, size: 16, width: 15.046875,
      families: ["NanumGothic"]),
    Row(text: "🇵", lang: "ko", font: nil, size: 16, width: 16, families: ["HanaMinA"]),
    Row(
      text: "🇰🇷", lang: "ko", font: nil, size: 16, width: 19.96875,
      families: ["Noto Color Emoji"]),
    // Vietnamese in a Korean face: the letters it lacks come from the standard face.
    Row(
      text: "Tiếng Việt", lang: "vi", font: nil, size: 16, width: 74.859375,
      families: ["NanumGothic", "Noto Sans"]),
    Row(
      text: "Tiếng Việt", lang: "ko", font: nil, size: 16, width: 74.53125,
      families: ["NanumGothic", "Noto Sans CJK KR"]),
    Row(
      text: "简体中文", lang: "zh-Hans", font: nil, size: 16, width: 62.09375,
      families: ["NanumGothic", "Noto Sans CJK SC"]),
    Row(
      text: "繁體中文", lang: "zh-Hant", font: nil, size: 16, width: 60.171875,
      families: ["NanumGothic"]),
  ]

  @Test(arguments: rows)
  func composesAsChromium(row: Row) throws {
    var style = TitleStyle()
    if let font = row.font { style.titleFont = .file(path: font) }
    style.titleSize = row.size
    let composer = try Composer(style: style)
    let title = try composer.compose(
      TitleRequest(
        categoryID: 1, title: row.text, width: 1000, numberOfLines: 1,
        lang: try TitleLanguage(row.lang), includesGlyphRuns: true))
    let line = try #require(title.lines.first)
    #expect(title.lines.count == 1 && title.missingGlyphs == 0)
    #expect((line.width * 64).rounded(.up) / 64 == row.width, "\(row): \(line.width)")
    let chain = composer.titleFonts
    let families = Set(line.runs.map { chain.face(at: $0.faceIndex).familyName })
    #expect(families == row.families, "\(row)")
  }
}
