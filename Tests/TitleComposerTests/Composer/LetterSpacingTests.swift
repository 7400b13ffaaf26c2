import Foundation
import TitleComposer
import TitleTestSupport
import Testing
import TitleText
import TitleWire

/// `letterSpacing` / `letterSpacingEm` and the badge label's, checked by hand: a
/// NanumGothicBold syllable is 940 units, a space 280, measured as FreeType's 16.16 linear
/// advances (`FreeTypeArithmetic`: about 15.04 px at 16 px and 11.28 px at 12 px, a space about
/// 4.48 px); the 취미 badge is its label snapped up to 22.5625 plus 5 px padding, 27.5625 px.
/// Blink holds a spacing in 1/65536 px, truncated toward zero as `TextRunLayoutUnit` converts a
/// float (−0.02em at 16 px is −20,971/65,536 px). The widths of
/// the invisible characters and the soft hyphen's fit were measured with the Chromium oracle
/// (scripts/make-letter-spacing-corpus.py's probes, LetterSpacingMatchesChromeTests).
@Suite struct LetterSpacingTests {
  static let composer = Result { try Composer(fallback: .none) }
  /// A NanumGothicBold syllable and space at 16 px, and a syllable at 12 px.
  static let syllable = FreeTypeArithmetic.nanum(940)
  static let space = FreeTypeArithmetic.nanum(280)
  static let badgeSyllable = FreeTypeArithmetic.nanum(940, size: 12)
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  static func compose(
    _ title: String, width: Double = 400, lines: Int = 0, category: Int = 1,
    padding: PaddingMode = .indent, wordBreak: WordBreak = .normal, glyphs: Bool = false,
    edit: (inout TitleRequest) -> Void = { _ in }
  ) throws -> ComposedTitle {
    var request = TitleRequest(
      categoryID: category, title: title, width: width, numberOfLines: lines,
      wordBreak: wordBreak, padding: padding, includesGlyphRuns: glyphs)
    edit(&request)
    return try composer.get().compose(request)
  }

