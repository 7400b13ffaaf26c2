import Foundation
import Testing
import TitleTestSupport
import TitleComposer
@testable import TitleWidgets

/// Chip geometry against hand-checked NanumGothic Regular metrics (read with fontTools):
/// 1000 units/em; hhea ascender 920, descender −230, line gap 0; Hangul syllables and "…"
/// 940 units, U+0020 280, "A" 727, "W" 1029, kern A–W −66 and W–A −83. At 12 px a syllable is
/// 11.28 px, a space 3.36 px, the line 13.8 px (ascent 11.04), so a chip is 13.8 + 13 = 26.8 tall
/// and its baseline 6.5 + 11.04 = 17.54 below its top.
@Suite struct ChipRealFontTests {
  static let chips = ChipFixtures.chips
  static let seed = ["주차 가능한 절", "반려동물 동반 가능한 절", "템플스테이", "사찰 음식 체험"]

  @Test(arguments: [
    // (title, chip width): text snapped up to 1/64 px + 30
    ("주차 가능한 절", 104.40625),  // 6 × 11.28 + 2 × 3.36 = 74.4 → 74.40625
    ("반려동물 동반 가능한 절", 152.890625),  // 10 × 11.28 + 3 × 3.36 = 122.88 → 122.890625
    ("템플스테이", 86.40625),  // 56.4 → 56.40625
    // Kerning counts: (727 + 1029 + 727 − 66 − 83) × 0.012 = 28.008 → 28.015625.
    ("AWA", 58.015625),
  ])
  func chipWidthIsTheSnappedAdvanceSumPlusInsets(title: String, width: Double) throws {
    let chip = try Self.chips.layout([title], width: 343).chips[0]
    #expect(chip.frame.width == width)
    #expect(abs(chip.frame.height - 26.8) < 1e-9)
    #expect(abs(chip.baseline - 17.54) < 1e-9)
    #expect(chip.textX == 15 && chip.text == title && !chip.isTruncated)
    #expect(abs(chip.cornerRadius - 13.4) < 1e-9)  // 14 is more than half of 26.8
  }

  @Test func seedListWrapsIntoTwoRowsAt343() throws {
    let selection = try TagSelection(count: 4, selected: [1])
    let layout = try Self.chips.layout(Self.seed, width: 343, selection: selection)
    // Row 0: 104.40625 + 5 + 152.890625 = 262.296875; + 5 + 86.40625 = 353.703125 > 343.
    let frames = layout.chips.map(\.frame)
    #expect(frames.map(\.x) == [0, 109.40625, 0, 91.40625])
    #expect(frames.map(\.width) == [104.40625, 152.890625, 86.40625, 104.40625])
    #expect(layout.chips.map(\.row) == [0, 0, 1, 1])
    #expect(abs(frames[2].y - 34.8) < 1e-9)  // 26.8 + 8
    #expect(layout.rowCount == 2)
    #expect(abs(layout.contentHeight - 61.6) < 1e-9)
    #expect(layout.chips.map(\.isSelected) == [false, true, false, false])
    #expect(layout.chips[1].borderColor == RGBColor(hex: "#FF7A00"))
  }

  @Test(arguments: [
    // the seed list at 343: row 0 leaves 343 − 262.296875 = 80.703125, row 1 343 − 195.8125 =
    // 147.1875; justified moves row 0's last chip flush right (343 − 152.890625)
    (ChipRowAlignment.center, [40.3515625, 149.7578125, 73.59375, 165]),
    (.trailing, [80.703125, 190.109375, 147.1875, 238.59375]),
    (.justified, [0, 190.109375, 0, 91.40625]),
  ])
  func seedListAlignments(alignment: ChipRowAlignment, xs: [Double]) throws {
    var options = TagChipLayoutOptions()
    options.alignment = alignment
    let layout = try Self.chips.layout(Self.seed, width: 343, options: options)
    for (chip, x) in zip(layout.chips, xs) { #expect(abs(chip.frame.x - x) < 1e-9) }
  }

  @Test func overWideChipIsClampedAndCutAtAGrapheme() throws {
    // 152.890625 > 120: the chip takes 120; 90 px of room hold "반려동물 동반" (71.04) + "…" (11.28);
    // with "가" (85.68 + 11.28 = 96.96) it would not fit; the space before "…" is dropped.
    let layout = try Self.chips.layout(["반려동물 동반 가능한 절"], width: 120)
    let chip = layout.chips[0]
    #expect(chip.frame.width == 120)
    #expect(chip.text == "반려동물 동반…" && chip.isTruncated)
    // 7 × 11.28 + 3.36 at 12 px, FreeType's 16.16 advances of 940 and 280 units.
    let glyphs =
      7 * FreeTypeArithmetic.nanum(940, size: 12) + FreeTypeArithmetic.nanum(280, size: 12)
    #expect(abs(chip.textWidth - glyphs) < 1e-9)
  }

  @Test func collapsedWhiteSpaceIsOneSpace() throws {
    let layout = try Self.chips.layout(["주차\n가능한  절"], width: 343)
    #expect(layout.chips[0].text == "주차 가능한 절")
    #expect(layout.chips[0].frame.width == 104.40625)
  }

  @Test func sharingAComposerGivesTheSameLayout() throws {
    let composer = try Composer(fallback: .none)
    let shared = try TagChipLayouter(sharing: composer)
    #expect(try shared.layout(Self.seed, width: 343) == Self.chips.layout(Self.seed, width: 343))
    // The composer's own title font (NanumGothic Bold) measures the same Hangul advances.
    let bold = try TagChipLayouter(sharing: composer, font: composer.style.titleFont)
    #expect(try bold.layout(["주차 가능한 절"], width: 343).chips[0].frame.width == 104.40625)
  }

  @Test func manyTasksGiveTheSerialAnswer() async throws {
    let widths = (0..<40).map { 120 + Double($0) * 7.5 }
    let serial = try widths.map { try Self.chips.layout(Self.seed, width: $0) }
    let parallel = try await withThrowingTaskGroup(of: (Int, TagChipLayout).self) { group in
      for (index, width) in widths.enumerated() {
        group.addTask { (index, try Self.chips.layout(Self.seed, width: width)) }
      }
      var results = [TagChipLayout?](repeating: nil, count: widths.count)
      for try await (index, layout) in group { results[index] = layout }
      return results
    }
    #expect(parallel == serial)
  }

  @Test func layoutIsCodable() throws {
    let layout = try Self.chips.layout(Self.seed, width: 200)
    // With the glyph runs (left out of plain JSON) everything round-trips.
    let encoder = JSONEncoder()
    encoder.userInfo[.includesGlyphRuns] = true
    let data = try encoder.encode(layout)
    #expect(try JSONDecoder().decode(TagChipLayout.self, from: data) == layout)
  }
}
