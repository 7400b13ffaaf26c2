import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// A request without a category on the wire: `"category"` omitted or `null` is a title without a
/// badge on the fast scanner and the tree path alike, a category of another type is still the
/// `invalidCategory` error, and the result record has no `"badge"`, byte for byte as the
/// reference writer and `Codable` write it.
@Suite struct NoBadgeWireTests {
  static let composer = try! Composer()
  static let title = "요즘 인기 있는 절에서 템플스테이 체험하기"

  @Test(arguments: [
    #"{"id": 1, "title": "요즘 인기", "width": 120}"#,
    #"{"id": 1, "category": null, "title": "요즘 인기", "width": 120}"#,
    #"{"title": "요즘 인기", "category": null, "width": 120, "padding": "spaces"}"#,
    #"{"category": null, "runs": [{"text": "요즘 "}, {"box": {"width": 12, "height": 12}}], "width": 90}"#,
  ])
  func aMissingOrNullCategoryIsNoBadgeOnBothPaths(line: String) throws {
    let bytes = Array(line.utf8)
    let scanned = try #require(BatchLine.scanned(bytes: bytes), "the fast path gave up")
    let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
    #expect(try scanned.request.get() == tree.request.get())
    #expect(try scanned.request.get().categoryID == nil)
    #expect(ScannerMatchesTreePathTests.same(bytes))
  }

  @Test(arguments: [#""1""#, "true", "[]", "{}", "1.5", "-0.5", "1e300"])
  func aCategoryOfAnotherTypeIsStillAnError(value: String) {
    let bytes = Array(#"{"category": \#(value), "title": "a", "width": 100}"#.utf8)
    #expect(ScannerMatchesTreePathTests.same(bytes))
    guard case .failure(let error) = BatchLine(bytes: bytes).request else {
      Issue.record("\(value) read as a category")
      return
    }
    #expect(error.code == .invalidCategory)
  }

  @Test func requestsWithoutACategoryAreValidAgainstTheSchema() {
    for line in [
      #"{"title": "a", "width": 100}"#, #"{"category": null, "title": "a", "width": 100}"#,
    ] {
      let object = try! JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(JSONSchemaSubset.wire.problems(of: object, against: "request") == [], "\(line)")
    }
  }

  @Test(arguments: [false, true])
  func theRecordHasNoBadgeAndMatchesTheReferenceAndCodable(glyphs: Bool) throws {
    for padding in PaddingMode.allCases {
      let composed = try Self.composer.compose(
        TitleRequest(
          categoryID: nil, title: Self.title, width: 150, numberOfLines: 2, padding: padding,
          includesGlyphRuns: glyphs))
      #expect(composed.badge == nil)
      let record = BatchResultEncoder.encode(composed, id: .integer(3), glyphRuns: glyphs)
      #expect(record == ReferenceRecord.encode(composed, id: .integer(3), glyphRuns: glyphs))
      var object = try JSONSerialization.jsonObject(with: Data(record)) as! [String: Any]
      #expect(object["badge"] == nil && object["paddingSpaceCount"] as? Int == 0)
      #expect(JSONSchemaSubset.wire.problems(in: Data(record)) == [])
      object.removeValue(forKey: "id")
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      encoder.userInfo[.includesGlyphRuns] = glyphs
      let codable = try encoder.encode(composed)
      let fromCodable = try JSONSerialization.jsonObject(with: codable) as! [String: Any]
      #expect(JSONDifference.first(object, fromCodable) == nil)
      // Both texts decode to one title without a badge, which encodes to the same text again.
      let decoded = try JSONDecoder().decode(ComposedTitle.self, from: codable)
      let fromRecord = try JSONDecoder().decode(ComposedTitle.self, from: Data(record))
      #expect(decoded == fromRecord && decoded.badge == nil)
      #expect(try encoder.encode(decoded) == codable)
      #expect(WireRounding.differences(decoded, composed, glyphs: glyphs) == [])
    }
  }

  /// The badge cache of a batch answer writes no badge for a title without one, between
  /// titles with one.
  @Test func aBatchOfTitlesWithAndWithoutABadgeWritesEachAsTheReference() throws {
    var badges = BatchBadgeCache()
    for category in [1, nil, 1, nil, 2] as [Int?] {
      let composed = try Self.composer.compose(
        TitleRequest(categoryID: category, title: Self.title, width: 200))
      var bytes: [UInt8] = []
      BatchResultEncoder.append(composed, id: .string("b"), badges: &badges, to: &bytes)
      #expect(bytes == ReferenceRecord.encode(composed, id: .string("b")))
    }
  }

  @Test func aTitleRequestCodesWithoutACategory() throws {
    let request = TitleRequest(categoryID: nil, title: "제목", width: 100)
    let text = try JSONEncoder().encode(request)
    #expect(!String(decoding: text, as: UTF8.self).contains("categoryID"))
    #expect(try JSONDecoder().decode(TitleRequest.self, from: text) == request)
    let null = #"{"categoryID": null, "title": "제목", "width": 100, "numberOfLines": 2,"#
      + #" "wordBreak": "keep-all", "padding": "indent", "whiteSpace": "preserve"}"#
    #expect(try JSONDecoder().decode(TitleRequest.self, from: Data(null.utf8)) == request)
  }
}
