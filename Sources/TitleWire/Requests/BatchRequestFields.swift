import TitleComposer
import TitleFonts
import TitleText

/// The request fields as ``BatchRequestScanner`` reads them: each value read straight from the
/// line into the request being built, checked as ``BatchLine``'s tree path checks it; a value
/// the tree path would refuse (a wrong type, a number that is not a whole one where one is
/// needed, an invalid string or choice) makes ``read(_:_:_:into:id:glyphs:widths:titleIsPlain:)`` answer
/// `false`. A `null` never reaches it (the scanner's loop handles it).
extension BatchRequestScanner {
  /// Reads the value of `key` at `position` (not `null`) into its place, moved past.
  /// - Returns: `false` when the tree path must read the line.
  static func read(
    _ key: Key, _ bytes: Span<UInt8>, _ position: inout Int, into request: inout TitleRequest,
    id: inout JSONValue?, glyphs: inout Bool?, widths: inout [Double]?, titleIsPlain: inout Bool
  ) -> Bool {
    switch key {
    case .id:
      guard let value = idValue(bytes, &position) else { return false }
      id = value
    case .category:
      guard let value = integerValue(bytes, &position) else { return false }
      request.categoryID = value
    case .title:
      guard bytes[position] == UInt8(ascii: "\"") else { return false }
      position += 1
      guard case .string(let range, let hasEscape)? = string(bytes, &position),
        let text = text(bytes, range, hasEscape: hasEscape)
      else { return false }
      request.title = text
      titleIsPlain = !hasEscape
    case .width:
      guard let value = numberValue(bytes, &position) else { return false }
      request.width = value
    case .numberOfLines:
      guard let value = integerValue(bytes, &position) else { return false }
      request.numberOfLines = value
    case .wordBreak:
      guard let choice: WordBreak = choiceValue(bytes, &position) else { return false }
      request.wordBreak = choice
    case .padding:
      guard let choice: PaddingMode = choiceValue(bytes, &position) else { return false }
      request.padding = choice
    case .whiteSpace:
      guard let choice: WhiteSpace = choiceValue(bytes, &position) else { return false }
      request.whiteSpace = choice
    case .textWrap:
      guard let choice: TextWrap = choiceValue(bytes, &position) else { return false }
      request.textWrap = choice
    case .truncation:
      guard let choice: Truncation = choiceValue(bytes, &position) else { return false }
      request.truncation = choice
    case .direction:
      guard let choice: TextDirection = choiceValue(bytes, &position) else { return false }
      request.direction = choice
    case .titleSize: return number(bytes, &position, into: &request.titleSize)
    case .badgeSize: return number(bytes, &position, into: &request.badgeSize)
    case .lineHeight: return number(bytes, &position, into: &request.lineHeight)
    case .badgeSpacing: return number(bytes, &position, into: &request.badgeSpacing)
    case .letterSpacing: return number(bytes, &position, into: &request.letterSpacing)
    case .letterSpacingEm: return number(bytes, &position, into: &request.letterSpacingEm)
    case .badgeLetterSpacing: return number(bytes, &position, into: &request.badgeLetterSpacing)
    case .badgeLetterSpacingEm:
      return number(bytes, &position, into: &request.badgeLetterSpacingEm)
    case .glyphs:
      guard case .bool(let flag)? = token(bytes, &position) else { return false }
      glyphs = flag
    case .lang:
      guard let tag = stringValue(bytes, &position), let language = try? TitleLanguage(tag)
      else { return false }
      request.lang = language
    case .runs:
      guard let runs = runs(bytes, &position) else { return false }
      request.runs = runs
    case .end:
      guard let runs = runs(bytes, &position) else { return false }
      request.endRuns = runs
    case .highlights:
      guard let ranges = highlights(bytes, &position) else { return false }
      request.highlights = ranges
    case .widths:
      // An array of numbers (BatchRequestScanner+Widths.swift); runs and highlights are read
      // in BatchRequestScanner+Runs.swift.
      guard let values = self.widths(bytes, &position) else { return false }
      widths = values
    }
    return true
  }

  @inline(__always)
  private static func number(_ bytes: Span<UInt8>, _ position: inout Int, into field: inout Double?)
    -> Bool
  {
    guard let value = numberValue(bytes, &position) else { return false }
    field = value
    return true
  }

  /// An `id`: a number (with its text, echoed back as written), a string or a Boolean; `nil`
  /// for an array, an object or anything not valid JSON.
  private static func idValue(_ bytes: Span<UInt8>, _ position: inout Int) -> JSONValue? {
    switch token(bytes, &position) {
    case .bool(let flag)?: return .bool(flag)
    case .number(let range, let isInteger)?:
      guard let value = double(bytes, range, isInteger: isInteger) else { return nil }
      return .number(value, text: text(bytes, range, hasEscape: false)!)
    case .string(let range, let hasEscape)?:
      return text(bytes, range, hasEscape: hasEscape).map(JSONValue.string)
    case .null?, nil: return nil
    }
  }

  /// A string's text (escapes decoded), moved past; `nil` for another value or an invalid string.
  @inline(__always)
  private static func stringValue(_ bytes: Span<UInt8>, _ position: inout Int) -> String? {
    guard bytes[position] == UInt8(ascii: "\"") else { return nil }
    position += 1
    guard case .string(let range, let hasEscape)? = string(bytes, &position) else {
      return nil
    }
    return text(bytes, range, hasEscape: hasEscape)
  }

  /// One of a choice's cases, moved past; `nil` for another value or another string.
  @inline(__always)
  private static func choiceValue<Choice: ScannedChoice>(
    _ bytes: Span<UInt8>, _ position: inout Int
  ) -> Choice? {
    guard bytes[position] == UInt8(ascii: "\"") else { return nil }
    position += 1
    guard case .string(let range, let hasEscape)? = string(bytes, &position) else {
      return nil
    }
    return choice(bytes, range, hasEscape: hasEscape)
  }

  /// A whole number from -2^53 to 2^53, as ``BatchLine`` takes `category` and `numberOfLines`,
  /// moved past: a plain integer of up to 15 digits exactly, without a `Double`; `nil` for
  /// another value.
  private static func integerValue(_ bytes: Span<UInt8>, _ position: inout Int) -> Int? {
    if let (magnitude, negative) = plainInteger(bytes, &position) {
      return negative ? -Int(magnitude) : Int(magnitude)
    }
    guard let number = numberValue(bytes, &position), number == number.rounded() else {
      return nil
    }
    return CheckedInteger.exact(number, in: -(1 << 53)...(1 << 53))
  }
}
