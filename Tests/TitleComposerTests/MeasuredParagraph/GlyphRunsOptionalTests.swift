import Testing
import TitleFonts

@testable import TitleComposer
import TitleTestSupport

/// A layout that asks for no glyph runs skips writing the glyphs measured glyph by glyph
/// (``ParagraphMeasurer/recordsGlyphs``): the lines must be the same ones, to the bit, as with
/// runs, in a face measured glyph by glyph, in shaped faces, and with Hangul by fallback (where
/// spaces are one-character segments shaped alone).
@Suite struct GlyphRunsOptionalTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let notoKorean = FontSource.file(
    path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", choice: FontFaceChoice(index: 1)
  )

  static func composer(_ title: FontSource, fallback: [FontSource]) throws -> Composer {
    var style = TitleStyle()
    style.titleFont = title
    return try Composer(
      style: style,
      fallback: FontFallback(
        fonts: fallback + ChromiumCorpus.chromiumFallback.fonts, usesSystemFonts: false))
  }

  @Test(arguments: ["NanumGothicBold", "Noto Sans CJK KR", "Inter with Noto fallback"])
  func linesDoNotDependOnGlyphRuns(font: String) throws {
    let composer: Composer
    switch font {
    case "NanumGothicBold": composer = try Self.composer(.bundled(.nanumGothicBold), fallback: [])
    case "Noto Sans CJK KR": composer = try Self.composer(Self.notoKorean, fallback: [])
    default: composer = try Self.composer(.file(path: Self.inter), fallback: [Self.notoKorean])
    }
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.jsonl")
    var compared = 0
    for item in corpus.cases {
      for whiteSpace in [WhiteSpace.collapse, .preserve] {
        var request = item.request(whiteSpace: whiteSpace)
        request.includesGlyphRuns = false
        let plain = try composer.compose(request)
        request.includesGlyphRuns = true
        let drawn = try composer.compose(request)
        #expect(plain.lines.count == drawn.lines.count, "\(item.id)")
        for (line, reference) in zip(plain.lines, drawn.lines) {
          #expect(line.text == reference.text && line.range == reference.range, "\(item.id)")
          #expect(line.x == reference.x && line.width == reference.width, "\(item.id)")
          #expect(line.runs.isEmpty && !reference.runs.isEmpty || reference.text.isEmpty)
        }
        #expect(plain.isTruncated == drawn.isTruncated)
        compared += 1
      }
    }
    #expect(compared == 2 * corpus.cases.count)
  }

  /// A request that names the style's own badge size gets the badge measured at start-up, and
  /// it is the badge a request without a size gets.
  @Test func theStyleBadgeSizeIsTheDefaultBadge() throws {
    let composer = try Composer()
    var request = TitleRequest(categoryID: 1, title: "권리는 누구에게", width: 200)
    let implicit = try composer.compose(request)
    request.badgeSize = TitleStyle().badgeSize
    #expect(try composer.compose(request).badge == implicit.badge)
    request.badgeSize = TitleStyle().badgeSize + 1
    #expect(try composer.compose(request).badge!.frame.width > implicit.badge!.frame.width)
  }
}
