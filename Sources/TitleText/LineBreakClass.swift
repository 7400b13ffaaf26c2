/// UAX #14 line-break classes, with ICU's `ULineBreak` numbering (ICU 72, Unicode 15).
public enum LineBreakClass: Int32, Sendable, Hashable, CaseIterable {
  case unknown = 0  // XX
  case ambiguous  // AI
  case alphabetic  // AL
  case breakBoth  // B2
  case breakAfter  // BA
  case breakBefore  // BB
  case mandatoryBreak  // BK
  case contingentBreak  // CB
  case closePunctuation  // CL
  case combiningMark  // CM
  case carriageReturn  // CR
  case exclamation  // EX
  case glue  // GL
  case hyphen  // HY
  case ideographic  // ID
  case inseparable  // IN
  case infixNumeric  // IS
  case lineFeed  // LF
  case nonstarter  // NS
  case numeric  // NU
  case openPunctuation  // OP
  case postfixNumeric  // PO
  case prefixNumeric  // PR
  case quotation  // QU
  case complexContext  // SA
  case surrogate  // SG
  case space  // SP
  case breakSymbols  // SY
  case zeroWidthSpace  // ZW
  case nextLine  // NL
  case wordJoiner  // WJ
  case hangulLVSyllable  // H2
  case hangulLVTSyllable  // H3
  case hangulLJamo  // JL
  case hangulTJamo  // JT
  case hangulVJamo  // JV
  case closeParenthesis  // CP
  case conditionalJapaneseStarter  // CJ
  case hebrewLetter  // HL
  case regionalIndicator  // RI
  case emojiBase  // EB
  case emojiModifier  // EM
  case zeroWidthJoiner  // ZWJ
}
