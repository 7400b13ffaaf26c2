import TitleComposer
import TitleFonts

/// Appends JSON text to a byte buffer with no writer state: the batch's fast encoder. Each
/// function writes what ``JSONWriter`` writes for the same value, byte for byte.
enum JSONBytes {
  /// Appends ASCII text as it is (the encoder's fixed keys and punctuation).
  @inline(__always)
  static func append(_ text: StaticString, to bytes: inout [UInt8]) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` in quotes, escaped as ``JSONWriter`` escapes it.
  /// - Parameters:
  ///   - text: the string.
  ///   - leadingSpaces: U+0020 spaces written before `text` inside the quotes (a spaces-mode
  ///     title's padding).
  ///   - bytes: the buffer written to.
  static func appendString(_ text: String, leadingSpaces: Int = 0, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: leadingSpaces))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: utf8[runStart..<index])
        appendEscape(byte, to: &bytes)
        runStart = index + 1
      }
      bytes.append(contentsOf: utf8[runStart...])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(0x5C)
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    default:
      append("u00", to: &bytes)
      bytes.append(hexDigit(byte >> 4))
      bytes.append(hexDigit(byte & 0xF))
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// Appends an integer in decimal.
  static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(UInt64(value.magnitude), to: &bytes)
  }

  private static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
      return
    }
    if value < 100 {
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
      return
    }
    var power: UInt64 = 100
    while power <= value / 10 { power *= 10 }
    var rest = value
    while true {
      let digit = rest / power
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      rest -= digit * power
      if power == 1 { return }
      power /= 10
    }
  }

  /// Appends a number rounded to 1e-6 as ``JSONWriter/number(_:)`` writes it: whole numbers
  /// without a fraction, others in Swift's shortest form, NaN and infinities as null.
  ///
  /// Below 1e9 the number is written from its millionths: doubles there lie less than
  /// 1e-6 / 2 apart, so from 0.001 up the millionths without trailing zeros are the shortest
  /// text that reads back as the rounded value, which is what Swift prints. Smaller and larger
  /// numbers that are not whole go through `String(value)`.
  static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      append("null", to: &bytes)
      return
    }
    guard abs(value) < 1e9 else {
      if abs(value) < 1e15, let whole = CheckedInteger.exact(value), Double(whole) == value {
        appendInteger(whole, to: &bytes)
      } else {
        bytes.append(contentsOf: String(value).utf8)
      }
      return
    }
    let millionths = (value * 1e6).rounded()
    let count = Int64(millionths)
    if count % 1_000_000 == 0 {
      appendInteger(Int(count / 1_000_000), to: &bytes)
    } else if count.magnitude >= 1000 {
      appendMillionths(count, to: &bytes)
    } else {
      bytes.append(contentsOf: String(millionths / 1e6).utf8)
    }
  }

  /// Appends `millionths / 10^6` (not a whole number) with its trailing zeros dropped.
  private static func appendMillionths(_ millionths: Int64, to bytes: inout [UInt8]) {
    if millionths < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = millionths.magnitude
    appendDigits(magnitude / 1_000_000, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    var fraction = magnitude % 1_000_000
    var power: UInt64 = 100_000
    while fraction != 0 {
      let digit = fraction / power
      bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      fraction -= digit * power
      power /= 10
    }
  }

  /// Appends a parsed value back, compact: numbers in the text they were written as, object
  /// members in their order (a request's `id` echoes back as it came).
  static func appendValue(_ value: JSONValue, to bytes: inout [UInt8]) {
    switch value {
    case .null: append("null", to: &bytes)
    case .bool(let flag): append(flag ? "true" : "false", to: &bytes)
    case .number(_, let text): bytes.append(contentsOf: text.utf8)
    case .string(let text): appendString(text, to: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        appendValue(element, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        appendString(member.key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendValue(member.value, to: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Appends a colour as ``RGBColor/hex`` writes it, in quotes.
  static func appendColor(_ color: RGBColor, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: "#"))
    appendChannel(color.red, to: &bytes)
    appendChannel(color.green, to: &bytes)
    appendChannel(color.blue, to: &bytes)
    if color.alpha != 255 { appendChannel(color.alpha, to: &bytes) }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendChannel(_ channel: UInt8, to bytes: inout [UInt8]) {
    bytes.append(upperHexDigit(channel >> 4))
    bytes.append(upperHexDigit(channel & 0xF))
  }

  private static func upperHexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
