import Foundation
import Testing
import TitleComposer
import TitleRendering
import TitleSystem
import TitleWire

/// One style file with the composer's and the renderer's keys is read once
/// (``CellStyleFile``) and gives what loading it twice, each reader told of the other's keys,
/// and joining gave.
@Suite struct StyleFileTests {
  static let shared = #"""
    {"titleSize": 15, "badgeSize": 11, "lineHeightMultiple": 1.5,
     "padding": {"top": 12, "left": 16, "bottom": 12, "right": 16}, "background": "#FFFFFF",
     "scale": 3}
    """#

  @Test func oneReadGivesBothStylesWithTheCellsLayoutApplied() throws {
    let file = try CellStyleFile(json: Self.shared)
    #expect(file.titleStyle.titleSize == 15)
    #expect(file.titleStyle.badgeSize == 11)
    #expect(file.titleStyle.lineHeightMultiple == 1.5)
    #expect(file.cellStyle.padding.left == 16)
    #expect(file.cellStyle.padding.top == 12)
    #expect(file.cellStyle.scale == 3)
    #expect(file.cellStyle.background == RGBColor(red: 255, green: 255, blue: 255))
    // The two-step way it replaces.
    let bytes = Array(Self.shared.utf8)
    let cell = try CellStyle(json: bytes, alsoKnownKeys: TitleStyle.jsonKeys)
    let title = try TitleStyle(json: bytes, alsoKnownKeys: CellStyle.jsonKeys)
    #expect(file.cellStyle == cell)
    #expect(file.titleStyle == cell.applied(to: title))
  }

  @Test func aFileIsReadOnceFromDisk() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("travel-style-\(getpid())-\(UUID().uuidString).json")
    try Data(Self.shared.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try CellStyleFile(contentsOf: url.path) == CellStyleFile(json: Self.shared))
  }

  @Test func aMissingFileIsAnUnreadableTitleError() {
    let path = "/nonexistent/travel-style.json"
    #expect {
      try CellStyleFile(contentsOf: path)
    } throws: { error in
      guard case .title(.unreadableFile(let file)) = error as? CellStyleFileError else {
        return false
      }
      return file.path == path
    }
  }

  @Test func aKeyNeitherKnowsIsATitleErrorNamingIt() {
    #expect {
      try CellStyleFile(json: #"{"titleSize": 15, "scael": 3}"#, source: "s.json")
    } throws: { error in
      guard case .title(.invalidStyle(let reason)) = error as? CellStyleFileError else {
        return false
      }
      return reason.contains("unknown key \"scael\"") && reason.contains("s.json")
    }
  }

  @Test func aBadCellValueIsACellError() {
    #expect(
      throws: CellStyleFileError.cell(
        .invalidStyle(reason: "s.json: scale must be in 0.25…8, got 100.0"))
    ) {
      try CellStyleFile(json: #"{"titleSize": 15, "scale": 100}"#, source: "s.json")
    }
  }

  @Test func aBadTitleValueIsATitleError() {
    #expect {
      try CellStyleFile(json: #"{"titleSize": -1, "scale": 2}"#)
    } throws: { error in
      guard case .title(.invalidStyle) = error as? CellStyleFileError else { return false }
      return true
    }
  }
}
