import Testing

@testable import TitleFonts

/// Glyph bitmaps and outlines from FreeType: coverage masks, subpixel shifts, colour strikes.
@Suite struct GlyphRasterTests {
  let bold = Fixtures.bold

  private func ink(_ bitmap: GlyphBitmap) -> Int {
    let step = bitmap.bytesPerPixel
    return stride(from: step - 1, to: bitmap.pixels.count, by: step).reduce(0) {
      $0 + Int(bitmap.pixels[$1])
    }
  }

  @Test func outlineGlyphsRasteriseToCoverageAtTheirSize() throws {
    let glyph = bold.glyphIndex(for: "H")
    let small = try #require(bold.rasterize(glyph: glyph, size: 16))
    let large = try #require(bold.rasterize(glyph: glyph, size: 32))
    #expect(small.format == .coverage && !small.isEmpty)
    // The cap height is about 0.7 em: the bitmap sits on the baseline and scales with the size.
    #expect((9...13).contains(small.height) && abs(small.top - small.height) <= 1)
    #expect(abs(large.height - 2 * small.height) <= 2)
    // Ink grows with the area.
    let ratio = Double(ink(large)) / Double(ink(small))
    #expect(ratio > 3.5 && ratio < 4.5)
  }

  @Test func subpixelOffsetsMoveInkRight() throws {
    let glyph = bold.glyphIndex(for: "l")
    let base = try #require(bold.rasterize(glyph: glyph, size: 20, subpixelOffset: 0))
    let half = try #require(bold.rasterize(glyph: glyph, size: 20, subpixelOffset: 0.5))
    #expect(base != half)
    func centroid(_ b: GlyphBitmap) -> Double {
      var (sum, weighted) = (0.0, 0.0)
      for row in 0..<b.height {
        for column in 0..<b.width {
          let value = Double(b.pixels[row * b.width + column])
          sum += value
          weighted += value * (Double(b.left + column) + 0.5)
        }
      }
      return weighted / sum
    }
    #expect(abs(centroid(half) - centroid(base) - 0.5) < 0.1)
  }

  @Test func spacesHaveNoInkAndNotdefHasSome() throws {
    #expect(bold.rasterize(glyph: bold.glyphIndex(for: " "), size: 16) == .empty)
    let notdef = try #require(bold.rasterize(glyph: 0, size: 16))
    #expect(!notdef.isEmpty)
    #expect(bold.rasterize(glyph: 1, size: 0) == nil)
  }

  @Test func colourEmojiAreScaledFromTheirStrike() throws {
    let emoji = Fixtures.emoji
    let glyph = emoji.glyphIndex(for: "🐶")
    let bitmap = try #require(emoji.rasterize(glyph: glyph, size: 32))
    #expect(bitmap.format == .premultipliedRGBA)
    // Noto Color Emoji's strike is 136 × 128 at 109 ppem: about 40 × 38 at 32 px.
    #expect((36...42).contains(bitmap.width) && (34...40).contains(bitmap.height))
    let strike = try #require(emoji.rasterize(glyph: glyph, size: 109))
    #expect((135...137).contains(strike.width))
  }

  @Test func boxScalingKeepsTheInkPerArea() throws {
    let source = try #require(
      GlyphBitmap(
        width: 4, height: 4, left: 0, top: 4, format: .coverage,
        pixels: [UInt8](repeating: 200, count: 16)))
    let half = source.scaled(by: 0.5)
    #expect(half.width == 2 && half.height == 2 && half.top == 2)
    #expect(half.pixels == [200, 200, 200, 200])
    let shifted = source.scaled(by: 0.5, offset: 0.5)
    #expect(shifted.width == 3)
    #expect(shifted.pixels[0] == 100 && shifted.pixels[1] == 200 && shifted.pixels[2] == 100)
  }

  @Test func outlinesAreContoursInFontUnits() throws {
    let o = try #require(bold.outline(glyph: bold.glyphIndex(for: "O")))
    let moves = o.elements.filter { if case .move = $0 { true } else { false } }
    #expect(moves.count == 2)  // outer and inner contour
    #expect(o.unitsPerEm == bold.metrics.unitsPerEm)
    #expect(try #require(bold.outline(glyph: bold.glyphIndex(for: " "))).isEmpty)
    #expect(Fixtures.emoji.outline(glyph: 1) == nil)
  }

  @Test func rasterisingIsSafeFromManyThreads() async throws {
    let glyphs = "가나다라마바사아자차카타파하".unicodeScalars.map { bold.glyphIndex(for: $0) }
    let serial = glyphs.map { bold.rasterize(glyph: $0, size: 24, subpixelOffset: 0.25) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for (index, glyph) in glyphs.enumerated() {
            #expect(
              self.bold.rasterize(glyph: glyph, size: 24, subpixelOffset: 0.25) == serial[index])
            _ = self.bold.outline(glyph: glyph)
            _ = self.bold.advanceEm(glyph: glyph)
          }
        }
      }
      try await group.waitForAll()
    }
  }
}
