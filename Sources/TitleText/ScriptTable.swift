/// What the itemizer needs to know about each UTF-16 code unit, precomputed once from ICU's data
/// for all 65,536 units (256 KiB, built on first use from whole-BMP property tables): the unit's script
/// set (Blink's order, `ScriptSet.blinkScripts`), its paired-bracket type, and whether it could
/// make ICU's bidi algorithm give any level but 0 in a left-to-right paragraph.
///
/// Supplementary code points are not in the table: the segmenter asks ICU for them one by one.
enum ScriptTable {
  /// The first script of the unit's set (the only one when `multiple` is clear).
  static let firstScriptMask: UInt32 = 0xFF
  /// Index of the unit's set in `sets` (bits 8–17).
  static let setIndexShift: UInt32 = 8
  static let setIndexMask: UInt32 = 0x3FF
  /// The set has more than one script.
  static let multiple: UInt32 = 1 << 18
  /// Bidi_Paired_Bracket_Type Open.
  static let openBracket: UInt32 = 1 << 19
  /// Bidi_Paired_Bracket_Type Close.
  static let closeBracket: UInt32 = 1 << 20
  /// Bidi_Class R, AL, AN, RLE, RLO, RLI or FSI: only these can give a level other than 0 at
  /// paragraph level 0 (L, EN, the weak and neutral classes stay at 0, LRE/LRO/LRI only raise
  /// to even levels, which ICU reports as an all-LTR paragraph, and which reorder nothing).
  static let mayBeRightToLeft: UInt32 = 1 << 21
  /// A surrogate code unit (its set, Zzzz, holds only when it is unpaired).
  static let surrogate: UInt32 = 1 << 22
  /// Neither Latin-1 (≤ U+00FF) nor U+FFFC: Blink treats a text of such units alone as Latin.
  static let beyondLatin1: UInt32 = 1 << 23
  /// The unit needs the general segmenter: a multi-script set (which includes Inherited with
  /// extensions), or a full-, half- or wide open bracket of the Common script (Blink gives it the
  /// Han scripts, `FixScriptsByEastAsianWidth`).
  static let needsGeneral: UInt32 = 1 << 24
  /// East_Asian_Width W, F or H (only recorded for open brackets).
  static let eastAsianWide: UInt32 = 1 << 25

  /// `plainScripts` of a unit the simple segmenter must look at closely (see `plainScripts`).
  static let unusualScript: UInt8 = 0xFF

  /// The script of each code unit for the simple segmenter's inner loop (64 KiB, so it stays
  /// in cache): the unit's only script, or `unusualScript` when its set has several, it is a
  /// paired bracket or a surrogate, or it may be right-to-left (then `units` tells more).
  /// Katakana and "ー" count as Hiragana here: their set is exactly Hira Kana, and no set holds
  /// Kana without Hira, so Blink's runs are the same as with Hira alone.
  static let plainScripts: [UInt8] =
    ICUProperties.generatedPlainScripts() ?? plainScripts(units: units, sets: sets)

  /// ``plainScripts`` of a table's entries and sets.
  static func plainScripts(units: [UInt32], sets: [ScriptSet]) -> [UInt8] {
    units.map { entry in
      let unusual = surrogate | openBracket | closeBracket | mayBeRightToLeft
      if entry & unusual == 0 && entry & multiple != 0
        && sets[Int(entry >> setIndexShift & setIndexMask)] == hiraganaKatakana
      {
        return ScriptCode.hiragana
      }
      return entry & (unusual | multiple | needsGeneral) != 0
        ? unusualScript : UInt8(truncatingIfNeeded: entry)
    }
  }

  /// The set of Katakana (Blink's order): Hira, Kana.
  static let hiraganaKatakana: ScriptSet = {
    var set = ScriptSet(ScriptCode.hiragana)
    set.append(ScriptCode.katakana)
    return set
  }()

  /// The table, indexed by code unit.
  static let units: [UInt32] = built.units
  /// The distinct script sets of several scripts of the BMP, indexed by the set index of an
  /// entry with `multiple`.
  static let sets: [ScriptSet] = built.sets

  /// The entries of U+1F000–U+1FFFF (emoji, regional indicators, skin tones: most of the
  /// supplementary characters titles hold), precomputed so that an emoji costs no ICU call.
  /// A code point there whose set has several scripts or that is a bracket is left to ICU (0).
  private static let emojiBlock: [UInt32] =
    ICUProperties.generatedEmojiBlock() ?? referenceEmojiBlock()

  /// ``emojiBlock`` asked from ICU code point by code point.
  static func referenceEmojiBlock() -> [UInt32] {
    (0x1_F000..<0x2_0000).map { c in
      var set = ScriptSet()
      let entry = ScriptRunSegmenter.supplementaryFromICU(UInt32(c), into: &set)
      return set.count == 1 && entry & (needsGeneral | openBracket | closeBracket) == 0 ? entry : 0
    }
  }

  /// The cached entry of supplementary code point `c` (see `emojiBlock`), if there is one.
  static func emojiBlockEntry(_ c: UInt32) -> UInt32? {
    guard c >= 0x1_F000 && c < 0x2_0000 else { return nil }
    let entry = emojiBlock[Int(c - 0x1_F000)]
    return entry == 0 ? nil : entry
  }

  /// The scripts of U+300C LEFT CORNER BRACKET's Script_Extensions, as ICU lists them: what
  /// Blink gives a wide open bracket of the Common script (`GetHanScriptExtensions`).
  static let hanScripts: ScriptSet = {
    var set = ScriptSet()
    _ = set.appendExtensions(of: 0x300C)
    return set
  }()

