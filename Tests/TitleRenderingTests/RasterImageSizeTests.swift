import Testing
import TitleComposer
import TitleRendering

/// Images built from pixels refuse sizes that are negative, overflow or do not match the bytes,
/// with a typed error instead of a trap.
@Suite struct RasterImageSizeTests {
  @Test(
    arguments: [
      (Int.max, 2, 0), (2, Int.max, 0), (Int.max / 4 + 1, 1, 0), (-1, 1, 0), (1, -1, 0),
      (2, 2, 15), (2, 2, 17), (0, 5, 1),
    ] as [(Int, Int, Int)])
  func invalidPixelsAreATypedError(width: Int, height: Int, byteCount: Int) {
    #expect(throws: RenderError.invalidPixels(width: width, height: height, byteCount: byteCount)) {
      try RasterImage(
        width: width, height: height, pixels: [UInt8](repeating: 0, count: byteCount))
    }
  }

  @Test func matchingPixelsMakeAnImage() throws {
    let image = try RasterImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(image.pixel(x: 1, y: 0) == RGBColor(red: 5, green: 6, blue: 7, alpha: 8))
    #expect(try RasterImage(width: 0, height: 0, pixels: []).pixels.isEmpty)
  }

  @Test func theMessageNamesTheSizeAndTheRule() {
    #expect(
      RenderError.invalidPixels(width: 3, height: 2, byteCount: 5).description
        == "invalid image of 3×2 pixels with 5 bytes: the sides must not be negative and the"
        + " pixels must be width × height × 4 bytes")
  }
}
