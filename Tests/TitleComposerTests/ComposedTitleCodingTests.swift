import Foundation
import Testing
import TitleComposer

/// `paddedTitle` is computed from the title and the space count, yet still written by `Codable`
/// (servers serialise composed titles with `JSONEncoder`), and a decoded title equals the original.
@Suite struct ComposedTitleCodingTests {
  @Test(arguments: [PaddingMode.indent, .spaces])
  func roundTripKeepsEverythingAndWritesPaddedTitle(_ padding: PaddingMode) throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 그리고 더 긴 제목은 어떻게 되나요"
    let composed = try ComposerTests.composer.compose(
      categoryID: 1, title: title, width: 200, numberOfLines: 2, padding: padding)
    let data = try JSONEncoder().encode(composed)
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    // "취미" is 27.5625 px wide with padding, a space 4.48 px: 7 spaces (ComposerTests).
    #expect(object["paddedTitle"] as? String == String(repeating: " ", count: 7) + title)
    #expect(object["paddingSpaceCount"] as? Int == 7)
    #expect(try JSONDecoder().decode(ComposedTitle.self, from: data) == composed)
  }
}
