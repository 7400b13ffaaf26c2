/// The boundaries that make up most of a Korean title, decided by a kind a code unit and a table
/// of pairs of kinds: Hangul syllables (kind 1), ASCII letters or digits (2), U+0020 (3), the
/// ASCII punctuation `! ) , . / : ;` (4) and `?` (5); anything else is kind 0 and goes the general
/// way.
///
/// Every unit of these kinds is grapheme-simple (Hangul syllables are LV or LVT, the rest Other),
/// so a boundary between two of them is a grapheme start, and its opportunity is what
/// `TextAnalyzer`'s general path computes:
/// - before a space none (Blink breaks after a run of spaces, never before one); after a space,
///   one;
/// - between two syllables, a syllable and a letter or digit (either order): none for
///   `keep-all` (both letters or numbers), one for `normal` (UAX #14 LB31; see `CertainPairBreak`);
/// - between two ASCII characters, Blink's ASCII table: none between letters and digits, before
///   punctuation or between two of these punctuation marks; one after `?` before a letter or digit;
/// - punctuation (UAX #14 EX, CP, IS, SY: `CertainPairBreak`'s closing classes) after a syllable:
///   none (LB13); a syllable after it: one (LB31), for either `word-break` (punctuation is no
///   letter).
enum CommonPairs {
  /// The kind of every code unit (see the type's comment). 64 KiB, built once without ICU.
  static let kinds: [UInt8] = {
    var kinds = [UInt8](repeating: 0, count: 0x1_0000)
    for unit in 0xAC00..<(0xAC00 + 11172) { kinds[unit] = 1 }
    for unit in 0x30...0x39 { kinds[unit] = 2 }
    for unit in 0x41...0x5A { kinds[unit] = 2 }
    for unit in 0x61...0x7A { kinds[unit] = 2 }
    kinds[0x20] = 3
    for unit in [0x21, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B] { kinds[unit] = 4 }
    kinds[0x3F] = 5
    return kinds
  }()

  /// The entries of a pair table: one for every index `lastKind << 3 | kind` two `UInt8` kinds
  /// can make, though kinds stop at 5, so that the optimizer can tell every look-up is in bounds
  /// (and checks none); only the first 46 are ever read.
  static let tableCount = 2048

  /// The boundary flags of every pair of kinds at `lastKind * 8 + kind`: `0` when the pair takes
  /// the general path, else the ``BoundaryFlags`` bits (grapheme start, maybe break allowed).
  /// - Parameter keepAll: whether `word-break: keep-all` applies.
  /// - Returns: the ``tableCount`` entries for `keepAll`.
  static func table(keepAll: Bool) -> [UInt8] {
    let grapheme = BoundaryFlags.graphemeStart.rawValue
    let opportunity = grapheme | BoundaryFlags.breakAllowed.rawValue
    let letters = keepAll ? grapheme : opportunity
    let (hangul, ascii, space, punctuation, question) = (1, 2, 3, 4, 5)
    var table = [UInt8](repeating: 0, count: tableCount)
    func set(_ last: Int, _ current: Int, _ flags: UInt8) { table[last * 8 + current] = flags }
    set(hangul, hangul, letters)
    set(hangul, ascii, letters)
    set(ascii, hangul, letters)
    set(ascii, ascii, grapheme)
    for kind in [hangul, ascii, space, punctuation, question] {
      set(kind, space, grapheme)
      if kind != space { set(space, kind, opportunity) }
    }
    for mark in [punctuation, question] {
      set(hangul, mark, grapheme)
      set(ascii, mark, grapheme)
      set(mark, hangul, opportunity)
      for other in [punctuation, question] { set(mark, other, grapheme) }
    }
    set(punctuation, ascii, grapheme)
    set(question, ascii, opportunity)
    return table
  }

  /// The tables for `normal` and `keep-all`, computed once.
  static let normalTable = table(keepAll: false)
  static let keepAllTable = table(keepAll: true)
}
