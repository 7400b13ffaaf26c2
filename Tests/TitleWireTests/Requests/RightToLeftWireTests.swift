import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The `"direction"` request key on the wire: the fast scanner reads it as the tree path does,
/// a bad value is a typed error (`invalidDirection`) on both paths, and a result record carries
/// `"direction": "rtl"` only in a right-to-left cell.
@Suite struct RightToLeftWireTests {
  static let base = #"{"id": 7, "category": 1, "title": "שלום עולם", "width": 200"#

  @Test(arguments: ["ltr", "rtl", "auto"])
  func scannerReadsEachDirectionAsTheTreePath(name: String) throws {
    let bytes = Array((Self.base + #", "direction": "\#(name)"}"#).utf8)
    let scanned = try #require(BatchLine.scanned(bytes: bytes))
    let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
    #expect(try scanned.request.get() == tree.request.get())
    #expect(try scanned.request.get().direction == TextDirection(rawValue: name))
  }

  @Test(
    arguments: [
      #", "direction": "RTL"}"#, #", "direction": "up"}"#, #", "direction": 1}"#,
      #", "direction": "rtl", "direction": "ltr"}"#, #", "direction": "r\u0074l"}"#,
      #", "direction": null}"#,
    ])
  func otherValuesReadAsTheTreePath(tail: String) {
    #expect(ScannerMatchesTreePathTests.same(Array((Self.base + tail).utf8)))
  }

  @Test(arguments: [#""up""#, #""RTL""#, "1", "true"])
  func aBadDirectionIsTheInvalidDirectionError(value: String) {
    let line = BatchLine(bytes: Array((Self.base + #", "direction": \#(value)}"#).utf8))
    guard case .failure(let error) = line.request else {
      Issue.record("read as a request")
      return
    }
    #expect(error.code == .invalidDirection)
    #expect(error.description.contains("\"direction\" must be one of \"ltr\", \"rtl\", \"auto\""))
  }

  @Test func theComposerErrorHasItsOwnCode() throws {
    #expect(throws: ComposerError.invalidDirection("sideways")) {
      try TextDirection(parsing: "sideways")
    }
    #expect(ComposerError.invalidDirection("x").code == .invalidDirection)
    #expect(WireErrorCode.invalidField("direction") == .invalidDirection)
  }

  @Test func recordsCarryTheDirectionOnlyInRightToLeftCells() throws {
    let composer = try Composer()
    for (name, expected) in [("ltr", nil), ("rtl", "rtl"), ("auto", "rtl")] as [(String, String?)] {
      let bytes = Array((Self.base + #", "direction": "\#(name)"}"#).utf8)
      let line = BatchLine(bytes: bytes)
      let composed = try composer.compose(line.request.get())
      let record = BatchResultEncoder.encode(composed, id: line.id, glyphRuns: false)
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(record)) as? [String: Any])
      #expect(object["direction"] as? String == expected, "\(name)")
      #expect(JSONSchemaSubset.wire.problems(in: Data(record)) == [])
      // Codable writes the same key and reads it back.
      let decoded = try JSONDecoder().decode(
        ComposedTitle.self, from: JSONEncoder().encode(composed))
      #expect(decoded.direction == composed.direction)
    }
  }

  @Test func theStyleKeySetsTheDefaultDirection() throws {
    let style = try TitleStyle(json: Array(#"{"direction": "rtl"}"#.utf8), source: "test")
    #expect(style.direction == .rtl)
    #expect(throws: ComposerError.self) {
      try TitleStyle(json: Array(#"{"direction": "down"}"#.utf8), source: "test")
    }
    let composer = try Composer(style: style)
    let title = try composer.compose(categoryID: 1, title: "요즘 인기 있는 절", width: 300)
    #expect(title.direction == .rtl)
    var request = TitleRequest(categoryID: 1, title: "요즘 인기 있는 절", width: 300)
    request.direction = .ltr
    #expect(try composer.compose(request).direction == .ltr)
  }
}
