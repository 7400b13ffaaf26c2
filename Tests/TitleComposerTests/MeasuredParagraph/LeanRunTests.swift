import Foundation
import Testing

@_spi(TitleInternals) import TitleFonts
import TitleTestSupport

@testable import TitleComposer
import TitleText

/// The measurer's lean run (one packed word per code unit for the primary face's unshaped
/// glyphs) against the general loop, which looks every glyph up as a ``GlyphInfo``: both must
/// give the same clusters, glyphs and widest cluster for any text, prefix and white-space mode.
@Suite struct LeanRunTests {
  /// Fonts of each kind the lean path meets: a `kern` table (NanumGothicBold, the default), no
  /// kerning (UnDotum), a shaped face whose glyphs are never lean (Noto Sans CJK KR).
  static let fonts: [(name: String, font: FontSource?)] = [
    ("NanumGothicBold", nil),
    ("UnDotum", .file(path: "/usr/share/fonts/truetype/unfonts-core/UnDotum.ttf")),
    (
      "Noto Sans CJK KR",
      .file(
        path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        choice: FontFaceChoice(index: 1))
    ),
  ]

  static func composer(_ font: FontSource?, systemFallback: Bool) throws -> Composer {
    var style = TitleStyle()
    if let font { style.titleFont = font }
    return try Composer(style: style, fallback: systemFallback ? .default : .none)
  }

  /// Pieces titles mix: Hangul, kerning pairs, every kind of white space, marks and joiners,
  /// emoji, CJK outside the eager pages, soft hyphens, separators, characters fonts lack.
  static let pieces: [String] = [
    "가", "나", "힣", "뷁", "요", "AV", "To", "Wa", "LT", "r.", "y,", "F.", "P.", "Te", "a", "Z",
    "0", "7", " ", " ", " ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{3000}", "\u{2009}",
    "\u{200B}", "\u{0301}", "\u{200D}", "\u{FE0F}", "🎉", "👍🏻", "🇰🇷", "漢", "字", "\u{00AD}",
    "\u{2028}", "ⓐ", "㉠", "ㅋ", "\u{1100}\u{1161}", "「", "」", "（", "）", "…", "—", "ß", "é",
    "\u{0E01}", "\u{10FFFD}", "\u{FFFC}", "\u{0085}",
  ]

  static func randomTitle(using random: inout SeededRandom) -> String {
    (0..<Int.random(in: 1...24, using: &random)).map { _ in
      pieces.randomElement(using: &random)!
    }.joined()
  }

  struct Measured: Equatable {
    var clusters: [MeasuredCluster]
    var glyphs: [MeasuredGlyph]
    var widest: Double
  }

  /// Measures `title` as a composer lays it out after a badge of 40 px (`prefix` U+FFFC) or
  /// after three padding spaces (`prefix` U+0020), with or without the lean run.
  static func measure(
    _ title: String, composer: Composer, size: Double, prefix: UInt16,
    whiteSpace: WhiteSpace, recordsGlyphs: Bool, lean: Bool
  ) -> Measured {
    let buffer = TitleBuffer(title: title, prefix: prefix, prefixCount: prefix == 0x20 ? 3 : 1)
    composer.analyzer.analyze(buffer.utf16, wordBreak: .keepAll, into: buffer.boundaryFlags)
    var measurer = ParagraphMeasurer(
      font: ScaledFontChain(chain: composer.titleChain, size: size),
      prefixLength: buffer.prefixLength, badgeAdvance: prefix == 0xFFFC ? 40 : nil,
      whiteSpace: whiteSpace)
    measurer.recordsGlyphs = recordsGlyphs
    measurer.usesLeanGlyphs = lean
    let output = measurer.measure(buffer)
    return Measured(
      clusters: Array(output.paragraph.clusters), glyphs: Array(output.paragraph.glyphs),
      widest: output.widestTitleCluster)
  }

  @Test(arguments: [0, 1, 2])
  func leanRunMeasuresAsTheGeneralLoop(fontIndex: Int) throws {
    let (name, font) = Self.fonts[fontIndex]
    if case .file(let path) = font {
      try #require(FileManager.default.fileExists(atPath: path), "run scripts/setup.sh")
    }
    if case .fileFace(let path, _) = font {
      try #require(FileManager.default.fileExists(atPath: path), "run scripts/setup.sh")
    }
    var random = SeededRandom(seed: 0x6C65_616E + UInt64(fontIndex))
    var mismatches: [String] = []
    var cases = 0
    for systemFallback in [false, true] {
      let composer = try Self.composer(font, systemFallback: systemFallback)
      for _ in 0..<600 {
        let title = Self.randomTitle(using: &random)
        let size = [16, 13.7, 21][Int.random(in: 0..<3, using: &random)]
        let prefix: UInt16 = Bool.random(using: &random) ? 0xFFFC : 0x20
        let whiteSpace: WhiteSpace = Bool.random(using: &random) ? .preserve : .collapse
        let recordsGlyphs = Bool.random(using: &random)
        let measured = { (lean: Bool) in
          Self.measure(
            title, composer: composer, size: size, prefix: prefix, whiteSpace: whiteSpace,
            recordsGlyphs: recordsGlyphs, lean: lean)
        }
        cases += 1
        if measured(true) != measured(false) && mismatches.count < 5 {
          mismatches.append("\(name) \(title.debugDescription) \(size) px \(whiteSpace)")
        }
      }
    }
    #expect(cases == 1_200)
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  /// Every lean entry of the eager pages packs what the general look-up answers for its
  /// scalar (the primary face's glyph, its units, missing and kerning flags), and only scalars
  /// the measuring loop may take without a look-up have one.
  @Test(arguments: [false, true])
  func leanEntriesPackTheGeneralAnswer(systemFallback: Bool) throws {
    let chain = try Self.composer(nil, systemFallback: systemFallback).titleChain
    var lean = 0
    var wrong: [String] = []
    chain.withLeanGlyphs { lookup in
      // Every scalar of the eager pages, and a sample of the others (which must not be lean).
      for value in UInt32(0)..<0x1_0000 where EagerPages.contains(value) || value % 61 == 0 {
        let entry = lookup[UInt16(value)]
        guard let scalar = Unicode.Scalar(value) else {
          if entry.isLean { wrong.append(String(value, radix: 16)) }
          continue
        }
        let info = chain.glyph(for: scalar)
        let whiteSpaceOrControl = value <= 0x20 && value != 0x20 || value == 0x85
        let expected =
          !whiteSpaceOrControl && info.faceIndex == 0 && !info.shapes
          && (0...0xFFFF).contains(info.advanceUnits) && !(info.isMissing && systemFallback)
          && EagerPages.contains(value)
        if entry.isLean { lean += 1 }
        if entry.isLean != expected
          || entry.isLean
            && (entry.glyph != info.glyph || entry.advanceUnits != Int(info.advanceUnits)
              || entry.isMissing != info.isMissing || entry.kernsAsLeft != info.kernsAsLeft
              || entry.isSpace != (value == 0x20))
        {
          wrong.append(String(value, radix: 16))
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    // NanumGothicBold draws all 11,172 Hangul syllables itself.
    #expect(lean > 11_172)
  }

  /// The pages the chain measures eagerly (``TitleFonts/EagerGlyphTable``'s list, written out).
  enum EagerPages {
    static func contains(_ value: UInt32) -> Bool {
      let page = value >> 8
      return [0x00, 0x11, 0x20, 0x24, 0x30, 0x31, 0xFF].contains(page)
        || (0xAC...0xD7).contains(page)
    }
  }
}
