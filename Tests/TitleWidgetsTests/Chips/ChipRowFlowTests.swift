import Testing
@testable import TitleWidgets

@testable import TitleComposer

/// Row breaking and alignment on bare widths: pure arithmetic.
@Suite struct ChipRowFlowTests {
  @Test(arguments: [
    // (widths, available 100, spacing 5) → rows
    ([40.0, 40, 40], [0..<2, 2..<3]),  // 40 + 5 + 40 = 85; + 5 + 40 = 130 > 100
    ([50.0, 45], [0..<2]),  // 50 + 5 + 45 = 100 exactly fits
    ([50.0, 46], [0..<1, 1..<2]),  // 101 does not
    ([120.0, 10], [0..<1, 1..<2]),  // an over-wide box sits alone
    ([10.0, 120, 10], [0..<1, 1..<2, 2..<3]),
    ([30.0, 30, 30, 30, 30], [0..<3, 3..<5]),  // 30 × 3 + 10 = 100
    ([], []),
  ])
  func rowsFillGreedily(widths: [Double], rows: [Range<Int>]) {
    #expect(ChipRowFlow.rows(widths: widths, available: 100, spacing: 5) == rows)
  }

  @Test(arguments: [
    // widths [20, 30] in 100 with spacing 5: 55 used, 45 left over
    (ChipRowAlignment.leading, false, [0.0, 25]),
    (.center, false, [22.5, 47.5]),
    (.trailing, false, [45, 70]),
    (.justified, false, [0, 70]),  // gap 5 + 45
    (.justified, true, [0, 25]),  // the last row stays leading
  ])
  func alignmentSharesTheLeftover(
    alignment: ChipRowAlignment, isLastRow: Bool, positions: [Double]
  ) {
    #expect(
      ChipRowFlow.positions(
        widths: [20, 30], available: 100, spacing: 5, alignment: alignment, isLastRow: isLastRow)
        == positions)
  }

  @Test func justifiedSharesTheLeftoverEquallyAndLonelyChipsStayLeading() {
    // 70 used, 30 left over: each of 2 gaps grows by 15.
    #expect(
      ChipRowFlow.positions(
        widths: [20, 20, 20], available: 100, spacing: 5, alignment: .justified, isLastRow: false)
        == [0, 40, 80])
    #expect(
      ChipRowFlow.positions(
        widths: [20], available: 100, spacing: 5, alignment: .justified, isLastRow: false) == [0])
  }
}
