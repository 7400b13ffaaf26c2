import Foundation
import Testing
import TitleComposer
import TitleWire

/// `CategoryCatalog(json:)` takes the JSON as a `String`, as docs/library.md shows it,
/// and reads it exactly as the same bytes as `Data`.
@Suite struct CatalogFromStringTests {
  static let json = ##"""
    [{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"},
     {"id": 42, "label": "우주", "background": "#000000", "foreground": "#FFFFFF"}]
    """##

  @Test func aStringReadsAsItsBytes() throws {
    let catalog = try CategoryCatalog(json: Self.json)
    #expect(catalog == (try CategoryCatalog(json: Data(Self.json.utf8))))
    #expect(try catalog.category(id: 42).label == "우주")
    #expect(try catalog.category(id: 1).background == RGBColor(red: 0xFA, green: 0xE0, blue: 0xE4))
    let composer = try Composer(catalog: catalog)
    #expect(try composer.compose(categoryID: 42, title: "제목", width: 300).badge!.label == "우주")
  }

  @Test func aBadStringIsATypedError() {
    #expect(throws: ComposerError.self) { try CategoryCatalog(json: "[{\"id\": 1}]") }
    #expect(throws: ComposerError.self) { try CategoryCatalog(json: "not json") }
    #expect(throws: ComposerError.self) { try CategoryCatalog(json: "") }
  }
}
