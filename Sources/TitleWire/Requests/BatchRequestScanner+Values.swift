import TitleComposer

extension BatchRequestScanner {
  /// A string after its opening quote, moved past its closing quote, or `nil` when it is not
  /// well-formed UTF-8 (so ``text(_:_:hasEscape:)`` builds its `String` without validating it
  /// again); its escapes are checked when it is decoded. Eight bytes at a time are passed over
  /// while all of them are ASCII and none is a quote, a backslash or a control byte.
  static func string(_ bytes: Span<UInt8>, _ position: inout Int) -> Token? {
    let start = position
    let end = bytes.count
    var index = start
    var hasEscape = false
    let raw = bytes.bytes
    while index < end {
      if end - index >= 8 {
        let word = UInt64(
          littleEndian: raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self))
        if word & 0xC0_C0F0 == 0x80_80E0 {
          // A three-byte sequence, the most common in Korean and Japanese titles, and maybe a
          // second one after it in the same word.
          guard isWellFormedThreeBytes(word) else { return nil }
          // A space after them (a word of Hangul ends in one) is passed over in the same step.
          let next = word >> 24
          if next & 0xC0_C0F0 == 0x80_80E0 {
            guard isWellFormedThreeBytes(next) else { return nil }
            index += (word >> 48) & 0xFF == 0x20 ? 7 : 6
          } else {
            index += next & 0xFF == 0x20 ? 4 : 3
          }
          continue
        }
        // The high bit of every byte that ends or escapes the string or is not ASCII; the
        // lowest is exact, so the ASCII bytes below it are passed over at once.
        let stops = (endOrEscapeBits(word) | word) & 0x8080_8080_8080_8080
        if stops == 0 {
          index += 8
          continue
        }
        let plainBytes = stops.trailingZeroBitCount >> 3
        // The closing quote, when it is that byte, ends the string here.
        if (word >> UInt64(plainBytes * 8)) & 0xFF == UInt64(UInt8(ascii: "\"")) {
          position = index + plainBytes + 1
          return .string(start..<index + plainBytes, hasEscape: hasEscape)
        }
        if plainBytes > 0 {
          index += plainBytes
          continue
        }
      }
      let byte = bytes[index]
      if byte >= 0x80 {
        let length = multiByteScalarLength(bytes, at: index)
        guard length > 0 else { return nil }
        index += length
        continue
      }
      if byte == UInt8(ascii: "\"") {
        position = index + 1
        return .string(start..<index, hasEscape: hasEscape)
      }
      if byte < 0x20 { return nil }
      if byte == UInt8(ascii: "\\") {
        hasEscape = true
        index += 1
      }
      index += 1
    }
    return nil
  }

  /// Whether the three bytes at the bottom of `word` (a lead of 0xE0–0xEF and two
  /// continuations) are a scalar: not overlong (below U+0800) and not a surrogate.
  /// Given that pattern, only two leads have a second byte they refuse (Unicode's table of
  /// well-formed sequences): 0xE0 below 0xA0 (overlong) and 0xED from 0xA0 (a surrogate), and
  /// a continuation is 0xA0 or more exactly when its 0x20 bit is set.
  @inline(__always)
  static func isWellFormedThreeBytes(_ word: UInt64) -> Bool {
    let lead = UInt8(truncatingIfNeeded: word)
    let secondIsHigh = word & 0x2000 != 0
    return lead == 0xE0 ? secondIsHigh : lead == 0xED ? !secondIsHigh : true
  }

  /// Whether any of the eight bytes in `word` is a quote, a backslash or below U+0020. Exact for
  /// the word as a whole: a borrow may mark a byte above a real match, never a word without one.
  @inline(__always)
  static func mayEndOrEscape(_ word: UInt64) -> Bool {
    endOrEscapeBits(word) & 0x8080_8080_8080_8080 != 0
  }

  /// The high bit set (among others) of each byte of `word` that is a quote, a backslash or
  /// below U+0020, reading the word little-endian: the lowest high bit set is always a real
  /// match (a borrow only marks bytes above one), and a byte of 0x80 or more is never marked
  /// for itself.
  @inline(__always)
  static func endOrEscapeBits(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    let control = (word &- ones &* 0x20) & ~word
    return zeroQuote | zeroBackslash | control
  }

  /// A number in RFC 8259's grammar, moved past.
  static func number(_ bytes: Span<UInt8>, _ position: inout Int) -> Token? {
    let start = position
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits(bytes, &position) == 0 {
      return nil
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      isInteger = false
      guard digits(bytes, &position) > 0 else { return nil }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      isInteger = false
      if position < bytes.count
        && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard digits(bytes, &position) > 0 else { return nil }
    }
    return .number(start..<position, isInteger: isInteger)
  }

  private static func digits(_ bytes: Span<UInt8>, _ position: inout Int) -> Int {
    let start = position
    while position < bytes.count && bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    return position - start
  }

  /// A number's value, as `Double(text)` reads it; plain integers of up to 15 digits are
  /// converted exactly without the text.
  static func double(_ bytes: Span<UInt8>, _ range: Range<Int>, isInteger: Bool) -> Double? {
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
    return Double(text(bytes, range, hasEscape: false) ?? "")
  }

  /// A string's text with its escapes decoded, or `nil` for an invalid escape or a lone
  /// surrogate. `range` is a string ``string(_:_:)`` read (so well-formed UTF-8) or a number's.
  static func text(_ bytes: Span<UInt8>, _ range: Range<Int>, hasEscape: Bool) -> String? {
    guard hasEscape else {
      return String(copying: UTF8Span(unchecked: bytes.extracting(range)))
    }
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
      if let unescaped = JSONParser.unescaped(escape) {
        units.append(unescaped)
        continue
      }
      switch escape {
      case UInt8(ascii: "u"):
        guard var scalar = hex4(bytes, at: index, before: range.upperBound) else { return nil }
        index += 4
        if UTF16.isLeadSurrogate(UInt16(scalar)) {
          guard range.upperBound - index >= 6, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u"),
            let low = hex4(bytes, at: index + 2, before: range.upperBound),
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

  private static func hex4(_ bytes: Span<UInt8>, at index: Int, before end: Int) -> UInt32? {
    guard end - index >= 4 else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
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
  static func choice<Choice: ScannedChoice>(
    _ bytes: Span<UInt8>, _ range: Range<Int>, hasEscape: Bool
  ) -> Choice? {
    if hasEscape { return text(bytes, range, hasEscape: true).flatMap(Choice.init(rawValue:)) }
    return Choice.scanned(bytes, range)
  }
}
