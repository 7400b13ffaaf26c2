import Testing

@testable import TitleFonts

/// The one checked Double→Int conversion every geometry, rendering and
/// option-parsing conversion goes through, and the rasteriser that uses it.
@Suite struct CheckedIntegerTests {
  @Test func exactConversionRefusesWhatIsNoInt() {
    #expect(CheckedInteger.exact(1e19) == nil)
    #expect(CheckedInteger.exact(-1e19) == nil)
    #expect(CheckedInteger.exact(.nan) == nil)
    #expect(CheckedInteger.exact(.infinity) == nil)
    // 2^63 is the first Double above Int.max.
    #expect(CheckedInteger.exact(9_223_372_036_854_775_808.0) == nil)
    #expect(CheckedInteger.exact(2.5, rounding: .up) == 3)
    #expect(CheckedInteger.exact(-2.5, rounding: .down) == -3)
    #expect(CheckedInteger.exact(16_385, in: 1...16_384) == nil)
    #expect(CheckedInteger.exact(16_384, in: 1...16_384) == 16_384)
  }

  @Test func clampedConversionStaysInItsRange() {
    #expect(CheckedInteger.clamped(1e308, to: 0...100) == 100)
    #expect(CheckedInteger.clamped(-1e308, to: 0...100) == 0)
    #expect(CheckedInteger.clamped(.nan, to: -5...5) == -5)
    #expect(CheckedInteger.clamped(.infinity, to: Int.min...Int.max) == Int.max)
    #expect(CheckedInteger.clamped(-.infinity, to: Int.min...Int.max) == Int.min)
    #expect(CheckedInteger.clamped(41.2, rounding: .up, to: 0...100) == 42)
  }

  @Test(arguments: [1e19, 1e300, Double.greatestFiniteMagnitude, 20_000])
  func rasterizingAtAHugeSizeDrawsNothingInsteadOfTrapping(size: Double) throws {
    let face = Fixtures.bold
    let glyph = face.glyphIndex(for: "가")
    #expect(face.rasterize(glyph: glyph, size: size) == nil)
    #expect(face.rasterize(glyph: glyph, size: 16, subpixelOffset: .nan) != nil)
  }
}
