import Testing

@testable import TitleComposer

/// A fit is bounded by the composer's time budget as a whole, not per layout: each helper checks
/// one deadline before every layout it tries.
@Suite struct FitTimeBudgetTests {
  static let composer = Result { try Composer() }
  static let passed = CompositionDeadline(alreadyPassedWithBudget: .milliseconds(50))
  static let request = TitleRequest(
    categoryID: 1, title: "report_2025_quarterly_summary_final_version.pdf", width: 200,
    numberOfLines: 1)

  @Test func eachHelperStopsAtThePassedDeadline() throws {
    let composer = try Self.composer.get()
    let budget = ComposerError.timeBudgetExceeded(budget: .milliseconds(50))
    #expect(throws: budget) {
      try composer.largestFittingTitleSize(
        Self.request, in: TitleSizeRange(minimum: 10, maximum: 20), deadline: Self.passed)
    }
    #expect(throws: budget) { try composer.shrinkWrapped(Self.request, deadline: Self.passed) }
    #expect(throws: budget) {
      try composer.composeMiddleTruncated(Self.request, deadline: Self.passed)
    }
    // Without a deadline the same calls answer.
    #expect(try composer.composeMiddleTruncated(Self.request, deadline: nil).cut != nil)
  }
}
