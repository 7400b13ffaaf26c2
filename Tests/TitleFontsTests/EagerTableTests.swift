import Testing

@testable import TitleFonts

/// The eager table covers exactly its pages, and every entry equals what the slow path computes
/// for the same scalar.
@Suite struct EagerTableTests {
  @Test func everyPageScalarIsEagerAndEqualsTheSlowPath() {
    let chain = Fixtures.chromiumLike
    let faces = chain.faces
    var covered = 0
    for page in EagerGlyphTable.pages {
      for v in UInt32(page) << 8..<(UInt32(page) + 1) << 8 {
        let eager = chain.eager.lookup(v)
        #expect(eager != nil, "U+\(String(v, radix: 16))")
        if let scalar = Unicode.Scalar(v) {
          let slow = chain.resolver.resolve(scalar, in: faces) ?? chain.resolver.missing
          if eager != slow {
            Issue.record("U+\(String(v, radix: 16)): \(String(describing: eager)) != \(slow)")
          }
        }
        covered += 1
      }
    }
    #expect(covered == chain.eager.infos.count)
    #expect(covered == 51 * 256)
    // The blocks Korean titles use are all inside.
    for v: UInt32 in [0x20, 0xFF, 0x1100, 0x2026, 0x2460, 0x3000, 0x3131, 0xAC00, 0xD7A3, 0xFF01] {
      #expect(chain.eager.lookup(v) != nil, "U+\(String(v, radix: 16))")
    }
  }

  /// A page's glyphs read in one walk of the charmap are FreeType's answers asked code point by
  /// code point, for faces with different cmap formats (NanumGothic, DejaVu Sans, Noto Color
  /// Emoji) and pages inside and outside the eager set.
  @Test func aPageReadInOneWalkEqualsEachCodePointAsked() {
    let pages = EagerGlyphTable.pages.map(UInt32.init) + [0x01, 0x25, 0xD8, 0xFE, 0x1F3]
    for face in [Fixtures.bold, Fixtures.regular, Fixtures.dejaVu, Fixtures.emoji] {
      var mapped = 0
      for page in pages {
        let values = page << 8..<(page + 1) << 8
        let walked = face.glyphIndices(for: values)
        #expect(walked.count == 256)
        for (offset, v) in values.enumerated() {
          let asked = Unicode.Scalar(v).map(face.glyphIndex(for:)) ?? 0
          if walked[offset] != asked {
            Issue.record("\(face.name) U+\(String(v, radix: 16)): \(walked[offset]) != \(asked)")
          }
          if asked != 0 { mapped += 1 }
        }
      }
      #expect(mapped > 0, "\(face.name)")
    }
  }

  @Test func outsideThePagesNothingIsEager() {
    for v: UInt32 in [
      0x100, 0x10FF, 0x1200, 0x1FFF, 0x2100, 0x23FF, 0x2500, 0x2FFF, 0x3200, 0xABFF, 0xD800,
      0xFEFF, 0x1_0000, 0x1F389, 0x10_FFFF,
    ] {
      #expect(Fixtures.chromiumLike.eager.lookup(v) == nil, "U+\(String(v, radix: 16))")
    }
  }

  @Test func kernTableParsesAllPairsOfNanum() {
    let pairs = Fixtures.bold.kern.allPairs
    #expect(pairs.count == 113)
    #expect(pairs.contains { $0 == (34, 55, -92) })  // A V
    // Values agree with FreeType's own FT_Get_Kerning reading, for listed and unlisted pairs.
    for pair in pairs {
      #expect(
        Int32(pair.value) == Fixtures.bold.freeTypeKerningUnits(left: pair.left, right: pair.right))
    }
    for left in UInt32(0)..<120 {
      for right in UInt32(0)..<120 {
        let ours = Fixtures.bold.kerningUnits(left: left, right: right)
        if ours != Fixtures.bold.freeTypeKerningUnits(left: left, right: right) {
          Issue.record("pair \(left) \(right)")
        }
      }
    }
  }
}
