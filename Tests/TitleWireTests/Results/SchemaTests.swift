import Foundation
import Testing
import TitleComposer
import TitleTestSupport
import TitleWire

/// The schema validator rejects what it must, so that the schema tests below can fail.
@Suite struct WireSchemaValidatorTests {
  static let schema = JSONSchemaSubset.wire

  static func problems(_ json: String, _ definition: String? = nil) -> [String] {
    schema.problems(in: Data(json.utf8), against: definition)
  }

  static let validRequest = #"{"id": 1, "category": 1, "title": "a", "width": 100}"#
  static let validError = #"{"line": 2, "id": null, "code": "invalidJSON", "error": "bad"}"#
  static let composer = try! Composer(fallback: .none)

  @Test func validDocumentsPass() {
    #expect(Self.problems(Self.validRequest, "request") == [])
    for rich in [
      #"{"category": 3, "width": 343, "runs": [{"text": "[공지] ", "style": "strong"}, {"box": {"width": 14, "height": 14, "name": "new"}}], "end": [{"text": " [23]", "style": "count"}], "highlights": [{"start": 0, "end": 4}]}"#,
      #"{"category": 3, "width": 343, "end": [{"text": " [23]"}]}"#,
      #"{"category": 3, "width": 343, "runs": [{"box": {"width": 0, "height": 0}}]}"#,
    ] {
      #expect(Self.problems(rich, "request") == [], "\(rich)")
    }
    #expect(Self.problems(Self.validError) == [])
    #expect(Self.problems(Self.validError, "errorRecord") == [])
  }

  @Test(arguments: [
    // A missing required key; neither a title nor runs.
    (#"{"category": "1", "title": "a", "width": 100}"#, "request", "category: expected integer or null"),
    (#"{"category": 1, "width": 100}"#, "request", "matches 0 of the oneOf schemas"),
    // A title and runs, a title and end runs: not both forms.
    (
      #"{"category": 1, "title": "a", "runs": [{"text": "b"}], "width": 100}"#, "request",
      "matches 2 of the oneOf schemas"
    ),
    (
      #"{"category": 1, "title": "a", "end": [{"text": "b"}], "width": 100}"#, "request",
      "matches 2 of the oneOf schemas"
    ),
    // A run both text and a box, a box without its height, a highlight with a third key.
    (
      #"{"category": 1, "runs": [{"text": "b", "box": {"width": 1, "height": 1}}], "width": 100}"#,
      "request", "/runs/0: matches 0 of the oneOf schemas"
    ),
    (
      #"{"category": 1, "runs": [{"box": {"width": 1}}], "width": 100}"#, "request",
      "/runs/0: matches 0 of the oneOf schemas"
    ),
    (
      #"{"category": 1, "title": "a", "highlights": [{"start": 0, "end": 1, "x": 1}], "width": 100}"#,
      "request", #"key "x" is not allowed"#
    ),
    // An extra key.
    (
      #"{"category": 1, "title": "a", "width": 100, "colour": 1}"#, "request",
      #"key "colour" is not allowed"#
    ),
    // Wrong types.
    (#"{"category": "1", "title": "a", "width": 100}"#, "request", "/category: expected integer"),
    (#"{"category": 1.5, "title": "a", "width": 100}"#, "request", "/category: expected integer"),
    (#"{"category": 1, "title": "a", "width": true}"#, "request", "/width: expected number"),
    (#"{"category": 1, "title": 7, "width": 100}"#, "request", "/title: expected string"),
    (#"[1]"#, "request", "expected object"),
    // Enum, minimum, exclusiveMinimum.
    (
      #"{"category": 1, "title": "a", "width": 100, "padding": "left"}"#, "request",
      "is not one of the enum's values"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": -1}"#, "request",
      "below the minimum"
    ),
    (#"{"category": 1, "title": "a", "width": 0}"#, "request", "/width: 0.0 is not above 0.0"),
    // A code that is not in the list.
    (#"{"id": null, "code": "oops", "error": "bad"}"#, "errorRecord", "enum"),
    (#"{"id": null, "code": "invalidJSON"}"#, "errorRecord", #"missing required key "error""#),
  ])
  func wrongDocumentsFail(json: String, definition: String, expected: String) {
    let found = Self.problems(json, definition)
    #expect(found.contains { $0.contains(expected) }, "\(found)")
  }

  @Test func aRecordMustBeExactlyOneOfResultOrError() {
    // An error record with a result's key is neither.
    let found = Self.problems(
      #"{"line": 2, "id": null, "code": "invalidJSON", "error": "bad", "lines": []}"#)
    #expect(found.contains { $0.contains("matches 0 of the oneOf schemas") }, "\(found)")
  }

  @Test func nestedProblemsNameTheirPath() throws {
    let composed = try Self.composer.compose(
      categoryID: 1, title: "가나다", width: 200, numberOfLines: 2)
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(composed)) as! [String: Any]
    var badge = object["badge"] as! [String: Any]
    badge["background"] = "red"
    badge.removeValue(forKey: "labelSize")
    object["badge"] = badge
    var lines = object["lines"] as! [[String: Any]]
    lines[0]["start"] = -1
    object["lines"] = lines
    let found = Self.schema.problems(of: object, against: "result")
    #expect(found.contains { $0.hasPrefix("/badge/background:") }, "\(found)")
    #expect(found.contains { $0 == #"/badge: missing required key "labelSize""# }, "\(found)")
    #expect(found.contains { $0.hasPrefix("/lines/0/start:") }, "\(found)")
  }

  @Test func aSchemaWithAKeywordOutsideTheSubsetIsRefused() {
    #expect(throws: JSONSchemaSubset.SchemaError.self) {
      try JSONSchemaSubset(data: Data(#"{"type": "object", "patternProperties": {}}"#.utf8))
    }
  }

  @Test func theSchemaListsExactlyTheLibrarysErrorCodes() {
    #expect(Self.schema.errorCodes == WireErrorCode.allCases.map(\.rawValue))
  }
}
