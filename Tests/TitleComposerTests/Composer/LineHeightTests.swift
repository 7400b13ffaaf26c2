import Foundation
import TitleComposer
import Testing
import TitleWire

/// `lineHeight` in px, checked by hand against NanumGothicBold's metrics:
/// 1000 units per em, hhea ascender 920 and descender −230, so at 16 px an ascent of 14.72 px
/// and a descent of 3.68 px, which Blink rounds to 15 and 4 (19 px of glyph box). Every rule
/// here was also measured in Chromium (`LineHeightMatchesChromeTests`).
@Suite struct LineHeightTests {
  static let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?"

  static func compose(
    style: TitleStyle = TitleStyle(), lineHeight: Double? = nil, width: Double = 200
  ) throws -> ComposedTitle {
    try Composer(style: style, fallback: .none).compose(
      TitleRequest(
        categoryID: 1, title: title, width: width, numberOfLines: 0, lineHeight: lineHeight))
  }

  /// (line height asked, the line box Blink makes, line 1's baseline): the leading
  /// `box − 19` split with the half above floored to a whole pixel, the box rounded to 1/64 px.
  @Test(arguments: [
    (24.0, 24.0, 17.0),  // leading 5: 2 above (2.5 floored), 3 below
    (20.5, 20.5, 15.0),  // leading 1.5: 0 above (0.75 floored)
    (19.0, 19.0, 15.0),  // no leading
    (13.0, 13.0, 12.0),  // leading −6: −3 above, the glyphs overflow the box
    (20.008, 20.015625, 15.0),  // 20.008 × 64 = 1280.512 rounds up to 1281/64
    (31.99, 31.984375, 21.0),  // 2047.36 rounds down to 2047/64; leading 12.98: 6 above
    (1.0 / 64, 1.0 / 64, 5.0),  // the smallest box: leading −18.98, −10 above
  ])
  func baselinesAndHeightAsBlink(asked: Double, box: Double, firstBaseline: Double) throws {
    let composed = try Self.compose(lineHeight: asked)
    #expect(composed.lines.count == 3)
    #expect(composed.lineHeight == box)
    #expect(composed.height == 3 * box)
    #expect(
      composed.lines.map(\.baseline) == [
        firstBaseline, box + firstBaseline, 2 * box + firstBaseline,
      ])
  }

  /// Without `lineHeight` the seed's model stays: the font's 18.4 px line, the glyphs' 18.4 px
  /// centred in it, the baseline at the unrounded ascent.
  @Test func withoutALineHeightTheMultipleStays() throws {
    let composed = try Self.compose()
    #expect(composed.lineHeight == 18.4)
    #expect(abs(composed.lines[0].baseline - 14.72) < 1e-9)
    var style = TitleStyle()
    style.lineHeightMultiple = 1.5
    let tall = try Self.compose(style: style)
    #expect(abs(tall.lineHeight - 27.6) < 1e-9)
    #expect(abs(tall.lines[1].baseline - (27.6 + 4.6 + 14.72)) < 1e-9)
  }

  /// The style's `lineHeight` applies to every request; a request's own replaces it, and
  /// replaces a style's multiple too.
  @Test func theRequestOverridesTheStyle() throws {
    var style = TitleStyle()
    style.lineHeight = 30
    #expect(try Self.compose(style: style).lines.map(\.baseline) == [20, 50, 80])
    #expect(try Self.compose(style: style, lineHeight: 24).lines.map(\.baseline) == [17, 41, 65])
    var multiple = TitleStyle()
    multiple.lineHeightMultiple = 2
    #expect(try Self.compose(style: multiple, lineHeight: 24).height == 72)
  }

  /// The line height does not move a break, and the badge stays centred on the first line.
  @Test func linesAndBadgeFollowTheLineBox() throws {
    let plain = try Self.compose()
    let tall = try Self.compose(lineHeight: 40)
    #expect(plain.lines.map(\.range) == tall.lines.map(\.range))
    #expect(plain.lines.map(\.x) == tall.lines.map(\.x))
    #expect(tall.badge!.frame.height == plain.badge!.frame.height)
    #expect(tall.badge!.frame.y == (40 - tall.badge!.frame.height) / 2)
  }

  /// A style may give `lineHeight` or `lineHeightMultiple`, not both: a typed error, in JSON
  /// naming the key even when the multiple is the default 1.
  @Test func bothInOneStyleAreAnError() throws {
    var style = TitleStyle()
    style.lineHeight = 24
    style.lineHeightMultiple = 1.2
    #expect(
      throws: ComposerError.invalidStyle(
        reason:
          "give lineHeight (px) or lineHeightMultiple, not both (lineHeight 24.0,"
          + " lineHeightMultiple 1.2)")
    ) { try Composer(style: style) }
    #expect(
      throws: ComposerError.invalidStyle(
        reason: "s.json: at lineHeight: give lineHeight (px) or lineHeightMultiple, not both")
    ) {
      try TitleStyle(
        json: Array(#"{"lineHeight": 24, "lineHeightMultiple": 1}"#.utf8), source: "s.json")
    }
    let parsed = try TitleStyle(json: Array(#"{"lineHeight": 22.5}"#.utf8), source: "s.json")
    #expect(parsed.lineHeight == 22.5)
    let roundTrip = try JSONDecoder().decode(
      TitleStyle.self, from: try JSONEncoder().encode(parsed))
    #expect(roundTrip == parsed)
  }

  static let badValues: [Double] = [
    0, -1, -0.0, .nan, .infinity, -.infinity, 1e308, 1.0 / 128, 10_000.5,
    Double.leastNonzeroMagnitude,
  ]

  /// Every bad number is a typed error, never a trap: the request's names the value, the
  /// style's names the key.
  @Test(arguments: badValues)
  func badLineHeightsAreTypedErrors(value: Double) throws {
    let composer = try Composer(fallback: .none)
    do {
      _ = try composer.compose(
        TitleRequest(categoryID: 1, title: "제목", width: 200, lineHeight: value))
      Issue.record("\(value) was accepted")
    } catch {
      guard case .invalidLineHeight(let reported) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reported.bitPattern == value.bitPattern)
      #expect(error.description.hasPrefix("invalid lineHeight"))
    }
    var style = TitleStyle()
    style.lineHeight = value
    do {
      try style.validate()
      Issue.record("style \(value) was accepted")
    } catch {
      guard case .invalidStyle(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.hasPrefix("lineHeight must be a finite number of pixels"), "\(reason)")
    }
  }

  /// The limits themselves are fine.
  @Test func theLimitsAreAccepted() throws {
    for value in [1.0 / 64, 10_000] {
      #expect(try Self.compose(lineHeight: value).lineHeight == value)
    }
  }
}
