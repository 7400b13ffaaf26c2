import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// `paddedTitle` is computed from the title and the space count, yet still written by `Codable`
/// in spaces mode (servers serialise composed titles with `JSONEncoder`; the wire schema has it in
/// spaces mode only, as `--jsonl` always wrote it), and a decoded title equals the original up to
/// the 1e-6 rounding of the wire's numbers and encodes to the same text.
@Suite struct ComposedTitleCodingTests {
  @Test(arguments: [PaddingMode.indent, .spaces])
  func roundTripKeepsEverythingAndWritesPaddedTitle(_ padding: PaddingMode) throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 그리고 더 긴 제목은 어떻게 되나요"
    let composed = try ComposerTests.composer.compose(
      categoryID: 1, title: title, width: 200, numberOfLines: 2, padding: padding)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(composed)
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    // "취미" is 27.5625 px wide with padding, a space 4.48 px: 7 spaces (ComposerTests).
    #expect(
      object["paddedTitle"] as? String
        == (padding == .spaces ? String(repeating: " ", count: 7) + title : nil))
    #expect(object["paddingSpaceCount"] as? Int == 7)
    let decoded = try JSONDecoder().decode(ComposedTitle.self, from: data)
    #expect(WireRounding.differences(decoded, composed, glyphs: false) == [])
    #expect(try encoder.encode(decoded) == data)
  }

  /// The old object's key names are gone (docs/title-result.schema.json names every key).
  @Test func keysAreTheWireNames() throws {
    let composed = try ComposerTests.composer.compose(
      categoryID: 2, title: "가나다", width: 200, numberOfLines: 2)
    let object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(composed)) as! [String: Any]
    #expect(object["truncated"] as? Bool == false && object["isTruncated"] == nil)
    let badge = object["badge"] as! [String: Any]
    #expect(badge["category"] as? Int == 2 && badge["categoryID"] == nil && badge["frame"] == nil)
    #expect(badge["width"] as? Double == composed.badge!.frame.width)
    #expect((object["lines"] as! [[String: Any]])[0]["truncated"] as? Bool == false)
  }
}
