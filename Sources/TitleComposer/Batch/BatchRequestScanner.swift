/// The batch's fast path: one request line read straight into its fields, with no JSON tree and
/// no `String` made for a key.
///
/// It accepts only what the tree path (``JSONParser`` and ``BatchLine``'s field readers) accepts,
/// giving the same ``BatchLine``; anything else (a syntax error, a repeated or unknown key, a
/// mistyped or out-of-range field, an escape in a key, an `id` that is an array or an object,
/// invalid UTF-8, a bad language tag) makes it give up with `nil`, and the tree path then
/// reads the line and words the error exactly as it always has.
enum BatchRequestScanner {
  /// The request keys, numbered for the repeated-key mask.
  enum Key: Int, CaseIterable {
    case id, category, title, width, numberOfLines, wordBreak, padding, whiteSpace, titleSize
    case badgeSize, glyphs, lang, lineHeight, badgeSpacing, textWrap, letterSpacing
    case letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm, widths

    /// The key as requests write it.
    var name: StaticString {
      switch self {
      case .id: "id"
      case .category: "category"
      case .title: "title"
      case .width: "width"
      case .numberOfLines: "numberOfLines"
      case .wordBreak: "wordBreak"
      case .padding: "padding"
      case .whiteSpace: "whiteSpace"
      case .titleSize: "titleSize"
      case .badgeSize: "badgeSize"
      case .glyphs: "glyphs"
      case .lang: "lang"
      case .lineHeight: "lineHeight"
      case .badgeSpacing: "badgeSpacing"
      case .textWrap: "textWrap"
      case .letterSpacing: "letterSpacing"
      case .letterSpacingEm: "letterSpacingEm"
      case .badgeLetterSpacing: "badgeLetterSpacing"
      case .badgeLetterSpacingEm: "badgeLetterSpacingEm"
      case .widths: "widths"
      }
    }
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

  /// Reads `bytes` as a request.
  /// - Parameters:
  ///   - bytes: the line, without its terminator.
  ///   - isFirstLine: whether a leading byte order mark is skipped.
  ///   - defaultLanguage: the language of a request without `"lang"`.
  /// - Returns: the line, or `nil` when the tree path must read it.
  static func scan(_ bytes: [UInt8], isFirstLine: Bool, defaultLanguage: TitleLanguage)
    -> BatchLine?
  {
    var position = 0
    if isFirstLine && bytes.starts(with: JSONParser.byteOrderMark) {
      position = JSONParser.byteOrderMark.count
    }
    return request(bytes.span, &position, defaultLanguage: defaultLanguage)
  }

  private static func request(
    _ bytes: Span<UInt8>, _ position: inout Int, defaultLanguage: TitleLanguage
  ) -> BatchLine? {
    skipWhiteSpace(bytes, &position)
    guard next(bytes, &position, is: UInt8(ascii: "{")) else { return nil }
    var fields = BatchRequestFields()
    var seen: UInt32 = 0
    skipWhiteSpace(bytes, &position)
    if !next(bytes, &position, is: UInt8(ascii: "}")) {
      while true {
        guard next(bytes, &position, is: UInt8(ascii: "\"")), let key = key(bytes, &position)
        else { return nil }
        let bit = UInt32(1) << UInt32(key.rawValue)
        guard seen & bit == 0 else { return nil }
        seen |= bit
        skipWhiteSpace(bytes, &position)
        guard next(bytes, &position, is: UInt8(ascii: ":")) else { return nil }
        skipWhiteSpace(bytes, &position)
        if key == .widths {
          // The one array a request has (BatchRequestScanner+Widths.swift).
          guard let widths = widths(bytes, &position) else { return nil }
          fields.widths = widths
        } else {
          guard let token = token(bytes, &position), fields.take(token, for: key, in: bytes)
          else { return nil }
        }
        skipWhiteSpace(bytes, &position)
        if next(bytes, &position, is: UInt8(ascii: ",")) {
          skipWhiteSpace(bytes, &position)
          continue
        }
        guard next(bytes, &position, is: UInt8(ascii: "}")) else { return nil }
        break
      }
    }
    skipWhiteSpace(bytes, &position)
    guard position == bytes.count else { return nil }
    return fields.line(defaultLanguage: defaultLanguage)
  }

