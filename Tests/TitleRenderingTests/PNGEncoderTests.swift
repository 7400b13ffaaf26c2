import Testing
import TitleComposer

@testable import TitleRendering

/// The PNG writer (libdeflate) against libpng's reader and the PNG specification: whatever the
/// pixels, the file decodes to exactly them.
@Suite struct PNGEncoderTests {
  /// Deterministic pseudo-random bytes (xorshift64*), so a failure can be reproduced.
  static func noise(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
    }
  }

  @Test(arguments: [(1, 1), (3, 2), (257, 5), (1000, 3), (2, 700)], [true, false])
  func anyPixelsDecodeToThemselves(size: (width: Int, height: Int), fast: Bool) throws {
    let pixels = Self.noise(count: size.width * size.height * 4, seed: UInt64(size.width))
    let image = try RasterImage(width: size.width, height: size.height, pixels: pixels)
    let decoded = try PNGCodec.decode(try PNGCodec.encode(image, fast: fast))
    #expect(decoded == image)
  }

  @Test func runsOfOnePixelDecodeToThemselves() throws {
    // Long runs (a transparent cell's rows) are what deflate replaces with back-references.
    var pixels = [UInt8](repeating: 0, count: 640 * 40 * 4)
    for i in stride(from: 3, to: pixels.count, by: 4 * 97) { pixels[i] = 255 }
    let image = try RasterImage(width: 640, height: 40, pixels: pixels)
    #expect(try PNGCodec.decode(try PNGCodec.encode(image)) == image)
  }

  @Test func theFileIsSignatureHeaderDataAndEnd() throws {
    let image = try RasterImage(width: 300, height: 2, pixels: Self.noise(count: 2400, seed: 7))
    let png = try PNGCodec.encode(image)
    // PNG specification, 5.2 and 11.2.2: the signature, then IHDR of 13 bytes: width, height,
    // bit depth 8, colour type 6 (RGBA), compression 0, filter 0, interlace 0.
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(png[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
    #expect(Array(png[16..<29]) == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    // IEND: no data, and the CRC-32 of "IEND", AE 42 60 82.
    #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
  }

  @Test func pixelsOfAnotherSizeAreATypedError() throws {
    var image = try RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 9, count: 16))
    image.pixels.removeLast()
    #expect(throws: RenderError.invalidPixels(width: 2, height: 2, byteCount: 15)) {
      try PNGCodec.encode(image)
    }
  }

  @Test(
    arguments: [1.0, 2.0, 3.0], [nil, RGBColor(red: 0x33, green: 0x66, blue: 0x99, alpha: 0x80)])
  func aCellsPNGHoldsItsImage(scale: Double, background: RGBColor?) throws {
    // The PNG is written from the canvas directly, the image through RasterImage: both must
    // say the same pixels.
    var style = Fixtures.style(
      scale: scale, padding: CellInsets(top: 3, left: 5, bottom: 2, right: 4))
    style.background = background
    style.titleColor = RGBColor(red: 0xCC, green: 0x22, blue: 0, alpha: 0xA0)
    for entry in Fixtures.corpus.prefix(6) {
      let title = try Fixtures.composer.compose(entry.request.withGlyphRuns)
      let image = try Fixtures.renderer.image(for: title, style: style)
      let png = try Fixtures.renderer.png(for: title, style: style)
      #expect(try PNGCodec.decode(png) == image, "\(entry.id)")
    }
  }

  @Test func reciprocalsDivideExactly() {
    // Straight alpha divides (channel × 255 + a ÷ 2) by a for every channel and alpha.
    var wrong: [(alpha: Int, channel: Int)] = []
    for a in 1...255 {
      for channel in 0...255 {
        let x = UInt64(channel * 255 + a / 2)
        if (x * Canvas.reciprocals[a]) >> 32 != x / UInt64(a) { wrong.append((a, channel)) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
