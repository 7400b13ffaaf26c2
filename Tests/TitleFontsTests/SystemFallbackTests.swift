import Foundation
import Testing

@testable import TitleFonts

/// System fallback: the face that draws a scalar is a pure function
/// of the configured faces and the scalar, fontconfig is not asked once per scalar, and a chain
/// pulls in a bounded number of faces. Needs Debian's fonts-nanum (NanumBarunGothic) and
/// fonts-hanazono (HanaMinA/B, which cover CJK Extension B and Latin-1): `scripts/setup.sh`.
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

  /// The premise of the case: NanumBarunGothic lacks "è" and U+20000, HanaMinA has both,
  /// and fontconfig's answer for "è" alone is DejaVu Sans.
  @Test func thePremise() throws {
    let barun = try Self.barun()
    #expect(barun.glyphIndex(for: "è") == 0 && barun.glyphIndex(for: "\u{20000}") == 0)
    let hana = try FontFace(contentsOf: Self.hanaMinAPath)
    #expect(hana.glyphIndex(for: "è") != 0 && hana.glyphIndex(for: "\u{20000}") != 0)
    #expect(SystemFonts.sortedFile(covering: "è") == Fixtures.dejaVuSans)
    let ideographFile = try #require(SystemFonts.sortedFile(covering: "\u{20000}"))
    #expect(try FontFace(contentsOf: ideographFile).familyName.hasPrefix("HanaMin"))
  }

  /// Priming the chain with U+20000 pulls a HanaMin face in; "è" is still drawn by the face a
  /// fresh chain draws it with (the old chain drew it with the HanaMin face already loaded:
  /// 0.5 em). Under the default language (ko) that is Noto Sans CJK KR, as in Chromium 156
  /// (`<span lang=ko>è</span>` in NanumBarunGothic: Noto Sans CJK KR, 8.875 px at 16 px; under
  /// `en` it is DejaVu Sans, fontconfig's answer, checked in LanguageFallbackTests).
  @Test func primingDoesNotChangeTheFaceOfALaterScalar() throws {
    let barun = try Self.barun()
    let primed = try FontFallbackChain(faces: [barun], systemFallback: true)
    let ideograph = primed.glyph(for: "\u{20000}")
    #expect(!ideograph.isMissing)
    #expect(primed.face(at: Int(ideograph.faceIndex)).familyName.hasPrefix("HanaMin"))
    let afterPriming = primed.glyph(for: "è")
    let fresh = try FontFallbackChain(faces: [barun], systemFallback: true).glyph(for: "è")
    #expect(primed.face(at: Int(afterPriming.faceIndex)).familyName == "Noto Sans CJK KR")
    // Noto Sans CJK KR draws "è" 554 of its 1000 units wide (8.864 px, Chromium's 8.875 rounded
    // up to 1/64 px).
    #expect(afterPriming.advanceEm == 554.0 / 1000)
    #expect(fresh.advanceEm == afterPriming.advanceEm)
    #expect(fresh.glyph == afterPriming.glyph)
  }

  /// Many threads priming one chain in different orders all see the same face for each scalar.
  @Test func concurrentFirstLookupsAgree() async throws {
    let barun = try Self.barun()
    let scalars: [Unicode.Scalar] = [
      "è", "\u{20000}", "é", "\u{4E00}", "\u{2603}", "ñ", "\u{20001}",
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

  /// The remembered answers are what fontconfig answers when asked per scalar (`FcFontSort` with
  /// the scalar's charset), over a spread of scalars from every block the machine's fonts cover
  /// and many they do not (every font of this machine is within `fallbackFiles`).
  @Test func fallbackOrderAgreesWithPerScalarQueries() {
    var scalars: [Unicode.Scalar] = [
      "è", "🎉", "\u{2024}", "\u{20000}", "\u{30000}", "☺", "\u{1F170}",
    ]
    var v: UInt32 = 0x20
    while v < 0x3_2000 {
      if let scalar = Unicode.Scalar(v) { scalars.append(scalar) }
      v += 173
    }
    var mismatches: [String] = []
    for scalar in scalars
    where SystemFonts.file(covering: scalar) != SystemFonts.sortedFile(covering: scalar) {
      mismatches.append(
        "U+\(String(scalar.value, radix: 16)): \(SystemFonts.file(covering: scalar) ?? "nil") vs "
          + "\(SystemFonts.sortedFile(covering: scalar) ?? "nil")")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// 4,900 distinct characters no font covers (CJK Extension H and beyond, newer than every
  /// installed font; Noto Sans CJK has four Extension G ideographs fontconfig's charset omits): no fontconfig query after the fallback order is read, one look-up per scalar, and
  /// the negative answers are cached (a second pass looks nothing up).
  @Test func uncoveredCharactersCostNoQueryAndAreCachedAsMissing() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let scalars = (0x3_1350..<0x3_1350 + 4_900).map { Unicode.Scalar($0)! }
    for scalar in scalars { #expect(chain.glyph(for: scalar).isMissing) }
    #expect(chain.systemLookupCount == 4_900)
    for scalar in scalars { #expect(chain.glyph(for: scalar).isMissing) }
    #expect(chain.systemLookupCount == 4_900)
    #expect(chain.systemQueryCount == 0)
    #expect(chain.systemFaceCount == 0)
  }

  /// 4,900 distinct Extension B ideographs, which the HanaMin fonts cover: fontconfig is asked
  /// once per coverage (9 on this machine: which of HanaMinA, its fonts-japanese-mincho alias
  /// and HanaMinB have each ideograph), not once per character, and a second chain asks nothing.
  @Test func coveredRunIsAskedOncePerCoverage() throws {
    let barun = try Self.barun()
    let scalars = (0x2_0000..<0x2_0000 + 4_900).map { Unicode.Scalar($0)! }
    let first = try FontFallbackChain(faces: [barun], systemFallback: true)
    for scalar in scalars { #expect(!first.glyph(for: scalar).isMissing) }
    #expect(first.systemLookupCount == 4_900)
    #expect(first.systemQueryCount <= 16, "\(first.systemQueryCount) queries for 4,900 scalars")
    let second = try FontFallbackChain(faces: [barun], systemFallback: true)
    for scalar in scalars { #expect(second.glyph(for: scalar) == first.glyph(for: scalar)) }
    #expect(second.systemQueryCount == 0)
    #expect(second.systemFaceCount == first.systemFaceCount)
  }

  /// A chain asked for a scalar of every 61st code point of Unicode pulls in at most
  /// `maxSystemFaces` faces (each at most once), and everything beyond is a missing glyph.
  @Test func facesPulledInAreBounded() throws {
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    var missing = 0
    var v: UInt32 = 0
    while v < 0x11_0000 {
      if let scalar = Unicode.Scalar(v), chain.glyph(for: scalar).isMissing { missing += 1 }
      v += 61
    }
    #expect(missing > 0)
    #expect(FontFallbackChain.maxSystemFaces == 32)
    #expect(SystemFonts.fallbackFiles.count <= FontFallbackChain.maxSystemFaces)
    #expect(chain.systemFaceCount <= SystemFonts.fallbackFiles.count)
    #expect(Set(chain.faces.map(\.name)).count == chain.faces.count)
  }
}
