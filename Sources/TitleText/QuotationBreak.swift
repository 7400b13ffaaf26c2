/// Unicode 15.1's quotation-mark rules (UAX #14 LB19, LB19a), which Chromium's bundled ICU (74+)
/// applies and Debian's ICU 72 does not.
///
/// Before 15.1 a quotation mark (class QU) never had a break on either side. Since 15.1 a *curly*
/// one may, when East Asian text surrounds it: an opening mark (general category Pi: `“ ‘ «`) can
/// start a line when the characters before it and after it are East Asian (East_Asian_Width F, W or
/// H), and a closing mark (Pf: `” ’ »`) can end one under the same condition — so Chromium breaks
/// `가|“나”|다` and `용’|과` where ICU 72 does not. Only positions ICU 72 refused are re-examined,
/// and only with neighbours whose line-break class no earlier UAX #14 rule binds to the mark.
enum QuotationBreak {
  /// Whether Unicode 15.1 allows the break before `units[i]` that ICU 72 refused.
  static func allowsBreak(_ units: borrowing Span<UInt16>, at i: Int) -> Bool {
    let (current, currentEnd) = UTF16Scalars.scalar(units, at: i)
    let (last, lastStart) = UTF16Scalars.scalar(units, before: i)
    if isQuotation(current, category: initialPunctuation) {
      // LB19a: [^EA] × QU; × QU ([^EA] | eot). Break only between East Asian neighbours.
      guard currentEnd < units.count else { return false }
      let (next, _) = UTF16Scalars.scalar(units, at: currentEnd)
      return isEastAsian(last) && isEastAsian(next) && mayPrecedeOpeningBreak(last)
    }
    if isQuotation(last, category: finalPunctuation) {
      // LB19a: QU × [^EA]; (sot | [^EA]) QU ×.
      guard lastStart > 0 else { return false }
      let (beforeQuote, _) = UTF16Scalars.scalar(units, before: lastStart)
      return isEastAsian(beforeQuote) && isEastAsian(current) && isFreeNeighbour(current)
    }
    return false
  }

  private static let initialPunctuation: Int32 = 28  // U_INITIAL_PUNCTUATION (Pi)
  private static let finalPunctuation: Int32 = 29  // U_FINAL_PUNCTUATION (Pf)

  private static func isQuotation(_ c: UInt32, category: Int32) -> Bool {
    ICUProperties.lineBreak(c) == LineBreakClass.quotation.rawValue
      && ICUProperties.generalCategory(c) == category
  }

  /// East_Asian_Width Fullwidth, Halfwidth or Wide (`$EastAsian` in ICU's rules).
  private static func isEastAsian(_ c: UInt32) -> Bool {
    switch ICUProperties.eastAsianWidth(c) {
    case 2, 3, 5: return true  // U_EA_HALFWIDTH, U_EA_FULLWIDTH, U_EA_WIDE
    default: return false
    }
  }

  /// Whether no rule but LB19 ties a character to an opening quotation mark after it: every
  /// class but those that bind what follows them (OP by LB14, GL by LB12, WJ, ZWJ, CM, BB by
  /// LB21, CB, QU by LB19, spaces and breaks). So a full-width colon, closing bracket or full
  /// stop may end a line before “ in East Asian text: Chromium 156 breaks "他说：|“明天见。”"
  /// under `zh-Hans`.
  private static func mayPrecedeOpeningBreak(_ c: UInt32) -> Bool {
    switch LineBreakClass(rawValue: ICUProperties.lineBreak(c)) {
    case .openPunctuation, .glue, .wordJoiner, .zeroWidthJoiner, .combiningMark, .breakBefore,
      .contingentBreak, .quotation, .space, .zeroWidthSpace, .mandatoryBreak, .carriageReturn,
      .lineFeed, .nextLine, nil:
      return false
    default:
      return true
    }
  }

  /// Classes that no rule before LB19 ties to a quotation mark before them (letters, ideographs,
  /// Hangul, digits, emoji, opening brackets).
  private static func isFreeNeighbour(_ c: UInt32) -> Bool {
    switch LineBreakClass(rawValue: ICUProperties.lineBreak(c)) {
    case .ideographic, .hangulLVSyllable, .hangulLVTSyllable, .hangulLJamo, .hangulVJamo,
      .hangulTJamo,
      .alphabetic, .numeric, .emojiBase, .emojiModifier, .openPunctuation:
      return true
    default:
      return false
    }
  }
}
