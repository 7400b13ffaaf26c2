import Foundation
import Testing

@testable import TitleFonts

/// System fallback in a chain: the face that draws a scalar is a pure function of the configured
/// faces, the font environment, the language and the scalar; it is found however far down
/// fontconfig's order it is; a chain loads only the faces that draw, each once; answers are
/// remembered, missing ones too. Expected faces and widths are Chromium 156's in the test
/// suite's font environment (`scripts/oracle-fallback-faces.py`, one browser per language).
@Suite struct SystemFallbackTests {
  static let barunPath = "/usr/share/fonts/truetype/nanum/NanumBarunGothic.ttf"
  static let hanaMinAPath = "/usr/share/fonts/truetype/hanazono/HanaMinA.ttf"

  static func barun() throws -> FontFace {
    try #require(
      FileManager.default.fileExists(atPath: barunPath),
      "NanumBarunGothic missing: run scripts/setup.sh (fonts-nanum)")
    try #require(
      FileManager.default.fileExists(atPath: hanaMinAPath),
      "HanaMinA missing: run scripts/setup.sh (fonts-hanazono)")
    return try FontFace(contentsOf: barunPath)
  }

  static func family(_ chain: FontFallbackChain, _ info: GlyphInfo) -> String {
    chain.face(at: Int(info.faceIndex)).familyName
  }

  /// The premise of the priming case: NanumBarunGothic lacks "è" and U+20000, HanaMinA has both.
  @Test func thePremise() throws {
    let barun = try Self.barun()
    #expect(barun.glyphIndex(for: "è") == 0 && barun.glyphIndex(for: "\u{20000}") == 0)
    let hana = try FontFace(contentsOf: Self.hanaMinAPath)
    #expect(hana.glyphIndex(for: "è") != 0 && hana.glyphIndex(for: "\u{20000}") != 0)
  }

  /// Priming the chain with U+20000 pulls a HanaMin face in; "è" is still drawn by the face a
  /// fresh chain draws it with: under Korean, the standard face Noto Sans CJK KR (Chromium:
  /// `<span lang=ko>è</span>` in NanumBarunGothic, Noto Sans CJK KR, 8.875 px at 16 px).
  @Test func primingDoesNotChangeTheFaceOfALaterScalar() throws {
    let barun = try Self.barun()
    let primed = try FontFallbackChain(faces: [barun], systemFallback: true)
    let ideograph = primed.glyph(for: "\u{20000}")
    #expect(!ideograph.isMissing)
    #expect(Self.family(primed, ideograph).hasPrefix("HanaMin"))
    let afterPriming = primed.glyph(for: "è")
    let fresh = try FontFallbackChain(faces: [barun], systemFallback: true).glyph(for: "è")
    #expect(Self.family(primed, afterPriming) == "Noto Sans CJK KR")
    // 554 of 1000 units: 8.864 px, Chromium's 8.875 rounded up to 1/64 px.
    #expect(afterPriming.advanceEm == 554.0 / 1000)
    #expect(fresh.advanceEm == afterPriming.advanceEm && fresh.glyph == afterPriming.glyph)
  }

  /// Many threads priming one chain in different orders all see the same face for each scalar.
  @Test func concurrentFirstLookupsAgree() async throws {
    let barun = try Self.barun()
    let scalars: [Unicode.Scalar] = [
      "è", "\u{20000}", "é", "\u{4E00}", "\u{2603}", "ñ", "\u{20001}", "\u{0E2A}", "\u{0928}",
    ]
    let reference = try FontFallbackChain(faces: [barun], systemFallback: true)
    let expected = scalars.map { reference.glyph(for: $0).advanceEm }
    for round in 0..<8 {
      let chain = try FontFallbackChain(faces: [barun], systemFallback: true)
      let results = await withTaskGroup(of: [Double].self) { group in
        for task in 0..<4 {
          group.addTask {
            let order = (0..<scalars.count).map { (($0 + task + round) * 5) % scalars.count }
            var advances = [Double](repeating: 0, count: scalars.count)
            for i in order { advances[i] = chain.glyph(for: scalars[i]).advanceEm }
            return advances
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      for advances in results { #expect(advances == expected, "round \(round)") }
    }
  }

  /// Faces far down fontconfig's order draw what they alone cover: under Korean, Noto Sans Thai
  /// is beyond the 32nd face of the order (Chromium draws สงกรานต์ with it), and U+20000 is
  /// HanaMinA's (Chromium: 16 px).
  @Test func facesFarDownTheOrderDraw() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let korean = FallbackLanguage.korean
    let order = chain.environment.fallbackOrder(for: korean)
    let thai = try #require(order.firstIndex { $0.family == "Noto Sans Thai" })
    #expect(thai >= 32, "Noto Sans Thai is face \(thai + 1) of \(order.count)")
    for scalar in "สงกรานต์".unicodeScalars {
      let info = chain.glyph(for: scalar, language: korean)
      #expect(!info.isMissing && Self.family(chain, info) == "Noto Sans Thai")
    }
    let ideograph = chain.glyph(for: "\u{20000}", language: korean)
    #expect(Self.family(chain, ideograph) == "HanaMinA" && ideograph.advanceEm == 1)
  }

  /// 4,900 characters no installed font covers (CJK Extension H and beyond): each looked up
  /// once, no face loaded, and the negative answers remembered (a second pass looks nothing up).
  @Test func uncoveredCharactersAreRememberedAsMissing() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let scalars = (0x3_1350..<0x3_1350 + 4_900).map { Unicode.Scalar($0)! }
    for scalar in scalars { #expect(chain.glyph(for: scalar).isMissing) }
    #expect(chain.systemLookupCount == 4_900)
    for scalar in scalars { #expect(chain.glyph(for: scalar).isMissing) }
    #expect(chain.systemLookupCount == 4_900)
    #expect(chain.systemFaceCount == 0)
  }

  /// A run of 4,900 Extension B ideographs loads the few faces that cover them (the standard
  /// face Noto Sans CJK KR has some, the HanaMin faces the rest), and a second chain of the same
  /// environment works nothing out again.
  @Test func aRunOfIdeographsLoadsFewFaces() throws {
    let environment = try FontEnvironment(configurationFile: FontEnvironmentTests.pinnedPath())
    let scalars = (0x2_0000..<0x2_0000 + 4_900).map { Unicode.Scalar($0)! }
    let first = try FontFallbackChain(
      faces: [Fixtures.bold], systemFallback: true, environment: environment)
    for scalar in scalars { #expect(!first.glyph(for: scalar).isMissing) }
    let families = Set(first.faces.dropFirst().map(\.familyName))
    #expect(families == ["Noto Sans CJK KR", "HanaMinA", "HanaMinB"])
    let answers = environment.answerCount
    let second = try FontFallbackChain(
      faces: [Fixtures.bold], systemFallback: true, environment: environment)
    for scalar in scalars { #expect(second.glyph(for: scalar) == first.glyph(for: scalar)) }
    #expect(environment.answerCount == answers)
  }

  /// A chain asked for every 61st code point loads exactly the faces that draw something, each
  /// once, whatever their place in the order.
  @Test func aChainLoadsOnlyTheFacesThatDraw() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    var drawing: Set<FontFile> = []
    var v: UInt32 = 0
    while v < 0x11_0000 {
      if let scalar = Unicode.Scalar(v) {
        let info = chain.glyph(for: scalar)
        if !info.isMissing, let file = chain.systemFile(ofFaceAt: Int(info.faceIndex)) {
          drawing.insert(file)
        }
      }
      v += 61
    }
    let loaded = chain.systemFaceIndices.compactMap { chain.systemFile(ofFaceAt: $0) }
    #expect(loaded.count == chain.systemFaceCount)
    #expect(Set(loaded).count == loaded.count)
    #expect(Set(loaded) == drawing)
    #expect(loaded.count > 32)
  }

  /// A lone regional indicator is text to Chromium (HanaMinA draws U+1F1F5, 16 px); two make a
  /// flag, drawn by the colour emoji face (19.97 px).
  @Test func aLoneRegionalIndicatorIsTextAndAPairIsAFlag() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let lone = chain.glyph(for: "\u{1F1F5}")
    #expect(Self.family(chain, lone) == "HanaMinA" && lone.advanceEm == 1)
    let flag = chain.glyphs(forCluster: Array("🇰🇷".unicodeScalars))
    #expect(Self.family(chain, flag[0]) == "Noto Color Emoji")
    #expect(Fixtures.snapUp(flag.map(\.advanceEm).reduce(0, +) * 16) == 19.96875)
  }

  /// A face that lacks a character but has its canonical decomposition draws it, as HarfBuzz's
  /// normalizer lets it: Noto Sans CJK KR draws "ś" as "s" + U+0301 (Chromium: 7.5 px), and
  /// NanumGothicBold draws the compatibility ideograph U+FA47 as U+6F22 (Chromium: 15.05 px).
  @Test func decompositionsCoverWhatTheFaceLacks() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let accented = chain.glyph(for: "ś")
    #expect(Self.family(chain, accented) == "Noto Sans CJK KR")
    let compatibility = chain.glyph(for: "\u{FA47}")
    #expect(compatibility.faceIndex == 0)
    #expect(compatibility.glyph == Fixtures.bold.glyphIndex(for: "\u{6F22}"))
    #expect(Fixtures.snapUp(compatibility.advanceEm * 16) == 15.046875)
  }
}
