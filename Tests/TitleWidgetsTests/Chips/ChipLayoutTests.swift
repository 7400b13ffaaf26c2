import Testing
@testable import TitleWidgets

@testable import TitleComposer

/// Chip flow layout with the constant-advance fake font: each character 10 px, line height 10,
/// ascent 8. With the default insets (15 left/right, 6.5 top/bottom) a chip of n characters is
/// 10n + 30 wide and 23 tall; rows are 23 + 8 = 31 apart; the text's baseline is 6.5 + 8 = 14.5
/// below the chip's top.
@Suite struct ChipLayoutTests {
  typealias Fixtures = ChipFixtures

  /// Widths 70, 90, 50, 110 in 200: 70 + 5 + 90 = 165 fits, + 5 + 50 = 220 does not.
  static let titles = ["AAAA", "BBBBBB", "CC", "DDDDDDDD"]

  @Test func chipsAreTextPlusInsetsAndRowsBreakGreedily() throws {
    let layout = try Fixtures.fakeLayout(Self.titles, width: 200)
    #expect(
      layout.chips.map(\.frame) == [
        Rect(x: 0, y: 0, width: 70, height: 23), Rect(x: 75, y: 0, width: 90, height: 23),
        Rect(x: 0, y: 31, width: 50, height: 23), Rect(x: 55, y: 31, width: 110, height: 23),
      ])
    #expect(layout.chips.map(\.row) == [0, 0, 1, 1])
    #expect(layout.chips.map(\.text) == Self.titles)
    #expect(layout.chips.map(\.textX) == [15, 90, 15, 70])
    #expect(layout.chips.map(\.baseline) == [14.5, 14.5, 45.5, 45.5])
    #expect(layout.chips.map(\.textWidth) == [40, 60, 20, 80])
    #expect(layout.chips.allSatisfy { !$0.isTruncated && $0.cornerRadius == 11.5 })  // 14 > 23 / 2
    #expect(layout.rowCount == 2)
    #expect(layout.contentHeight == 54)  // 23 + 8 + 23
    #expect(layout.chipHeight == 23)
    #expect(layout.hiddenIndices.isEmpty)
  }

  @Test(arguments: [
    // row 0: 70 + 5 + 90 = 165 (35 left over); row 1: 50 + 5 + 110 = 165 (35 left over)
    (ChipRowAlignment.leading, [0.0, 75, 0, 55]),
    (.center, [17.5, 92.5, 17.5, 72.5]),
    (.trailing, [35, 110, 35, 90]),
    (.justified, [0, 110, 0, 55]),  // row 0's gap grows to 40; the last row stays leading
  ])
  func eachAlignment(alignment: ChipRowAlignment, xs: [Double]) throws {
    var options = TagChipLayoutOptions()
    options.alignment = alignment
    let layout = try Fixtures.fakeLayout(Self.titles, width: 200, options: options)
    #expect(layout.chips.map(\.frame.x) == xs)
    #expect(layout.chips.map(\.textX) == xs.map { $0 + 15 })
  }

  @Test func anOverWideChipIsClampedAndTruncatedAtAGraphemeBoundary() throws {
    // "ABCDEFGHIJKL" would be 150 wide in 100: clamped to 100, text room 70 holds 6 letters + "…".
    let layout = try Fixtures.fakeLayout(["AA", "ABCDEFGHIJKL", "B"], width: 100)
    #expect(
      layout.chips.map(\.frame) == [
        Rect(x: 0, y: 0, width: 50, height: 23), Rect(x: 0, y: 31, width: 100, height: 23),
        Rect(x: 0, y: 62, width: 40, height: 23),
      ])
    let chip = layout.chips[1]
    #expect(chip.text == "ABCDEF…" && chip.isTruncated && chip.textWidth == 70)
    #expect(chip.title == "ABCDEFGHIJKL")
    #expect(layout.chips[0].text == "AA" && !layout.chips[0].isTruncated)
  }

  @Test(arguments: [
    // (title, room 70 → drawn text)
    ("ABCDE FGHIJ", "ABCDE…"),  // the space before "…" is dropped
    (String(repeating: "e\u{301}", count: 12), String(repeating: "e\u{301}", count: 6) + "…"),
    ("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧…"),  // ZWJ sequences stay whole
  ])
  func truncationKeepsWholeGraphemes(title: String, text: String) throws {
    let layout = try Fixtures.fakeLayout([title], width: 100)
    #expect(layout.chips[0].text == text)
    #expect(layout.chips[0].frame.width == 100)
  }

  @Test func sectionInsetsMoveTheChipsAndNarrowTheRows() throws {
    var options = TagChipLayoutOptions()
    options.sectionInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
    let layout = try Fixtures.fakeLayout(["AA", "ABCDEFGHIJKL", "B"], width: 120, options: options)
    #expect(
      layout.chips.map(\.frame) == [
        Rect(x: 10, y: 4, width: 50, height: 23), Rect(x: 10, y: 35, width: 100, height: 23),
        Rect(x: 10, y: 66, width: 40, height: 23),
      ])
    #expect(layout.contentHeight == 95)  // 4 + 3 × 23 + 2 × 8 + 6
  }

  @Test func customInsetsAndSpacings() throws {
    var options = TagChipLayoutOptions()
    options.contentInsets = EdgeInsets(top: 2, left: 4, bottom: 3, right: 6)
    options.horizontalSpacing = 10
    options.verticalSpacing = 1
    options.cornerRadius = 4
    // Chips "AAA", "BB", "C": 40, 30, 20; 40 + 10 + 30 = 80 fits 90, + 10 + 20 = 110 does not.
    let layout = try Fixtures.fakeLayout(["AAA", "BB", "C"], width: 90, options: options)
    #expect(
      layout.chips.map(\.frame) == [
        Rect(x: 0, y: 0, width: 40, height: 15), Rect(x: 50, y: 0, width: 30, height: 15),
        Rect(x: 0, y: 16, width: 20, height: 15),
      ])
    #expect(layout.chips.map(\.baseline) == [10, 10, 26])  // 2 + 8
    #expect(layout.chips[0].cornerRadius == 4)
  }

  @Test(arguments: [
    // five chips 40 wide in 100: two per row, rows [0, 1] [2, 3] [4]
    (1, [0, 1], [2, 3, 4]),
    (2, [0, 1, 2, 3], [4]),
    (3, [0, 1, 2, 3, 4], []),
    (9, [0, 1, 2, 3, 4], []),
  ])
  func rowLimitHidesLaterChips(maximumRows: Int, shown: [Int], hidden: [Int]) throws {
    var options = TagChipLayoutOptions()
    options.maximumRows = maximumRows
    let layout = try Fixtures.fakeLayout(
      Array(repeating: "A", count: 5), width: 100, options: options)
    #expect(layout.chips.map(\.index) == shown)
    #expect(layout.hiddenIndices == hidden)
    let rows = min(maximumRows, 3)
    #expect(layout.rowCount == rows)
    #expect(layout.contentHeight == Double(rows) * 23 + Double(rows - 1) * 8)
  }

  @Test func justifiedLastVisibleRowIsJustifiedWhenChipsAreHidden() throws {
    var options = TagChipLayoutOptions()
    options.alignment = .justified
    options.maximumRows = 2
    let limited = try Fixtures.fakeLayout(
      Array(repeating: "A", count: 5), width: 100, options: options)
    #expect(limited.chips.map(\.frame.x) == [0, 60, 0, 60])
    options.maximumRows = nil
    let all = try Fixtures.fakeLayout(Array(repeating: "A", count: 5), width: 100, options: options)
    #expect(all.chips.map(\.frame.x) == [0, 60, 0, 60, 0])
  }

  @Test func selectionDrivesTheColours() throws {
    let selection = try TagSelection(count: 4, mode: .multiple(limit: nil), selected: [1, 3])
    let layout = try Fixtures.fakeLayout(Self.titles, width: 200, selection: selection)
    #expect(layout.chips.map(\.isSelected) == [false, true, false, true])
    let orange = RGBColor(hex: "#FF7A00")!
    let grey = RGBColor(hex: "#D9D9D9")!
    #expect(layout.chips.map(\.borderColor) == [grey, orange, grey, orange])
    #expect(
      layout.chips.map(\.textColor) == [
        RGBColor(hex: "#777777")!, orange, RGBColor(hex: "#777777")!, orange,
      ])
    #expect(layout.isAnySelected)
    #expect(layout.borderWidth == 1)
    let none = try Fixtures.fakeLayout(Self.titles, width: 200)
    #expect(!none.isAnySelected && none.chips.allSatisfy { !$0.isSelected })
  }

  @Test func aHiddenSelectedChipStillLightsTheFilterIndicator() throws {
    var options = TagChipLayoutOptions()
    options.maximumRows = 1
    let selection = try TagSelection(count: 5, selected: [4])
    let layout = try Fixtures.fakeLayout(
      Array(repeating: "A", count: 5), width: 100, options: options, selection: selection)
    #expect(layout.hiddenIndices == [2, 3, 4])
    #expect(layout.isAnySelected)
  }

  @Test func preservedNewlineEndsTheTextWithAnEllipsisAtItsOwnWidth() throws {
    var options = TagChipLayoutOptions()
    options.whiteSpace = .preserve
    let layout = try Fixtures.fakeLayout(["AB\nCD"], width: 200, options: options)
    #expect(layout.chips[0].text == "AB…" && layout.chips[0].isTruncated)
    #expect(layout.chips[0].frame.width == 60)  // 20 + 10 for "…" + 30
  }

  @Test func emptyListIsAnEmptyLayoutNotAnError() throws {
    let layout = try Fixtures.fakeLayout([], width: 200)
    #expect(layout.chips.isEmpty && layout.hiddenIndices.isEmpty)
    #expect(layout.rowCount == 0 && layout.contentHeight == 0 && !layout.isAnySelected)
    let real = try Fixtures.chips.layout([], width: 343)
    #expect(real.chips.isEmpty)
  }

  @Test(arguments: [0.0, -1, -.infinity, .infinity, .nan])
  func badContainerWidthsAreTypedErrors(width: Double) {
    #expect {
      try Fixtures.fakeLayout(["A"], width: width)
    } throws: { error in
      guard case ChipLayoutError.invalidWidth(let reported) = error else { return false }
      return reported == width || (reported.isNaN && width.isNaN)
    }
    #expect(throws: ChipLayoutError.self) { try Fixtures.chips.layout([], width: width) }
  }

  @Test func containerTooNarrowForOneCharacterIsATypedError() throws {
    // The room must hold "…" (10) inside 30 px of insets.
    #expect(throws: ChipLayoutError.containerTooNarrow(width: 39, required: 40)) {
      try Fixtures.fakeLayout(["AAAA"], width: 39)
    }
    let narrowest = try Fixtures.fakeLayout(["AAAA"], width: 40)
    #expect(narrowest.chips[0].text == "…" && narrowest.chips[0].frame.width == 40)
  }

  @Test func badOptionsTitlesAndSelectionsAreTypedErrors() throws {
    var options = TagChipLayoutOptions()
    options.maximumRows = 0
    #expect(throws: ChipLayoutError.invalidMaximumRows(0)) {
      try Fixtures.fakeLayout(["A"], width: 100, options: options)
    }
    options = TagChipLayoutOptions()
    options.fontSize = 0
    #expect(throws: ChipLayoutError.invalidFontSize(0)) {
      try Fixtures.chips.layout(["A"], width: 100, options: options)
    }
    options = TagChipLayoutOptions()
    options.contentInsets.left = -1
    #expect(
      throws: ChipLayoutError.invalidOptions(
        reason: "contentInsets.left must be a finite number in [0, 1000]")
    ) { try Fixtures.fakeLayout(["A"], width: 100, options: options) }
    options = TagChipLayoutOptions()
    options.horizontalSpacing = .nan
    #expect(throws: ChipLayoutError.self) {
      try Fixtures.fakeLayout(["A"], width: 100, options: options)
    }
    #expect(throws: ChipLayoutError.emptyTitle(index: 1)) {
      try Fixtures.fakeLayout(["A", "", "B"], width: 100)
    }
    #expect(throws: ChipLayoutError.selectionCountMismatch(selectionCount: 2, tagCount: 3)) {
      try Fixtures.fakeLayout(["A", "B", "C"], width: 100, selection: TagSelection(count: 2))
    }
  }
}
