import Testing
import TitleComposer
import TitleService

/// One composer shared by many tasks and threads gives the serial answers.
@Suite struct ComposerConcurrencyTests {
  static func corpusRequests() throws -> [TitleRequest] {
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    return corpus.cases.map { $0.request(whiteSpace: .preserve) }
  }

  @Test func manyTasksComposingWithOneComposerMatchSerialResults() async throws {
    // System fonts on: the lazily filled glyph caches are exercised concurrently too.
    let composer = try Composer()
    let requests = try Self.corpusRequests()
    let serial = requests.map { try? composer.compose($0) }
    let rounds = 6
    let concurrent = await withTaskGroup(of: (Int, ComposedTitle?).self) { group in
      for round in 0..<rounds {
        for (index, request) in requests.enumerated() {
          group.addTask { (round * requests.count + index, try? composer.compose(request)) }
        }
      }
      var results = [ComposedTitle?](repeating: nil, count: rounds * requests.count)
      for await (index, result) in group { results[index] = result }
      return results
    }
    for round in 0..<rounds {
      let slice = Array(concurrent[(round * requests.count)..<((round + 1) * requests.count)])
      #expect(slice == serial)
    }
    #expect(serial.allSatisfy { $0 != nil })
  }

  @Test func batchAPIKeepsOrderAndAnswersEachBadRequestWithItsError() throws {
    let composer = try Composer(fallback: ChromiumCorpus.chromiumFallback)
    var requests = try Self.corpusRequests()
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
}
