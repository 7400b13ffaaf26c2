import Testing
import TitleComposer

/// The fit helpers' rules apart from Chromium (FitHelpersMatchChromeTests checks their answers
/// against it): the size grid, the extension rule, what is left alone, the order of combined
/// fits, and the errors of bad ranges.
@Suite struct FitHelperTests {
  static let composer = Result { try Composer() }

  @Test(arguments: [
    (TitleSizeRange(minimum: 12, maximum: 20, step: 0.1), 81, 20),
    (TitleSizeRange(minimum: 12, maximum: 19.95, step: 0.1), 80, 19.9),
    (TitleSizeRange(minimum: 10, maximum: 20, step: 0.5), 21, 20),
    (TitleSizeRange(minimum: 10, maximum: 20.9, step: 1), 11, 20),
    (TitleSizeRange(minimum: 16, maximum: 16, step: 3), 1, 16),
  ])
  func gridHoldsItsEnds(range: TitleSizeRange, count: Int, last: Double) throws {
    let composer = try Self.composer.get()
    // With unlimited lines every size fits: the answer is the grid's last size, exactly as a
    // request would write it (12 + 79 × 0.1 is 19.9, not 19.900000000000002).
    let request = TitleRequest(categoryID: 1, title: "요즘 인기", width: 343, numberOfLines: 0)
    let fit = try composer.largestFittingTitleSize(request, in: range)
    #expect(fit.titleSize == last)
    #expect(fit.composed.titleSize == last)
    #expect(fit.fits)
    #expect(Int(((range.maximum - range.minimum) / range.step + 1e-9).rounded(.down)) + 1 == count)
  }

