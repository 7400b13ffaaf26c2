import Testing
import TitleComposer
import TitleFonts

@testable import TitleRendering

/// The renderers' glyph cache stays within its byte budget whatever sizes it is asked for.
@Suite struct GlyphCacheBudgetTests {
  let face = Fixtures.nanumOnly.titleFonts.primary
  let glyphs = "가나다라마바사아자차카타파하".unicodeScalars.map {
    Fixtures.nanumOnly.titleFonts.primary.glyphIndex(for: $0)
  }

  /// A bitmap over a quarter of the budget is drawn every time and never kept.
  @Test func aHugeBitmapIsDrawnButNotKept() {
    let cache = GlyphCache(limit: 100, byteLimit: 40_000)
    let huge = cache.bitmap(face: face, glyph: glyphs[0], size: 200, phase: 0)
    // 가 at 200 px: about 188 × 190 coverage pixels, far over 10,000 bytes.
    #expect(huge.pixels.count > 10_000)
    _ = cache.bitmap(face: face, glyph: glyphs[0], size: 200, phase: 0)
    #expect(cache.rasterizationCount == 2)
    #expect(cache.bitmapUsage.count == 0 && cache.bitmapUsage.bytes == 0)
  }

  /// Small bitmaps are kept until the next one would pass the budget; then the table starts
  /// again, so the bytes kept never exceed it and always equal the sum of what is kept.
  @Test func keptBytesStayWithinTheBudget() {
    let cache = GlyphCache(limit: 1_000, byteLimit: 4_000)
    var kept: [Int] = []
    for size in stride(from: 10.0, through: 30, by: 1) {
      for glyph in glyphs {
        let bitmap = cache.bitmap(face: face, glyph: glyph, size: size, phase: 0)
        let usage = cache.bitmapUsage
        #expect(usage.bytes <= 4_000)
        if usage.count == 1 { kept = [] }
        kept.append(bitmap.pixels.count)
        #expect(usage.bytes == kept.reduce(0, +))
      }
    }
    // The same glyph again is a hit: no new rasterisation.
    let before = cache.rasterizationCount
    _ = cache.bitmap(face: face, glyph: glyphs.last!, size: 30, phase: 0)
    #expect(cache.rasterizationCount == before)
  }
}
