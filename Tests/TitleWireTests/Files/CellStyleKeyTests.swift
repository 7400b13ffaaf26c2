import Foundation
import Testing
import TitleComposer
import TitleRendering
import TitleWire

/// For the cell keys of a style file: unknown keys (also inside `padding`)
/// and repeated keys are errors; a key the title style knows is allowed when said so.
@Suite struct CellStyleKeyTests {
  @Test func unknownKeyInPadding() {
    let json = Array(#"{"padding": {"top": 1, "lfet": 2}}"#.utf8)
    #expect(
      throws: RenderError.unreadableStyle(
        path: "s.json",
        reason:
          "unknown key \"lfet\" in padding at line 1, column 24 (known keys: bottom, left, right, top)"
      )
    ) {
      try CellStyle(json: json, source: "s.json")
    }
  }

  @Test func unknownTopLevelKey() {
    let error = #expect(throws: RenderError.self) {
      try CellStyle(json: Array(#"{"scael": 2}"#.utf8), source: "s.json")
    }
    #expect(
      error?.description
        == "cannot read cell style s.json: unknown key \"scael\" at line 1, column 2 (known keys: background, format, highlightColor, lineHeightMultiple, padding, scale, svgText, titleColor)"
    )
  }

  @Test func titleKeysAllowedWhenTheFileHoldsBoth() throws {
    let json = Array(#"{"scale": 3, "titleSize": 20}"#.utf8)
    #expect(throws: RenderError.self) { try CellStyle(json: json) }
    let style = try CellStyle(json: json, alsoKnownKeys: TitleStyle.jsonKeys)
    #expect(style.scale == 3)
    let title = try TitleStyle(json: json, alsoKnownKeys: CellStyle.jsonKeys)
    #expect(title.titleSize == 20)
  }

  @Test func repeatedKeyAndByteOrderMark() throws {
    #expect(
      throws: RenderError.unreadableStyle(
        path: "<json>", reason: "duplicate key \"scale\" at line 1, column 14")
    ) {
      try CellStyle(json: Array(#"{"scale": 1, "scale": 2}"#.utf8))
    }
    let style = try CellStyle(json: [0xEF, 0xBB, 0xBF] + Array(#"{"scale": 1}"#.utf8))
    #expect(style.scale == 1)
  }
}