  @Test(arguments: [
    (TitleSizeRange(minimum: 0, maximum: 20), "min 0.0"),
    (TitleSizeRange(minimum: 12, maximum: .infinity), "max inf"),
    (TitleSizeRange(minimum: 20, maximum: 12), "above max"),
    (TitleSizeRange(minimum: 12, maximum: 20, step: 0), "step 0.0"),
    (TitleSizeRange(minimum: 12, maximum: 20, step: .nan), "step nan"),
    (TitleSizeRange(minimum: 1, maximum: 1000, step: 1), "more than 256 sizes"),
  ])
  func badRangesAreErrors(range: TitleSizeRange, message: String) throws {
    let composer = try Self.composer.get()
    let request = TitleRequest(categoryID: 1, title: "요즘", width: 343)
    #expect {
      _ = try composer.largestFittingTitleSize(request, in: range)
    } throws: { error in
      guard case .invalidTitleSizeRange(let reason) = error as? ComposerError else { return false }
      return reason.contains(message)
    }
  }

  /// No size fits: the minimum, truncated as at that size.
  @Test func noSizeFitsGivesTheMinimumTruncated() throws {
    let composer = try Self.composer.get()
    var request = TitleRequest(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 120, numberOfLines: 1)
    let fit = try composer.largestFittingTitleSize(
      request, in: TitleSizeRange(minimum: 14, maximum: 18))
    #expect(fit.titleSize == 14)
    #expect(!fit.fits)
    request.titleSize = 14
    #expect(fit.composed == (try composer.compose(request)))
  }

  @Test(arguments: [
    ("report.pdf", 4), ("archive.tar.gz", 3), (".bashrc", 0), ("no extension", 0),
    ("version 2.0 notes", 0), ("photo.jpeg", 5), ("a.verylongextension", 0), ("끝.한글", 3),
  ])
  func extensionLength(title: String, length: Int) {
    #expect(Composer.extensionLength(of: title) == length)
  }

  /// A title that fits, or unlimited lines, is composed as it is.
  @Test func middleTruncationLeavesAFittingTitleAlone() throws {
    let composer = try Self.composer.get()
    let title = "report_2025_quarterly_summary_final_version.pdf"
    for request in [
      TitleRequest(categoryID: 1, title: title, width: 900, numberOfLines: 1),
      TitleRequest(categoryID: 1, title: title, width: 100, numberOfLines: 0),
    ] {
      let middle = try composer.composeMiddleTruncated(request)
      #expect(middle.cut == nil)
      #expect(middle.composed == (try composer.compose(request)))
    }
  }

  /// The cut is where the shown string says: head + "…" + tail is the title with the cut
  /// replaced, and the tail keeps max(min(extension, kept), kept / 2) graphemes.
  @Test(arguments: [90.0, 120, 160, 200, 260])
  func middleCutRebuildsTheShownString(width: Double) throws {
    let composer = try Self.composer.get()
    let title = "설치_안내서_한국어판_2판_인쇄용_고해상도.pdf"
    let request = TitleRequest(categoryID: 4, title: title, width: width, numberOfLines: 1)
    let middle = try composer.composeMiddleTruncated(request)
    let cut = try #require(middle.cut)
    let utf16 = Array(title.utf16)
    let head = String(decoding: utf16[..<cut.lowerBound], as: UTF16.self)
    let tail = String(decoding: utf16[cut.upperBound...], as: UTF16.self)
    #expect(middle.composed.title == head + "…" + tail)
    #expect(middle.composed.isTruncated)
    #expect(middle.composed.lines.count == 1)
    #expect(!middle.composed.lines[0].isTruncated)
    let kept = head.count + tail.count
    #expect(tail.count == max(min(4, kept), kept / 2))
  }

  /// A badge too wide for even "…" beside it on one line: the title is truncated at its end.
  @Test func middleTruncationFallsBackToTheEnd() throws {
    let composer = try Self.composer.get()
    let request = TitleRequest(categoryID: 9, title: "보고서_최종.pdf", width: 60, numberOfLines: 1)
    let middle = try composer.composeMiddleTruncated(request)
    #expect(middle.cut == nil)
    #expect(middle.composed == (try composer.compose(request)))
  }

  /// Shrink-wrap keeps a truncated title's width, and never widens.
  @Test func shrinkWrapKeepsATruncatedWidth() throws {
    let composer = try Self.composer.get()
    let truncated = TitleRequest(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 100.3, numberOfLines: 1)
    let fit = try composer.shrinkWrapped(truncated)
    #expect(fit.width == 100.3)
    #expect(fit.composed == (try composer.compose(truncated)))
    let short = TitleRequest(categoryID: 1, title: "요즘", width: 343.3)
    let narrow = try composer.shrinkWrapped(short)
    #expect(narrow.width < 343.3)
    #expect(narrow.width * 64 == (narrow.width * 64).rounded())
    var at = short
    at.width = narrow.width
    #expect(narrow.composed == (try composer.compose(at)))
  }

  /// Combined fits run in order (size, middle, width) and a request's glyph runs survive them.
  @Test func combinedFitsAndGlyphRuns() throws {
    let composer = try Self.composer.get()
    var request = TitleRequest(
      categoryID: 1, title: "report_2025_quarterly_summary_final_version.pdf", width: 200,
      numberOfLines: 1, includesGlyphRuns: true)
    let fit = TitleFit(
      titleSizes: TitleSizeRange(minimum: 12, maximum: 16, step: 1), shrinkWrap: true,
      truncate: .middle)
    let fitted = try composer.compose(request, fitting: fit)
    #expect(fitted.titleSize == 12)
    #expect(fitted.titleSizeFits == false)
    let cut = try #require(fitted.middleCut)
    request.titleSize = 12
    let middle = try composer.composeMiddleTruncated(request)
    #expect(middle.cut == cut)
    request.title = middle.composed.title
    let wrapped = try composer.shrinkWrapped(request)
    #expect(fitted.width == wrapped.width)
    #expect(fitted.composed.lines == wrapped.composed.lines)
    #expect(fitted.composed.isTruncated)
    #expect(!fitted.composed.lines[0].runs.isEmpty)
    #expect(TitleFit().isPlain)
    #expect(
      try composer.compose(request, fitting: TitleFit()).composed == composer.compose(request))
  }

  @Test func truncateNames() throws {
    #expect(try TruncationMode(parsing: "middle") == .middle)
    #expect(try TruncationMode(parsing: "keepHighlight") == .keepHighlight)
    #expect(throws: ComposerError.invalidTruncate("start")) {
      try TruncationMode(parsing: "start")
    }
    #expect(
      ComposerError.invalidTruncate("x").description
        == #"invalid truncate "x": it must be "end", "middle" or "keepHighlight""#)
  }
}
