import Testing
import TitleFonts

/// Emoji sequences resolve to the colour font's ligature glyph (HarfBuzz shaping with Noto Color
/// Emoji) while their advances stay the ones Chromium measures.
@Suite struct EmojiLigatureTests {
  /// (name, sequence): a ZWJ family, a flag, a skin tone, a keycap, a ZWJ with a variation selector.
  static let sequences: [(String, String)] = [
    ("family", "👨‍👩‍👧"), ("flag", "🇰🇷"), ("skin tone", "👍🏻"), ("keycap", "1️⃣"),
    ("rainbow flag", "🏳️‍🌈"),
  ]

  @Test(arguments: sequences)
  func sequenceIsItsLigatureGlyph(name: String, sequence: String) {
    let chain = Fixtures.chromiumLike
    let scalars = Array(sequence.unicodeScalars)
    let glyphs = chain.glyphs(forCluster: scalars)
    let emoji = chain.face(at: Int(glyphs[0].faceIndex))
    #expect(emoji === Fixtures.emoji, "\(name)")
    let firstScalarGlyph = Fixtures.emoji.glyphIndex(for: scalars[0])
    #expect(firstScalarGlyph != 0, "\(name)")
    #expect(glyphs[0].glyph != firstScalarGlyph, "\(name): drawn as its first scalar")
    #expect(glyphs[0].glyph != 0 && !glyphs[0].isMissing, "\(name)")
    #expect(glyphs.allSatisfy { $0.glyph == glyphs[0].glyph }, "\(name)")
    #expect(Fixtures.emoji.ligatureGlyph(for: scalars) == glyphs[0].glyph)
  }

  @Test func distinctSequencesGetDistinctGlyphs() {
    let glyphs = Self.sequences.map {
      Fixtures.chromiumLike.glyphs(forCluster: $0.1.unicodeScalars)[0].glyph
    }
    #expect(Set(glyphs).count == glyphs.count)
    let us = Fixtures.chromiumLike.glyphs(forCluster: "🇺🇸".unicodeScalars)[0].glyph
    #expect(!glyphs.contains(us))
  }

  @Test(arguments: sequences)
  func advancesAreUnchanged(name: String, sequence: String) {
    let glyphs = Fixtures.chromiumLike.glyphs(forCluster: sequence.unicodeScalars)
    // One colour emoji advance (Noto Color Emoji's strike: 136 ÷ 109 em); the rest is zero.
    #expect(glyphs[0].advanceEm == 136.0 / 109.0, "\(name)")
    #expect(glyphs.dropFirst().allSatisfy { $0.advanceEm == 0 }, "\(name)")
  }

  @Test func aSingleEmojiAndPlainTextAreNotShaped() {
    let chain = Fixtures.chromiumLike
    #expect(chain.glyphs(forCluster: "😀".unicodeScalars) == [chain.glyph(for: "😀")])
    #expect(chain.glyphs(forCluster: "가".unicodeScalars) == [chain.glyph(for: "가")])
    // A combining sequence in a text face keeps one glyph per scalar.
    let combining = chain.glyphs(forCluster: "e\u{301}".unicodeScalars)
    #expect(combining == [chain.glyph(for: "e"), chain.glyph(for: "\u{301}")])
  }

  @Test func unknownSequenceFallsBackToTheFirstScalar() {
    // Man ZWJ T-rex is no emoji sequence: Noto has no ligature, shaping gives two glyphs and the
    // cluster keeps its first scalar's glyph.
    let scalars: [Unicode.Scalar] = ["\u{1F468}", "\u{200D}", "\u{1F996}"]
    #expect(Fixtures.emoji.ligatureGlyph(for: scalars) == nil)
    let glyphs = Fixtures.chromiumLike.glyphs(forCluster: scalars)
    #expect(glyphs[0].glyph == Fixtures.emoji.glyphIndex(for: "\u{1F468}"))
    // Twice: the negative answer is cached too.
    #expect(Fixtures.emoji.ligatureGlyph(for: scalars) == nil)
  }

  @Test func shapingIsCachedAndThreadSafe() async {
    let face = try! FontFace(contentsOf: Fixtures.notoColorEmoji)
    let expected = Self.sequences.map { face.ligatureGlyph(for: $0.1.unicodeScalars) }
    await withTaskGroup(of: [UInt32?].self) { group in
      for _ in 0..<8 {
        group.addTask { Self.sequences.map { face.ligatureGlyph(for: $0.1.unicodeScalars) } }
      }
      for await result in group { #expect(result == expected) }
    }
  }
}
