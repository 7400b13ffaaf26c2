/// The batch's fast path: one request line read straight into its fields, with no JSON tree and
/// no `String` made for a key.
///
/// It accepts only what the tree path (``JSONParser`` and ``BatchLine``'s field readers) accepts,
/// giving the same ``BatchLine``; anything else (a syntax error, a repeated or unknown key, a
/// mistyped or out-of-range field, an escape in a key, an `id` that is an array or an object,
/// invalid UTF-8, a bad language tag) makes it give up with `nil`, and the tree path then
/// reads the line and words the error exactly as it always has.
struct BatchRequestScanner {
  /// The request keys, numbered for the repeated-key mask.
  enum Key: Int, CaseIterable {
    case id, category, title, width, numberOfLines, wordBreak, padding, whiteSpace, titleSize
    case badgeSize, glyphs, lang, lineHeight, badgeSpacing, textWrap, letterSpacing
    case letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm
  }

  /// What one field's value was: the scanner keeps the text of strings and numbers as byte
  /// ranges of the line until a field needs them.
  enum Token {
    case null
    case bool(Bool)
    /// A number, its range and whether the text is a plain integer (no fraction or exponent).
    case number(Range<Int>, isInteger: Bool)
    /// A string, its range between the quotes and whether it has a backslash escape.
    case string(Range<Int>, hasEscape: Bool)
  }

  let bytes: [UInt8]
  var position: Int

  /// Reads `bytes` as a request.
  /// - Parameters:
  ///   - bytes: the line, without its terminator.
  ///   - isFirstLine: whether a leading byte order mark is skipped.
  ///   - defaultLanguage: the language of a request without `"lang"`.
  /// - Returns: the line, or `nil` when the tree path must read it.
  static func scan(_ bytes: [UInt8], isFirstLine: Bool, defaultLanguage: TitleLanguage)
    -> BatchLine?
  {
    var start = 0
    if isFirstLine && bytes.starts(with: JSONParser.byteOrderMark) {
      start = JSONParser.byteOrderMark.count
    }
    var scanner = BatchRequestScanner(bytes: bytes, position: start)
    return scanner.request(defaultLanguage: defaultLanguage)
  }

  private mutating func request(defaultLanguage: TitleLanguage) -> BatchLine? {
    skipWhiteSpace()
    guard next(is: UInt8(ascii: "{")) else { return nil }
    var fields = BatchRequestFields()
    var seen: UInt32 = 0
    skipWhiteSpace()
    if !next(is: UInt8(ascii: "}")) {
      while true {
        guard next(is: UInt8(ascii: "\"")), let key = key() else { return nil }
        let bit = UInt32(1) << UInt32(key.rawValue)
        guard seen & bit == 0 else { return nil }
        seen |= bit
        skipWhiteSpace()
        guard next(is: UInt8(ascii: ":")) else { return nil }
        skipWhiteSpace()
        guard let token = token(), fields.take(token, for: key, in: self) else { return nil }
        skipWhiteSpace()
        if next(is: UInt8(ascii: ",")) {
          skipWhiteSpace()
          continue
        }
        guard next(is: UInt8(ascii: "}")) else { return nil }
        break
      }
    }
    skipWhiteSpace()
    guard position == bytes.count else { return nil }
    return fields.line(defaultLanguage: defaultLanguage)
  }

  /// Moves past `byte` when it is next.
  mutating func next(is byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  mutating func skipWhiteSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// The key after its opening quote, moved past its closing quote; `nil` for a key that is not
  /// a request's or is written with an escape.
  private mutating func key() -> Key? {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
      position += 1
    }
    guard position < bytes.count else { return nil }
    let key = Self.key(bytes[start..<position])
    position += 1
    return key
  }

  private static func key(_ text: ArraySlice<UInt8>) -> Key? {
    let candidate: Key? =
      switch text.count {
      case 2: .id
      case 4: .lang
      case 5: text.first == UInt8(ascii: "t") ? .title : .width
      case 6: .glyphs
      case 7: .padding
      case 8: text.first == UInt8(ascii: "c") ? .category : .textWrap
      case 9:
        switch text.first {
        case UInt8(ascii: "w"): .wordBreak
        case UInt8(ascii: "t"): .titleSize
        default: .badgeSize
        }
      case 10: text.first == UInt8(ascii: "w") ? .whiteSpace : .lineHeight
      case 12: .badgeSpacing
      case 13: text.first == UInt8(ascii: "n") ? .numberOfLines : .letterSpacing
      case 15: .letterSpacingEm
      case 18: .badgeLetterSpacing
      case 20: .badgeLetterSpacingEm
      default: nil
      }
    guard let candidate, text.elementsEqual(Self.names[candidate.rawValue]) else { return nil }
    return candidate
  }

  /// The keys' bytes, by ``Key`` number.
  private static let names: [[UInt8]] = Key.allCases.map { Array(String(describing: $0).utf8) }

  /// The next value, moved past; `nil` for an array, an object or anything not valid JSON.
  private mutating func token() -> Token? {
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "\""):
      position += 1
      return string()
    case UInt8(ascii: "t"): return literal("true", .bool(true))
    case UInt8(ascii: "f"): return literal("false", .bool(false))
    case UInt8(ascii: "n"): return literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    default: return nil
    }
  }

  private mutating func literal(_ word: StaticString, _ token: Token) -> Token? {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { return nil }
    let matches = word.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
    guard matches else { return nil }
    position += count
    return token
  }
}
