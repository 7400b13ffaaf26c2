/// Pairs whose UAX #14 answer is certain whatever surrounds them, so the analyzer need not ask
/// ICU: no rule that looks beyond a pair (LB15–LB17 over spaces, LB25's number sequences, LB21a,
/// LB30a) can involve them.
///
/// The pairs are the ones Korean titles are made of:
/// - breaks (LB20 `CB ÷`, LB31): Hangul syllables (H2/H3) next to each other, next to ASCII
///   letters (AL) and digits (NU) — `iOS|업데이트`, `3|개월`, `갤럭시|S24` with
///   `word-break: normal` — after closing punctuation (CL/CP/EX/IS/SY: `다.|가`, `)|가`), before an
///   opening bracket (`제목|(공지)`; LB30 binds only AL, HL and NU to it), and the badge's
///   U+FFFC OBJECT REPLACEMENT CHARACTER (CB) before a syllable, letter or digit;
/// - no breaks: after an opening bracket before a syllable, letter or digit (LB14 `OP ×`: `(|가`;
///   before a quotation mark the analyzer's Unicode 15.1 tailoring decides), before closing punctuation
///   (LB13, unless after ZW, U+2028, U+2029 or U+0085, which LB4–LB8 break after: `가|.`), before `…` after a syllable, letter or digit (LB22).
///
/// `TextAnalyzer` tests compare these answers with ICU's on random text.
enum CertainPairBreak {
  static func isHangulSyllable(_ u: UInt16) -> Bool { u &- 0xAC00 < 11172 }

  static func isASCIILetterOrDigit(_ u: UInt16) -> Bool {
    BlinkLineBreak.isASCIILetter(u) || BlinkLineBreak.isASCIIDigit(u)
  }

  /// Whether LB4–LB8 break after `u` whatever follows: ZW, and the BK and NL characters that Blink
  /// does not settle as hard breaks itself (U+2028, U+2029, U+0085; the analyzer's hard breaks and
  /// the units below U+0021 never reach here).
  static func breaksAfter(_ u: UInt16) -> Bool {
    u == 0x200B || u == 0x2028 || u == 0x2029 || u == 0x85
  }

  /// UAX #14's answer for the boundary between `last` and `current` when no context can change
  /// it: `true` break, `false` no break, `nil` ask ICU.
  /// - Parameter table: ``UnitProperties/table``.
  static func decision(last: UInt16, current: UInt16, table: Span<UInt8>) -> Bool? {
    let lastProperties = table[Int(last)]
    let currentProperties = table[Int(current)]
    // LB13: no break before closing punctuation.
    if currentProperties & UnitProperties.closing != 0 && !breaksAfter(last) { return false }
    let lastIsWord = isHangulSyllable(last) || isASCIILetterOrDigit(last)
    if isHangulSyllable(current) {
      // (H2|H3|AL|NU|CB) ÷ (H2|H3) by LB20/LB31; (CL|CP|EX|IS|SY) ÷ (H2|H3) by LB31.
      if lastIsWord || last == 0xFFFC || lastProperties & UnitProperties.closing != 0 {
        return true
      }
      return lastProperties & UnitProperties.opening != 0 ? false : nil  // OP × by LB14
    }
    if isASCIILetterOrDigit(current) {
      // (H2|H3) ÷ (AL|NU) by LB31 (LB23/LB28 bind only AL, HL and NU); CB ÷ (AL|NU) by LB20.
      if isHangulSyllable(last) || last == 0xFFFC { return true }
      return lastProperties & UnitProperties.opening != 0 ? false : nil  // OP × by LB14
    }
    if currentProperties & UnitProperties.opening != 0 && isHangulSyllable(last) {
      return true  // (H2|H3) ÷ OP by LB31
    }
    if currentProperties & UnitProperties.inseparable != 0 && lastIsWord { return false }  // LB22
    return nil
  }
}
