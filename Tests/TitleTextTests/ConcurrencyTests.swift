import Testing

@testable import TitleText

/// One analyzer shared by many tasks gives the serial results.
@Suite struct ConcurrencyTests {
  @Test func sharedAnalyzerMatchesSerial() async throws {
    let analyzer = try TextAnalyzer()
    let inputs = try Corpus.titles.flatMap { title in WordBreak.allCases.map { (title, $0) } }
    let serial = inputs.map { analyzer.analyze($0.0, wordBreak: $0.1) }
    let parallel = await withTaskGroup(of: (Int, [TextAnalysis]).self) { group in
      for task in 0..<16 {
        group.addTask {
          (task, (0..<3).flatMap { _ in inputs.map { analyzer.analyze($0.0, wordBreak: $0.1) } })
        }
      }
      var results: [[TextAnalysis]] = []
      for await (_, result) in group { results.append(result) }
      return results
    }
    #expect(parallel.count == 16)
    for result in parallel { #expect(result == serial + serial + serial) }
  }
}
