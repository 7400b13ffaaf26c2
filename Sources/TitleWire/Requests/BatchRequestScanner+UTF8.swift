import TitleComposer

extension BatchRequestScanner {
  /// The length of the well-formed UTF-8 sequence of two to four bytes whose lead byte (at least
  /// 0x80) is at `index`, or 0 when it is not one (a continuation or 0xC0, 0xC1 or 0xF5–0xFF
  /// leading, a continuation missing or cut by the end of `bytes`, an overlong form, a
  /// surrogate, a scalar above U+10FFFF), by the table of well-formed sequences in Unicode's
  /// chapter 3 (D92).
  @inline(__always)
  static func multiByteScalarLength(_ bytes: Span<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    let left = bytes.count - index
    switch lead {
    case 0xC2...0xDF:
      guard left >= 2, bytes[index + 1] & 0xC0 == 0x80 else { return 0 }
      return 2
    case 0xE0...0xEF:
      guard left >= 3 else { return 0 }
      let second = bytes[index + 1]
      let lowest: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
      let highest: UInt8 = lead == 0xED ? 0x9F : 0xBF
      guard second >= lowest, second <= highest, bytes[index + 2] & 0xC0 == 0x80 else {
        return 0
      }
      return 3
    case 0xF0...0xF4:
      guard left >= 4 else { return 0 }
      let second = bytes[index + 1]
      let lowest: UInt8 = lead == 0xF0 ? 0x90 : 0x80
      let highest: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
      guard second >= lowest, second <= highest, bytes[index + 2] & 0xC0 == 0x80,
        bytes[index + 3] & 0xC0 == 0x80
      else { return 0 }
      return 4
    default: return 0
    }
  }
}
