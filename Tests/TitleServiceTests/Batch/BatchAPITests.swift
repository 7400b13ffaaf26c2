import Testing
import TitleComposer
import TitleService

/// `Composer.compose(_:jobs:)`, the batch API over the worker pool: results in input order,
/// each bad request answered by its own error, each result the single title's, and a batch over
/// the composer's limit refused whole.
@Suite struct BatchAPITests {
  static func requests(_ count: Int) -> [TitleRequest] {
    (0..<count).map { TitleRequest(categoryID: 1 + $0 % 9, title: "제목 \($0) 템플스테이", width: 120) }
  }

  @Test func keepsOrderAndAnswersEachBadRequestWithItsError() throws {
    let composer = try Composer(fallback: .none)
    var requests = Self.requests(100)
    requests[3].categoryID = 404
    requests[10].width = -1
    requests[50].title = ""
    let results = composer.compose(requests, jobs: 4)
    #expect(results.count == requests.count)
    for (index, result) in results.enumerated() {
      switch index {
      case 3:
        #expect(
          throws: ComposerError.unknownCategory(id: 404, knownIDs: Array(1...5), knownCount: 9)
        ) {
          try result.get()
        }
      case 10: #expect(throws: ComposerError.invalidWidth(-1)) { try result.get() }
      case 50: #expect(throws: ComposerError.emptyTitle) { try result.get() }
      default: #expect(try result.get() == composer.compose(requests[index]))
      }
    }
    #expect(composer.compose([], jobs: 2).isEmpty)
  }

  @Test func batchAtTheLimitIsComposedAndOneMoreIsRefused() throws {
    let composer = try Composer(fallback: .none, limits: ComposerLimits(maximumBatchSize: 20))
    let atLimit = composer.compose(Self.requests(20), jobs: 2)
    #expect(atLimit.count == 20)
    #expect(atLimit.allSatisfy { (try? $0.get()) != nil })
    let over = composer.compose(Self.requests(21), jobs: 2)
    #expect(over.count == 21)
    for result in over {
      #expect(throws: ComposerError.batchTooLarge(count: 21, limit: 20)) { try result.get() }
    }
    #expect(
      ComposerError.batchTooLarge(count: 21, limit: 20).description
        == "the batch holds 21 requests; the limit is 20 (none was composed)")
    // Single requests are not batches.
    #expect(throws: Never.self) { try composer.compose(Self.requests(21)[20]) }
  }

  @Test func anExhaustedTimeBudgetAnswersEveryRequestOfABatch() throws {
    let composer = try Composer(
      fallback: .none, limits: ComposerLimits(timeBudget: .nanoseconds(1)))
    let results = composer.compose(Self.requests(3), jobs: 1)
    #expect(
      results.allSatisfy { if case .failure(.timeBudgetExceeded) = $0 { true } else { false } })
  }
}
