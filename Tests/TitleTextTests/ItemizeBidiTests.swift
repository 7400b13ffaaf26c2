import TitleTestSupport
import Testing

@testable import TitleText

/// Bidi levels (UAX #9 at paragraph level 0, as our `direction: ltr` cells), each expectation
/// worked out by hand from the algorithm's rules, cited beside it: W2 (EN after AL becomes AN),
/// W5/W7 (ET next to EN; EN after L becomes L), N1/N2 (neutrals between two strong types of one
/// direction take it, else the embedding direction), I1/I2 (R at an even level +1, AN/EN +2, L
/// at an odd level +1), X5a–X6a (isolate initiators keep the outer level), L1 (trailing
/// whitespace at the paragraph level).
@Suite struct ItemizeBidiTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let text: String
    /// One digit per code unit; "." where UAX #9 X9 removes the character (ICU picks its level).
    let levels: String
    let why: String
    var testDescription: String { why }
  }

  static let rows: [Row] = [
    Row(
      text: "한국 עברית 123 العربية ١٢٣ end",
      levels: "000" + "111111" + "222" + "1" + "1111111" + "1" + "222" + "0" + "000",
      why: "Hebrew (R) 1; EN after R stays EN → 2; neutrals between R and EN/AN → 1; AN → 2;"
        + " the space between AN and L takes the embedding direction → 0"),
    Row(text: "שלום עולם", levels: "111111111", why: "a whole right-to-left title"),
    Row(
      text: "العربية 2024 نسخة جديدة", levels: "11111111222211111111111",
      why: "W2: EN after AL becomes AN → 2"),
    Row(
      text: "מבצע 50% הנחה", levels: "1111122211111",
      why: "W5: % next to EN becomes EN; EN after R stays EN → 2"),
    Row(
      text: "가격 السعر ١٢٣٤ ريال 할인", levels: "000111111222211111000",
      why: "Arabic-Indic digits are AN → 2; spaces between AL and AN → 1"),
    Row(
      text: "abc \u{202B}שלום 123\u{202C} def",
      levels: "0000" + "." + "11111" + "222" + "." + "0000",
      why: "RLE…PDF: Hebrew at level 1, EN inside at 2; the space before PDF is R (N1)"),
    Row(
      text: "abc \u{2067}שלום\u{2069} def", levels: "0000" + "0" + "1111" + "0" + "0" + "000",
      why: "RLI…PDI: the isolate at level 1, RLI and PDI at the outer level 0 (X5a, X6a)"),
    Row(
      text: "Hebrew\u{200F}! 느낌표", levels: "000000" + "1" + "0" + "0" + "000",
      why: "RLM is R → 1; '!' between R and L takes the embedding direction → 0"),
    Row(
      text: "Apple (אפל) 신제품", levels: "0000000" + "111" + "0" + "0" + "000",
      why: "N0: brackets around R after L take the embedding direction → 0"),
    Row(
      text: "א\n1", levels: "100",
      why: "\\n ends the paragraph: the digit after it follows sos (L), W7 → 0, not 2"),
    Row(text: "a\u{202A}b\u{202C}c", levels: "00000", why: "LRE only: ICU finds it all LTR → 0"),
    Row(text: "١٢٣", levels: "000", why: "AN alone: ICU reports LTR (no neutral can turn R) → 0"),
    Row(text: "삼성 Galaxy 2024", levels: "00000000000000", why: "no RTL: ICU skipped, all 0"),
  ]

  @Test(arguments: rows) func levels(_ row: Row) {
    let units = Array(row.text.utf16)
    var itemizer = TextItemizer()
    let runs = itemizer.itemize(units)
    #expect(Itemize.isWellFormed(runs, count: units.count))
    let levels = Itemize.levels(of: runs)
    let expected = Array(row.levels)
    #expect(levels.count == expected.count, "\(row.text)")
    for (index, digit) in expected.enumerated() where digit != "." && index < levels.count {
      #expect(levels[index] == UInt8(String(digit))!, "\(row.text) at \(index)")
    }
  }

  @Test func runsSplitAtLevelsWithinAScriptRun() {
    #expect(
      Itemize.runs("가격 السعر ١٢٣٤ ريال 할인") == [
        "0..<3 Hang 0", "3..<9 Arab 1", "9..<13 Arab 2", "13..<18 Arab 1", "18..<19 Arab 0",
        "19..<21 Hang 0",
      ])
    #expect(Itemize.runs("שלום עולם") == ["0..<9 Hebr 1"])
  }

  /// The fast path skips ICU for text without a `mayBeRightToLeft` unit: prove ICU would say
  /// "all left-to-right" for every such BMP unit, alone and between neighbours of each kind
  /// (letters, digits, spaces, punctuation, LRE/LRO/LRI/PDF/PDI).
  @Test func unflaggedUnitsNeverNeedICU() {
    let neighbours: [UInt16] = [
      0x61, 0x31, 0x20, 0x2C, 0x25, 0x202A, 0x202D, 0x2066, 0x202C, 0x2069,
    ]
    var checked = 0
    for unit in 0..<0x1_0000 where !(0xD800...0xDFFF).contains(unit) {
      let u = UInt16(unit)
      guard ScriptTable.units[unit] & ScriptTable.mayBeRightToLeft == 0 else { continue }
      for n in neighbours {
        for text in [[u], [n, u], [u, n], [n, u, n, u]]
        where Itemize.icuLevels(text).contains(where: { $0 != 0 }) {
          Issue.record("U+\(String(unit, radix: 16)) in \(text) gets a non-zero level")
        }
      }
      checked += 1
    }
    #expect(checked > 60_000)
  }

  /// The itemizer's levels against ICU's own on random texts mixing every kind of character.
  @Test func levelsMatchICUOnRandomTexts() {
    let pool: [UInt16] = [
      0x61, 0x62, 0x20, 0x31, 0x32, 0x25, 0x2C, 0x2E, 0x28, 0x29, 0xAC00, 0xB098, 0x05D0, 0x05D1,
      0x0627, 0x0644, 0x0661, 0x0662, 0x06F1, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D,
      0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x0301, 0x3042, 0x6F22, 0xD83D, 0xDE00, 0x0591,
    ]
    var random = SeededRandom(seed: 11)
    var itemizer = TextItemizer()
    var runs: [TextRun] = []
    for _ in 0..<3000 {
      let length = Int.random(in: 0...24, using: &random)
      let units = (0..<length).map { _ in pool.randomElement(using: &random)! }
      itemizer.itemize(units.span, into: &runs)
      #expect(Itemize.isWellFormed(runs, count: units.count), "\(units)")
      #expect(Itemize.levels(of: runs) == Itemize.icuLevels(units), "\(units)")
    }
  }
}
