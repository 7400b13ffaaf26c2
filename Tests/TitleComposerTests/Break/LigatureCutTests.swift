import Testing
import TitleFonts

@testable import TitleComposer
import TitleText

/// An over-long word cut inside a ligature, as Chromium 156 cuts it. Noto Sans CJK KR ligates
/// "ff" (hb-shape `--face-index=1 --language=ko`: "schifffahrts" → `58974=4+643|71=6+303`, the
/// ligature for the first two f, then a lone f), and an emergency break may fall between the
/// two f of the ligature. Both edges are reshaped up to the nearest safe boundary, as Blink
/// reshapes them: the line ends with a lone "f" (`"f"` → `71=0+325`, 5.2 px) and the next line
/// starts with the other f alone (325 units), before "fahrts" (`71=0+303|…`): Chromium's widths
/// show no ligature there either (48.328125 px = (325 + 303 + 563 + 607 + 388 + 366 + 468) ×
/// 16 ÷ 1000, snapped). Expected lines from the Chromium oracle (`Donaudampfschifffahrts`,
/// badge 취미, keep-all, Noto Sans CJK KR at 16 px): 134–138 px → "Donaudampfschif"
/// (132.953125 px) | "ffahrts"; 139 px → "Donaudampfschiff" (138.046875 px) | "fahrts". Before
/// the cut was measured reshaped, the line took the whole ligature's advance and broke after
/// "…schi".
@Suite struct LigatureCutTests {
  static let composer: Composer = {
    var style = TitleStyle()
    style.titleFont = .fileFace(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      choice: FontFaceChoice(index: 1))
    return try! Composer(style: style, fallback: .none)
  }()

  static func lines(width: Double) throws -> ComposedTitle {
    try composer.compose(
      TitleRequest(
        categoryID: 1, title: "Donaudampfschifffahrts", width: width, numberOfLines: 0,
        wordBreak: .keepAll, includesGlyphRuns: true))
  }

  @Test(arguments: [134.0, 136, 138])
  func theCutFallsInsideTheLigature(width: Double) throws {
    let title = try Self.lines(width: width)
    #expect(title.lines.map(\.text) == ["", "Donaudampfschif", "ffahrts"])
    // Chromium's widths are snapped up to 1/64 px: 132.953125 and 48.328125.
    #expect(abs(title.lines[1].width - 132.953125) < 1.0 / 64)
    #expect(abs(title.lines[2].width - 48.328125) < 1.0 / 64)
    let cut = title.lines[1].runs.flatMap(\.glyphs)
    #expect(cut.last?.id == 71)
    // "f" is 325 units and "ff"'s first "f" 303 in Noto Sans CJK (1,000 units per em), each
    // scaled as Chromium scales it, FreeType's `FT_MulDiv(units, x_scale, 64)` with x_scale =
    // 67,109 at 16 px: 340,788 / 65,536 = 5.200012 px and 317,719 / 65,536 = 4.847916 px.
    let f = 340_788.0 / 65_536
    let narrowF = 317_719.0 / 65_536
    #expect((cut.last?.advance ?? 0) == f)
    #expect(!cut.contains { $0.id == 58974 })
    let start = title.lines[2].runs.flatMap(\.glyphs)
    #expect(start.prefix(2).map(\.id) == [71, 71])
    #expect(start[0].advance == f && start[1].advance == narrowF)
  }

  @Test func aWiderLineKeepsTheWholeLigature() throws {
    let title = try Self.lines(width: 139)
    #expect(title.lines.map(\.text) == ["", "Donaudampfschiff", "fahrts"])
    #expect(abs(title.lines[1].width - 138.046875) < 1.0 / 64)
    #expect(title.lines[1].runs.flatMap(\.glyphs).last?.id == 58974)
  }
}
