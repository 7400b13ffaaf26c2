import TitleComposer

/// A strict RFC 8259 JSON parser over UTF-8 bytes, with a nesting limit, so a hostile batch line
/// gets an error message instead of a crash or a stack overflow. A key repeated in one object is
/// an error (RFC 8259 leaves it open; silently keeping one value hides typos and injections).
public struct JSONParser {
  /// Why a line is not valid JSON, with the byte offset where parsing stopped.
  public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset of the problem.
    public var offset: Int
    /// What was wrong.
    public var reason: String
    /// The key, when the problem is a key repeated in one object.
    public var duplicateKey: String?
    /// An error at `offset`.
    public init(offset: Int, reason: String, duplicateKey: String? = nil) {
      self.offset = offset
      self.reason = reason
      self.duplicateKey = duplicateKey
    }

    /// "invalid JSON at byte N: reason".
    public var description: String { "invalid JSON at byte \(offset): \(reason)" }
  }

  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  /// The reason of a string whose bytes are not valid UTF-8 (``Error/code`` tells it apart).
  static let invalidUTF8Reason = "a string is not valid UTF-8"

  /// The UTF-8 byte order mark, which files written by some editors start with.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  /// Keys met so far, in document order (for ``offset(ofKeyNumber:in:)``).
  private var keyCount = 0
  /// The key whose offset is wanted, and its offset once met.
  private var wantedKey: Int? = nil
  private var wantedKeyOffset: Int? = nil

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Parses one JSON document (leading and trailing white space allowed).
  /// - Throws: ``JSONParser/Error``.
  public static func parse(_ bytes: [UInt8]) throws(JSONParser.Error) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhiteSpace()
    let value = try parser.parseValue()
    parser.skipWhiteSpace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected text after the value")
    }
    return value
  }

  /// The 1-based line and column (in Unicode scalars) of byte `offset` in `bytes`, for messages
  /// about files.
  /// - Parameters:
  ///   - offset: a byte offset, at most `bytes.count`.
  ///   - bytes: the UTF-8 text the offset is in.
  /// - Returns: the line (counting LF) and the column on it.
  public static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(max(offset, 0), bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// The byte offset of the `number`-th key (0-based, in document order: a key, then the keys
  /// inside its value, then the next key) of a document that parses, or `nil`.
  static func offset(ofKeyNumber number: Int, in bytes: [UInt8]) -> Int? {
    var parser = JSONParser(bytes: bytes)
    parser.wantedKey = number
    parser.skipWhiteSpace()
    _ = try? parser.parseValue()
    return parser.wantedKeyOffset
  }

  private func error(_ reason: String) -> Error { Error(offset: position, reason: reason) }

  private mutating func skipWhiteSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(JSONParser.Error) -> JSONValue {
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParser.Error)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - position >= expected.count,
      bytes[position..<position + expected.count].elementsEqual(expected)
    else { throw error("unexpected character") }
    position += expected.count
    return value
  }

  private mutating func enter() throws(JSONParser.Error) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
    position += 1
    skipWhiteSpace()
  }

  private mutating func parseObject() throws(JSONParser.Error) -> JSONValue {
    try enter()
    var members: [(key: String, value: JSONValue)] = []
    if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    // Small objects look for a repeated key in `members`; large ones in a set.
    var seen: Set<String>? = nil
    while true {
      guard position < bytes.count && bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let keyOffset = position
      if keyCount == wantedKey { wantedKeyOffset = keyOffset }
      keyCount += 1
      let key = try parseString()
      if seen == nil && members.count >= 16 { seen = Set(members.map(\.key)) }
      let repeated =
        seen != nil ? !seen!.insert(key).inserted : members.contains { $0.key == key }
      guard !repeated else {
        throw Error(
          offset: keyOffset, reason: "duplicate key \"\(JSONKeyText.shown(key))\"",
          duplicateKey: key)
      }
      skipWhiteSpace()
      guard position < bytes.count && bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after a key")
      }
      position += 1
      skipWhiteSpace()
      members.append((key, try parseValue()))
      skipWhiteSpace()
      guard position < bytes.count else { throw error("unterminated object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        skipWhiteSpace()
      } else if bytes[position] == UInt8(ascii: "}") {
        position += 1
        depth -= 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(JSONParser.Error) -> JSONValue {
    try enter()
    var values: [JSONValue] = []
    if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(values)
    }
    while true {
      values.append(try parseValue())
      skipWhiteSpace()
      guard position < bytes.count else { throw error("unterminated array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        skipWhiteSpace()
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        depth -= 1
        return .array(values)
      } else {
        throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParser.Error) -> JSONValue {
    let start = position
    func digits() -> Int {
      let from = position
      while position < bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - from
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count else { throw error("unterminated number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      throw error("expected a digit")
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw error("expected a digit after '.'") }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard digits() > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text) else { throw Error(offset: start, reason: "invalid number") }
    return .number(value, text: text)
  }

  private mutating func parseString() throws(JSONParser.Error) -> String {
    position += 1  // opening quote
    var units: [UInt8] = []
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        units.append(contentsOf: bytes[runStart..<position])
        position += 1
        return try validated(units, from: runStart)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        units.append(contentsOf: bytes[runStart..<position])
        try parseEscape(into: &units)
        runStart = position
        continue
      }
      position += 1
    }
    throw error("unterminated string")
  }

  private func validated(_ units: [UInt8], from start: Int) throws(JSONParser.Error) -> String {
    guard let string = String(validating: units, as: UTF8.self) else {
      throw Error(offset: start, reason: Self.invalidUTF8Reason)
    }
    return string
  }

  private mutating func parseEscape(into units: inout [UInt8]) throws(JSONParser.Error) {
    position += 1
    guard position < bytes.count else { throw error("unterminated escape") }
    let escape = bytes[position]
    position += 1
    if let unescaped = Self.unescaped(escape) {
      units.append(unescaped)
      return
    }
    switch escape {
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if UTF16.isLeadSurrogate(UInt16(scalar)) {
        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("a lone surrogate escape") }
        position += 2
        let low = try hex4()
        guard UTF16.isTrailSurrogate(UInt16(low)) else { throw error("a lone surrogate escape") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if UTF16.isTrailSurrogate(UInt16(scalar)) {
        throw error("a lone surrogate escape")
      }
      units.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
    default:
      throw error("invalid escape")
    }
  }

  /// The byte a one-character escape stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`,
  /// `\t`); `nil` for `\u` and anything else.
  @inline(__always)
  static func unescaped(_ escape: UInt8) -> UInt8? {
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "t"): 0x09
    default: nil
    }
  }

  private mutating func hex4() throws(JSONParser.Error) -> UInt32 {
    guard bytes.count - position >= 4 else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Self.hexValue(bytes[position]) else { throw error("invalid \\u escape") }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
