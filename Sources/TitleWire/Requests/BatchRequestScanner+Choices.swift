import TitleComposer
import TitleText

/// A request field of a few fixed strings that the scanner reads from the line's bytes, with no
/// `String` made and no list of cases built: the raw values are all ASCII letters and `-`, which
/// `String` equality (the tree path's `init(rawValue:)`) compares byte for byte.
protocol ScannedChoice: RawRepresentable<String>, CaseIterable {
  /// The case whose raw value the bytes in `range` of `bytes` are, or `nil`.
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Self?
}

extension BatchRequestScanner {
  /// The bytes in `range` as one little-endian word, zero past their end, or `nil` when there
  /// are more than eight. A scanned string has no zero byte (a control byte ends the scan), so
  /// the word names the bytes and their length at once: a choice is one compare.
  @inline(__always)
  static func shortWord(_ bytes: Span<UInt8>, _ range: Range<Int>) -> UInt64? {
    let count = range.count
    guard count <= 8 else { return nil }
    if bytes.count - range.lowerBound >= 8 {
      let loaded = UInt64(
        littleEndian: bytes.bytes.unsafeLoadUnaligned(
          fromByteOffset: range.lowerBound, as: UInt64.self))
      return count == 8 ? loaded : loaded & ((1 << UInt64(count * 8)) - 1)
    }
    var word: UInt64 = 0
    for index in range.reversed() { word = word << 8 | UInt64(bytes[index]) }
    return word
  }
}

extension WordBreak: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> WordBreak? {
    switch BatchRequestScanner.shortWord(bytes, range) {
    case 0x6C6C_612D_7065_656B: .keepAll  // "keep-all"
    case 0x0000_6C61_6D72_6F6E: .normal
    default: nil
    }
  }
}

extension PaddingMode: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> PaddingMode? {
    switch BatchRequestScanner.shortWord(bytes, range) {
    case 0x0000_746E_6564_6E69: .indent
    case 0x0000_7365_6361_7073: .spaces
    default: nil
    }
  }
}

extension WhiteSpace: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> WhiteSpace? {
    switch BatchRequestScanner.shortWord(bytes, range) {
    case 0x6576_7265_7365_7270: .preserve
    case 0x6573_7061_6C6C_6F63: .collapse
    default: nil
    }
  }
}

extension TextDirection: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> TextDirection? {
    switch BatchRequestScanner.shortWord(bytes, range) {
    case 0x0000_0000_0072_746C: .ltr
    case 0x0000_0000_006C_7472: .rtl
    case 0x0000_0000_6F74_7561: .auto
    default: nil
    }
  }
}

extension TextWrap: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> TextWrap? {
    switch BatchRequestScanner.shortWord(bytes, range) {
    case 0x0000_0000_7061_7277: .wrap
    case 0x0065_636E_616C_6162: .balance
    case 0x0000_7974_7465_7270: .pretty
    default: nil
    }
  }
}

extension Truncation: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Truncation? {
    // "lineClamp" is nine bytes: its first eight as a word, then "p".
    if range.count == 9 {
      guard bytes[range.upperBound - 1] == UInt8(ascii: "p"),
        BatchRequestScanner.shortWord(bytes, range.lowerBound..<range.upperBound - 1)
          == 0x6D61_6C43_656E_696C
      else { return nil }
      return .lineClamp
    }
    return BatchRequestScanner.shortWord(bytes, range) == 0x0000_0000_6C6C_6966 ? .fill : nil
  }
}
