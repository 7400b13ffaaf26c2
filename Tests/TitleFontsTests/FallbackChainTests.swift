import Testing
import TitleFonts

@Suite struct FallbackChainTests {
  /// A V A T A R = 4014 units; kerning AV −92, VA −99, AT −56, TA −103 = −350 units (5.6 px).
  @Test func avatarIsKerned() {
    let chain = Fixtures.boldOnly
    let plain = Fixtures.width("AVATAR", chain, size: 16, kerning: false)
    let kerned = Fixtures.width("AVATAR", chain, size: 16)
    #expect(abs(plain - 64.224) < 1e-9)
    #expect(abs(kerned - 58.624) < 1e-9)
    #expect(abs((plain - kerned) - 5.6) < 1e-9)
  }

  @Test func kernsAsLeftMarksOnlyLeftGlyphsOfPairs() {
    let chain = Fixtures.boldOnly
    #expect(chain.glyph(for: "A").kernsAsLeft)
    #expect(chain.glyph(for: "V").kernsAsLeft)
    #expect(!chain.glyph(for: "가").kernsAsLeft)
    #expect(!chain.glyph(for: " ").kernsAsLeft)
    // Across faces there is no kerning even for a kerned pair's glyph ids.
    let a = chain.glyph(for: "A")
    var foreign = chain.glyph(for: "V")
    foreign.faceIndex = 1
    #expect(chain.kerningEm(a, foreign) == 0)
  }

  /// (code point, expected advance in em), per HarfBuzz's space fallback.
  static let spaces: [(UInt32, Double)] = [
    (0x2000, 0.5), (0x2001, 1.0), (0x2002, 0.5), (0x2003, 1.0), (0x2004, 1.0 / 3),
    (0x2005, 0.25), (0x2006, 1.0 / 6),
    (0x2007, 0.606),  // figure space = "0"
    (0x2008, 0.303),  // punctuation space = "."
    (0x2009, 0.2), (0x200A, 1.0 / 16),
    (0x202F, 0.14),  // narrow no-break = half of U+0020 (280)
    (0x205F, 4.0 / 18),
    (0x3000, 0.94),  // Nanum has U+3000 (940 units): the font wins
    (0x00A0, 0.28),  // Nanum has NBSP
  ]

  @Test(arguments: spaces)
  func unicodeSpacesAreSynthesizedOnThePrimaryFace(value: UInt32, em: Double) {
    let scalar = Unicode.Scalar(value)!
    for chain in [Fixtures.boldOnly, Fixtures.chromiumLike] {
      let info = chain.glyph(for: scalar)
      #expect(abs(info.advanceEm - em) < 1e-12, "U+\(String(scalar.value, radix: 16))")
      #expect(!info.isMissing)
      #expect(info.faceIndex == 0)  // even though DejaVu Sans has U+2002
      #expect(info.glyph == chain.primary.glyphIndex(for: " ") || scalar.value == 0x3000)
    }
  }

  @Test(
    arguments: [
      0x200D, 0x200C, 0x200B, 0xFE0F, 0xFE00, 0xE0100, 0xE0067, 0x2060, 0x2064,
      0x00AD, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0xFEFF,
    ] as [UInt32])
  func defaultIgnorablesAreZeroWidthAndNeverMissing(value: UInt32) {
    let info = Fixtures.chromiumLike.glyph(for: Unicode.Scalar(value)!)
    #expect(info.advanceEm == 0)
    #expect(!info.isMissing)
  }

  @Test func missingScalarDrawsThePrimaryNotdef() {
    let info = Fixtures.chromiumLike.glyph(for: "\u{E000}")
    #expect(info.isMissing)
    // hb-shape on NanumGothicBold: a missing character is `gid0=0+940`.
    #expect(
      info
        == GlyphInfo(faceIndex: 0, glyph: 0, advanceEm: 0.94, isMissing: true, advanceUnits: 940))
    // A missing scalar inside an eager block (U+2024 without DejaVu) is missing too.
    #expect(Fixtures.boldOnly.glyph(for: "\u{2024}").isMissing)
  }

  @Test func explicitChainPicksDejaVuAndNotoColorEmoji() {
    let chain = Fixtures.chromiumLike
    let leader = chain.glyph(for: "\u{2024}")
    #expect(leader.faceIndex == 2)
    #expect(chain.face(at: 2).familyName == "DejaVu Sans")
    #expect(leader.advanceEm == 685.0 / 2048)
    let party = chain.glyph(for: "🎉")
    #expect(party.faceIndex == 1)
    #expect(chain.face(at: 1).familyName == "Noto Color Emoji")
    #expect(party.advanceEm == 136.0 / 109.0)
    #expect(chain.glyph(for: "가").faceIndex == 0)
    #expect(chain.faces.count == 3)
  }

  @Test func systemFallbackFindsAFaceForEmoji() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let party = chain.glyph(for: "🎉")
    #expect(!party.isMissing)
    // A system face's index: the configured faces, then its place in the environment's fonts.
    let emoji = try #require(chain.environment.emojiFace(for: "🎉"))
    let place = try #require(chain.environment.fonts.firstIndex(of: emoji))
    #expect(party.faceIndex == UInt16(1 + place))
    #expect(chain.faces.count == 2)
    #expect(chain.face(at: 1 + place).isColor)
    // The same face serves the next emoji without a second fontconfig face.
    #expect(chain.glyph(for: "🐶").faceIndex == party.faceIndex)
    #expect(chain.faces.count == 2)
    // A scalar from an eager block the primary lacks goes through system fallback too.
    #expect(!chain.glyph(for: "\u{2024}").isMissing)
  }

  @Test func systemFontsLookups() throws {
    let environment = FontEnvironment.default
    #expect(environment.emojiFace(for: "🎉")?.path.hasSuffix("NotoColorEmoji.ttf") == true)
    #expect(environment.fallbackFace(for: "\u{2024}", language: .korean) != nil)
    #expect(environment.standardFace(for: FallbackLanguage(bcp47: "en"))?.family == "Noto Sans")
  }

  /// Lines of the Chromium corpus (chromium-expected.indent-prewrap.jsonl) measured with the
  /// explicit chain: width snapped up to 1/64 px equals Chromium's `line_widths`.
  @Test(arguments: [
    ("p0015", "🐶🎉", 16.0, 39.9375),
    ("p0016", "한다. ✨🐶", 16.0, 79.34375),
    ("p0017", "있습니다. 🐶", 17.5, 97.84375),
    ("p0014", "[종합]주택개발정책등을📌", 16.0, 181.984375),
    ("p0148", "🎉 데비안 바이너리 패키지 형식은 무엇인가요?", 14.0, 281.578125),
    ("p0101", "비점을 개선․보완함으로써 실", 16.0, 194.796875),
    ("p0023", "그런데 초등학교 1․2학년의 경우", 15.0, 205),
  ])
  func corpusLinesWithFallbackGlyphs(id: String, line: String, size: Double, chromium: Double) {
    let width = Fixtures.snapUp(Fixtures.width(line, Fixtures.chromiumLike, size: size))
    #expect(width == chromium, "\(id)")
  }
}
