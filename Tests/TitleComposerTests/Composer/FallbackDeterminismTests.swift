import Foundation
import Testing
import TitleFonts

@testable import TitleComposer
import TitleText

/// Fonts in the composer: the face a character is measured in does not depend on
/// what was composed before, and the time budget is read inside measurement.
@Suite struct FallbackDeterminismTests {
  static let barunPath = "/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf"

  /// A composer whose title font is NanumBarunGothic, which lacks "è", with system fallback.
  static func barunComposer() throws -> Composer {
    let hanaMinA = "/usr/share/fonts/truetype/hanazono/HanaMinA.ttf"
    try #require(
      FileManager.default.fileExists(atPath: barunPath)
        && FileManager.default.fileExists(atPath: hanaMinA),
      "run scripts/setup.sh (fonts-nanum, fonts-hanazono)")
    var style = TitleStyle()
    style.titleFont = .file(path: barunPath)
    return try Composer(style: style)
  }

  static func request(_ title: String) -> TitleRequest {
    TitleRequest(categoryID: 1, title: title, width: 343)
  }

  /// The case: after a title with U+20000 (which pulls a HanaMin face, which also has
  /// "è", into the chain) "è" is still DejaVu Sans's 1260/2048 em: 9.84375 px at 16 px.
  @Test func primingTheChainDoesNotChangeALaterTitle() throws {
    let fresh = try Self.barunComposer().compose(Self.request("è voilà"))
    let primed = try Self.barunComposer()
    _ = try primed.compose(Self.request("\u{20000}"))
    let afterPriming = try primed.compose(Self.request("è voilà"))
    #expect(afterPriming.lines.map(\.width) == fresh.lines.map(\.width))
    let width = try primed.compose(Self.request("è")).lines[0].width
    #expect(width == Self.graveE, "\(width)")
  }

  /// "è", 554 of Noto Sans CJK KR's 1,000 units (the fallback face for it), as Chromium scales a
  /// shaped glyph: FreeType's
  /// `FT_MulDiv(554, x_scale, 64)` with x_scale = 67,109 at 16 px, 580,912 / 65,536 px.
  static let graveE = 580_912.0 / 65_536

  /// Titles composed in parallel, mixing the two, give every "è" the same width, 8.864014 px,
  /// in every run.
  @Test func parallelCompositionsAgreeWithSingleTitles() async throws {
    for _ in 0..<10 {
      let composer = try Self.barunComposer()
      let requests = (0..<40).map { Self.request($0 % 2 == 0 ? "\u{20000}\u{20001}" : "è") }
      let widths = await withTaskGroup(of: (Int, Double?).self) { group in
        for index in requests.indices {
          group.addTask { (index, try? composer.compose(requests[index]).lines[0].width) }
        }
        return await group.reduce(into: [Double?]()) { widths, answer in
          if answer.0 % 2 == 1 { widths.append(answer.1) }
        }
      }
      #expect(widths.count == 20)
      for width in widths { #expect(width == Self.graveE, "\(String(describing: width))") }
    }
  }

  /// Measures `title` with an already passed deadline.
  static func measureWithPassedDeadline(_ title: String) throws(ComposerError) {
    let composer = try Composer(fallback: .none)
    let buffer = TitleBuffer(title: title, prefix: 0, prefixCount: 0)
    composer.analyzer.analyze(buffer.utf16, wordBreak: .keepAll, into: buffer.boundaryFlags)
    let measurer = ParagraphMeasurer(
      font: ScaledFontChain(chain: composer.titleChain, size: 16), prefixLength: 0,
      badgeAdvance: nil, whiteSpace: .preserve)
    _ = try measurer.measure(
      buffer, deadline: CompositionDeadline(alreadyPassedWithBudget: .milliseconds(50)))
  }

  /// Both measuring paths read the clock: one-unit clusters (Hangul) and surrogate pairs
  /// (Extension G), once a stride of clusters is measured.
  @Test(arguments: [
    String(repeating: "가", count: 1_000), String(repeating: "\u{30000}", count: 300),
  ])
  func aPassedDeadlineStopsMeasurement(title: String) {
    #expect(throws: ComposerError.timeBudgetExceeded(budget: .milliseconds(50))) {
      try Self.measureWithPassedDeadline(title)
    }
  }

  /// Fewer clusters than one stride are measured before the clock is read.
  @Test func shorterThanOneStrideIsMeasured() throws {
    #expect(ParagraphMeasurer.deadlineStride == 256)
    try Self.measureWithPassedDeadline(String(repeating: "가", count: 255))
  }

  /// Without a deadline the measured paragraph is the one `measure(_:)` gives.
  @Test func noDeadlineMeasuresTheSame() throws {
    let composer = try Composer(fallback: .none)
    let title = String(repeating: "가나 abc ", count: 200)
    func measured(_ deadline: CompositionDeadline?) throws -> [Double] {
      let buffer = TitleBuffer(title: title, prefix: 0, prefixCount: 0)
      composer.analyzer.analyze(buffer.utf16, wordBreak: .keepAll, into: buffer.boundaryFlags)
      let measurer = ParagraphMeasurer(
        font: ScaledFontChain(chain: composer.titleChain, size: 16), prefixLength: 0,
        badgeAdvance: nil, whiteSpace: .preserve)
      let output = try measurer.measure(buffer, deadline: deadline)
      return output.paragraph.clusters.map(\.position)
    }
    let plain = try measured(nil)
    #expect(plain.count == 1_401)  // 7 clusters × 200 and the end
    #expect(try measured(CompositionDeadline(budget: .seconds(60))) == plain)
  }
}
