import TitleComposer

extension BatchRequestScanner {
  /// A number's value at `position` (which is in the line), as `Double(text)` reads it, moved
  /// past; `nil` for another value or a number outside RFC 8259's grammar. Plain integers of up
  /// to 15 digits are converted exactly as they are read.
  static func numberValue(_ bytes: Span<UInt8>, _ position: inout Int) -> Double? {
    if let (magnitude, negative) = plainInteger(bytes, &position) {
      // -0 stays negative zero, as Double("-0") reads it.
      return negative ? -Double(magnitude) : Double(magnitude)
    }
    switch bytes[position] {
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      guard case .number(let range, let isInteger)? = number(bytes, &position) else { return nil }
      return double(bytes, range, isInteger: isInteger)
    default: return nil
    }
  }

  /// The magnitude and sign of the plain integer at `position` (which is in the line), moved
  /// past: an optional `-`, then 1 to 15 digits without a leading zero (or a lone `0`), not
  /// followed by a fraction or an exponent. `nil`, with `position` unmoved, for anything else.
  @inline(__always)
  static func plainInteger(_ bytes: Span<UInt8>, _ position: inout Int) -> (UInt64, Bool)? {
    let end = bytes.count
    var index = position
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    let digitsStart = index
    var magnitude: UInt64 = 0
    while index < end {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      magnitude = magnitude &* 10 &+ UInt64(digit)
      index += 1
    }
    let count = index - digitsStart
    guard count > 0, count <= 15, count == 1 || bytes[digitsStart] != UInt8(ascii: "0") else {
      return nil
    }
    if index < end {
      let after = bytes[index]
      guard after != UInt8(ascii: "."), after | 0x20 != UInt8(ascii: "e") else { return nil }
    }
    position = index
    return (magnitude, negative)
  }
}
