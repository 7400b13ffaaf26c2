import TitleComposer
import TitleFonts
import Testing

@testable import TitleRendering

/// Pixel facts that must hold for any correct rendering, checked against the composer's
/// geometry and the category's colours (never against numbers the renderer reports).
@Suite struct PNGPixelTests {
  let composer = Fixtures.composer
  let renderer = Fixtures.renderer

  @Test(arguments: BuiltInCategory.allCases, [1.0, 2.0, 3.0])
  func badgeIsFilledWithTheCategoryBackground(category: BuiltInCategory, scale: Double) throws {
    let title = try composer.compose(
      categoryID: category.rawValue, title: Fixtures.short, width: 343, includesGlyphRuns: true)
    let image = try renderer.image(for: title, style: Fixtures.style(scale: scale))
    let frame = title.badge!.frame
    // Inside the box, left of the label (which starts at labelX), vertically centred.
    let x = Int(((frame.x + title.badge!.labelX / 2) * scale).rounded(.down))
    let y = Int(((frame.y + frame.height / 2) * scale).rounded(.down))
    #expect(image.pixel(x: x, y: y) == category.category.background)
    // The label's colour appears inside the badge.
    let labelColor = category.category.foreground
    // The label's colour: at 1× thin stems may never cover a whole pixel, so look for a pixel
    // nearer the foreground than the background.
    let background = category.category.background
    func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
      abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
        + abs(Int(a.blue) - Int(b.blue))
    }
    let inside = (Int(frame.x * scale)..<Int((frame.x + frame.width) * scale)).contains { column in
      (Int(frame.y * scale)..<Int((frame.y + frame.height) * scale)).contains {
        let pixel = image.pixel(x: column, y: $0)
        return distance(pixel, labelColor) < distance(pixel, background) / 2
      }
    }
    #expect(inside, "no pixel of the label colour \(labelColor) in the badge")
  }

  @Test(arguments: [1.0, 2.0, 3.0], [222.0, 343.0, 343.5])
  func imageIsTheCellRoundedUpToPixels(scale: Double, width: Double) throws {
    let title = try composer.compose(
      categoryID: 5, title: Fixtures.long, width: width, includesGlyphRuns: true)
    let png = try renderer.png(for: title, style: Fixtures.style(scale: scale))
    let image = try PNGCodec.decode(png)
    #expect(image.width == Int((width * scale).rounded(.up)))
    #expect(image.height == Int((title.height * scale).rounded(.up)))
  }

  @Test func paddingStaysEmptyAndShiftsTheCell() throws {
    let title = try composer.compose(
      categoryID: 2, title: Fixtures.long, width: 300, includesGlyphRuns: true)
    let padding = CellInsets(top: 10, left: 12, bottom: 14, right: 16)
    let image = try renderer.image(for: title, style: Fixtures.style(scale: 2, padding: padding))
    #expect(image.width == Int(((12 + 300 + 16) * 2.0).rounded(.up)))
    #expect(image.height == Int(((10 + title.height + 14) * 2).rounded(.up)))
    #expect(!image.hasInk(x: 0..<image.width, y: 0..<20))  // top
    #expect(!image.hasInk(x: 0..<24, y: 0..<image.height))  // left
    #expect(!image.hasInk(x: (image.width - 32)..<image.width, y: 0..<image.height))  // right
    #expect(!image.hasInk(x: 0..<image.width, y: (image.height - 28)..<image.height))  // bottom
    // The badge moved with the padding.
    let badge = title.badge!.frame
    let y = Int((10 + badge.y + badge.height / 2) * 2)
    #expect(image.pixel(x: Int((12 + 1) * 2.0), y: y) == BuiltInCategory.it.category.background)
  }

  @Test(arguments: Array(Fixtures.corpus.prefix(30)), [1.0, 2.0])
  func everyLineHasInkOnItsBaselineBandAndNothingBelowTheLast(
    entry: (id: String, request: TitleRequest), scale: Double
  ) throws {
    let title = try composer.compose(entry.request.withGlyphRuns)
    let image = try renderer.image(
      for: title, style: Fixtures.style(scale: scale), titleSize: entry.request.titleSize)
    let size = entry.request.titleSize ?? composer.style.titleSize
    let metrics = composer.titleFonts.primary.metrics
    for (index, line) in title.lines.enumerated() where line.width > 0 {
      // Glyph bodies sit in the half em above the baseline.
      let band = deviceRange(line.baseline - size / 2, line.baseline, scale: scale)
      let columns = deviceRange(line.x, line.x + line.width, scale: scale)
      #expect(image.hasInk(x: columns, y: band, threshold: 128), "\(entry.id) line \(index)")
    }
    let last = try #require(title.lines.last)
    let floor = last.baseline + metrics.descent(atSize: size)
    let below = deviceRange(floor, title.height, scale: scale)
    #expect(
      !image.hasInk(x: 0..<image.width, y: min(below.lowerBound + 1, image.height)..<image.height),
      "\(entry.id)")
  }

  @Test func truncatedLineEndsInAnEllipsisOnTheBaseline() throws {
    let title = try composer.compose(
      categoryID: 3, title: Fixtures.long, width: 240, includesGlyphRuns: true)
    #expect(title.isTruncated)
    let last = try #require(title.lines.last)
    #expect(last.isTruncated && last.text.hasSuffix("…"))
    let image = try renderer.image(for: title, style: Fixtures.style(scale: 2))
    let ellipsis = composer.titleFonts.glyph(for: "…").advance(atSize: composer.style.titleSize)
    let end = last.x + last.width
    // The dots, in the ellipsis' advance at the line's end, between the baseline and half an
    // em above it (NanumGothic centres them on the Hangul, not on the baseline).
    let size = composer.style.titleSize
    #expect(
      image.hasInk(
        x: deviceRange(end - ellipsis, end, scale: 2),
        y: deviceRange(last.baseline - size / 2, last.baseline, scale: 2), threshold: 128))
    // Nothing past the line's drawn width.
    #expect(
      !image.hasInk(
        x: deviceRange(end + 1, title.width, scale: 2),
        y: deviceRange(last.baseline - composer.style.titleSize, last.baseline + 2, scale: 2)))
  }

  @Test func titleColourAndBackgroundComeFromTheStyle() throws {
    let title = try composer.compose(
      categoryID: 4, title: "가나다라마바사 ABC", width: 343, includesGlyphRuns: true)
    var style = Fixtures.style(scale: 2)
    let red = RGBColor(red: 200, green: 10, blue: 30)
    style.titleColor = red
    let transparent = try renderer.image(for: title, style: style)
    let line = title.lines[0]
    var opaque: [RGBColor] = []
    for y in deviceRange(line.baseline - 12, line.baseline, scale: 2).clamped(
      to: 0..<transparent.height)
    {
      for x in deviceRange(line.x, line.x + line.width, scale: 2).clamped(to: 0..<transparent.width)
      {
        let pixel = transparent.pixel(x: x, y: y)
        if pixel.alpha == 255 { opaque.append(pixel) }
      }
    }
    #expect(!opaque.isEmpty)
    #expect(opaque.allSatisfy { $0 == red })
    style.background = RGBColor(red: 255, green: 255, blue: 255)
    let white = try renderer.image(for: title, style: style)
    #expect(white.pixel(x: white.width - 1, y: white.height - 1) == style.background)
    #expect(white.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
  }

  @Test func aMissingCharacterDrawsNotdef() throws {
    let nanumOnly = CellRenderer(composer: Fixtures.nanumOnly)
    let title = try Fixtures.nanumOnly.compose(
      categoryID: 1, title: "\u{E000}", width: 200, includesGlyphRuns: true)
    #expect(title.missingGlyphs == 1)
    let line = title.lines[0]
    #expect(line.width > 0)
    let image = try nanumOnly.image(for: title, style: Fixtures.style(scale: 2))
    #expect(
      image.hasInk(
        x: deviceRange(line.x, line.x + line.width, scale: 2),
        y: deviceRange(line.baseline - 10, line.baseline, scale: 2), threshold: 128))
  }

  @Test func colourEmojiKeepTheirColours() throws {
    let title = try composer.compose(
      categoryID: 1, title: "강아지 🐶", width: 343, includesGlyphRuns: true)
    let image = try renderer.image(for: title, style: Fixtures.style(scale: 2))
    let line = title.lines[0]
    let gray = composer.style.titleColor
    var coloured = 0
    for y in deviceRange(line.baseline - 16, line.baseline, scale: 2).clamped(to: 0..<image.height)
    {
      for x in deviceRange(line.x, line.x + line.width, scale: 2).clamped(to: 0..<image.width) {
        let p = image.pixel(x: x, y: y)
        if p.alpha == 255 && (p.red != gray.red || p.green != gray.green || p.blue != gray.blue) {
          coloured += 1
        }
      }
    }
    #expect(coloured > 50)
  }
}
