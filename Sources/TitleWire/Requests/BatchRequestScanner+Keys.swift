import TitleComposer

extension BatchRequestScanner {
  /// The key after its opening quote, moved past its closing quote; `nil` for a key that is not
  /// a request's or is written with an escape. No scan for the closing quote: the line's next 24
  /// bytes are loaded as three words (assembled byte by byte near the line's end, zero past
  /// it), the candidate picked by its first two bytes (and one more where keys share them),
  /// then its name and closing quote compared a word at a time with constants.
  static func key(_ bytes: Span<UInt8>, _ position: inout Int) -> Key? {
    let start = position
    let available = bytes.count - start
    var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    let raw = bytes.bytes
    /// The word at `offset` from the key's start: loaded whole when the line has it, else its
    /// bytes in the line, zero past the end.
    @inline(__always) func word(_ offset: Int) -> UInt64 {
      if available - offset >= 8 {
        return UInt64(
          littleEndian: raw.unsafeLoadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
      }
      var word: UInt64 = 0
      var index = available - 1
      while index >= offset {
        word = word << 8 | UInt64(bytes[start + index])
        index -= 1
      }
      return word
    }
    words.0 = word(0)
    words.1 = word(8)
    words.2 = word(16)
    @inline(__always) func byte(_ word: UInt64, _ index: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> UInt64(index * 8))
    }
    let candidate: Key
    switch words.0 & 0xFFFF {
    case 0x6469: candidate = .id
    case 0x6163: candidate = .category
    case 0x6974: candidate = byte(words.0, 5) == UInt8(ascii: "\"") ? .title : .titleSize
    case 0x6977: candidate = byte(words.0, 5) == UInt8(ascii: "\"") ? .width : .widths
    case 0x756E: candidate = .numberOfLines
    case 0x6F77: candidate = .wordBreak
    case 0x6170: candidate = .padding
    case 0x6877: candidate = .whiteSpace
    case 0x6162:
      // badgeSize, badgeSpacing, badgeLetterSpacing, badgeLetterSpacingEm
      if byte(words.0, 5) == UInt8(ascii: "L") {
        candidate =
          byte(words.2, 2) == UInt8(ascii: "\"") ? .badgeLetterSpacing : .badgeLetterSpacingEm
      } else {
        candidate = byte(words.0, 6) == UInt8(ascii: "i") ? .badgeSize : .badgeSpacing
      }
    case 0x6964: candidate = .direction
    case 0x6C67: candidate = .glyphs
    case 0x616C: candidate = .lang
    case 0x696C: candidate = .lineHeight
    case 0x6574: candidate = .textWrap
    case 0x7274: candidate = .truncation
    case 0x656C:
      candidate = byte(words.1, 5) == UInt8(ascii: "\"") ? .letterSpacing : .letterSpacingEm
    case 0x7572: candidate = .runs
    case 0x6E65: candidate = .end
    case 0x6968: candidate = .highlights
    default: return nil
    }
    let length = candidate.quotedLength
    let expected = candidate.quotedWords
    @inline(__always) func masked(_ word: UInt64, _ used: Int) -> UInt64 {
      used >= 8 ? word : word & ((1 << UInt64(used * 8)) &- 1)
    }
    guard masked(words.0, length) == expected.0,
      length <= 8 || masked(words.1, length - 8) == expected.1,
      length <= 16 || masked(words.2, length - 16) == expected.2
    else { return nil }
    position = start + length
    return candidate
  }
}

extension BatchRequestScanner.Key {
  /// The name's length with its closing quote.
  @inline(__always)
  var quotedLength: Int {
    switch self {
    case .id: 3
    case .end: 4
    case .lang, .runs: 5
    case .title, .width: 6
    case .glyphs, .widths: 7
    case .padding: 8
    case .category, .textWrap: 9
    case .wordBreak, .titleSize, .badgeSize, .direction: 10
    case .whiteSpace, .lineHeight, .truncation, .highlights: 11
    case .badgeSpacing: 13
    case .numberOfLines, .letterSpacing: 14
    case .letterSpacingEm: 16
    case .badgeLetterSpacing: 19
    case .badgeLetterSpacingEm: 21
    }
  }

  /// The name and its closing quote as three little-endian words, zero past their end
  /// (constants, so comparing a key loads no table; `ScannerInPlaceTests` checks them against
  /// ``name``).
  @inline(__always)
  var quotedWords: (UInt64, UInt64, UInt64) {
    switch self {
    case .id: (0x0000_0000_0022_6469, 0, 0)
    case .category: (0x7972_6F67_6574_6163, 0x0000_0000_0000_0022, 0)
    case .title: (0x0000_2265_6C74_6974, 0, 0)
    case .width: (0x0000_2268_7464_6977, 0, 0)
    case .numberOfLines: (0x664F_7265_626D_756E, 0x0000_2273_656E_694C, 0)
    case .wordBreak: (0x6165_7242_6472_6F77, 0x0000_0000_0000_226B, 0)
    case .padding: (0x2267_6E69_6464_6170, 0, 0)
    case .whiteSpace: (0x6170_5365_7469_6877, 0x0000_0000_0022_6563, 0)
    case .titleSize: (0x7A69_5365_6C74_6974, 0x0000_0000_0000_2265, 0)
    case .badgeSize: (0x7A69_5365_6764_6162, 0x0000_0000_0000_2265, 0)
    case .glyphs: (0x0022_7368_7079_6C67, 0, 0)
    case .lang: (0x0000_0022_676E_616C, 0, 0)
    case .lineHeight: (0x6769_6548_656E_696C, 0x0000_0000_0022_7468, 0)
    case .badgeSpacing: (0x6170_5365_6764_6162, 0x0000_0022_676E_6963, 0)
    case .textWrap: (0x7061_7257_7478_6574, 0x0000_0000_0000_0022, 0)
    case .letterSpacing: (0x7053_7265_7474_656C, 0x0000_2267_6E69_6361, 0)
    case .letterSpacingEm: (0x7053_7265_7474_656C, 0x226D_4567_6E69_6361, 0)
    case .badgeLetterSpacing:
      (0x7465_4C65_6764_6162, 0x6963_6170_5372_6574, 0x0000_0000_0022_676E)
    case .badgeLetterSpacingEm:
      (0x7465_4C65_6764_6162, 0x6963_6170_5372_6574, 0x0000_0022_6D45_676E)
    case .widths: (0x0022_7368_7464_6977, 0, 0)
    case .truncation: (0x6974_6163_6E75_7274, 0x0000_0000_0022_6E6F, 0)
    case .direction: (0x6F69_7463_6572_6964, 0x0000_0000_0000_226E, 0)
    case .runs: (0x0000_0022_736E_7572, 0, 0)
    case .end: (0x0000_0000_2264_6E65, 0, 0)
    case .highlights: (0x6867_696C_6867_6968, 0x0000_0000_0022_7374, 0)
    }
  }
}
