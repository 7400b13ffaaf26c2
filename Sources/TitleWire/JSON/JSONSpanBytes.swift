import TitleComposer
import TitleFonts

/// ``JSONBytes``'s writers for a record's room reserved once (``BatchResultEncoder``): each writes
/// into an `OutputSpan`, with no capacity growth or uniqueness check per byte, exactly the bytes
/// its ``JSONBytes`` namesake appends.
enum JSONSpanBytes {
  /// The most bytes ``appendNumber(_:to:)`` writes (Swift's longest `Double` description,
  /// `-2.2250738585072014e-308`, is 24 bytes).
  static let numberBound = 32
  /// The most bytes ``appendInteger(_:to:)`` writes (`-9223372036854775808`).
  static let integerBound = 20

  /// The most bytes ``appendString(_:leadingSpaces:to:)`` writes for `text`: every byte could
  /// be a control byte, written as `\u00XX`.
  static func stringBound(_ text: String, leadingSpaces: Int = 0) -> Int {
    text.utf8.count * 6 + leadingSpaces + 2
  }

  /// Appends `text` in quotes, escaped as ``JSONBytes/appendString(_:leadingSpaces:to:)`` does.
  /// The runs between escapes are copied whole (a title is written twice in a record, its lines
  /// once more), found eight bytes at a time while none of them needs an escape.
  /// A short string with nothing to escape (an id, a language tag) is stored as one word
  /// (``appendShortPlainString(_:to:)``).
  static func appendString(
    _ text: String, leadingSpaces: Int = 0, to out: inout OutputSpan<UInt8>
  ) {
    let utf8 = text.utf8Span.span
    if leadingSpaces == 0 && appendShortPlainString(utf8, to: &out) { return }
    out.append(UInt8(ascii: "\""))
    out.append(repeating: UInt8(ascii: " "), count: leadingSpaces)
    appendEscaped(utf8, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends a line's text in quotes as ``appendString(_:leadingSpaces:to:)`` does: its cut of
  /// the title (``ComposedLine/textSlice``), read in place, then "…" when it ends in one.
  static func appendLineText(_ line: ComposedLine, to out: inout OutputSpan<UInt8>) {
    out.append(UInt8(ascii: "\""))
    line.withTextSliceUTF8 { appendEscaped($0, to: &out) }
    if line.textAppendsEllipsis {
      out.append(0xE2)
      out.append(0x80)
      out.append(0xA6)
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether none of `utf8` needs an escape (no quote, backslash or byte below U+0020): one
  /// pass eight bytes at a time with no branch per word, so that a title found plain is then
  /// copied whole each time it is written, its lines' cuts too
  /// (``appendString(_:plain:leadingSpaces:to:)``, ``appendLineText(_:title:titleIsPlain:to:)``).
  static func isPlain(_ utf8: Span<UInt8>) -> Bool {
    let raw = utf8.bytes
    let end = utf8.count
    var marks: UInt64 = 0
    var index = 0
    while end - index >= 8 {
      // With no byte to escape there is no borrow, so no mark at all: the OR is exact.
      marks |= BatchRequestScanner.endOrEscapeBits(
        UInt64(littleEndian: raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self)))
      index += 8
    }
    guard marks & 0x8080_8080_8080_8080 == 0 else { return false }
    while index < end {
      let byte = utf8[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
      index += 1
    }
    return true
  }

  /// Appends `text` in quotes as ``appendString(_:leadingSpaces:to:)`` does, copied whole when
  /// `plain` (``isPlain(_:)`` said so for its bytes).
  static func appendString(
    _ text: String, plain: Bool, leadingSpaces: Int = 0, to out: inout OutputSpan<UInt8>
  ) {
    guard plain else {
      appendString(text, leadingSpaces: leadingSpaces, to: &out)
      return
    }
    out.append(UInt8(ascii: "\""))
    out.append(repeating: UInt8(ascii: " "), count: leadingSpaces)
    append(copying: text.utf8Span.span, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends a line's text as ``appendLineText(_:to:)`` does, its cut copied whole from `utf8`
  /// when it is a cut of `title` and the title is plain (``isPlain(_:)``).
  /// - Parameters:
  ///   - line: a line of the title.
  ///   - title: the title the line was cut from.
  ///   - utf8: its UTF-8.
  ///   - titleIsPlain: whether `title` needs no escape.
  ///   - out: the room written to.
  static func appendLineText(
    _ line: borrowing ComposedLine, title titleString: String, utf8 title: Span<UInt8>,
    titleIsPlain: Bool,
    to out: inout OutputSpan<UInt8>
  ) {
    out.append(UInt8(ascii: "\""))
    // A line whose text is its own string (collapsed spaces, a client's text) is not a cut of
    // the title: it is scanned.
    if titleIsPlain, let cut = line.textCut(of: titleString) {
      append(copying: title.extracting(cut), to: &out)
    } else {
      line.withTextSliceUTF8 { appendEscaped($0, to: &out) }
    }
    if line.textAppendsEllipsis {
      out.append(0xE2)
      out.append(0x80)
      out.append(0xA6)
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends `utf8` escaped, without quotes.
  @inline(__always)
  private static func appendEscaped(_ utf8: Span<UInt8>, to out: inout OutputSpan<UInt8>) {
    let raw = utf8.bytes
    let end = utf8.count
    var runStart = 0
    var index = 0
    while index < end {
      if end - index >= 8 {
        let word = UInt64(
          littleEndian: raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self))
        if !BatchRequestScanner.mayEndOrEscape(word) {
          index += 8
          continue
        }
      }
      let byte = utf8[index]
      index += 1
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
      append(copying: utf8, runStart..<index - 1, to: &out)
      appendEscape(byte, to: &out)
      runStart = index
    }
    append(copying: utf8, runStart..<end, to: &out)
  }

  private static func appendEscape(_ byte: UInt8, to out: inout OutputSpan<UInt8>) {
    out.append(0x5C)
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
    case 0x0A: out.append(UInt8(ascii: "n"))
    case 0x0D: out.append(UInt8(ascii: "r"))
    case 0x09: out.append(UInt8(ascii: "t"))
    default:
      append("u00", to: &out)
      out.append(hexDigit(byte >> 4))
      out.append(hexDigit(byte & 0xF))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Appends an integer in decimal.
  static func appendInteger(_ value: Int, to out: inout OutputSpan<UInt8>) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    appendMagnitude(UInt64(value.magnitude), to: &out)
  }

  /// Appends `value` in decimal: below 10,000 (a record's offsets, counts and most whole
  /// numbers) as one word of digit pairs, longer ones eight digits a word.
  @inline(__always)
  private static func appendMagnitude(_ value: UInt64, to out: inout OutputSpan<UInt8>) {
    guard value < 10_000 else {
      appendDigits(value, width: digitCount(value), to: &out)
      return
    }
    let (word, count) = shortDigits(value)
    append(packed: word, count: count, to: &out)
  }

  /// The digits of `value` (below 10,000) as ASCII, the first in the lowest byte, and how many
  /// there are.
  @inline(__always)
  static func shortDigits(_ value: UInt64) -> (word: UInt64, count: Int) {
    if value < 10 { return (value | 0x30, 1) }
    if value < 100 { return (digitPair(value), 2) }
    let high = value / 100
    let pair = digitPair(value &- high &* 100)
    if high < 10 { return (high | 0x30 | pair << 8, 3) }
    return (digitPair(high) | pair << 16, 4)
  }

  /// The two digits of `value` (below 100) as ASCII, the tens in the low byte: the tens by
  /// multiplying by 103/1024, exact for every value below 179.
  @inline(__always)
  static func digitPair(_ value: UInt64) -> UInt64 {
    let tens = (value &* 103) &>> 10
    return ((value &- tens &* 10) &<< 8 | tens) | 0x3030
  }

  /// The six digits of a fraction's millionths `value` (below 1,000,000), with leading zeros,
  /// as ASCII, the first in the lowest byte.
  @inline(__always)
  static func sixDigits(_ value: UInt64) -> UInt64 {
    let high = value / 10_000
    let rest = value &- high &* 10_000
    let middle = rest / 100
    let low = rest &- middle &* 100
    return digitPair(high) | digitPair(middle) &<< 16 | digitPair(low) &<< 32
  }

  /// How many decimal digits `value` has (1 for 0).
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    var rest = value
    var count = 1
    while rest >= 10_000 {
      rest /= 10_000
      count += 4
    }
    if rest >= 100 {
      rest /= 100
      count += 2
    }
    return rest >= 10 ? count + 1 : count
  }

  /// Appends the last `width` decimal digits of `value`, with leading zeros, eight at a time.
  @inline(__always)
  private static func appendDigits(_ value: UInt64, width: Int, to out: inout OutputSpan<UInt8>) {
    let eight: UInt64 = 100_000_000
    if width > 16 {
      appendEightOrFewer(value / (eight * eight), width: width - 16, to: &out)
      appendEightOrFewer(value / eight % eight, width: 8, to: &out)
      appendEightOrFewer(value % eight, width: 8, to: &out)
    } else if width > 8 {
      appendEightOrFewer(value / eight, width: width - 8, to: &out)
      appendEightOrFewer(value % eight, width: 8, to: &out)
    } else {
      appendEightOrFewer(value, width: width, to: &out)
    }
  }

  @inline(__always)
  private static func appendEightOrFewer(
    _ value: UInt64, width: Int, to out: inout OutputSpan<UInt8>
  ) {
    append(packed: packedDigits(value, width: width), count: width, to: &out)
  }

  /// The last `width` (at most 8) decimal digits of `value` as ASCII, the first digit in the
  /// lowest byte (the order they have in memory on a little-endian word).
  @inline(__always)
  static func packedDigits(_ value: UInt64, width: Int) -> UInt64 {
    var packed: UInt64 = 0
    var rest = value
    var left = width
    while left >= 2 {
      let pair = rest % 100
      rest /= 100
      let tens = pair / 10
      packed = packed << 16 | (pair - tens * 10) << 8 | tens
      left -= 2
    }
    if left == 1 { packed = packed << 8 | rest % 10 }
    return packed | 0x3030_3030_3030_3030 >> UInt64(64 - width * 8)
  }

  /// Appends a number as ``JSONBytes/appendNumber(_:to:)`` does: below 1e9 from its count of
  /// millionths, rounded half away from zero as `Double.rounded()` rounds (the truncated count
  /// corrected by the fraction, which a subtraction gives exactly), whole counts of a million
  /// as integers, others with their trailing zeros dropped; `String(value)` for the rest.
  static func appendNumber(_ value: Double, to out: inout OutputSpan<UInt8>) {
    // NaN fails the comparison too.
    guard value.magnitude < 1e9 else {
      appendLargeNumber(value, to: &out)
      return
    }
    let scaled = value * 1e6
    var count = Int64(scaled)
    let fraction = scaled - Double(count)
    if fraction >= 0.5 {
      count += 1
    } else if fraction <= -0.5 {
      count -= 1
    }
    let units = count.magnitude
    let whole = units / 1_000_000
    let part = units &- whole &* 1_000_000
    if count < 0 { out.append(UInt8(ascii: "-")) }
    if part == 0 {
      appendMagnitude(whole, to: &out)
      return
    }
    guard units >= 1000 else {
      // 0.000001 to 0.000999: Swift writes these with an exponent or fewer digits.
      appendText(String(Double(count.magnitude) / 1e6), to: &out)
      return
    }
    // The six digits of the fraction, less the zeros that end it (the highest bytes).
    let digits = sixDigits(part)
    let fractionCount = 6 - ((digits ^ 0x3030_3030_3030).leadingZeroBitCount - 16) / 8
    if whole < 10 {
      // "d." and up to six digits: one word.
      append(packed: whole | 0x2E30 | digits &<< 16, count: 2 + fractionCount, to: &out)
      return
    }
    appendMagnitude(whole, to: &out)
    out.append(UInt8(ascii: "."))
    append(packed: digits, count: fractionCount, to: &out)
  }

  /// Numbers of magnitude 1e9 or more, NaN and infinities, as ``JSONBytes`` writes them.
  private static func appendLargeNumber(_ value: Double, to out: inout OutputSpan<UInt8>) {
    guard value.isFinite else {
      append("null", to: &out)
      return
    }
    if abs(value) < 1e15, let whole = CheckedInteger.exact(value), Double(whole) == value {
      appendInteger(whole, to: &out)
    } else {
      appendText(String(value), to: &out)
    }
  }

  private static func appendText(_ text: String, to out: inout OutputSpan<UInt8>) {
    for byte in text.utf8 { out.append(byte) }
  }

  /// The most bytes ``appendScalar(_:to:)`` writes for `value`; `nil` for an array or an object
  /// (written by ``JSONBytes/appendValue(_:to:)`` instead).
  static func scalarBound(_ value: JSONValue) -> Int? {
    switch value {
    case .null, .bool: 5
    case .number(_, let text): text.utf8.count
    case .string(let text): stringBound(text)
    case .array, .object: nil
    }
  }

  /// Appends a parsed value that is not an array or an object as
  /// ``JSONBytes/appendValue(_:to:)`` does (a number in its text).
  static func appendScalar(_ value: JSONValue, to out: inout OutputSpan<UInt8>) {
    switch value {
    case .null: append("null", to: &out)
    case .bool(let flag): append(flag ? "true" : "false", to: &out)
    case .number(_, let text): append(copying: text.utf8Span.span, to: &out)
    case .string(let text): appendString(text, to: &out)
    case .array, .object: preconditionFailure("arrays and objects are not scalars")
    }
  }

  /// Appends a colour as ``JSONBytes/appendColor(_:to:)`` does.
  static func appendColor(_ color: RGBColor, to out: inout OutputSpan<UInt8>) {
    out.append(UInt8(ascii: "\""))
    out.append(UInt8(ascii: "#"))
    appendChannel(color.red, to: &out)
    appendChannel(color.green, to: &out)
    appendChannel(color.blue, to: &out)
    if color.alpha != 255 { appendChannel(color.alpha, to: &out) }
    out.append(UInt8(ascii: "\""))
  }

  private static func appendChannel(_ channel: UInt8, to out: inout OutputSpan<UInt8>) {
    out.append(upperHexDigit(channel >> 4))
    out.append(upperHexDigit(channel & 0xF))
  }

  private static func upperHexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
