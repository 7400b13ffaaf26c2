import TitleComposer

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
    case letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm, widths, truncation,
    direction, runs, end, highlights

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
      case .truncation: "truncation"
      case .direction: "direction"
      case .runs: "runs"
      case .end: "end"
      case .highlights: "highlights"
      }
    }

    /// The key's bit in the repeated-key mask.
    var bit: UInt32 { UInt32(1) << UInt32(rawValue) }
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
    var request = TitleRequest(categoryID: nil, title: "", width: 0, lang: defaultLanguage)
    var id: JSONValue? = nil
    var glyphs: Bool? = nil
    var widths: [Double]? = nil
    var titleIsPlain = false
    guard
      scan(
        bytes.span, isFirstLine: isFirstLine, into: &request, id: &id, glyphs: &glyphs,
        widths: &widths, titleIsPlain: &titleIsPlain)
    else { return nil }
    var line = BatchLine(
      id: id, request: .success(request), includesGlyphRuns: glyphs, widths: widths)
    line.titleIsPlain = titleIsPlain
    return line
  }

  /// Reads `bytes` as a request into the parts of a line, each field written once where it is
  /// read, so that ``BatchLine/init(bytes:isFirstLine:defaultLanguage:)`` moves them into its
  /// own properties, with no struct of optional fields between.
  /// - Parameters:
  ///   - bytes: the line, without its terminator.
  ///   - isFirstLine: whether a leading byte order mark is skipped.
  ///   - request: a request of the defaults (no category, an empty title, width 0, the default
  ///     language), which the fields given are written into.
  ///   - id: `nil`, the line's `"id"` when it has one.
  ///   - glyphs: `nil`, the line's `"glyphs"` when it has one.
  ///   - widths: `nil`, the line's `"widths"` when it has them.
  ///   - titleIsPlain: `false`, set when the title's string had no escape
  ///     (``BatchLine/titleIsPlain``).
  /// - Returns: whether the line was read; `false` when the tree path must read it (the parts
  ///   are then partly written).
  static func scan(
    _ bytes: Span<UInt8>, isFirstLine: Bool, into request: inout TitleRequest,
    id: inout JSONValue?, glyphs: inout Bool?, widths: inout [Double]?, titleIsPlain: inout Bool
  ) -> Bool {
    var position = 0
    if isFirstLine && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      position = JSONParser.byteOrderMark.count
    }
    return Self.request(
      bytes, &position, into: &request, id: &id, glyphs: &glyphs, widths: &widths,
      titleIsPlain: &titleIsPlain)
  }

  private static func request(
    _ bytes: Span<UInt8>, _ position: inout Int, into request: inout TitleRequest,
    id: inout JSONValue?, glyphs: inout Bool?, widths: inout [Double]?, titleIsPlain: inout Bool
  ) -> Bool {
    skipWhiteSpace(bytes, &position)
    guard next(bytes, &position, is: UInt8(ascii: "{")) else { return false }
    var seen: UInt32 = 0
    var given: UInt32 = 0
    skipWhiteSpace(bytes, &position)
    if !next(bytes, &position, is: UInt8(ascii: "}")) {
      while true {
        guard next(bytes, &position, is: UInt8(ascii: "\"")), let key = key(bytes, &position)
        else { return false }
        let bit = key.bit
        guard seen & bit == 0 else { return false }
        seen |= bit
        skipWhiteSpace(bytes, &position)
        guard next(bytes, &position, is: UInt8(ascii: ":")) else { return false }
        skipWhiteSpace(bytes, &position)
        guard position < bytes.count else { return false }
        if bytes[position] == UInt8(ascii: "n") {
          // null: the id's value, a required field "missing", an optional one (the category
          // too: no badge) absent; the widths' is an error the tree path words.
          guard literal(bytes, &position, "null", .null) != nil else { return false }
          switch key {
          case .id: id = .null
          case .title, .width, .widths: return false
          default: break
          }
        } else {
          given |= bit
          guard
            read(
              key, bytes, &position, into: &request, id: &id, glyphs: &glyphs, widths: &widths,
              titleIsPlain: &titleIsPlain)
          else { return false }
        }
        skipWhiteSpace(bytes, &position)
        if next(bytes, &position, is: UInt8(ascii: ",")) {
          skipWhiteSpace(bytes, &position)
          continue
        }
        guard next(bytes, &position, is: UInt8(ascii: "}")) else { return false }
        break
      }
    }
    skipWhiteSpace(bytes, &position)
    guard position == bytes.count else { return false }
    // "title" or "runs"/"end", not both: the tree path words the error.
    let rich = Key.runs.bit | Key.end.bit
    guard (given & Key.title.bit == 0) != (given & rich == 0) else { return false }
    if given & rich != 0 {
      guard request.runs.count + request.endRuns.count <= BatchRuns.maximumCount else {
        return false
      }
      request.title = request.richText
    }
    if !request.highlights.isEmpty {
      let length = request.title.utf16.count
      guard request.highlights.allSatisfy({ $0.end <= length }) else { return false }
    }
    // Both or neither of "width" and "widths": the tree path words the error.
    guard (given & Key.width.bit == 0) != (given & Key.widths.bit == 0) else { return false }
    if let first = widths?.first { request.width = first }
    request.includesGlyphRuns = glyphs ?? false
    return true
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

  /// The next value, moved past; `nil` for an array, an object or anything not valid JSON.
  static func token(_ bytes: Span<UInt8>, _ position: inout Int) -> Token? {
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

  static func literal(
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
