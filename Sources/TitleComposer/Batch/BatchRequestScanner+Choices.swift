import TitleText

/// A request field of a few fixed strings that the scanner reads from the line's bytes, with no
/// `String` made and no list of cases built: the raw values are all ASCII letters and `-`, which
/// `String` equality (the tree path's `init(rawValue:)`) compares byte for byte.
protocol ScannedChoice: RawRepresentable<String>, CaseIterable {
  /// The case whose raw value the bytes in `range` of `bytes` are, or `nil`.
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Self?
}

extension BatchRequestScanner {
  /// Whether the bytes in `range` are `name`'s, byte for byte.
  @inline(__always)
  static func matches(_ bytes: Span<UInt8>, _ range: Range<Int>, _ name: StaticString) -> Bool {
    name.withUTF8Buffer { utf8 in
      guard utf8.count == range.count else { return false }
      for index in 0..<utf8.count where bytes[range.lowerBound + index] != utf8[index] {
        return false
      }
      return true
    }
  }
}

extension WordBreak: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> WordBreak? {
    if BatchRequestScanner.matches(bytes, range, "keep-all") { return .keepAll }
    if BatchRequestScanner.matches(bytes, range, "normal") { return .normal }
    return nil
  }
}

extension PaddingMode: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> PaddingMode? {
    if BatchRequestScanner.matches(bytes, range, "indent") { return .indent }
    if BatchRequestScanner.matches(bytes, range, "spaces") { return .spaces }
    return nil
  }
}

extension WhiteSpace: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> WhiteSpace? {
    if BatchRequestScanner.matches(bytes, range, "preserve") { return .preserve }
    if BatchRequestScanner.matches(bytes, range, "collapse") { return .collapse }
    return nil
  }
}

extension TextWrap: ScannedChoice {
  static func scanned(_ bytes: Span<UInt8>, _ range: Range<Int>) -> TextWrap? {
    if BatchRequestScanner.matches(bytes, range, "wrap") { return .wrap }
    if BatchRequestScanner.matches(bytes, range, "balance") { return .balance }
    if BatchRequestScanner.matches(bytes, range, "pretty") { return .pretty }
    return nil
  }
}
