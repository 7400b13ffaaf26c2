import Foundation
import TitleTestSupport
import Testing

@testable import TitleText

/// The per-code-unit tables built at start-up from whole-BMP property tables, against the
/// slow construction with one ICU call per property and unit, for all 65,536 units.
@Suite struct UnitPropertyTableTests {
  /// Each whole-BMP property table equals the per-code-point ICU function at every unit.
  @Test(arguments: [
    ICUProperties.MappedProperty.generalCategory, .lineBreak, .graphemeClusterBreak,
    .eastAsianWidth, .bidiClass, .pairedBracketType, .script,
  ])
  func bmpTableEqualsPerCodePointCalls(_ property: ICUProperties.MappedProperty) throws {
    let table = try #require(ICUProperties.bmpTable(property))
    #expect(table.count == 0x1_0000)
    let perCodePoint: (UInt32) -> Int32 =
      switch property {
      case .generalCategory: ICUProperties.generalCategory
      case .lineBreak: ICUProperties.lineBreak
      case .graphemeClusterBreak: ICUProperties.graphemeClusterBreak
      case .eastAsianWidth: ICUProperties.eastAsianWidth
      case .bidiClass: ICUProperties.bidiClass
      case .pairedBracketType: ICUProperties.pairedBracketType
      case .script: ICUProperties.script
      }
    var mismatches: [UInt32] = []
    for unit in 0..<UInt32(0x1_0000) where Int32(table[Int(unit)]) != perCodePoint(unit) {
      mismatches.append(unit)
    }
    #expect(
      mismatches.isEmpty, "\(property): \(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  /// Values checked by hand against the UCD (ICU 72's enum values): "A" is Lu (1), AL (2),
  /// Latin (25); "가" is Lo (5), H2 (31), Hangul (18), wide (5); "(" opens a bracket (1) and
  /// ")" closes one (2); Hebrew alef is bidi R (1); U+000A is GCB LF (5).
  @Test func bmpTableSpotValues() throws {
    let category = try #require(ICUProperties.bmpTable(.generalCategory))
    let lineBreak = try #require(ICUProperties.bmpTable(.lineBreak))
    let script = try #require(ICUProperties.bmpTable(.script))
    let width = try #require(ICUProperties.bmpTable(.eastAsianWidth))
    let bracket = try #require(ICUProperties.bmpTable(.pairedBracketType))
    let bidi = try #require(ICUProperties.bmpTable(.bidiClass))
    let grapheme = try #require(ICUProperties.bmpTable(.graphemeClusterBreak))
    #expect([category[0x41], lineBreak[0x41], script[0x41]] == [1, 2, 25])
    #expect(
      [category[0xAC00], lineBreak[0xAC00], script[0xAC00], width[0xAC00]] == [5, 31, 18, 5])
    #expect([bracket[0x28], bracket[0x29], bracket[0x41]] == [1, 2, 0])
    #expect(bidi[0x05D0] == 1)
    #expect(grapheme[0x0A] == 5)
  }

