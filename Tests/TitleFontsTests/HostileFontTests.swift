import Foundation
import Testing
import TitleTestSupport
import TitleFonts

/// Font bytes and paths a server could be handed by mistake or malice: every one loads or throws
/// a typed `FontError`; a face that loads answers glyph, advance and kerning questions for any
/// glyph id without crashing. (A directory, a missing file, an empty and a truncated file: see
/// `FontErrorTests`; random mutations for hours: `scripts/fuzz.sh font`.)
@Suite struct HostileFontTests {
  static let bold: [UInt8] = Array(
    try! Data(contentsOf: URL(fileURLWithPath: Fixtures.nanumGothicBold)))

  /// Asks a loaded face everything layout asks, for glyph ids inside and outside the face.
  static func probe(_ face: FontFace) throws(FontError) {
    var glyphs: [UInt32] = [0, 1, UInt32(face.glyphCount), .max]
    for scalar in ["A", "V", "가", "…", "\u{10FFFF}"] as [Unicode.Scalar] {
      glyphs.append(face.glyphIndex(for: scalar))
    }
    for left in glyphs {
      _ = face.advanceEm(glyph: left)
      for right in glyphs { _ = face.kerningUnits(left: left, right: right) }
    }
    let chain = try FontFallbackChain(faces: [face])
    _ = chain.glyph(for: "가")
    _ = chain.glyphs(forCluster: ["\u{1F469}", "\u{200D}", "\u{1F467}"])
  }

  /// Every prefix length that cuts a table directory, a table or a glyph.
  @Test(arguments: [0, 1, 4, 11, 12, 27, 28, 200, 1_000, 65_536, 1_000_000, 4_000_000])
  func truncatedFont(length: Int) {
    do {
      let face = try FontFace(data: Array(Self.bold.prefix(length)), name: "cut.ttf")
      try Self.probe(face)
    } catch {
      guard case .invalidFont(let name, let code, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(name == "cut.ttf" && code != 0 && !message.isEmpty)
    }
  }

  /// Headers of real formats followed by nothing or by garbage.
  @Test(
    arguments: [
      [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("ttcf".utf8), Array("true".utf8),
      Array("wOFF".utf8), Array("wOF2".utf8), [0x00, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF],
      Array("ttcf".utf8) + [0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF],
    ] as [[UInt8]])
  func bareHeaders(header: [UInt8]) {
    for tail in [
      [], Array(repeating: UInt8(0xFF), count: 64), Array(repeating: UInt8(0), count: 64),
    ] {
      do {
        try Self.probe(try FontFace(data: header + tail, name: "header.ttf"))
      } catch {
        guard case .invalidFont = error else {
          Issue.record("unexpected \(error)")
          return
        }
      }
    }
  }

  /// Seeded random byte flips in the table directory and the `kern`, `cmap` and `hmtx` tables.
  @Test func mutatedFonts() {
    var random = SeededRandom(seed: 6)
    for _ in 0..<24 {
      var bytes = Self.bold
      for _ in 0..<16 {
        // Half the flips in the first 64 KiB (directory, head, hhea, cmap), half anywhere.
        let bound = random.next() % 2 == 0 ? 65_536 : bytes.count
        bytes[Int(random.next() % UInt64(bound))] = UInt8(truncatingIfNeeded: random.next())
      }
      do {
        try Self.probe(try FontFace(data: bytes, name: "mutated.ttf"))
      } catch {
        guard case .invalidFont = error else {
          Issue.record("unexpected \(error)")
          return
        }
      }
    }
  }

  /// A character device and a FIFO are not font files.
  @Test func specialFiles() throws {
    #expect(throws: FontError.specialFile(path: "/dev/null", kind: "a character device")) {
      try FontFace(contentsOf: "/dev/null")
    }
    #expect(throws: FontError.self) { try FontFace(contentsOf: "/proc/self/status") }
  }
}
