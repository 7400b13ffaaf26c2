import Testing
import TitleComposer

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
}
