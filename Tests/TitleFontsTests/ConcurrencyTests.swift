import Testing
import TitleFonts

@Suite struct ConcurrencyTests {
  /// Eager and lazily cached scalars, looked up from many tasks at once on a fresh chain, give
  /// the serial answers of an identical chain.
  @Test func concurrentLookupsEqualSerialAnswers() async throws {
    let text = "가나다 AVATAR 《질문》 ①② ｜ＡＢ ㄱㅏ ‥… 🎉🐶✨ ․ \u{2003}\u{200D}\u{E000} Ωλ ДЖ ไทย 中文 ⅷ ₩ €"
    let scalars = Array(text.unicodeScalars) + (0x0400..<0x0480).compactMap(Unicode.Scalar.init)
    let serialChain = try FontFallbackChain(faces: [Fixtures.bold, Fixtures.emoji, Fixtures.dejaVu])
    let serial = scalars.map(serialChain.glyph(for:))
    let shared = try FontFallbackChain(faces: [Fixtures.bold, Fixtures.emoji, Fixtures.dejaVu])
    let results = await withTaskGroup(of: [GlyphInfo].self) { group in
      for task in 0..<16 {
        group.addTask {
          var out: [GlyphInfo] = []
          for round in 0..<20 {
            // Each task walks the scalars from a different start so first lookups collide.
            for i in scalars.indices {
              let info = shared.glyph(for: scalars[(i + task * 7 + round) % scalars.count])
              if round == 0 { out.append(info) }
            }
          }
          let shift = task * 7 % scalars.count
          return Array(out[(scalars.count - shift)...] + out[..<(scalars.count - shift)])
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 16)
    for result in results { #expect(result == serial) }
  }
}
