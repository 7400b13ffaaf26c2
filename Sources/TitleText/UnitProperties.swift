/// Per-UTF-16-code-unit properties the analyzer reads in its inner loops, precomputed once from
/// ICU's data for all 65,536 code units (64 KiB, built on first use from whole-BMP property tables).
///
/// Code units, not code points, on purpose: Blink's keep-all test reads UTF-16 units, so a
/// surrogate (general category Cs) is neither a letter nor a number there, and neither here.
enum UnitProperties {
  /// The number of UTF-16 code units, and so of entries in every per-unit table. Loops that
  /// look a unit up in a table's span state `span.count == codeUnitCount` first: the optimizer
  /// then knows that any `UInt16` index is in bounds and drops the check of every look-up.
  static let codeUnitCount = 0x1_0000

  /// Letter (L*) or number (N*) by general category, and not line-break class SA (complex context):
  /// what Blink's `word-break: keep-all` keeps together.
  static let letterOrNumber: UInt8 = 1 << 0
  /// A combining mark (general category M*): keep-all looks through it to the base before it.
  static let mark: UInt8 = 1 << 1
  /// A grapheme boundary is certain on both sides of this unit when its neighbour has this bit too:
  /// Grapheme_Cluster_Break is Other, Control (not CR), LF, LV or LVT, and it is no surrogate.
  static let graphemeSimple: UInt8 = 1 << 2

  /// UAX #14 class CL, CP, EX, IS or SY: LB13 forbids a break before it whatever precedes (but ZW,
  /// spaces and hard breaks, which the analyzer settles first), and no rule ties it to a Hangul
  /// syllable after it, so a break before that syllable stays (LB31).
  static let closing: UInt8 = 1 << 3

  /// A line must end after this unit (``CharacterClass/isMandatoryBreak(_:)``).
  static let mandatoryBreak: UInt8 = 1 << 4

  /// UAX #14 class OP: LB14 forbids a break after it, whatever follows (spaces aside, which the
  /// analyzer settles first).
  static let opening: UInt8 = 1 << 5

  /// UAX #14 class IN (`…`, `‥`): LB22 forbids a break before it.
  static let inseparable: UInt8 = 1 << 6

  /// The table, indexed by code unit: ``bits(category:lineBreak:graphemeBreak:unit:)`` of each
  /// unit. Precomputed for the linked ICU (``ICUProperties/generatedUnitProperties()``), else
  /// ``computedTable()``.
  static let table: [UInt8] = ICUProperties.generatedUnitProperties() ?? computedTable()

  /// The table from ICU's whole-BMP property tables (``ICUProperties/bmpTable(_:)``); the
  /// per-unit ``referenceTable()`` when ICU fails.
  static func computedTable() -> [UInt8] {
    guard let categories = ICUProperties.bmpTable(.generalCategory),
      let lineBreaks = ICUProperties.bmpTable(.lineBreak),
      let graphemeBreaks = ICUProperties.bmpTable(.graphemeClusterBreak)
    else { return referenceTable() }
    var table = [UInt8](repeating: 0, count: 0x1_0000)
    for unit in 0..<0x1_0000 {
      table[unit] = bits(
        category: Int32(categories[unit]), lineBreak: Int32(lineBreaks[unit]),
        graphemeBreak: Int32(graphemeBreaks[unit]), unit: UInt16(unit))
    }
    return table
  }

  /// The table built the slow way, one ICU call per property and unit: the reference the
  /// tests compare ``table`` with.
  static func referenceTable() -> [UInt8] {
    var table = [UInt8](repeating: 0, count: 0x1_0000)
    for unit in 0..<0x1_0000 {
      let c = UInt32(unit)
      table[unit] = bits(
        category: ICUProperties.generalCategory(c), lineBreak: ICUProperties.lineBreak(c),
        graphemeBreak: ICUProperties.graphemeClusterBreak(c), unit: UInt16(unit))
    }
    return table
  }

  /// The bits of one code unit.
  /// - Parameters:
  ///   - category: its ICU `UCharCategory`.
  ///   - lineBreak: its ICU `ULineBreak` (UAX #14 class).
  ///   - graphemeBreak: its ICU `UGraphemeClusterBreak`.
  ///   - unit: the code unit.
  /// - Returns: the OR of the flags above that hold for it.
  static func bits(category: Int32, lineBreak: Int32, graphemeBreak: Int32, unit: UInt16) -> UInt8 {
    var bits: UInt8 = 0
    // UCharCategory: 1...5 = Lu Ll Lt Lm Lo, 6...8 = Mn Me Mc, 9...11 = Nd Nl No.
    if (1...5).contains(category) || (9...11).contains(category) {
      if lineBreak != LineBreakClass.complexContext.rawValue { bits |= letterOrNumber }
    }
    if (6...8).contains(category) { bits |= mark }
    switch LineBreakClass(rawValue: lineBreak) {
    case .closePunctuation, .closeParenthesis, .exclamation, .infixNumeric, .breakSymbols:
      bits |= closing
    case .openPunctuation: bits |= opening
    case .inseparable: bits |= inseparable
    default: break
    }
    if !(0xD800...0xDFFF).contains(unit) {
      // UGraphemeClusterBreak: 0 Other, 1 Control, 2 CR, 5 LF, 6 LV, 7 LVT.
      switch graphemeBreak {
      case 0, 1, 5, 6, 7: bits |= graphemeSimple
      default: break
      }
    }
    if CharacterClass.isMandatoryBreak(unit) { bits |= mandatoryBreak }
    return bits
  }
}
