extension BatchRequestScanner {
  /// A string after its opening quote, moved past its closing quote; its escapes are checked
  /// when it is decoded (``text(_:hasEscape:)``).
  mutating func string() -> Token? {
    let start = position
    var hasEscape = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return .string(start..<position - 1, hasEscape: hasEscape)
      }
      guard byte >= 0x20 else { return nil }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        position += 1
      }
      position += 1
    }
    return nil
  }

  /// A number in RFC 8259's grammar, moved past.
  mutating func number() -> Token? {
    let start = position
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      return nil
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      isInteger = false
      guard digits() > 0 else { return nil }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      isInteger = false
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard digits() > 0 else { return nil }
    }
    return .number(start..<position, isInteger: isInteger)
  }

  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count && bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    return position - start
  }

  /// A number's value, as `Double(text)` reads it; plain integers of up to 15 digits are
  /// converted exactly without the text.
  func double(_ range: Range<Int>, isInteger: Bool) -> Double? {
    if isInteger && range.count <= 16 {
      var start = range.lowerBound
      let negative = bytes[start] == UInt8(ascii: "-")
      if negative { start += 1 }
      if range.upperBound - start <= 15 {
        var value = 0
        for index in start..<range.upperBound {
          value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
        }
        // -0 stays negative zero, as Double("-0") reads it.
        return negative ? -Double(value) : Double(value)
      }
    }
    return Double(String(decoding: bytes[range], as: UTF8.self))
  }

  /// A string's text with its escapes decoded, or `nil` for an invalid escape, a lone surrogate
  /// or invalid UTF-8.
  func text(_ range: Range<Int>, hasEscape: Bool) -> String? {
    guard hasEscape else { return String(validating: bytes[range], as: UTF8.self) }
    var units: [UInt8] = []
    units.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        units.append(byte)
        continue
      }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escape)
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        guard var scalar = hex4(at: index, before: range.upperBound) else { return nil }
        index += 4
        if UTF16.isLeadSurrogate(UInt16(scalar)) {
          guard range.upperBound - index >= 6, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let low = hex4(at: index + 2, before: range.upperBound),
            UTF16.isTrailSurrogate(UInt16(low))
          else { return nil }
          index += 6
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if UTF16.isTrailSurrogate(UInt16(scalar)) {
          return nil
        }
        guard let decoded = Unicode.Scalar(scalar) else { return nil }
        units.append(contentsOf: UTF8.encode(decoded)!)
      default: return nil
      }
    }
    return String(validating: units, as: UTF8.self)
  }

  private func hex4(at index: Int, before end: Int) -> UInt32? {
    guard end - index >= 4 else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// One of a choice's cases, compared byte for byte with its raw value (an escaped string is
  /// decoded first).
  func choice<Choice: RawRepresentable & CaseIterable>(_ range: Range<Int>, hasEscape: Bool)
    -> Choice?
  where Choice.RawValue == String {
    if hasEscape { return text(range, hasEscape: true).flatMap(Choice.init(rawValue:)) }
    let text = bytes[range]
    return Choice.allCases.first { $0.rawValue.utf8.elementsEqual(text) }
  }
}
