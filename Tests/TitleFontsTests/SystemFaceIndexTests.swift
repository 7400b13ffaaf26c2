import Testing

@testable import TitleFonts

/// A system face's ``GlyphInfo/faceIndex`` is a pure function of the configuration: the
/// configured faces' count plus the face's place in the environment's fonts (fontconfig's order
/// without a language, the list the fingerprint hashes), whichever title or thread pulled the
/// face in first. Glyph runs carry the index, so a layout's bytes depend on it.
@Suite struct SystemFaceIndexTests {
  /// Thai, Devanagari, Arabic, emoji and an Extension B ideograph: five system faces under the
  /// pinned environment (NanumGothicBold has none of them).
  static let scalars: [Unicode.Scalar] = ["ส", "ह", "ب", "🎉", "\u{20000}"]

  static func chain(_ environment: FontEnvironment) throws -> FontFallbackChain {
    try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true, environment: environment)
  }

  /// Two chains asked for the same characters in opposite orders give each character the same
  /// face index, and that index names the face's place in the environment's fonts.
  @Test func indicesDoNotDependOnTheOrderFacesWereNeeded() throws {
    let environment = try FontEnvironment(configurationFile: FontEnvironmentTests.pinnedPath())
    let forward = try Self.chain(environment)
    let backward = try Self.chain(environment)
    let a = Self.scalars.map { forward.glyph(for: $0) }
    let b = Self.scalars.reversed().map { backward.glyph(for: $0) }.reversed()
    #expect(a.allSatisfy { !$0.isMissing })
    #expect(Set(a.map(\.faceIndex)).count == Self.scalars.count)
    #expect(Array(a) == Array(b))
    let fonts = environment.fonts
    for info in a {
      let file = try #require(forward.systemFile(ofFaceAt: Int(info.faceIndex)))
      #expect(fonts.firstIndex(of: file) == Int(info.faceIndex) - 1)
    }
  }

  /// A chain that never drew with a face still answers for its index (a layout made by another
  /// chain of the same configuration names it), and one past the environment's fonts is no face.
  @Test func anIndexNamesTheSameFaceInEveryChain() throws {
    let environment = try FontEnvironment(configurationFile: FontEnvironmentTests.pinnedPath())
    let drawing = try Self.chain(environment)
    let thai = drawing.glyph(for: "ส")
    let other = try Self.chain(environment)
    #expect(other.hasFace(at: Int(thai.faceIndex)))
    #expect(
      other.systemFile(ofFaceAt: Int(thai.faceIndex))
        == drawing.systemFile(ofFaceAt: Int(thai.faceIndex)))
    #expect(other.face(at: Int(thai.faceIndex)).familyName == "Noto Sans Thai")
    #expect(!other.hasFace(at: 1 + environment.fonts.count))
    #expect(!other.hasFace(at: -1))
    let configuredOnly = try FontFallbackChain(faces: [Fixtures.bold], environment: environment)
    #expect(!configuredOnly.hasFace(at: Int(thai.faceIndex)))
  }

  /// Many tasks drawing the characters in different orders with one shared chain each get the
  /// serial answer.
  @Test func concurrentFirstUsesAgree() async throws {
    let environment = try FontEnvironment(configurationFile: FontEnvironmentTests.pinnedPath())
    let serial = try Self.scalars.map { try Self.chain(environment).glyph(for: $0) }
    let shared = try Self.chain(environment)
    let results = await withTaskGroup(of: [GlyphInfo].self) { group in
      for task in 0..<8 {
        group.addTask {
          let order = (0..<Self.scalars.count).map { (task + $0) % Self.scalars.count }
          var out = [GlyphInfo?](repeating: nil, count: Self.scalars.count)
          for index in order { out[index] = shared.glyph(for: Self.scalars[index]) }
          return out.map { $0! }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    for result in results { #expect(result == serial) }
  }
}
