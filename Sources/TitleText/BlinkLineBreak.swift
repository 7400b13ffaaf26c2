/// Chromium's (Blink's) tailoring of line breaking, rebuilt from the behaviour of
/// `third_party/blink/renderer/platform/text/text_break_iterator.cc` (`LazyLineBreakIterator`).
///
/// Blink does not take ICU's opportunities as they are. Before asking ICU about a position it:
/// 1. never breaks before a breakable space (U+0020, U+0009, U+000A) and always breaks after a run
///    of them (`kAfterSpaceRun`): the spaces hang at the end of the earlier line;
/// 2. never breaks next to a C0 control or space other than those (anything below U+0021);
/// 3. decides `-` followed by a digit itself: a break only when the `-` follows an ASCII letter or
///    digit (`ABCD-1234` breaks, `-5` and `(-5` do not) — hence `D-|7`;
/// 4. decides every pair of two ASCII characters with its own table (below), so `a/b` or `a(b`
///    differ from strict UAX #14;
/// 5. does not break between U+00A0 and an ASCII character after it, nor before it but after `-`
///    and `|` (UAX #14's LB12a `[^SP BA HY] × GL`: `a-|\u{A0}b`);
/// 6. for `word-break: keep-all`, removes the opportunity when the character before (looking
///    through one combining mark to its base) and the one after are both letters or numbers by
///    general category and not complex-context (SA);
/// and only then asks ICU's line iterator (locale `ko`) whether the position is a boundary.
/// Rule 5 was measured with the oracle over every pair of 113 characters, three or more of each
/// UAX #14 class (`chromium-opportunities.jsonl` holds its probes).
enum BlinkLineBreak {
  /// Blink's breakable spaces (`IsBreakableSpace`): the opportunity comes after a run of them.
  static func isBreakableSpace(_ u: UInt16) -> Bool {
    u == 0x20 || u == 0x0A || u == 0x09
  }

  static func isASCIIDigit(_ u: UInt16) -> Bool { u &- 0x30 < 10 }

  static func isASCIILetter(_ u: UInt16) -> Bool { (u | 0x20) &- 0x61 < 26 }

  /// Opening brackets: after most ASCII punctuation Blink breaks before them (Firefox 3.6 compat).
  private static func isOpening(_ u: UInt16) -> Bool {
    u == 0x28 || u == 0x3C || u == 0x5B || u == 0x7B  // ( < [ {
  }

  /// Whether Blink's ASCII table allows a break between two ASCII characters `a` and `b`
  /// (both in U+0021...U+007F). The table's rules, restated:
  /// - after `-`: before letters, DEL and `" # % & ' ( * + - < = > @ [ \ ^ _ ` { | ~`;
  /// - after `?`: before letters, digits and `# $ % & ( * + - < = > @ [ \ ^ _ ` { | ~`;
  /// - after `! " # % & ) * + , . : ; = > \ ] | } ~`: before `( < [ {` only;
  /// - after letters, digits, `$ ' ( / < @ [ ^ _ ` {` and DEL: never.
  /// (`-` before a digit is decided earlier, by `isHyphenDigitBreak`.)
  static func asciiPairBreaks(_ a: UInt16, _ b: UInt16) -> Bool {
    switch a {
    case 0x2D:  // -
      if isASCIILetter(b) || b == 0x7F { return true }
      switch b {
      case 0x22, 0x23, 0x25, 0x26, 0x27, 0x28, 0x2A, 0x2B, 0x2D, 0x3C, 0x3D, 0x3E, 0x40, 0x5B, 0x5C,
        0x5E, 0x5F, 0x60, 0x7B, 0x7C, 0x7E:
        return true
      default: return false
      }
    case 0x3F:  // ?
      if isASCIILetter(b) || isASCIIDigit(b) { return true }
      switch b {
      case 0x23, 0x24, 0x25, 0x26, 0x28, 0x2A, 0x2B, 0x2D, 0x3C, 0x3D, 0x3E, 0x40, 0x5B, 0x5C, 0x5E,
        0x5F, 0x60, 0x7B, 0x7C, 0x7E:
        return true
      default: return false
      }
    case 0x21, 0x22, 0x23, 0x25, 0x26, 0x29, 0x2A, 0x2B, 0x2C, 0x2E, 0x3A, 0x3B, 0x3D, 0x3E, 0x5C,
      0x5D,
      0x7C, 0x7D, 0x7E:
      return isOpening(b)
    default:
      return false
    }
  }

  /// The decision Blink makes without ICU for the boundary between `last` and `current`.
  enum Decision: UInt8 { case noBreak, canBreak, askICU }

  /// Blink's decision for the boundary before `current`, given the two units before it.
  /// - Parameters:
  ///   - lastLast: the unit before `last`, or 0 at the start of the text.
  ///   - keepAll: whether `word-break: keep-all` applies.
  ///   - table: ``UnitProperties/table``.
  static func decide(
    lastLast: UInt16, last: UInt16, current: UInt16, keepAll: Bool, table: Span<UInt8>
  ) -> Decision {
    if isBreakableSpace(current) { return .noBreak }
    if isBreakableSpace(last) { return .canBreak }
    if last < 0x21 || current < 0x21 { return .noBreak }
    if last == 0x2D && isASCIIDigit(current) {
      return isASCIILetter(lastLast) || isASCIIDigit(lastLast) ? .canBreak : .noBreak
    }
    if last <= 0x7F && current <= 0x7F {
      return asciiPairBreaks(last, current) ? .canBreak : .noBreak
    }
    if current == 0xA0 && last <= 0x7F {
      return last == 0x2D || last == 0x7C ? .canBreak : .noBreak
    }
    if last == 0xA0 && current <= 0x7F { return .noBreak }
    if keepAll {
      let base = table[Int(last)] & UnitProperties.mark != 0 ? lastLast : last
      if table[Int(base)] & table[Int(current)] & UnitProperties.letterOrNumber != 0 {
        return .noBreak
      }
    }
    return .askICU
  }
}
