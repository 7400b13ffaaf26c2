import Foundation
import Testing
import TitleComposer
import TitleTestSupport
import TitleWire

/// One object on the wire: for every corpus request, the batch record (``BatchResultEncoder``)
/// less its `"id"` has the same keys and the same numbers as `JSONEncoder` of the
/// ``ComposedTitle`` (what `--format json` prints), both are valid against
/// `docs/title-result.schema.json`, and a result round-trips through `Codable`.
@Suite struct RecordMatchesCodableTests {
  static let composer = try! Composer()

  /// The corpus requests, plus variants that reach the optional keys: letter-spacing (title and
  /// badge), spaces mode, a language, a right-to-left cell, no category (no badge).
  static let lines: [[UInt8]] = {
    var lines = ScannerMatchesTreePathTests.corpusLines
    for (index, line) in ScannerMatchesTreePathTests.corpusLines.enumerated() where index % 10 == 0 {
      var text = String(decoding: line, as: UTF8.self)
      text.removeLast()
      lines.append(Array((text + #", "letterSpacing": 0.7, "badgeLetterSpacingEm": 0.05}"#).utf8))
      lines.append(
        Array(
          (text.replacingOccurrences(of: "\"indent\"", with: "\"spaces\"")
            + #", "lang": "ja", "glyphs": false}"#).utf8))
      lines.append(Array((text + #", "direction": "rtl"}"#).utf8))
      let category = #""category": [0-9]+, "#
      lines.append(
        Array(
          (text.replacingOccurrences(of: category, with: "", options: .regularExpression) + "}")
            .utf8))
      lines.append(
        Array(
          (text.replacingOccurrences(
            of: category, with: #""category": null, "#, options: .regularExpression
          ).replacingOccurrences(of: "\"indent\"", with: "\"spaces\"") + "}").utf8))
    }
    return lines
  }()

  static func object(_ bytes: some Sequence<UInt8>) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(bytes)) as! [String: Any]
  }

  static func codable(_ composed: ComposedTitle, glyphs: Bool) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.includesGlyphRuns] = glyphs
    return try encoder.encode(composed)
  }

  @Test(arguments: [false, true])
  func batchRecordIsTheCodableObjectAndValid(glyphs: Bool) throws {
    var checked = 0
    for line in Self.lines {
      let parsed = BatchLine(bytes: line)
      guard case .success(var request) = parsed.request else {
        // A line made invalid by the variant (e.g. numberOfLines twice): not a result.
        continue
      }
      request.includesGlyphRuns = glyphs
      guard let composed = try? Self.composer.compose(request) else { continue }
      let record = BatchResultEncoder.encode(composed, id: parsed.id, glyphRuns: glyphs)
      var fromBatch = try Self.object(record)
      #expect(fromBatch.removeValue(forKey: "id") != nil)
      let fromCodable = try Self.object(try Self.codable(composed, glyphs: glyphs))
      let difference = JSONDifference.first(fromBatch, fromCodable)
      #expect(difference == nil, "\(difference ?? ""): \(String(decoding: record, as: UTF8.self))")
      #expect(Set(fromBatch.keys) == Set(fromCodable.keys))
      let problems = JSONSchemaSubset.wire.problems(in: Data(record))
      #expect(problems == [], "\(problems)")
      #expect(JSONSchemaSubset.wire.problems(of: fromCodable, against: "result") == [])
      checked += 1
    }
    #expect(checked > 400)
  }

  @Test func optionalKeysAppearWhereTheyShould() throws {
    var request = TitleRequest(
      categoryID: 1, title: "가나다 라마", width: 200, padding: .spaces, lang: .japanese,
      includesGlyphRuns: true)
    request.letterSpacing = 0.5
    request.badgeLetterSpacing = 1
    let spaced = try Self.composer.compose(request)
    let object = try Self.object(BatchResultEncoder.encode(spaced, id: nil, glyphRuns: true))
    #expect(
      object["paddedTitle"] as? String == String(repeating: " ", count: spaced.paddingSpaceCount)
        + "가나다 라마")
    #expect(object["letterSpacing"] as? Double == 0.5)
    #expect(object["lang"] as? String == "ja")
    #expect(object["padding"] as? String == "spaces")
    let badge = object["badge"] as! [String: Any]
    #expect(badge["labelLetterSpacing"] as? Double == 1)
    #expect((badge["runs"] as? [Any])?.isEmpty == false)
    let plain = try Self.composer.compose(
      TitleRequest(categoryID: 1, title: "가나다", width: 200))
    let bare = try Self.object(BatchResultEncoder.encode(plain, id: .string("x")))
    for key in ["paddedTitle", "letterSpacing"] { #expect(bare[key] == nil) }
    #expect((bare["badge"] as! [String: Any])["runs"] == nil)
    #expect((bare["lines"] as! [[String: Any]])[0]["runs"] == nil)
    #expect(bare["padding"] as? String == "indent")
  }

  /// A result decodes from either writer's text to one value, which encodes to the same text
  /// again and differs from the composed title only by the 1e-6 rounding of its numbers.
  @Test(arguments: [false, true])
  func resultsRoundTrip(glyphs: Bool) throws {
    for line in Self.lines.prefix(120) {
      let parsed = BatchLine(bytes: line)
      guard case .success(var request) = parsed.request,
        let composed = try? Self.composer.compose(
          {
            request.includesGlyphRuns = glyphs
            return request
          }())
      else { continue }
      let decoder = JSONDecoder()
      let text = try Self.codable(composed, glyphs: glyphs)
      let decoded = try decoder.decode(ComposedTitle.self, from: text)
      let fromBatch = try decoder.decode(
        ComposedTitle.self,
        from: Data(BatchResultEncoder.encode(composed, id: parsed.id, glyphRuns: glyphs)))
      #expect(decoded == fromBatch)
      #expect(try Self.codable(decoded, glyphs: glyphs) == text)
      #expect(WireRounding.differences(decoded, composed, glyphs: glyphs) == [])
    }
  }
}

extension RecordMatchesCodableTests {
  @Test func differenceFindsWhatDiffers() throws {
    let base = try Self.object(Array(#"{"a": [1, {"b": true}], "c": "x"}"#.utf8))
    #expect(JSONDifference.first(base, base) == nil)
    for (changed, path) in [
      (#"{"a": [1.5, {"b": true}], "c": "x"}"#, "/a/0"),
      (#"{"a": [1, {"b": 1}], "c": "x"}"#, "/a/1/b"),
      (#"{"a": [1, {"b": true}], "c": "y"}"#, "/c"),
      (#"{"a": [1, {"b": true}]}"#, ""),
      (#"{"a": [1], "c": "x"}"#, "/a"),
    ] {
      let found = JSONDifference.first(base, try Self.object(Array(changed.utf8)))
      #expect(found?.hasPrefix(path + ":") == true, "\(String(describing: found))")
    }
  }
}

extension RecordMatchesCodableTests {
  /// The record's strings are copied eight bytes at a time while none needs an escape: a quote,
  /// a backslash or a control byte at every offset, among ASCII and Hangul, is still escaped
  /// exactly as the reference encoder escapes it.
  @Test(arguments: 0..<17)
  func escapesAtEveryOffsetMatchTheReference(offset: Int) throws {
    for special in ["\"", "\\", "\u{1}", "\t"] {
      let title = String(repeating: "a", count: offset) + special + "가나다라마바사 abcdefgh" + special
      let composed = try Self.composer.compose(
        TitleRequest(categoryID: 1, title: title, width: 300, padding: .spaces))
      let fast = BatchResultEncoder.encode(composed, id: .string(title))
      #expect(fast == ReferenceRecord.encode(composed, id: .string(title)))
      let object = try Self.object(fast)
      #expect(object["title"] as? String == title)
    }
  }
}