  /// The extension flags: set for characters with Script_Extensions of their own (U+3001
  /// IDEOGRAPHIC COMMA: Bopo Hang Hani Hira Kana Yiii; U+0951 DEVANAGARI STRESS SIGN UDATTA),
  /// clear for "A", "가" and "1".
  @Test func scriptExtensionFlags() {
    let flags = ICUProperties.bmpScriptExtensionFlags()
    #expect(flags.count == 0x1_0000)
    #expect([flags[0x3001], flags[0x0951]] == [1, 1])
    #expect([flags[0x41], flags[0xAC00], flags[0x31]] == [0, 0, 0])
    // Every flagged unit really has extensions beyond its script; every other has none.
    var wrong: [Int] = []
    var scripts = [UInt8](repeating: 0, count: 32)
    var buffer = scripts.mutableSpan
    for unit in 0..<0x1_0000 {
      let total = ICUProperties.scriptExtensions(UInt32(unit), into: &buffer)
      let plain =
        total == 1 && Int32(buffer[0]) == ICUProperties.script(UInt32(unit))
        && ICUProperties.newerScriptExtensions[UInt32(unit)] == nil
      if plain != (flags[unit] == 0) && ICUProperties.newerScriptExtensions[UInt32(unit)] == nil {
        wrong.append(unit)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
  }

  /// ``UnitProperties/table`` equals the per-unit reference construction at every unit.
  @Test func unitPropertiesEqualReference() {
    let reference = UnitProperties.referenceTable()
    let table = UnitProperties.table
    #expect(table.count == 0x1_0000)
    let mismatches = (0..<0x1_0000).filter { table[$0] != reference[$0] }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    // Not a table of zeros: "가" is a letter with a simple grapheme boundary, "(" opens.
    #expect(table[0xAC00] == UnitProperties.letterOrNumber | UnitProperties.graphemeSimple)
    #expect(table[0x28] & UnitProperties.opening != 0)
  }

  /// ``ScriptTable``'s fast-built entries and sets equal the per-unit reference construction
  /// (same set indices, in the same order), and the fast path is the one in use.
  @Test func scriptTableEqualsReference() throws {
    let computed = try #require(ScriptTable.computedTable())
    let reference = ScriptTable.referenceTable()
    #expect(computed.sets == reference.sets)
    let mismatches = (0..<0x1_0000).filter { computed.units[$0] != reference.units[$0] }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    #expect(ScriptTable.units == reference.units)
    #expect(ScriptTable.sets == reference.sets)
    // Katakana "ア" has the set Hira Kana; U+00B7 has Chromium's newer extensions (16 scripts).
    let katakana = computed.units[0x30A2]
    #expect(katakana & ScriptTable.multiple != 0)
    let katakanaSet = computed.sets[
      Int(katakana >> ScriptTable.setIndexShift & ScriptTable.setIndexMask)]
    #expect(katakanaSet == ScriptTable.hiraganaKatakana)
    let middleDot = computed.units[0xB7]
    #expect(
      computed.sets[Int(middleDot >> ScriptTable.setIndexShift & ScriptTable.setIndexMask)].count
        == 16)
  }

  /// Sources/CICU/unit_tables_data.h is what the generator writes for the linked ICU (when it is the
  /// version the file names; otherwise the file is unused and the tables are computed).
  @Test func generatedFileIsCurrent() throws {
    let url = CorpusFile.packageRoot.appendingPathComponent("Sources/CICU/unit_tables_data.h")
    let file = try String(contentsOf: url, encoding: .utf8)
    guard file.contains("cicu_unit_tables_icu_version[] = \"\(ICUProperties.version)\";") else {
      #expect(ICUProperties.generatedUnitProperties() == nil)
      #expect(ICUProperties.generatedScriptTable() == nil)
      return
    }
    #expect(file == UnitTablesSource.generate(), "run title-bench --unit-tables")
  }

  /// The precomputed tables decode to the reference constructions, unit for unit, and are the
  /// ones in use.
  @Test func generatedTablesEqualReference() throws {
    let properties = try #require(ICUProperties.generatedUnitProperties())
    #expect(properties == UnitProperties.referenceTable())
    #expect(UnitProperties.table == properties)
    let scripts = try #require(ICUProperties.generatedScriptTable())
    let reference = ScriptTable.referenceTable()
    #expect(scripts.units == reference.units)
    #expect(scripts.sets == reference.sets)
    #expect(scripts.sets.count > 10)
    #expect(ScriptTable.units == reference.units)
    let plain = try #require(ICUProperties.generatedPlainScripts())
    #expect(plain == ScriptTable.plainScripts(units: reference.units, sets: reference.sets))
    #expect(ScriptTable.plainScripts == plain)
    // "가" is plain Hangul, "ア" plain Hiragana, "(" needs a close look.
    #expect([plain[0xAC00], plain[0x30A2], plain[0x28]] == [18, 20, ScriptTable.unusualScript])
  }

  /// The emoji block's precomputed entries equal ICU's answers code point by code point.
  @Test func generatedEmojiBlockEqualsReference() throws {
    let generated = try #require(ICUProperties.generatedEmojiBlock())
    let reference = ScriptTable.referenceEmojiBlock()
    #expect(generated == reference)
    #expect(generated.count == 0x1000)
    #expect(reference.filter { $0 != 0 }.count > 3_000)
    for c in UInt32(0x1_F000)..<0x2_0000
    where ScriptTable.emojiBlockEntry(c) ?? 0 != reference[Int(c - 0x1_F000)] {
      Issue.record("U+\(String(c, radix: 16))")
    }
  }
}
