/// Unicode 16's rule LB20a, "do not break after a word-initial hyphen", as Chromium's bundled ICU
/// applies it and Debian's ICU 72 (Unicode 15) applies it only in part:
///
///     (sot | BK | CR | LF | NL | SP | ZW | CB | GL) (HY | HH) CM* × (AL | HL)
///
/// ICU 72 knows it only for `-` and U+2010 HYPHEN before AL, and not after GL. Unicode 16 gave the
/// dashes that are unambiguously hyphens a class of their own (HH), and Chromium's rule also has HL
/// after the hyphen and GL before it, which ICU 72's lacks. Measured with the oracle (every Dash_Punctuation character and every BA and HY
/// character of ICU 72, after a space and after the badge's U+FFFC, before `ab` and `éb`),
/// Chromium 156 keeps exactly the ten BA dashes below to the letter after them: `find –lfoo`
/// never breaks as `find –` / `lfoo`. `—` (B2), `‑` (GL) and a dash after other classes (a letter,
/// U+3000) are unchanged.
///
/// Only the rule's added cases matter here; the analyzer asks it only where ICU allowed a break
/// that Blink left to ICU (an ASCII `-` before an ASCII letter is Blink's own pair and breaks).
/// `ChromiumOpportunityTests` holds the probes.
enum WordInitialHyphen {
  /// Whether LB20a forbids the break before `units[i]`.
  /// - Parameter i: a boundary inside the text (`0 < i < units.count`).
  static func forbidsBreak(_ units: borrowing Span<UInt16>, at i: Int) -> Bool {
    var (hyphen, hyphenStart) = UTF16Scalars.scalar(units, before: i)
    // LB9: combining marks (and ZWJ) after the hyphen take its class.
    while isAttached(hyphen) {
      guard hyphenStart > 0 else { return false }
      (hyphen, hyphenStart) = UTF16Scalars.scalar(units, before: hyphenStart)
    }
    guard isHyphen(hyphen), isLetter(UTF16Scalars.scalar(units, at: i).0) else { return false }
    guard hyphenStart > 0 else { return true }  // sot
    switch lineBreakClass(UTF16Scalars.scalar(units, before: hyphenStart).0) {
    case .mandatoryBreak, .carriageReturn, .lineFeed, .nextLine, .space, .zeroWidthSpace,
      .contingentBreak, .glue:
      return true
    default:
      return false
    }
  }

  /// HY (`-`) and Unicode 16's HH: the Dash_Punctuation characters of class BA.
  static func isHyphen(_ c: UInt32) -> Bool {
    switch c {
    case 0x2D, 0x058A, 0x05BE, 0x1400, 0x2010, 0x2012, 0x2013, 0x2E17, 0x2E40, 0x2E5D, 0x10EAD:
      return true
    default:
      return false
    }
  }

  private static func lineBreakClass(_ c: UInt32) -> LineBreakClass? {
    LineBreakClass(rawValue: ICUProperties.lineBreak(c))
  }

  private static func isAttached(_ c: UInt32) -> Bool {
    let lineBreak = lineBreakClass(c)
    return lineBreak == .combiningMark || lineBreak == .zeroWidthJoiner
  }

  /// AL after LB1 (AI, SG, XX and SA but its combining marks resolve to it) and HL.
  private static func isLetter(_ c: UInt32) -> Bool {
    switch lineBreakClass(c) {
    case .alphabetic, .ambiguous, .unknown, .surrogate, .hebrewLetter: return true
    case .complexContext:
      let category = ICUProperties.generalCategory(c)
      return category != 6 && category != 8  // U_NON_SPACING_MARK, U_COMBINING_SPACING_MARK
    default: return false
    }
  }
}
