/// Pairs whose UAX #14 answer is a break whatever surrounds them, so the analyzer need not ask
/// ICU: every pair here is settled by LB20 (`CB ÷`, `÷ CB`) or LB31 (break everywhere else), and
/// no rule that looks beyond a pair (LB14–LB17 over spaces, LB25's number sequences, LB21a,
/// LB30a) can involve it.
///
/// The pairs are the ones Korean titles are made of: Hangul syllables (H2/H3) next to each other,
/// next to ASCII letters (AL) and digits (NU) — as in `iOS|업데이트`, `3|개월`, `갤럭시|S24` with
/// `word-break: normal` — after closing punctuation (CL/CP/EX/IS/SY: `다.|가`, `)|가`), and the
/// badge's U+FFFC OBJECT REPLACEMENT CHARACTER (CB) before a syllable, letter or digit.
/// `TextAnalyzer` tests compare these answers with ICU's on random text.
enum CertainPairBreak {
  @inline(__always) static func isHangulSyllable(_ u: UInt16) -> Bool { u &- 0xAC00 < 11172 }

  @inline(__always) static func isASCIILetterOrDigit(_ u: UInt16) -> Bool {
    BlinkLineBreak.isASCIILetter(u) || BlinkLineBreak.isASCIIDigit(u)
  }

  /// Whether UAX #14 breaks between `last` and `current` in any context.
  /// - Parameter table: ``UnitProperties/table``.
  @inline(__always)
  static func allows(last: UInt16, current: UInt16, table: UnsafePointer<UInt8>) -> Bool {
    if isHangulSyllable(current) {
      // (H2|H3|AL|NU|CB) ÷ (H2|H3) by LB20/LB31; (CL|CP|EX|IS|SY) ÷ (H2|H3) by LB31.
      return isHangulSyllable(last) || isASCIILetterOrDigit(last) || last == 0xFFFC
        || table[Int(last)] & UnitProperties.closing != 0
    }
    if isASCIILetterOrDigit(current) {
      // (H2|H3) ÷ (AL|NU) by LB31 (LB23/LB28 bind only AL, HL and NU); CB ÷ (AL|NU) by LB20.
      return isHangulSyllable(last) || last == 0xFFFC
    }
    return false
  }
}
