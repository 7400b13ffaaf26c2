import TitleFonts
import TitleText

/// The fields of one request as ``BatchRequestScanner`` reads them, each checked as
/// ``BatchLine``'s tree path checks it; a field the tree path would refuse makes
/// ``take(_:for:in:)`` answer `false`.
struct BatchRequestFields {
  var id: JSONValue? = nil
  var category: Int? = nil
  var title: String? = nil
  var width: Double? = nil
  var numberOfLines: Int? = nil
  var wordBreak: WordBreak? = nil
  var padding: PaddingMode? = nil
  var whiteSpace: WhiteSpace? = nil
  var titleSize: Double? = nil
  var badgeSize: Double? = nil
  var glyphs: Bool? = nil
  var lang: TitleLanguage? = nil
  var lineHeight: Double? = nil
  var badgeSpacing: Double? = nil
  var textWrap: TextWrap? = nil
  var letterSpacing: Double? = nil
  var letterSpacingEm: Double? = nil
  var badgeLetterSpacing: Double? = nil
  var badgeLetterSpacingEm: Double? = nil
  /// `"widths"`, read by ``BatchRequestScanner/widths(_:_:)`` (never through ``take(_:for:in:)``).
  var widths: [Double]? = nil

  /// Keeps `token` as the value of `key`.
  /// - Returns: `false` when the tree path would refuse the value (a required field that is
  ///   null, a wrong type, a number that is not a whole one where one is needed, an invalid
  ///   string).
  mutating func take(
    _ token: BatchRequestScanner.Token, for key: BatchRequestScanner.Key,
    in bytes: Span<UInt8>
  ) -> Bool {
    if case .null = token {
      switch key {
      case .id: id = .null
      case .category, .title, .width: return false  // "missing"
      default: break
      }
      return true
    }
    switch key {
    case .id:
      switch token {
      case .bool(let flag): id = .bool(flag)
      case .number(let range, let isInteger):
        guard let value = BatchRequestScanner.double(bytes, range, isInteger: isInteger) else {
          return false
        }
        id = .number(value, text: BatchRequestScanner.text(bytes, range, hasEscape: false)!)
      case .string(let range, let hasEscape):
        guard let text = BatchRequestScanner.text(bytes, range, hasEscape: hasEscape) else {
          return false
        }
        id = .string(text)
      case .null: break
      }
    case .title:
      guard case .string(let range, let hasEscape) = token,
        let text = BatchRequestScanner.text(bytes, range, hasEscape: hasEscape)
      else { return false }
      title = text
    case .category: return Self.integer(token, bytes, into: &category)
    case .numberOfLines: return Self.integer(token, bytes, into: &numberOfLines)
    case .width: return Self.number(token, bytes, into: &width)
    case .titleSize: return Self.number(token, bytes, into: &titleSize)
    case .badgeSize: return Self.number(token, bytes, into: &badgeSize)
    case .lineHeight: return Self.number(token, bytes, into: &lineHeight)
    case .badgeSpacing: return Self.number(token, bytes, into: &badgeSpacing)
    case .letterSpacing: return Self.number(token, bytes, into: &letterSpacing)
    case .letterSpacingEm: return Self.number(token, bytes, into: &letterSpacingEm)
    case .badgeLetterSpacing: return Self.number(token, bytes, into: &badgeLetterSpacing)
    case .badgeLetterSpacingEm: return Self.number(token, bytes, into: &badgeLetterSpacingEm)
    case .widths: return false
    case .wordBreak: return Self.choice(token, bytes, into: &wordBreak)
    case .padding: return Self.choice(token, bytes, into: &padding)
    case .whiteSpace: return Self.choice(token, bytes, into: &whiteSpace)
    case .textWrap: return Self.choice(token, bytes, into: &textWrap)
    case .glyphs:
      guard case .bool(let flag) = token else { return false }
      glyphs = flag
    case .lang:
      guard case .string(let range, let hasEscape) = token,
        let tag = BatchRequestScanner.text(bytes, range, hasEscape: hasEscape),
        let language = try? TitleLanguage(tag)
      else { return false }
      lang = language
    }
    return true
  }

  private static func number(
    _ token: BatchRequestScanner.Token, _ bytes: Span<UInt8>, into field: inout Double?
  ) -> Bool {
    guard case .number(let range, let isInteger) = token,
      let value = BatchRequestScanner.double(bytes, range, isInteger: isInteger)
    else { return false }
    field = value
    return true
  }

  /// A whole number from -2^53 to 2^53, as ``BatchLine`` takes `category` and `numberOfLines`.
  private static func integer(
    _ token: BatchRequestScanner.Token, _ bytes: Span<UInt8>, into field: inout Int?
  ) -> Bool {
    var number: Double? = nil
    guard Self.number(token, bytes, into: &number), let number, number == number.rounded(),
      let integer = CheckedInteger.exact(number, in: -(1 << 53)...(1 << 53))
    else { return false }
    field = integer
    return true
  }

  private static func choice<Choice: ScannedChoice>(
    _ token: BatchRequestScanner.Token, _ bytes: Span<UInt8>, into field: inout Choice?
  ) -> Bool {
    guard case .string(let range, let hasEscape) = token,
      let choice: Choice = BatchRequestScanner.choice(bytes, range, hasEscape: hasEscape)
    else { return false }
    field = choice
    return true
  }

  /// The line these fields make, `nil` when a required field is missing or both `"width"` and
  /// `"widths"` are given.
  /// Consuming, so the title, the id and the widths move into the line without a copy.
  consuming func line(defaultLanguage: TitleLanguage) -> BatchLine? {
    guard let category, let title else { return nil }
    // Both or neither of "width" and "widths": the tree path words the error.
    guard (width == nil) != (widths == nil), let width = width ?? widths?.first else { return nil }
    var request = TitleRequest(
      categoryID: category, title: title, width: width, numberOfLines: numberOfLines ?? 2,
      wordBreak: wordBreak ?? .keepAll, padding: padding ?? .indent,
      whiteSpace: whiteSpace ?? .preserve, titleSize: titleSize, badgeSize: badgeSize,
      lang: lang ?? defaultLanguage, includesGlyphRuns: glyphs ?? false, lineHeight: lineHeight,
      badgeSpacing: badgeSpacing, textWrap: textWrap)
    request.letterSpacing = letterSpacing
    request.letterSpacingEm = letterSpacingEm
    request.badgeLetterSpacing = badgeLetterSpacing
    request.badgeLetterSpacingEm = badgeLetterSpacingEm
    return BatchLine(
      id: id, request: .success(request), includesGlyphRuns: glyphs, widths: widths)
  }
}
