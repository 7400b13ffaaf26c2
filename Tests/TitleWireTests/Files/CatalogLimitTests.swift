import Foundation
import Testing
import TitleComposer
import TitleWire

/// The unknown-category error stays small with a catalog of any size, and
/// catalogs have a size limit.
@Suite struct CatalogLimitTests {
  static func categories(_ ids: some Sequence<Int>) -> [Category] {
    let black = RGBColor(red: 0, green: 0, blue: 0)
    return ids.map { Category(id: $0, label: "L\($0)", background: black, foreground: black) }
  }

  @Test func unknownCategoryInASmallCatalogListsEveryID() throws {
    let catalog = try CategoryCatalog(Self.categories([30, 10, 20]))
    #expect(throws: ComposerError.unknownCategory(id: 7, knownIDs: [10, 20, 30], knownCount: 3)) {
      try catalog.category(id: 7)
    }
    let error = ComposerError.unknownCategory(id: 7, knownIDs: [10, 20, 30], knownCount: 3)
    #expect(error.description == "unknown category id 7 (known ids: 10, 20, 30)")
  }

  /// The catalog at its limit: the error names five ids and the count, whatever the size.
  @Test func unknownCategoryInTheLargestCatalogIsBounded() throws {
    let catalog = try CategoryCatalog(Self.categories((1...100_000).reversed()))
    #expect(catalog.knownIDs.count == 100_000)
    #expect(
      throws: ComposerError.unknownCategory(id: 0, knownIDs: [1, 2, 3, 4, 5], knownCount: 100_000)
    ) {
      try catalog.category(id: 0)
    }
    let message = ComposerError.unknownCategory(
      id: 0, knownIDs: [1, 2, 3, 4, 5], knownCount: 100_000
    ).description
    #expect(message == "unknown category id 0 (known ids: 1, 2, 3, 4, 5 and 99995 more)")
  }

  @Test func oneCategoryMoreThanTheLimitIsATypedError() {
    #expect(CategoryCatalog.maximumCount == 100_000)
    #expect(throws: ComposerError.catalogTooLarge(count: 100_001, limit: 100_000)) {
      try CategoryCatalog(Self.categories(1...100_001))
    }
    #expect(
      ComposerError.catalogTooLarge(count: 100_001, limit: 100_000).description
        == "the category catalog defines 100001 categories; the limit is 100000")
  }

  /// 100,001 categories in JSON (under the byte limit): refused by count, before decoding them.
  @Test func jsonCatalogOverTheCountLimit() {
    let entries = (1...100_001).map {
      ##"{"id":\##($0),"label":"a","background":"#000000","foreground":"#000000"}"##
    }
    let json = Array(("[" + entries.joined(separator: ",") + "]").utf8)
    #expect(json.count < CategoryCatalog.maximumFileBytes)
    #expect(throws: ComposerError.catalogTooLarge(count: 100_001, limit: 100_000)) {
      try CategoryCatalog(json: json, source: "big.json")
    }
  }

  /// A 1,000,000-entry catalog file (77 MB) is refused by its size, without being read whole.
  @Test func millionEntryCatalogFileIsRefusedBySize() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-1m-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var text = "["
    text.reserveCapacity(80_000_000)
    for id in 1...1_000_000 {
      if id > 1 { text += "," }
      text += ##"{"id":\##(id),"label":"L\##(id)","background":"#FAE0E4","foreground":"#E84D65"}"##
    }
    text += "]"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: ComposerError.self) { try CategoryCatalog(contentsOf: path) }
    #expect(
      error?.description
        == "cannot read catalog \(path): it is larger than the limit of 16777216 bytes")
  }

  @Test func categoryFromJSONMessagesNameThePlace() {
    let badID =
      ##"[{"id": "one", "label": "a", "background": "#000000", "foreground": "#000000"}]"##
    #expect(
      throws: ComposerError.invalidCatalog(
        reason: "c.json: at [0].id: expected a whole number, got \"one\"")
    ) { try CategoryCatalog(json: Array(badID.utf8), source: "c.json") }
    let missing = ##"[{"id": 1, "background": "#000000", "foreground": "#000000"}]"##
    #expect(
      throws: ComposerError.invalidCatalog(reason: "c.json: at [0]: missing key \"label\"")
    ) { try CategoryCatalog(json: Array(missing.utf8), source: "c.json") }
    #expect(
      throws: ComposerError.invalidCatalog(
        reason: "c.json: a catalog must be a JSON array, got an object")
    ) { try CategoryCatalog(json: Array(#"{"id": 1}"#.utf8), source: "c.json") }
  }
}
