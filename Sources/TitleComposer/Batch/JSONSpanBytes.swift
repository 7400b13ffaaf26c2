import TitleFonts

/// ``JSONBytes``'s writers for a record's room reserved once (``BatchResultEncoder``): each writes
/// into an `OutputSpan`, with no capacity growth or uniqueness check per byte, exactly the bytes
/// its ``JSONBytes`` namesake appends.
package enum JSONSpanBytes {
  /// The most bytes ``appendNumber(_:to:)`` writes (Swift's longest `Double` description,
  /// `-2.2250738585072014e-308`, is 24 bytes).
  package static let numberBound = 32
  /// The most bytes ``appendInteger(_:to:)`` writes (`-9223372036854775808`).
  package static let integerBound = 20

  /// The most bytes ``appendString(_:leadingSpaces:to:)`` writes for `text`: every byte could
  /// be a control byte, written as `\u00XX`.
  package static func stringBound(_ text: String, leadingSpaces: Int = 0) -> Int {
    text.utf8.count * 6 + leadingSpaces + 2
  }

  /// Appends ASCII text as it is.
  @inline(__always)
  static func append(_ text: StaticString, to out: inout OutputSpan<UInt8>) {
    text.withUTF8Buffer { utf8 in
      for byte in utf8 { out.append(byte) }
    }
  }

  /// Appends `text` in quotes, escaped as ``JSONBytes/appendString(_:leadingSpaces:to:)`` does.
  /// Eight bytes at a time are copied while none of them needs an escape (a title is written
  /// twice in a record, its lines once more).
  package static func appendString(
    _ text: String, leadingSpaces: Int = 0, to out: inout OutputSpan<UInt8>
  ) {
    out.append(UInt8(ascii: "\""))
    out.append(repeating: UInt8(ascii: " "), count: leadingSpaces)
    appendEscaped(text.utf8Span.span, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends a line's text in quotes as ``appendString(_:leadingSpaces:to:)`` does: its cut of
  /// the title (``ComposedLine/textSlice``), read in place, then "…" when it ends in one.
  package static func appendLineText(_ line: ComposedLine, to out: inout OutputSpan<UInt8>) {
    out.append(UInt8(ascii: "\""))
    line.withTextSliceUTF8 { appendEscaped($0, to: &out) }
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
    var index = 0
    while index < end {
      if end - index >= 8 {
        let word = UInt64(
          littleEndian: raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self))
        if !BatchRequestScanner.mayEndOrEscape(word) {
          appendWord(word, to: &out)
          index += 8
          continue
        }
      }
      let byte = utf8[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        out.append(byte)
      } else {
        appendEscape(byte, to: &out)
      }
      index += 1
    }
  }

  /// Appends the eight bytes of `word`, lowest first (the order they had in memory).
  @inline(__always)
  private static func appendWord(_ word: UInt64, to out: inout OutputSpan<UInt8>) {
    out.append(UInt8(truncatingIfNeeded: word))
    out.append(UInt8(truncatingIfNeeded: word &>> 8))
    out.append(UInt8(truncatingIfNeeded: word &>> 16))
    out.append(UInt8(truncatingIfNeeded: word &>> 24))
    out.append(UInt8(truncatingIfNeeded: word &>> 32))
    out.append(UInt8(truncatingIfNeeded: word &>> 40))
    out.append(UInt8(truncatingIfNeeded: word &>> 48))
    out.append(UInt8(truncatingIfNeeded: word &>> 56))
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
  package static func appendInteger(_ value: Int, to out: inout OutputSpan<UInt8>) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    appendDigits(UInt64(value.magnitude), to: &out)
  }

  private static func appendDigits(_ value: UInt64, to out: inout OutputSpan<UInt8>) {
    if value < 10 {
      out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
      return
    }
    if value < 100 {
      out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10))
      out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
      return
    }
    var power: UInt64 = 100
    while power <= value / 10 { power *= 10 }
    var rest = value
    while true {
      let digit = rest / power
      out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      rest -= digit * power
      if power == 1 { return }
      power /= 10
    }
  }

  /// Appends a number as ``JSONBytes/appendNumber(_:to:)`` does.
  package static func appendNumber(_ value: Double, to out: inout OutputSpan<UInt8>) {
    guard value.isFinite else {
      append("null", to: &out)
      return
    }
    guard abs(value) < 1e9 else {
      if abs(value) < 1e15, let whole = CheckedInteger.exact(value), Double(whole) == value {
        appendInteger(whole, to: &out)
      } else {
        appendText(String(value), to: &out)
      }
      return
    }
    let millionths = (value * 1e6).rounded()
    let count = Int64(millionths)
    if count % 1_000_000 == 0 {
      appendInteger(Int(count / 1_000_000), to: &out)
    } else if count.magnitude >= 1000 {
      appendMillionths(count, to: &out)
    } else {
      appendText(String(millionths / 1e6), to: &out)
    }
  }

  private static func appendText(_ text: String, to out: inout OutputSpan<UInt8>) {
    for byte in text.utf8 { out.append(byte) }
  }

  /// Appends `millionths / 10^6` (not a whole number) with its trailing zeros dropped.
  private static func appendMillionths(_ millionths: Int64, to out: inout OutputSpan<UInt8>) {
    if millionths < 0 { out.append(UInt8(ascii: "-")) }
    let magnitude = millionths.magnitude
    appendDigits(magnitude / 1_000_000, to: &out)
    out.append(UInt8(ascii: "."))
    var fraction = magnitude % 1_000_000
    var power: UInt64 = 100_000
    while fraction != 0 {
      let digit = fraction / power
      out.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: digit))
      fraction -= digit * power
      power /= 10
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
