/// Boundaries decided by the UAX #14 classes of the two characters around them, where ICU 72's
/// answer (with Chromium's Unicode 15.1 quotation rules, `QuotationBreak`) is the same whatever
/// surrounds the pair. The analyzer asks this only where Blink and ``CertainPairBreak`` leave the
/// answer to ICU, before running ICU; it costs two property look-ups instead of an ICU window.
///
/// The pairs, with the rule that settles them and why no rule looking further can change it:
/// - a quotation mark (QU) on either side, but after ZW: ICU 72 never breaks (LB19 `× QU`,
///   `QU ×`; the rules before LB19 that could break, LB4–LB8 and LB18, need a hard break, ZW or
///   a space on the left, settled earlier), so the answer is `QuotationBreak`'s;
/// - AL or AI (ICU resolves AI to AL) next to a Hangul syllable (H2, H3), either order: a break
///   (LB31; no rule pairs AL with a Hangul class, and the look-behind rules LB14–LB17 and LB21a
///   need OP, QU, CL, CP, B2, HL or spaces on the left);
/// - AL, AI or NU before AL or AI, and AL or AI before NU: no break (LB28, LB23);
/// - the badge's U+FFFC (CB) before AL, AI, ID, EB or OP: a break (LB20; the rules before it that
///   bind a following character, LB8a–LB13, LB15–LB17 and LB19, involve none of these classes);
/// - an emoji or ideograph (ID, EB, EM; through combining marks after it, LB9) before AL, AI, ID,
///   EB or a Hangul syllable, and AL, AI, a Hangul syllable or closing punctuation (CL, CP, EX,
///   IS, SY) before ID or EB: a break (LB31; only LB30b binds an emoji pair, and only before EM;
///   LB25's number sequences and LB29/LB30 bind closing punctuation only to NU, AL, HL);
/// - CL before AL or AI: a break (LB31; LB30 binds only CP to a following letter).
///
/// `ClassPairBreakTests` compares every code unit of these classes with ICU.
enum ClassPairBreak {
  /// The answer for the boundary before `units[i]`: `true` break, `false` no break, `nil` ask ICU.
  /// - Parameters:
  ///   - units: the text.
  ///   - i: a grapheme boundary inside the text (`0 < i < units.count`).
  static func decision(_ units: borrowing Span<UInt16>, at i: Int) -> Bool? {
    let (lastScalar, _) = UTF16Scalars.scalar(units, before: i)
    let (currentScalar, _) = UTF16Scalars.scalar(units, at: i)
    let last = LineBreakClass(rawValue: ICUProperties.lineBreak(lastScalar))
    let current = LineBreakClass(rawValue: ICUProperties.lineBreak(currentScalar))
    if last == .quotation || current == .quotation {
      switch last {
      case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace:
        return nil  // LB4–LB8 and LB18 come first (U+2028, U+0085 are no hard breaks of Blink's)
      default: return QuotationBreak.allowsBreak(units, at: i)
      }
    }
    if let emoji = emojiDecision(units, at: i, last: last, current: current) { return emoji }
    let lastIsLetter = last == .alphabetic || last == .ambiguous
    let currentIsLetter = current == .alphabetic || current == .ambiguous
    let lastIsHangul = last == .hangulLVSyllable || last == .hangulLVTSyllable
    let currentIsHangul = current == .hangulLVSyllable || current == .hangulLVTSyllable
    if (lastIsLetter && currentIsHangul) || (lastIsHangul && currentIsLetter) { return true }
    if (currentIsLetter && (lastIsLetter || last == .numeric))
      || (lastIsLetter && current == .numeric)
    {
      return false
    }
    if last == .contingentBreak && lastScalar == 0xFFFC {
      switch current {
      case .alphabetic, .ambiguous, .ideographic, .emojiBase, .openPunctuation: return true
      default: return nil
      }
    }
    return nil
  }

  /// The emoji and ideograph pairs (see the type's comment), or `nil`.
  private static func emojiDecision(
    _ units: borrowing Span<UInt16>, at i: Int, last: LineBreakClass?,
    current: LineBreakClass?
  ) -> Bool? {
    switch current {
    case .ideographic, .emojiBase:
      switch last {
      case .alphabetic, .ambiguous, .hangulLVSyllable, .hangulLVTSyllable, .closePunctuation,
        .closeParenthesis, .exclamation, .infixNumeric, .breakSymbols:
        return true
      default: break
      }
    case .alphabetic, .ambiguous:
      if last == .closePunctuation { return true }
    case .hangulLVSyllable, .hangulLVTSyllable: break
    default: return nil
    }
    // The class the last character counts as: through combining marks (not ZWJ) to their base.
    var base = last
    var start = i
    while base == .combiningMark {
      start = UTF16Scalars.scalar(units, before: start).start
      guard start > 0 else { return nil }
      base = LineBreakClass(
        rawValue: ICUProperties.lineBreak(UTF16Scalars.scalar(units, before: start).0))
    }
    switch base {
    case .ideographic, .emojiBase, .emojiModifier: return true
    default: return nil
    }
  }
}