  /// Moves past `byte` when it is next.
  @inline(__always)
  static func next(_ bytes: Span<UInt8>, _ position: inout Int, is byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  @inline(__always)
  static func skipWhiteSpace(_ bytes: Span<UInt8>, _ position: inout Int) {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// The key after its opening quote, moved past its closing quote; `nil` for a key that is not
  /// a request's or is written with an escape.
  private static func key(_ bytes: Span<UInt8>, _ position: inout Int) -> Key? {
    let start = position
    let end = bytes.count
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    guard index < end, index > start else { return nil }
    position = index + 1
    return Self.key(bytes, start..<index)
  }

  private static func key(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Key? {
    let first = bytes[range.lowerBound]
    let candidate: Key? =
      switch range.count {
      case 2: .id
      case 4: .lang
      case 5: first == UInt8(ascii: "t") ? .title : .width
      case 6: first == UInt8(ascii: "g") ? .glyphs : .widths
      case 7: .padding
      case 8: first == UInt8(ascii: "c") ? .category : .textWrap
      case 9:
        switch first {
        case UInt8(ascii: "w"): .wordBreak
        case UInt8(ascii: "t"): .titleSize
        default: .badgeSize
        }
      case 10: first == UInt8(ascii: "w") ? .whiteSpace : .lineHeight
      case 12: .badgeSpacing
      case 13: first == UInt8(ascii: "n") ? .numberOfLines : .letterSpacing
      case 15: .letterSpacingEm
      case 18: .badgeLetterSpacing
      case 20: .badgeLetterSpacingEm
      default: nil
      }
    guard let candidate else { return nil }
    let wordBytes = (range.count + 7) / 8 * 8
    if bytes.count - range.lowerBound >= wordBytes {
      return wordsMatch(bytes, range, candidate) ? candidate : nil
    }
    let matches = candidate.name.withUTF8Buffer { name in
      guard name.count == range.count else { return false }
      for index in 0..<name.count where bytes[range.lowerBound + index] != name[index] {
        return false
      }
      return true
    }
    guard matches else { return nil }
    return candidate
  }

  /// Each key's name as three little-endian words, zero past its end.
  private static let nameWords: [(UInt64, UInt64, UInt64)] = Key.allCases.map { key in
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    key.name.withUTF8Buffer { name in
      for (index, byte) in name.enumerated() {
        let shifted = UInt64(byte) << UInt64(index % 8 * 8)
        switch index / 8 {
        case 0: words.0 |= shifted
        case 1: words.1 |= shifted
        default: words.2 |= shifted
        }
      }
    }
    return words
  }

  /// Whether the bytes in `range` (of `key`'s length, with whole words of the line from its
  /// start) are `key`'s name, compared a word at a time.
  private static func wordsMatch(_ bytes: Span<UInt8>, _ range: Range<Int>, _ key: Key) -> Bool {
    let expected = nameWords[key.rawValue]
    let raw = bytes.bytes
    let count = range.count
    @inline(__always) func word(_ index: Int) -> UInt64 {
      let loaded = raw.unsafeLoadUnaligned(
        fromByteOffset: range.lowerBound + index * 8, as: UInt64.self)
      let used = min(count - index * 8, 8)
      let mask: UInt64 = used == 8 ? ~0 : (1 << UInt64(used * 8)) - 1
      return UInt64(littleEndian: loaded) & mask
    }
    guard word(0) == expected.0 else { return false }
    guard count > 8 else { return true }
    guard word(1) == expected.1 else { return false }
    return count <= 16 || word(2) == expected.2
  }

  /// The next value, moved past; `nil` for an array, an object or anything not valid JSON.
  private static func token(_ bytes: Span<UInt8>, _ position: inout Int) -> Token? {
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "\""):
      position += 1
      return string(bytes, &position)
    case UInt8(ascii: "t"): return literal(bytes, &position, "true", .bool(true))
    case UInt8(ascii: "f"): return literal(bytes, &position, "false", .bool(false))
    case UInt8(ascii: "n"): return literal(bytes, &position, "null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number(bytes, &position)
    default: return nil
    }
  }

  private static func literal(
    _ bytes: Span<UInt8>, _ position: inout Int, _ word: String, _ token: Token
  ) -> Token? {
    var index = position
    for byte in word.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return nil }
      index += 1
    }
    position = index
    return token
  }
}
