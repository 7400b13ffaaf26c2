import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// A title prepared once (``Composer/prepare(_:)``) and laid out at many widths: against
/// Chromium's lines at the width sweep's sample widths, against ``Composer/compose(_:)`` for
/// whole results, from many threads at once, and with bad widths and line counts.
@Suite struct PreparedTitleTests {
  static let composer = try! Composer(fallback: ChromiumCorpus.chromiumFallback)

  /// Every fourth title of the sweep, prepared once at a width none of its layouts uses, laid out
  /// at each of its sample widths: the lines start where Chromium's do.
  @Test func oneBreaksAsChromiumAtEverySweepWidth() throws {
    let sweep = try WidthSweep.load()
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    let cases = Dictionary(uniqueKeysWithValues: corpus.cases.map { ($0.id, $0) })
    var layouts = 0
    var misses: [String] = []
    for title in sweep.titles.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
      let item = try #require(cases[title.id])
      var request = item.request(whiteSpace: .preserve)
      request.width = 1_000
      let prepared = try Self.composer.prepare(request)
      for width in title.sampleWidths(range: WidthSweep.wholeWidths) {
        layouts += 1
        let composed = try prepared.layout(width: width, numberOfLines: item.lines)
        let got = WidthSweep.Answer(
          starts: composed.lines.map(\.range.lowerBound), truncated: composed.isTruncated)
        if got != title.answer(at: width) && misses.count < 10 {
          misses.append("\(item.id) w=\(width): chromium \(title.answer(at: width)), ours \(got)")
        }
      }
    }
    #expect(layouts > 35_000)
    #expect(misses.isEmpty, "\(misses.joined(separator: "\n"))")
  }

  /// Whole results (lines, widths, badge, height, truncation) equal a fresh composition's, for
  /// both padding modes, three line limits and widths across the range.
  @Test func layoutEqualsCompose() throws {
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    var compared = 0
    for item in corpus.cases.prefix(120) {
      for padding in [PaddingMode.indent, .spaces] {
        var request = item.request(whiteSpace: .preserve)
        request.padding = padding
        let prepared = try Self.composer.prepare(request)
        for (width, lines) in [(97.5, 0), (180.0, 1), (262.25, 2), (343.0, 2), (419.0, 3)] {
          request.width = width
          request.numberOfLines = lines
          #expect(
            try prepared.layout(width: width, numberOfLines: lines)
              == Self.composer.compose(request))
          compared += 1
        }
      }
    }
    #expect(compared == 1_200)
  }

  /// Eight tasks laying one prepared title out at 60 widths each get what one task gets.
  @Test func concurrentLayoutsAgree() async throws {
    let request = TitleRequest(
      categoryID: 2, title: "주말에 가볍게 다녀오기 좋은 서울 근교 당일치기 여행지 추천 BEST 10 (2026)",
      width: 343, numberOfLines: 3)
    let prepared = try Self.composer.prepare(request)
    let widths = (0..<60).map { 120 + Double($0) * 4.25 }
    let expected = try widths.map { try prepared.layout(width: $0, numberOfLines: 3) }
    let results = try await withThrowingTaskGroup(of: [ComposedTitle].self) { group in
      for _ in 0..<8 {
        group.addTask { try widths.map { try prepared.layout(width: $0, numberOfLines: 3) } }
      }
      var all: [[ComposedTitle]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == expected) }
  }

  @Test(arguments: [0, -1, Double.nan, .infinity, -Double.infinity, -1e308])
  func aBadWidthIsATypedError(width: Double) throws {
    let prepared = try Self.composer.prepare(
      TitleRequest(categoryID: 1, title: "취미 생활", width: 300))
    #expect {
      try prepared.layout(width: width, numberOfLines: 2)
    } throws: { error in
      guard case ComposerError.invalidWidth = error else { return false }
      return true
    }
  }

  @Test func aBadLineCountOrANarrowWidthIsATypedError() throws {
    let prepared = try Self.composer.prepare(
      TitleRequest(categoryID: 1, title: "취미 생활", width: 300))
    #expect(throws: ComposerError.invalidNumberOfLines(-1)) {
      try prepared.layout(width: 300, numberOfLines: -1)
    }
    // NanumGothicBold's "취" is 16 px wide at 16 px: 5 px cannot hold it, 1e308 px holds it all.
    #expect {
      try prepared.layout(width: 5, numberOfLines: 2)
    } throws: { error in
      guard case ComposerError.widthTooNarrow(width: 5, _) = error else { return false }
      return true
    }
    #expect(try prepared.layout(width: 1e308, numberOfLines: 2).lines.count == 1)
  }

  /// Preparing checks the request as composing does (the width too, though layouts bring their
  /// own): a bad category or an empty title fails at once.
  @Test func preparingValidatesTheRequest() {
    #expect {
      try Self.composer.prepare(TitleRequest(categoryID: 99, title: "가", width: 300))
    } throws: { error in
      guard case ComposerError.unknownCategory(id: 99, _, _) = error else { return false }
      return true
    }
    #expect(throws: ComposerError.emptyTitle) {
      try Self.composer.prepare(TitleRequest(categoryID: 1, title: "", width: 300))
    }
  }
}
