import TitleComposer
import TitleFonts
import Testing

@testable import TitleRendering

/// Renderers draw a line's glyph runs and nothing else: change the runs and the pixels change,
/// take them away and the renderer says so; a run naming a face the renderer lacks is an error.
@Suite struct GlyphRunRenderTests {
  let composer = Fixtures.composer
  let renderer = Fixtures.renderer

  func alphaSum(_ image: RasterImage) -> Int {
    stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
  }

  @Test func theRunsAreWhatIsDrawn() throws {
    let title = try composer.compose(
      categoryID: 1, title: "가가가", width: 343, includesGlyphRuns: true)
    let style = Fixtures.style(scale: 1)
    let drawn = try renderer.image(for: title, style: style)
    // Drawing "나" (glyph 1377, hb-shape) instead of the first "가" changes the image; putting
    // the runs back gives the same pixels.
    var other = title
    other.lines[0].runs[0].glyphs[0].id = 1377
    #expect(try renderer.image(for: other, style: style) != drawn)
    // Without the line's glyphs (its text unchanged) only the badge is drawn.
    var empty = title
    empty.lines[0].runs[0].glyphs = []
    let badgeOnly = try renderer.image(for: empty, style: style)
    #expect(alphaSum(badgeOnly) < alphaSum(drawn))
    var lineOnly = title
    lineOnly.lines = []
    #expect(badgeOnly == (try renderer.image(for: lineOnly, style: style)))
    // An x offset moves a glyph; a y offset (up) too.
    var offset = title
    offset.lines[0].runs[0].glyphs[1].yOffset = 3
    #expect(try renderer.image(for: offset, style: style) != drawn)
  }

  @Test func aTitleComposedWithoutRunsIsNotDrawnBlank() throws {
    let title = try composer.compose(categoryID: 1, title: "제목", width: 343)
    #expect(throws: RenderError.missingGlyphRuns(name: "title.badge")) {
      try renderer.png(for: title)
    }
    #expect(throws: RenderError.missingGlyphRuns(name: "title.badge")) {
      try renderer.svg(for: title)
    }
  }

  @Test func hostileRunsAreErrorsNotTraps() throws {
    let title = try composer.compose(
      categoryID: 1, title: "제목", width: 343, includesGlyphRuns: true)
    var face = title
    face.lines[0].runs[0].faceIndex = 70_000
    let faces = composer.titleFonts.faces.count
    #expect(
      throws: RenderError.unknownFace(
        name: "title.lines[0].runs[0]", faceIndex: 70_000, faceCount: faces)
    ) { try renderer.png(for: face) }
    var advance = title
    advance.lines[0].runs[0].glyphs[0].advance = .nan
    #expect(throws: RenderError.self) { try renderer.svg(for: advance) }
    var size = title
    size.badge!.runs[0].size = 0
    #expect(throws: RenderError.invalidFontSize(0)) { try renderer.png(for: size) }
  }
}
