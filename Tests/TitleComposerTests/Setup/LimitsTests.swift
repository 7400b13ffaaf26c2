import Foundation
import Testing
import TitleComposer

/// The limits a server sets: the defaults and the per-request time budget (title length: see
/// `ComposerErrorTests`; batch size: the batch API's tests).
@Suite struct LimitsTests {
  static func requests(_ count: Int) -> [TitleRequest] {
    (0..<count).map { TitleRequest(categoryID: 1 + $0 % 9, title: "제목 \($0)", width: 343) }
  }

  @Test func defaults() {
    #expect(ComposerLimits.default.maximumBatchSize == 100_000)
    #expect(ComposerLimits.default.timeBudget == nil)
    #expect(TitleStyle().maximumTitleLength == 10_000)
  }

  @Test func exhaustedTimeBudgetIsATypedError() throws {
    let composer = try Composer(
      fallback: .none, limits: ComposerLimits(timeBudget: .nanoseconds(1)))
    #expect(throws: ComposerError.timeBudgetExceeded(budget: .nanoseconds(1))) {
      try composer.compose(categoryID: 1, title: String(repeating: "제목 ", count: 500), width: 343)
    }
    #expect(
      ComposerError.timeBudgetExceeded(budget: .milliseconds(50)).description
        == "composing took longer than the time budget of 0.05 seconds")
  }

  @Test func generousTimeBudgetChangesNothing() throws {
    let limited = try Composer(
      fallback: .none, limits: ComposerLimits(timeBudget: .seconds(60)))
    let unlimited = try Composer(fallback: .none)
    for request in Self.requests(30) {
      #expect(try limited.compose(request) == unlimited.compose(request))
    }
  }

  @Test(arguments: [
    (ComposerLimits(maximumBatchSize: 0), "maximumBatchSize must be positive, got 0"),
    (ComposerLimits(timeBudget: .zero), "timeBudget must be positive, got 0.0 seconds"),
    (ComposerLimits(timeBudget: .seconds(-1)), "timeBudget must be positive, got -1.0 seconds"),
  ])
  func invalidLimits(limits: ComposerLimits, reason: String) {
    #expect(throws: ComposerError.invalidLimits(reason: reason)) {
      try Composer(fallback: .none, limits: limits)
    }
  }
}
