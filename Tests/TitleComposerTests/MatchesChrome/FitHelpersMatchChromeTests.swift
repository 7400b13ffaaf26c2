import Testing
import TitleComposer
import TitleTestSupport

/// The fit helpers against headless Chromium 156 (`Tests/Corpus/fit-helpers-cases.jsonl`,
/// `scripts/make-fit-corpus.py`, NanumGothic Bold, both padding modes and word breaks,
/// white space preserved):
/// - the largest title size of 10…20 px by 0.5 that fits is Chromium's (every size laid out);
/// - the shrink-wrapped width keeps Chromium's line count and 1/64 px less does not;
/// - the middle-truncated string fits in Chromium and no longer string of the rule does.
@Suite struct FitHelpersMatchChromeTests {
  static let corpus = Result { try FitHelperCorpus() }
  static let sizes = TitleSizeRange(minimum: 10, maximum: 20, step: 0.5)

  @Test func largestFittingSizeIsChromiums() throws {
    let corpus = try Self.corpus.get()
    let composer = try Composer()
    var misses: [String] = []
    var interior = 0
    let cells = corpus.cells("size")
    #expect(cells.count == 120)
    for (name, cases) in cells {
      let lines = cases[0].lines
      var chromiumFit: Case? = nil
      for item in cases where try corpus.chromium(item).count <= lines {
        if item.titleSize > chromiumFit?.titleSize ?? 0 { chromiumFit = item }
      }
      let fit = try composer.largestFittingTitleSize(try cases[0].request(), in: Self.sizes)
      let want = chromiumFit?.titleSize ?? Self.sizes.minimum
      if let chromiumFit, chromiumFit.titleSize > 10, chromiumFit.titleSize < 20 { interior += 1 }
      let starts = fit.composed.lines.map(\.range.lowerBound)
      var wantStarts = try corpus.chromium(try #require(cases.first { $0.titleSize == want }))
        .starts
      if !fit.fits { wantStarts = Array(wantStarts.prefix(lines)) }
      if fit.titleSize != want || fit.fits != (chromiumFit != nil) || starts != wantStarts {
        misses.append(
          "\(name): \(fit.titleSize) px fits \(fit.fits) \(starts), Chromium \(want) px"
            + " fits \(chromiumFit != nil) \(wantStarts)")
      }
    }
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 20))")
    // The corpus has answers inside the range, not only at its ends.
    #expect(interior >= 30)
  }

  @Test func shrinkWrappedWidthIsChromiumsNarrowest() throws {
    let corpus = try Self.corpus.get()
    let composer = try Composer()
    var misses: [String] = []
    let cells = corpus.cells("wrap")
    #expect(cells.count >= 40)
    for (name, cases) in cells {
      func layout(_ variant: String) throws -> FitHelperCorpus.Case {
        try #require(cases.first { $0.variant == variant }, "\(name)@\(variant)")
      }
      let given = try layout("given")
      let fit = try composer.shrinkWrapped(try given.request())
      let recorded = try #require(given.fit.width)
      let atGiven = try corpus.chromium(given).count
      let atFitted = try corpus.chromium(try layout("fitted"))
      let atNarrower = try corpus.chromium(try layout("narrower")).count
      let starts = fit.composed.lines.map(\.range.lowerBound)
      if fit.width != recorded || atFitted.count != atGiven || atNarrower <= atGiven
        || starts != atFitted.starts
      {
        misses.append(
          "\(name) w=\(given.width): \(fit.width) \(starts), recorded \(recorded); Chromium"
            + " \(atGiven) lines at w, \(atFitted.count) \(atFitted.starts) there, \(atNarrower)"
            + " 1/64 px narrower")
      }
    }
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 20))")
  }

  @Test func middleTruncationIsTheLongestThatFitsInChromium() throws {
    let corpus = try Self.corpus.get()
    let composer = try Composer()
    var misses: [String] = []
    var rising = 0
    let cells = corpus.cells("middle")
    #expect(cells.count >= 50)
    for (name, unsorted) in cells {
      let cases = unsorted.sorted { Int($0.variant)! < Int($1.variant)! }
      let first = cases[0]
      let shown = try #require(first.fit.shown)
      let kept = shown.count - 1
      var original = try first.request()
      original.title = try #require(first.fit.title)
      let middle = try composer.composeMiddleTruncated(original)
      let answer = try #require(cases.first { $0.variant == "\(kept)" })
      let chromium = try corpus.chromium(answer)
      let starts = middle.composed.lines.map(\.range.lowerBound)
      let longerFits = try cases.filter { Int($0.variant)! > kept }.filter {
        try corpus.chromium($0).count <= first.lines
      }
      let fits = try cases.map { try corpus.chromium($0).count <= first.lines }
      let counts = cases.map { Int($0.variant)! }
      if zip(zip(counts, fits), zip(counts.dropFirst(), fits.dropFirst())).contains(where: {
        $0.0 + 1 == $1.0 && !$0.1 && $1.1
      }) {
        rising += 1
      }
      if middle.composed.title != shown || chromium.count > first.lines || starts != chromium.starts
        || !longerFits.isEmpty
      {
        misses.append(
          "\(name): \(middle.composed.title.debugDescription) \(starts), recorded"
            + " \(shown.debugDescription); Chromium \(chromium.count) lines \(chromium.starts),"
            + " longer that fit: \(longerFits.map(\.variant))")
      }
    }
    #expect(misses.isEmpty, "\(CorpusMisses.report(misses, first: 20))")
    // Chromium too has strings of the rule that do not fit next to a shorter one that does.
    #expect(rising > 0)
  }
}

private typealias Case = FitHelperCorpus.Case
