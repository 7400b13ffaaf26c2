import Testing
import TitleFonts

/// Glyph bitmaps and chains built by hand refuse impossible inputs instead of trapping.
@Suite struct HandBuiltInputTests {
  @Test(
    arguments: [
      (Int.max, 2, GlyphBitmap.Format.coverage, 0), (Int.max / 2, 1, .premultipliedRGBA, 0),
      (-1, 1, .coverage, 0), (2, 2, .coverage, 5), (2, 2, .premultipliedRGBA, 4),
    ] as [(Int, Int, GlyphBitmap.Format, Int)])
  func impossibleBitmapsAreNil(
    width: Int, height: Int, format: GlyphBitmap.Format, byteCount: Int
  ) {
    #expect(
      GlyphBitmap(
        width: width, height: height, left: 0, top: 0, format: format,
        pixels: [UInt8](repeating: 0, count: byteCount)) == nil)
  }

  @Test func matchingBitmapsAreMade() throws {
    let coverage = try #require(
      GlyphBitmap(
        width: 3, height: 2, left: -1, top: 2, format: .coverage, pixels: [0, 1, 2, 3, 4, 5]))
    #expect(coverage.bytesPerPixel == 1 && coverage.left == -1 && !coverage.isEmpty)
    let colour = try #require(
      GlyphBitmap(
        width: 1, height: 1, left: 0, top: 1, format: .premultipliedRGBA, pixels: [9, 9, 9, 9]))
    #expect(colour.bytesPerPixel == 4)
  }

  @Test func aChainOfNoFacesIsAnError() {
    #expect(throws: FontError.noFontFound(description: "an empty list of faces")) {
      try FontFallbackChain(faces: [])
    }
  }
}
