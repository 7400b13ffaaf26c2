public import TitleFonts

/// The content language of a title: a well-formed BCP 47 language tag (RFC 5646), as HTML's
/// `lang` attribute. It chooses the fallback faces for characters the style's fonts lack, the
/// line-breaking rules (ICU's, for `ja` its Japanese rules) and, for the shaper, `locl`.
///
/// Only the syntax is checked, not the registry: `ko`, `ja-JP`, `zh-Hant-TW`, `sr-Latn-RS`,
/// `de-CH-1996`, `en-US-x-test` are well-formed; `k`, `korean`, `ja_JP`, `en--US`, `zh-Hant-Hant`
/// are not. The tag is kept in its canonical case: language and variants lowercase, script
/// titlecase, region uppercase (`JA-jp` → `ja-JP`, `zh-hant-tw` → `zh-Hant-TW`).
public struct TitleLanguage: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The tag in canonical case, e.g. `ja-JP`.
  public let tag: String
  /// The language as system font fallback sees it, made once with the tag: pass it with each
  /// scalar to ``FontFallbackChain/glyph(for:language:)``.
  public let fallback: FallbackLanguage

  /// The longest tag accepted, in characters.
  public static let maximumLength = 64

  /// Korean (`ko`), the default.
  public static let korean = TitleLanguage(canonical: "ko")

  /// Japanese (`ja`).
  public static let japanese = TitleLanguage(canonical: "ja")

  private init(canonical: String) {
    tag = canonical
    fallback = FallbackLanguage(bcp47: canonical)
  }

  /// Checks and canonicalizes a language tag.
  /// - Parameter tag: a BCP 47 tag such as `ko`, `ja-JP` or `zh-Hant-TW`, in any case.
  /// - Throws: ``ComposerError/invalidLanguage(tag:reason:)`` naming the tag when it is longer
  ///   than ``maximumLength`` or not well-formed.
  public init(_ tag: String) throws(ComposerError) {
    guard tag.unicodeScalars.count <= Self.maximumLength else {
      throw .invalidLanguage(
        tag: String(tag.unicodeScalars.prefix(Self.maximumLength)) + "…",
        reason: "longer than \(Self.maximumLength) characters")
    }
    self.init(canonical: try LanguageTagSyntax.canonical(tag))
  }

  /// The language subtag, lowercase (`ja` for `ja-JP`).
  public var language: String {
    String(tag.prefix { $0 != "-" })
  }

  /// The tag.
  public var description: String { tag }

  /// Decodes a tag from a JSON string, checking it.
  /// - Throws: `DecodingError.dataCorrupted` when the string is not a well-formed tag.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the tag as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(tag)
  }
}

/// RFC 5646's `langtag` production (section 2.1), checked subtag by subtag.
enum LanguageTagSyntax {
  /// The canonical form of `tag`, or the error naming what is wrong.
  static func canonical(_ tag: String) throws(ComposerError) -> String {
    func fail(_ reason: String) -> ComposerError { .invalidLanguage(tag: tag, reason: reason) }
    guard tag.unicodeScalars.allSatisfy({ $0.isASCII && $0 != "_" }) || tag.isEmpty else {
      throw fail("only ASCII letters, digits and \"-\" may appear")
    }
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard !tag.isEmpty, subtags.allSatisfy({ !$0.isEmpty }) else {
      throw fail("empty subtag")
    }
    guard subtags.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } }) else {
      throw fail("only ASCII letters, digits and \"-\" may appear")
    }
    var output: [String] = []
    var index = 0
    let language = subtags[0]
    guard isAlpha(language), (2...3).contains(language.count) || (4...8).contains(language.count)
    else {
      throw fail("the language subtag must be 2 to 8 letters")
    }
    output.append(language.lowercased())
    index = 1
    // extlang: up to three 3-letter subtags after a 2–3 letter language.
    var extlangs = 0
    while language.count <= 3, index < subtags.count, extlangs < 3, isAlpha(subtags[index]),
      subtags[index].count == 3
    {
      output.append(subtags[index].lowercased())
      index += 1
      extlangs += 1
    }
    if index < subtags.count, isAlpha(subtags[index]), subtags[index].count == 4 {
      let script = subtags[index].lowercased()
      output.append(script.prefix(1).uppercased() + script.dropFirst())
      index += 1
    }
    if index < subtags.count,
      (isAlpha(subtags[index]) && subtags[index].count == 2)
        || (isDigit(subtags[index]) && subtags[index].count == 3)
    {
      output.append(subtags[index].uppercased())
      index += 1
    }
    var variants: Set<String> = []
    while index < subtags.count, isVariant(subtags[index]) {
      let variant = subtags[index].lowercased()
      guard variants.insert(variant).inserted else { throw fail("repeated variant \"\(variant)\"") }
      output.append(variant)
      index += 1
    }
    var singletons: Set<String> = []
    while index < subtags.count, subtags[index].count == 1 {
      let singleton = subtags[index].lowercased()
      index += 1
      if singleton == "x" {
        guard index < subtags.count else { throw fail("empty private use") }
        output.append("x")
        while index < subtags.count {
          guard subtags[index].count <= 8 else {
            throw fail("private use subtags are 1 to 8 characters")
          }
          output.append(subtags[index].lowercased())
          index += 1
        }
        break
      }
      guard singletons.insert(singleton).inserted else {
        throw fail("repeated extension \"\(singleton)\"")
      }
      output.append(singleton)
      var parts = 0
      while index < subtags.count, (2...8).contains(subtags[index].count) {
        output.append(subtags[index].lowercased())
        index += 1
        parts += 1
      }
      guard parts > 0 else { throw fail("empty extension \"\(singleton)\"") }
    }
    guard index == subtags.count else {
      throw fail("unexpected subtag \"\(subtags[index])\"")
    }
    return output.joined(separator: "-")
  }

  private static func isAlpha(_ s: String) -> Bool { s.allSatisfy(\.isLetter) }
  private static func isDigit(_ s: String) -> Bool { s.allSatisfy(\.isNumber) }

  /// `5*8alphanum / (DIGIT 3alphanum)`.
  private static func isVariant(_ s: String) -> Bool {
    (5...8).contains(s.count) || (s.count == 4 && s.first!.isNumber)
  }
}