  /// No spacing, or a spacing of 0 px or 0 em, is today's layout.
  @Test func zeroIsTodaysLayout() throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?"
    let today = try Self.compose(title, width: 200, glyphs: true)
    #expect(try Self.compose(title, width: 200, glyphs: true) { $0.letterSpacing = 0 } == today)
    #expect(try Self.compose(title, width: 200, glyphs: true) { $0.letterSpacingEm = 0 } == today)
  }

  /// Each syllable and space gets the spacing, the last one included.
  @Test(
    arguments: [
      (2.0, nil, 3 * (syllable + 2) + space + 2),
      (nil, -0.02, 3 * syllable + space + 4 * (-20971.0 / 65536)),
      (-1.0, nil, 3 * (syllable - 1) + space - 1),
    ] as [(Double?, Double?, Double)])
  func everyClusterGetsTheSpacing(px: Double?, em: Double?, width: Double) throws {
    let composed = try Self.compose("가나 다") {
      $0.letterSpacing = px
      $0.letterSpacingEm = em
    }
    #expect(composed.lines.count == 1)
    #expect(abs(composed.lines[0].width - width) < 1e-9)
  }

  /// Trailing spacing counts in the fit, with Blink's epsilon: badge 27.5625 + three tracked
  /// syllables 3 × 17.04 = 51.12 (snapped 51.125) fit a cell of 78.671875 (one unit less than
  /// their sum) and not of 78.65625.
  @Test(arguments: [(78.6875, 3), (78.671875, 3), (78.65625, 2)])
  func trailingSpacingCountsInTheFit(width: Double, firstLineSyllables: Int) throws {
    let composed = try Self.compose("가나다라마바", width: width) { $0.letterSpacing = 2 }
    #expect(composed.lines[1].range.lowerBound == firstLineSyllables)
  }

  /// In spaces mode each padding space is a space plus the spacing: ⌈27.5625 / (4.48 + s)⌉.
  @Test(arguments: [(0.0, 7), (1.0, 6), (2.0, 5), (-0.5, 7), (-1.5, 10)])
  func spacesModeDividesBySpacePlusSpacing(spacing: Double, spaces: Int) throws {
    let composed = try Self.compose("가나다", padding: .spaces) { $0.letterSpacing = spacing }
    #expect(composed.paddingSpaceCount == spaces)
  }

  /// Which characters Chromium 156 tracks (oracle probes, 2 px, between 가 and 나, snapped
  /// widths): a C0 control (4.48 px) and DELETE (0 px) are, ZWSP, a Hangul filler (15.04 px),
  /// ZWJ, U+FEFF and U+FFFC (drawn as a zero-width space) are not; U+115F joins 나's grapheme
  /// and 나 is still tracked.
  @Test(arguments: [
    ("\u{1}", 40.5625), ("\u{7F}", 36.09375), ("\u{200B}", 34.09375), ("\u{3164}", 49.125),
    ("\u{200D}", 34.09375), ("\u{FEFF}", 34.09375),
    ("\u{115F}", 34.09375), ("\u{A0}", 40.5625), ("\u{FFFC}", 34.09375),
  ])
  func invisibleCharactersAsChromium(character: String, snappedWidth: Double) throws {
    let composed = try Self.compose("가" + character + "나") { $0.letterSpacing = 2 }
    #expect((composed.lines[0].width * 64).rounded(.up) / 64 == snappedWidth)
  }

  /// The hyphen drawn at a soft hyphen is not tracked (Blink's `HyphenResult` is shaped apart):
  /// six tracked syllables 102.24 + the hyphen 7.008 = 109.248 px fit after the 14.453125 px IT
  /// badge in 124 px (room 109.546875 + 1/64), where a tracked hyphen (111.248) would not; in
  /// 120 px the line ends after five syllables. Chromium breaks the same at both widths.
  @Test func theSoftHyphensHyphenIsNotTracked() throws {
    let title = "가나다라마바\u{AD}사아자차카"
    let narrow = try Self.compose(title, width: 120, category: 2) { $0.letterSpacing = 2 }
    #expect(narrow.lines.map(\.range.lowerBound) == [0, 5])
    let wide = try Self.compose(title, width: 124, category: 2) { $0.letterSpacing = 2 }
    #expect(wide.lines.map(\.range.lowerBound) == [0, 7])
    #expect(wide.lines[0].text == "가나다라마바\u{2010}")
    #expect(
      abs(wide.lines[0].width - (6 * (Self.syllable + 2) + FreeTypeArithmetic.nanum(438))) < 1e-9)
  }

  /// The ellipsis is not tracked either (Blink's `LineTruncator::SetupEllipsis` shapes it apart):
  /// its glyph advances as without spacing, after tracked text.
  @Test func theEllipsisIsNotTracked() throws {
    let title = "가나다라마바사아자차카타파하"
    let plain = try Self.compose(title, width: 120, lines: 1, glyphs: true)
    let tracked = try Self.compose(title, width: 120, lines: 1, glyphs: true) {
      $0.letterSpacing = 1
    }
    let plainEllipsis = try #require(plain.lines[0].runs.last?.glyphs.last)
    let trackedEllipsis = try #require(tracked.lines[0].runs.last?.glyphs.last)
    #expect(tracked.isTruncated && plain.isTruncated)
    #expect(trackedEllipsis.advance == plainEllipsis.advance)
    // Badge 27.5625; tracked syllables 16.04 each: five of them and the ellipsis fit in 120.
    #expect(tracked.lines[0].text.hasSuffix("…"))
    let syllables = tracked.lines[0].text.count - 1
    #expect(
      abs(
        tracked.lines[0].width
          - (Double(syllables) * (Self.syllable + 1) + plainEllipsis.advance)) < 1e-9)
  }

  /// The glyph runs renderers draw carry the tracked advances: 17.04 px per syllable at 2 px.
  @Test func glyphRunsCarryTheTrackedAdvances() throws {
    let composed = try Self.compose("가나다", glyphs: true) { $0.letterSpacing = 2 }
    let glyphs = composed.lines[0].runs.flatMap(\.glyphs)
    #expect(glyphs.count == 3)
    #expect(glyphs.allSatisfy { abs($0.advance - (Self.syllable + 2)) < 1e-9 })
    #expect(composed.lines[0].runs[0].x == 27.5625)
  }

  /// The badge label is tracked apart from the title: 취미 at 3 px is 2 × 11.28 + 6 = 28.56 px,
  /// snapped 28.5625, plus 5 px padding; at 0.1em of 12 px, 1.2 px (quantized) per syllable.
  @Test func theBadgeLabelIsTrackedApart() throws {
    let px = try Self.compose("가나다", glyphs: true) { $0.badgeLetterSpacing = 3 }
    #expect(px.badge!.frame.width == 33.5625)
    #expect(px.lines[0].x == 33.5625)
    #expect(abs(px.badge!.labelAdvance - 2 * (Self.badgeSyllable + 3)) < 1e-9)
    #expect(
      px.badge!.runs.flatMap(\.glyphs).allSatisfy {
        abs($0.advance - (Self.badgeSyllable + 3)) < 1e-9
      })
    let em = try Self.compose("가나다") { $0.badgeLetterSpacingEm = 0.1 }
    let quantized = (Double(Float(1.2)) * 65536).rounded(.towardZero) / 65536
    #expect(abs(em.badge!.labelAdvance - 2 * (Self.badgeSyllable + quantized)) < 1e-9)
    var style = TitleStyle()
    style.badgeLetterSpacing = 3
    let styled = try Composer(style: style, fallback: .none).compose(
      categoryID: 1, title: "가나다", width: 400)
    #expect(styled.badge!.frame.width == 33.5625)
  }

  /// Non-zero spacing turns off `liga`, `clig` and `calt` and keeps `kern` (hb-shape on Inter:
  /// "->" is the 2688-unit arrow by `calt`, "-" 1296 + ">" 1856 units without; "AV" is 1712 +
  /// 1904 units with `kern`, 2816 units per em).
  @Test func ligaturesOffKerningKept() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.inter)
    let composer = try Composer(style: style, fallback: .none)
    func width(_ title: String, _ spacing: Double?) throws -> Double {
      var request = TitleRequest(categoryID: 1, title: title, width: 400, numberOfLines: 0)
      request.letterSpacing = spacing
      return try composer.compose(request).lines[0].width
    }
    // Each glyph as Chromium scales it (FreeType's 16.16 advance; x_scale 23,831 at 16 px).
    func glyph(_ units: Int) -> Double {
      FreeTypeArithmetic.linearAdvance(units: units, size: 16, unitsPerEm: 2816)
    }
    #expect(try width("->", nil) == glyph(2688))
    #expect(try width("->", 1) == glyph(1296) + glyph(1856) + 2)
    // "A" and "V" are 1,904 units each (hmtx); GPOS kerns the pair by −192, which HarfBuzz
    // scales itself.
    let kerning = FreeTypeArithmetic.harfBuzzPositioning(units: -192, size: 16, unitsPerEm: 2816)
    #expect(try width("AV", 1) == glyph(1904) + kerning + glyph(1904) + 2)
  }

  /// The request's spacing replaces the style's, whichever form either uses.
  @Test func theRequestOverridesTheStyle() throws {
    var style = TitleStyle()
    style.letterSpacingEm = 0.125
    let composer = try Composer(style: style, fallback: .none)
    let styled = try composer.compose(categoryID: 1, title: "가나", width: 400)
    #expect(abs(styled.lines[0].width - 2 * (Self.syllable + 2)) < 1e-9)
    var request = TitleRequest(categoryID: 1, title: "가나", width: 400)
    request.letterSpacing = 0
    #expect(abs(try composer.compose(request).lines[0].width - 2 * Self.syllable) < 1e-9)
  }

  /// Every bad value is a typed error, never a trap.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, 1001, -1001])
  func badRequestSpacingsAreErrors(value: Double) throws {
    for key in 0..<4 {
      #expect(throws: ComposerError.self) {
        try Self.compose("가나") {
          switch key {
          case 0: $0.letterSpacing = value
          case 1: $0.letterSpacingEm = value
          case 2: $0.badgeLetterSpacing = value
          default: $0.badgeLetterSpacingEm = value
          }
        }
      }
    }
  }

  @Test func bothFormsAreAnError() throws {
    #expect(
      throws: ComposerError.invalidLetterSpacing(
        reason: "give letterSpacing (px) or letterSpacingEm, not both")
    ) {
      try Self.compose("가나") {
        $0.letterSpacing = 1
        $0.letterSpacingEm = 0.1
      }
    }
    var style = TitleStyle()
    style.badgeLetterSpacing = 1
    style.badgeLetterSpacingEm = 0.1
    #expect(throws: ComposerError.self) { try style.validate() }
    #expect(throws: ComposerError.self) {
      try TitleStyle(json: Array(#"{"letterSpacing": 1, "letterSpacingEm": 0}"#.utf8))
    }
  }

  /// A spacing that leaves a padding space no advance cannot pad: a typed error in spaces mode;
  /// in indent mode, as in Chromium, nothing is clamped.
  @Test func aSpaceWithoutAdvanceCannotPad() throws {
    #expect(throws: ComposerError.self) {
      try Self.compose("가나", padding: .spaces) { $0.letterSpacing = -Self.space }
    }
    let tight = try Self.compose("가나") { $0.letterSpacing = -20 }
    #expect(abs(tight.lines[0].width - 2 * (Self.syllable - 20)) < 1e-9)
  }

  /// The style keys read from and write to JSON.
  @Test func styleKeysRoundTrip() throws {
    let style = try TitleStyle(
      json: Array(#"{"letterSpacingEm": -0.02, "badgeLetterSpacing": 0.5}"#.utf8))
    #expect(style.letterSpacingEm == -0.02 && style.badgeLetterSpacing == 0.5)
    let encoded = try JSONEncoder().encode(style)
    #expect(try JSONDecoder().decode(TitleStyle.self, from: encoded) == style)
    #expect(
      ["letterSpacing", "letterSpacingEm", "badgeLetterSpacing", "badgeLetterSpacingEm"].allSatisfy(
        TitleStyle.jsonKeys.contains))
  }
}
