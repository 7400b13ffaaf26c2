/// The boundaries that make up most of a Korean title, decided by two bits a code unit: a pair of
/// Hangul syllables, ASCII letters or digits and U+0020 spaces.
///
/// Every unit of these kinds is grapheme-simple (Hangul syllables are LV or LVT, the rest Other),
/// so a boundary between two of them is a grapheme start, and its opportunity is what
/// `TextAnalyzer`'s general path computes:
/// - before a space none (Blink breaks after a run of spaces, never before one); after a space,
///   one (before a syllable, letter or digit);
/// - between two syllables, a syllable and a letter or digit (either order): none for
///   `keep-all` (both letters or numbers), one for `normal` (UAX #14 LB31; see `CertainPairBreak`);
/// - between two ASCII letters or digits none (Blink's ASCII table).
///
/// Any pair with a unit of another kind goes the general way.
enum CommonPairs {
  /// The kind of `unit`: 1 Hangul syllable, 2 ASCII letter or digit, 3 U+0020, 0 anything else.
  /// - Parameter asciiKinds: ``asciiKinds``' storage.
  @inline(__always) static func kind(_ unit: UInt16, asciiKinds: UnsafePointer<UInt8>) -> UInt32 {
    let hangul: UInt32 = unit &- 0xAC00 < 11172 ? 1 : 0
    return UInt32(asciiKinds[Int(min(unit, 0x80))]) | hangul
  }

  /// The kinds of U+0000...U+007F, and 0 at index 0x80 (for every other unit).
  static let asciiKinds: [UInt8] = (0...0x80).map { unit in
    if unit == 0x20 { return 3 }
    return BlinkLineBreak.isASCIILetter(UInt16(unit)) || BlinkLineBreak.isASCIIDigit(UInt16(unit))
      ? 2 : 0
  }

  /// The boundary flags of every pair of kinds, two bits each at `(lastKind * 4 + kind) * 2`:
  /// `0` when the pair takes the general path, else the ``BoundaryFlags`` bits (grapheme start,
  /// maybe break allowed).
  /// - Parameter keepAll: whether `word-break: keep-all` applies.
  /// - Returns: the 32 bits of the table for `keepAll`.
  static func table(keepAll: Bool) -> UInt32 {
    let grapheme = UInt32(BoundaryFlags.graphemeStart.rawValue)
    let opportunity = grapheme | UInt32(BoundaryFlags.breakAllowed.rawValue)
    let letters = keepAll ? grapheme : opportunity
    let hangul = 1
    let ascii = 2
    let space = 3
    var table: UInt32 = 0
    func set(_ last: Int, _ current: Int, _ flags: UInt32) {
      table |= flags << ((last * 4 + current) * 2)
    }
    set(hangul, hangul, letters)
    set(hangul, ascii, letters)
    set(ascii, hangul, letters)
    set(ascii, ascii, grapheme)
    for last in [hangul, ascii, space] { set(last, space, grapheme) }
    set(space, hangul, opportunity)
    set(space, ascii, opportunity)
    return table
  }

  /// The tables for `normal` and `keep-all`, computed once.
  static let normalTable = table(keepAll: false)
  static let keepAllTable = table(keepAll: true)
}
