import Testing

@testable import TitleFonts

/// The eager table's hard-coded ranges agree with its block list, and every entry equals what
/// the slow path computes for the same scalar.
@Suite struct EagerTableTests {
  @Test func everyBlockScalarIsEagerAndEqualsTheSlowPath() {
    let chain = Fixtures.chromiumLike
    let faces = chain.faces
    var covered = 0
    for block in EagerGlyphTable.blocks {
      for v in block.first..<block.first + block.count {
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
      #expect(
        chain.eager.lookup(block.first &- 1) == nil || block.first == 0 || block.first == 0x2460)
      #expect(chain.eager.lookup(block.first + block.count) == nil || block.first == 0x2000)
    }
    #expect(covered == chain.eager.infos.count)
    #expect(covered == 12_356)
  }

  @Test func outsideTheBlocksNothingIsEager() {
    for v: UInt32 in [
      0x100, 0x10FF, 0x1200, 0x2070, 0x245F, 0x2500, 0x2FFF, 0x3040, 0x312F, 0x3190,
      0xABFF, 0xD7A4, 0xFEFF, 0xFFF0, 0x1F389,
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
