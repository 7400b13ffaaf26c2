import Foundation
import TitleComposer
import Testing
import TitleText
import TitleWire

/// `badgeSpacing`, checked by hand: the 취미 badge is its label's two
/// NanumGothicBold syllables at 12 px (2 × 940 units × 12 / 1000 = 22.56 px, snapped up to
/// 22.5625) plus the 5 px padding, 27.5625 px; a title syllable is 15.04 px at 16 px and a space
/// 4.48 px. The gap is a CSS `margin-right` on the badge's inline-block (`BadgeSpacingMatchesChromeTests`
/// measures it in Chromium).
@Suite struct BadgeSpacingTests {
  static let composer = Result { try Composer(fallback: .none) }

  static func compose(
    _ title: String = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", width: Double = 200,
    lines: Int = 0, padding: PaddingMode = .indent, wordBreak: WordBreak = .keepAll,
    spacing: Double?
  ) throws -> ComposedTitle {
    try composer.get().compose(
      TitleRequest(
        categoryID: 1, title: title, width: width, numberOfLines: lines, wordBreak: wordBreak,
        padding: padding, badgeSpacing: spacing))
  }

  /// No gap, or a gap of 0, is today's layout, in both modes.
  @Test(arguments: [PaddingMode.indent, .spaces])
  func zeroIsTodaysLayout(padding: PaddingMode) throws {
    let today = try Self.compose(padding: padding, spacing: nil)
    #expect(try Self.compose(padding: padding, spacing: 0) == today)
    var style = TitleStyle()
    style.badgeSpacing = 0
    #expect(style == TitleStyle())
  }

  /// The first line's text starts after the badge and the gap, truncated to 1/64 px as CSS
  /// lengths are; the badge's frame keeps its width.
  @Test(arguments: [
    (4.0, 31.5625), (2.01, 29.5625), (3.999, 31.546875), (12.0, 39.5625),
  ])
  func theFirstLineStartsAfterTheGap(spacing: Double, x: Double) throws {
    let composed = try Self.compose(spacing: spacing)
    #expect(composed.badge!.frame.width == 27.5625)
    #expect(composed.lines[0].x == x)
    #expect(composed.lines.dropFirst().allSatisfy { $0.x == 0 })
  }

  /// In spaces mode the padding makes room for badge and gap: ⌈(27.5625 + gap) / 4.48⌉ spaces.
  @Test(arguments: [(0.0, 7), (4.0, 8), (3.79, 7), (3.8, 8), (12.0, 9)])
  func spacesModeCountsTheGap(spacing: Double, spaces: Int) throws {
    let composed = try Self.compose(padding: .spaces, spacing: spacing)
    #expect(composed.paddingSpaceCount == spaces)
    #expect(composed.badge!.frame.width == 27.5625)
  }

  /// The gap counts in the first line's fit, with Blink's epsilon: badge 27.5625 + gap 4 +
  /// three syllables 45.12 (snapped 45.125) = 76.6875 px fit a cell of 76.671875 (one unit
  /// less) and not of 76.65625; the second line has the whole width.
  @Test(arguments: [(76.6875, 3), (76.671875, 3), (76.65625, 2)])
  func theGapCountsInTheFirstLinesFit(width: Double, firstLineSyllables: Int) throws {
    let composed = try Self.compose(
      "가나다라마바", width: width, wordBreak: .normal, spacing: 4)
    #expect(composed.lines[0].range == 0..<firstLineSyllables)
    let withoutGap = try Self.compose(
      "가나다라마바", width: width - 4, wordBreak: .normal, spacing: 0)
    #expect(withoutGap.lines[0].range == composed.lines[0].range)
  }

  /// A truncated first line makes room for the gap too: one line, badge + gap + "가나" + "…".
  @Test func aTruncatedFirstLineKeepsTheGap() throws {
    // 27.5625 + 4 + 2 × 15.04 (30.09375 snapped) + "…" (16 px, snapped) must fit the cell.
    let ellipsis = try Self.compose("…", width: 200, spacing: 0).lines[0].width
    let room = 27.5625 + 4 + 30.09375 + (ellipsis * 64).rounded(.up) / 64
    let fits = try Self.compose("가나다라마바", width: room, lines: 1, wordBreak: .normal, spacing: 4)
    #expect(fits.isTruncated)
    #expect(fits.lines[0].text == "가나…")
    let short = try Self.compose(
      "가나다라마바", width: room - 1.0 / 64, lines: 1, wordBreak: .normal, spacing: 4)
    #expect(short.lines[0].text == "가…")
  }

  static let badValues: [Double] = [-1, -0.001, .nan, .infinity, -.infinity, 1e308, 1000.5]

  /// Every bad number is a typed error, never a trap.
  @Test(arguments: badValues)
  func badSpacingsAreTypedErrors(value: Double) throws {
    do {
      _ = try Self.compose(spacing: value)
      Issue.record("\(value) was accepted")
    } catch {
      guard case .invalidBadgeSpacing(let reported)? = error as? ComposerError else {
        Issue.record("\(error)")
        return
      }
      #expect(reported.bitPattern == value.bitPattern)
    }
    var style = TitleStyle()
    style.badgeSpacing = value
    do {
      try style.validate()
      Issue.record("style \(value) was accepted")
    } catch {
      guard case .invalidStyle(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.hasPrefix("badgeSpacing must be a finite number in [0, 1000], got"))
    }
  }

  /// The style key, from JSON, applies to every request; a request's own replaces it.
  @Test func theStyleKeyAndTheRequestKey() throws {
    let style = try TitleStyle(json: Array(#"{"badgeSpacing": 6}"#.utf8), source: "s.json")
    #expect(style.badgeSpacing == 6)
    let composer = try Composer(style: style, fallback: .none)
    let request = TitleRequest(categoryID: 1, title: "가나다", width: 200)
    #expect(try composer.compose(request).lines[0].x == 33.5625)
    var own = request
    own.badgeSpacing = 2
    #expect(try composer.compose(own).lines[0].x == 29.5625)
    let decoded = try JSONDecoder().decode(
      TitleRequest.self, from: try JSONEncoder().encode(own))
    #expect(decoded == own)
  }
}
