import Foundation
import TitleComposer
import TitleRendering
import Testing
import TitleWire

/// The cell style file the CLI and the library share.
@Suite struct CellStyleTests {
  @Test func everyKeyIsOptional() throws {
    let style = try CellStyle(json: Array("{}".utf8))
    #expect(style == CellStyle())
    #expect(style.scale == 2 && style.format == .png && style.background == nil)
    #expect(style.highlightColor == RGBColor(red: 0xFF, green: 0xE9, blue: 0x8A))
  }

  @Test func fullStyleDecodes() throws {
    let json = """
      {"padding": {"top": 12, "left": 16}, "background": "#FFFFFF", "titleColor": "#101010",
       "highlightColor": "#00FF0080", "lineHeightMultiple": 1.25, "scale": 3, "format": "svg",
       "svgText": "text"}
      """
    let style = try CellStyle(json: Array(json.utf8))
    #expect(style.padding == CellInsets(top: 12, left: 16, bottom: 0, right: 0))
    #expect(style.background == RGBColor(red: 255, green: 255, blue: 255))
    #expect(style.titleColor == RGBColor(red: 16, green: 16, blue: 16))
    #expect(style.highlightColor == RGBColor(red: 0, green: 255, blue: 0, alpha: 128))
    #expect(style.scale == 3 && style.format == .svg && style.svgText == .text)
    #expect(style.applied(to: TitleStyle()).lineHeightMultiple == 1.25)
    let roundTrip = try CellStyle(json: Array(try JSONEncoder().encode(style)))
    #expect(roundTrip == style)
  }

  @Test func paddingMayBeOneNumber() throws {
    let style = try CellStyle(json: Array(#"{"padding": 8}"#.utf8))
    #expect(style.padding == CellInsets(all: 8))
  }

  @Test(arguments: [
    #"{"scale": 0}"#, #"{"scale": 100}"#, #"{"padding": -1}"#, #"{"lineHeightMultiple": 0}"#,
    #"{"background": "red"}"#, ##"{"highlightColor": "#FFE9"}"##, #"{"format": "gif"}"#,
    "not json",
  ])
  func badStylesAreRejected(json: String) {
    #expect(throws: RenderError.self) { try CellStyle(json: Array(json.utf8)) }
  }

  @Test func loadsFromAFile() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("cell-style-\(UUID().uuidString).json").path
    try Data(##"{"scale": 1, "background": "#000000"}"##.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let style = try CellStyle.load(contentsOf: path)
    #expect(style.scale == 1 && style.background == RGBColor(red: 0, green: 0, blue: 0))
    #expect(throws: RenderError.self) { try CellStyle.load(contentsOf: path + ".missing") }
  }

  @Test func lineHeightMultipleChangesTheComposedHeight() throws {
    var cell = CellStyle()
    cell.lineHeightMultiple = 1.5
    let tall = try Composer(style: cell.applied(to: TitleStyle()))
    let title = try tall.compose(
      categoryID: 1, title: Fixtures.long, width: 343, includesGlyphRuns: true)
    let normal = try Fixtures.composer.compose(
      categoryID: 1, title: Fixtures.long, width: 343, includesGlyphRuns: true)
    #expect(abs(title.lineHeight - normal.lineHeight * 1.5) < 1e-9)
    let image = try CellRenderer(composer: tall).image(for: title, style: cell)
    #expect(image.height == Int((title.height * 2).rounded(.up)))
  }
}
