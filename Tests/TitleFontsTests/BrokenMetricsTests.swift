import Foundation
import Testing
import TitleFonts

/// Fonts with broken metrics are a `FontError.invalidMetrics` naming the
/// value, never a layout with negative widths or heights. Each test patches one field of
/// NanumGothicBold's `head`, `hhea`, `hmtx` or `kern` table in memory (offsets from the OpenType
/// specification, found through the table directory) and loads the bytes.
@Suite struct BrokenMetricsTests {
  /// NanumGothicBold's bytes.
  static let original: [UInt8] = Array(
    try! Data(contentsOf: URL(fileURLWithPath: Fixtures.nanumGothicBold)))

  /// The offset of a table, read from the table directory: numTables (uint16) at byte 4, then
  /// 16-byte records from byte 12 (tag, checksum, offset, length).
  static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int {
    let count = Int(readUInt16(bytes, 4))
    for record in 0..<count {
      let base = 12 + 16 * record
      if String(decoding: bytes[base..<base + 4], as: UTF8.self) == tag {
        return Int(readUInt16(bytes, base + 8)) << 16 | Int(readUInt16(bytes, base + 10))
      }
    }
    fatalError("no \(tag) table")
  }

  static func readUInt16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }

  static func readInt16(_ bytes: [UInt8], _ at: Int) -> Int16 {
    Int16(bitPattern: readUInt16(bytes, at))
  }

  /// The font with the 16-bit big-endian field at `offset` bytes into table `tag` set to `value`.
  static func patched(_ tag: String, at offset: Int, to value: Int) -> [UInt8] {
    patched([(tag, offset, value)])
  }

  /// The font with several 16-bit fields set: (table, offset in it, value).
  static func patched(_ fields: [(String, Int, Int)]) -> [UInt8] {
    var bytes = original
    for (tag, offset, value) in fields {
      let at = tableOffset(tag, in: bytes) + offset
      let bits = UInt16(truncatingIfNeeded: value)
      bytes[at] = UInt8(bits >> 8)
      bytes[at + 1] = UInt8(bits & 0xFF)
    }
    return bytes
  }

  /// Loads patched bytes, expecting `invalidMetrics` with exactly `reason`.
  static func expectInvalid(_ bytes: [UInt8], reason: String) {
    #expect(throws: FontError.invalidMetrics(name: "patched.ttf", reason: reason)) {
      try FontFace(data: bytes, name: "patched.ttf")
    }
  }

  /// The offsets this suite patches hold NanumGothicBold's values as FreeType reports them, so
  /// the patches below change the fields they claim to.
  @Test func offsetsHoldTheValuesFreeTypeReports() throws {
    let bytes = Self.original
    let face = try FontFace(data: bytes, name: "original.ttf")
    #expect(Int(Self.readUInt16(bytes, Self.tableOffset("head", in: bytes) + 18)) == 1000)
    #expect(face.metrics.unitsPerEm == 1000)
    let hhea = Self.tableOffset("hhea", in: bytes)
    #expect(Self.readInt16(bytes, hhea + 4) == 920 && face.metrics.ascender == 920)
    #expect(Self.readInt16(bytes, hhea + 6) == -230 && face.metrics.descender == -230)
    #expect(Self.readInt16(bytes, hhea + 8) == 0 && face.metrics.lineGap == 0)
    let space = face.glyphIndex(for: " ")
    #expect(space == 1)
    #expect(face.advanceUnits(glyph: space) == 280)
    // hmtx: (advanceWidth uint16, lsb int16) per glyph below numberOfHMetrics (hhea + 34).
    #expect(Int(Self.readUInt16(bytes, hhea + 34)) > Int(space))
    let hmtx = Self.tableOffset("hmtx", in: bytes)
    #expect(Int32(Self.readUInt16(bytes, hmtx + 4 * Int(space))) == face.advanceUnits(glyph: space))
    // kern version 0: header (4 bytes), subtable header (6), nPairs etc. (8), then pairs of
    // (left, right, value); the first pair is glyphs 34, 53: −56.
    let kern = Self.tableOffset("kern", in: bytes)
    #expect(Self.readInt16(bytes, kern + 22) == -56)
    #expect(face.kerningUnits(left: 34, right: 53) == -56)
    // OS/2: fsSelection at 62 (USE_TYPO_METRICS is bit 7, clear here), then sTypoAscender,
    // sTypoDescender, sTypoLineGap at 68, 70, 72.
    let os2 = Self.tableOffset("OS/2", in: bytes)
    #expect(Self.readUInt16(bytes, os2 + 62) & 0x80 == 0)
    #expect(Self.readInt16(bytes, os2 + 68) == 800 && Self.readInt16(bytes, os2 + 70) == -200)
    let typo = try FontFace(data: Self.patched("OS/2", at: 62, to: 0xA0), name: "typo.ttf")
    #expect(
      typo.metrics == FontMetrics(unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0))
  }

  /// FreeType itself rejects a TrueType `head` whose units per em lie outside 16…16384
  /// (`Invalid_Table`); `invalidMetrics` covers the faces it does not check (bitmap-only faces).
  @Test(arguments: [0, 15, 16_385, 65_535])
  func unitsPerEmOutsideTheOpenTypeRange(value: Int) {
    #expect(
      throws: FontError.invalidFont(
        name: "patched.ttf", freeTypeError: 8, message: "Invalid_Table: broken table")
    ) {
      try FontFace(data: Self.patched("head", at: 18, to: value), name: "patched.ttf")
    }
  }

  @Test func unitsPerEmAtTheUpperBoundLoads() throws {
    let face = try FontFace(data: Self.patched("head", at: 18, to: 16_384), name: "patched.ttf")
    #expect(face.metrics.unitsPerEm == 16_384)
  }

  /// At 16 units per em Nanum's strongest kerning pair (−116 units, hand-checked in the `kern`
  /// table) moves a glyph by more than 7 em.
  @Test func unitsPerEmAtTheLowerBoundMakesTheKerningTooLarge() {
    Self.expectInvalid(
      Self.patched("head", at: 18, to: 16),
      reason: "a kerning pair moves a glyph by 116 font units, more than one em (16)")
  }

  @Test(arguments: [0, -800])
  func ascenderAtOrBelowTheBaseline(value: Int) {
    Self.expectInvalid(
      Self.patched("hhea", at: 4, to: value),
      reason: "ascender is \(value) font units; it must be positive (above the baseline)")
  }

  @Test func descenderAboveTheBaseline() {
    Self.expectInvalid(
      Self.patched("hhea", at: 6, to: 230),
      reason: "descender is 230 font units; it must be zero or negative (below the baseline)")
  }

  /// With USE_TYPO_METRICS the OS/2 values are used as they are (FreeType adjusts a negative
  /// hhea line gap itself): 800 − (−200) + (−2000) = −1000.
  @Test func typoLineGapThatMakesTheLineHeightNegative() {
    Self.expectInvalid(
      Self.patched([("OS/2", 62, 0xA0), ("OS/2", 72, -2000)]),
      reason:
        "line height (ascender − descender + line gap) is -1000 font units; it must be positive")
  }

  @Test func typoAscenderBelowTheBaseline() {
    Self.expectInvalid(
      Self.patched([("OS/2", 62, 0xA0), ("OS/2", 68, -10)]),
      reason: "ascender is -10 font units; it must be positive (above the baseline)")
  }

  @Test func zeroAdvanceSpace() {
    // The space is glyph 1: its advance is hmtx's first field of entry 1.
    Self.expectInvalid(
      Self.patched("hmtx", at: 4 * 1, to: 0),
      reason: "U+0020 (glyph 1) has a zero advance (0 font units)")
  }

  @Test func zeroAdvanceLetterAndHangulSyllable() throws {
    let face = try FontFace(data: Self.original, name: "original.ttf")
    for (scalar, name) in [("A", "U+0041"), ("가", "U+AC00")] as [(Unicode.Scalar, String)] {
      let glyph = Int(face.glyphIndex(for: scalar))
      try #require(glyph != 0)
      Self.expectInvalid(
        Self.patched("hmtx", at: 4 * glyph, to: 0),
        reason: "\(name) (glyph \(glyph)) has a zero advance (0 font units)")
    }
  }

  /// A zero advance is legitimate outside the probed characters (combining marks, zero-width
  /// glyphs): the ellipsis here, which layout then measures as zero.
  @Test func zeroAdvanceElsewhereLoads() throws {
    let face = try FontFace(data: Self.original, name: "original.ttf")
    let glyph = face.glyphIndex(for: "…")
    try #require(glyph != 0)
    let patched = try FontFace(
      data: Self.patched("hmtx", at: 4 * Int(glyph), to: 0), name: "patched.ttf")
    #expect(patched.advanceUnits(glyph: glyph) == 0)
  }

  @Test func kerningOfMoreThanOneEm() {
    Self.expectInvalid(
      Self.patched("kern", at: 22, to: -30_000),
      reason: "a kerning pair moves a glyph by 30000 font units, more than one em (1000)")
  }

  @Test func kerningOfExactlyOneEmLoads() throws {
    let face = try FontFace(data: Self.patched("kern", at: 22, to: -1000), name: "patched.ttf")
    #expect(face.kerningUnits(left: 34, right: 53) == -1000)
  }

  /// A file on disk is named by its path.
  @Test func brokenFileIsNamedByItsPath() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-metrics-\(UUID().uuidString).ttf").path
    try Data(Self.patched("hhea", at: 4, to: -800)).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = FontError.invalidMetrics(
      name: path, reason: "ascender is -800 font units; it must be positive (above the baseline)")
    #expect(throws: expected) { try FontFace(contentsOf: path) }
    #expect(
      expected.description
        == "font has unusable metrics: \(path): ascender is -800 font units; it must be positive "
        + "(above the baseline)")
  }

  /// Every font the tests and the corpus use passes the checks.
  @Test func realFontsLoad() throws {
    for path in [
      Fixtures.nanumGothic, Fixtures.nanumGothicBold, Fixtures.dejaVuSans, Fixtures.notoColorEmoji,
    ] {
      _ = try FontFace(contentsOf: path)
    }
  }
}