  /// Bidi classes (ICU `UCharDirection`) of `mayBeRightToLeft`: R, AN, AL, RLE, RLO, FSI, RLI.
  static func isRightToLeftClass(_ bidiClass: Int32) -> Bool {
    switch bidiClass {
    case 1, 5, 13, 14, 15, 19, 21: return true
    default: return false
    }
  }

  /// The entry flags of a code point's bidi class and script set (also used for supplementary
  /// code points, which are not in the table).
  static func flags(bidiClass: Int32, set: ScriptSet) -> UInt32 {
    var bits: UInt32 = set.isEmpty ? 0 : UInt32(set.first)
    if set.count > 1 { bits |= multiple | needsGeneral }
    if isRightToLeftClass(bidiClass) { bits |= mayBeRightToLeft }
    return bits
  }

  /// The table and its sets: precomputed for the linked ICU
  /// (``ICUProperties/generatedScriptTable()``), else from ICU's whole-BMP property tables,
  /// else the per-unit reference construction.
  private static let built: (units: [UInt32], sets: [ScriptSet]) =
    ICUProperties.generatedScriptTable() ?? computedTable() ?? referenceTable()

  /// The table built from whole-BMP property tables (``ICUProperties/bmpTable(_:)``): a unit whose
  /// Script_Extensions are its Script value alone has that one script (Katakana aside, which
  /// Blink counts as Hiragana), so only the few hundred others, and those with newer
  /// extensions than ICU's, need ``ScriptSet/blinkScripts(of:)``.
  /// - Returns: the same table as ``referenceTable()``, or `nil` when ICU fails.
  static func computedTable() -> (units: [UInt32], sets: [ScriptSet])? {
    guard let scripts = ICUProperties.bmpTable(.script),
      let bidiClasses = ICUProperties.bmpTable(.bidiClass),
      let bracketTypes = ICUProperties.bmpTable(.pairedBracketType),
      let widths = ICUProperties.bmpTable(.eastAsianWidth)
    else { return nil }
    var extended = ICUProperties.bmpScriptExtensionFlags()
    for c in ICUProperties.newerScriptExtensions.keys where c < 0x1_0000 { extended[Int(c)] = 1 }
    return assemble(
      scripts: { unit in
        let script = scripts[unit]
        return extended[unit] == 0 && script != ScriptCode.katakana
          && script != ScriptCode.katakanaOrHiragana
          ? ScriptSet(script) : ScriptSet.blinkScripts(of: UInt32(unit))
      },
      bidiClass: { Int32(bidiClasses[$0]) }, bracketType: { Int32(bracketTypes[$0]) },
      eastAsianWidth: { Int32(widths[$0]) })
  }

  /// The table built the slow way, one ICU call per property and unit: the reference the tests
  /// compare ``units`` and ``sets`` with.
  static func referenceTable() -> (units: [UInt32], sets: [ScriptSet]) {
    assemble(
      scripts: { ScriptSet.blinkScripts(of: UInt32($0)) },
      bidiClass: { ICUProperties.bidiClass(UInt32($0)) },
      bracketType: { ICUProperties.pairedBracketType(UInt32($0)) },
      eastAsianWidth: { ICUProperties.eastAsianWidth(UInt32($0)) })
  }

  /// The entries of all code units from their properties, and the distinct multi-script sets
  /// in the order they first occur.
  /// - Parameters:
  ///   - scripts: a unit's script set in Blink's order (empty when ICU failed).
  ///   - bidiClass: its `UCharDirection`.
  ///   - bracketType: its Bidi_Paired_Bracket_Type (0 none, 1 open, 2 close).
  ///   - eastAsianWidth: its `UEastAsianWidth`.
  private static func assemble(
    scripts: (Int) -> ScriptSet, bidiClass: (Int) -> Int32, bracketType: (Int) -> Int32,
    eastAsianWidth: (Int) -> Int32
  ) -> (units: [UInt32], sets: [ScriptSet]) {
    var units = [UInt32](repeating: 0, count: 0x1_0000)
    var sets: [ScriptSet] = []
    var index: [[UInt8]: Int] = [:]
    for unit in 0..<0x1_0000 {
      var set = scripts(unit)
      if set.isEmpty { set = ScriptSet(ScriptCode.unknown) }
      // Only sets of several scripts are looked up by index (a single script is in the entry).
      var setIndex = 0
      if set.count > 1 {
        let key = set.elements
        if let known = index[key] {
          setIndex = known
        } else {
          setIndex = sets.count
          index[key] = setIndex
          sets.append(set)
        }
      }
      precondition(setIndex <= Int(setIndexMask), "more script sets than the table can index")
      var bits = flags(bidiClass: bidiClass(unit), set: set)
      bits |= UInt32(setIndex) << setIndexShift
      switch bracketType(unit) {
      case 1:
        bits |= openBracket
        // UEastAsianWidth: 2 = H, 3 = F, 5 = W.
        switch eastAsianWidth(unit) {
        case 2, 3, 5:
          bits |= eastAsianWide
          if set.count == 1 && set.first == ScriptCode.common { bits |= needsGeneral }
        default: break
        }
      case 2: bits |= closeBracket
      default: break
      }
      if (0xD800...0xDFFF).contains(unit) { bits |= surrogate }
      if unit > 0xFF && unit != 0xFFFC { bits |= beyondLatin1 }
      units[unit] = bits
    }
    return (units, sets)
  }
}
