import Foundation
import Testing
import TitleFonts
import TitleWire

@testable import TitleComposer

/// The request's language: BCP 47 well-formedness (RFC 5646 section 2.1), canonical case, the
/// batch key `"lang"` and the result's echo.
@Suite struct LanguageTagTests {
  /// Well-formed tags and their canonical case (RFC 5646 section 2.1.1).
  @Test(arguments: [
    ("ko", "ko"), ("KO", "ko"), ("ja-jp", "ja-JP"), ("JA-JP", "ja-JP"),
    ("zh-hant-tw", "zh-Hant-TW"), ("sr-latn-rs", "sr-Latn-RS"), ("de-CH-1996", "de-CH-1996"),
    ("es-419", "es-419"), ("zh-yue-HK", "zh-yue-HK"), ("en-US-x-Test", "en-US-x-test"),
    ("de-DE-u-co-phonebk", "de-DE-u-co-phonebk"), ("sl-rozaj-biske", "sl-rozaj-biske"),
    ("hy-Latn-IT-arevela", "hy-Latn-IT-arevela"), ("ja-Latn", "ja-Latn"),
  ])
  func wellFormed(tag: String, canonical: String) throws {
    #expect(try TitleLanguage(tag).tag == canonical)
  }

  /// Ill-formed tags are a typed error that names the tag.
  @Test(arguments: [
    "", "k", "koreanlanguage", "ja_JP", "en--US", "-ko", "ko-", "zh-Hant-Hant", "de-419-DE",
    "a-DE", "ar-a-aaa-b-bbb-a-ccc", "de-1996-1996", "en-x", "en-u", "한국어", "ko kr", "ko\n",
    "i-klingon", "en-US-x-toolongsubtag",
  ])
  func illFormed(tag: String) {
    #expect {
      _ = try TitleLanguage(tag)
    } throws: { error in
      guard case .invalidLanguage(let named, _) = error as? ComposerError else { return false }
      return named == tag
    }
  }

  /// A tag longer than 64 characters is refused before it is parsed; the message shows only
  /// its first 64 characters.
  @Test func lengthIsCapped() throws {
    let longest = "en-" + Array(repeating: "abcdefgh", count: 7).joined(separator: "-")
    #expect(longest.count == 65)
    #expect(throws: ComposerError.self) { try TitleLanguage(longest) }
    let huge = String(repeating: "a", count: 100_000)
    do {
      _ = try TitleLanguage(huge)
      Issue.record("accepted a 100000-character tag")
    } catch {
      #expect(error.description.count < 200)
      #expect(error.description.contains("longer than 64 characters"))
    }
  }

  /// The default is Korean, and a tag brings its fallback language.
  @Test func defaultsAndFallback() throws {
    #expect(TitleRequest(categoryID: 1, title: "a", width: 10).lang == .korean)
    #expect(TitleLanguage.korean.fallback == .korean)
    #expect(try TitleLanguage("ja-JP").fallback.standardFamilies.contains("Noto Sans CJK JP"))
    #expect(try TitleLanguage("ja-JP").language == "ja")
  }

  /// `"lang"` in a batch line: parsed and checked per record.
  @Test func batchKey() throws {
    let line = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "width": 100, "lang": "JA-jp"}"#.utf8))
    #expect(try line.request.get().lang.tag == "ja-JP")
    let missing = BatchLine(bytes: Array(#"{"category": 1, "title": "a", "width": 100}"#.utf8))
    #expect(try missing.request.get().lang == .korean)
    let bad = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "width": 100, "lang": "ja_JP"}"#.utf8))
    #expect(
      bad.request.failureDescription
        == #"invalid language tag "ja_JP": only ASCII letters, digits and "-" may appear"#)
    let number = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "width": 100, "lang": 7}"#.utf8))
    #expect(number.request.failureDescription == #""lang" must be a string, got a number"#)
  }

  /// The composed title echoes the language, in Swift and in its JSON.
  @Test func resultEchoesTheLanguage() throws {
    let composer = try Composer(fallback: .none)
    let request = TitleRequest(
      categoryID: 1, title: "日本語のタイトル", width: 343, lang: try TitleLanguage("ja"))
    let composed = try composer.compose(request)
    #expect(composed.lang.tag == "ja")
    let json = try JSONEncoder().encode(composed)
    let object = try JSONSerialization.jsonObject(with: json) as! [String: Any]
    #expect(object["lang"] as? String == "ja")
    #expect(try JSONDecoder().decode(ComposedTitle.self, from: json).lang == composed.lang)
    let decoded = try JSONDecoder().decode(
      TitleRequest.self,
      from: Data(
        #"{"categoryID": 1, "title": "a", "width": 9, "numberOfLines": 2, "wordBreak": "keep-all", "padding": "indent", "whiteSpace": "preserve", "lang": "zh-hant"}"#
          .utf8))
    #expect(decoded.lang.tag == "zh-Hant")
  }
}

extension Result where Failure == BatchLineError {
  fileprivate var failureDescription: String? {
    if case .failure(let error) = self { return error.description }
    return nil
  }
}
