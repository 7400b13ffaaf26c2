import Foundation
import Testing
import TitleComposer
import TitleFonts

@testable import TitleRendering

/// Emoji sequences are drawn as their ligature glyph: a flag is a flag, not a letter in a box.
@Suite struct EmojiLigatureRenderTests {
  /// The composer with Noto Color Emoji as its only fallback: reproducible on any machine that
  /// has the Debian font.
  static let composer = try! Composer(
    fallback: FontFallback(
      fonts: [.file(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")],
      usesSystemFonts: false))
  static let renderer = CellRenderer(composer: composer)

  /// The distinct opaque colours in a device-pixel box.
  static func colours(in image: RasterImage, x: Range<Int>, y: Range<Int>) -> Set<UInt32> {
    var colours: Set<UInt32> = []
    for row in y.clamped(to: 0..<image.height) {
      for column in x.clamped(to: 0..<image.width) {
        let p = image.pixel(x: column, y: row)
        if p.alpha == 255 {
          colours.insert(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
        }
      }
    }
    return colours
  }

  @Test func flagAndFamilyAreDrawnInColour() throws {
    let title = try Self.composer.compose(
      categoryID: 1, title: "🇰🇷 👨‍👩‍👧", width: 343, includesGlyphRuns: true)
    let line = try #require(title.lines.first)
    let run = try #require(line.runs.first)
    let flag = try #require(run.glyphs.first)
    let emoji = Self.composer.titleFonts.face(at: run.faceIndex)
    #expect(emoji.isColor)
    #expect(flag.id == emoji.ligatureGlyph(for: "🇰🇷".unicodeScalars))
    let scale = 2.0
    let image = try Self.renderer.image(for: title, style: Fixtures.style(scale: scale))
    let advance = flag.advance
    let (flagX, size) = (run.x, run.size)
    let x = deviceRange(flagX, flagX + advance, scale: scale)
    let y = deviceRange(line.baseline - size, line.baseline + size * 0.25, scale: scale)
    // The Korean flag: white field, red and blue taegeuk, black trigrams, anti-aliased edges. A
    // "K" (the first regional indicator's glyph) is two or three colours.
    let flagColours = Self.colours(in: image, x: x, y: y)
    #expect(flagColours.count > 20, "\(flagColours.count) colours in the flag's box")
    #expect(flagColours.contains { $0 >> 16 > 0xC0 && ($0 >> 8) & 0xFF < 0x60 }, "no red")
    #expect(flagColours.contains { $0 & 0xFF > 0x90 && $0 >> 16 < 0x40 }, "no blue")

    // The family is the family glyph, not 👨 alone.
    let family = try #require(line.runs.last?.glyphs.first)
    #expect(line.runs.count == 3 && line.runs.last!.x > flagX + advance)
    #expect(family.id == emoji.ligatureGlyph(for: "👨‍👩‍👧".unicodeScalars))
    #expect(family.id != emoji.glyphIndex(for: "👨"))
    if let path = ProcessInfo.processInfo.environment["EMOJI_RENDER_PNG"] {
      try Data(try PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func widthsDoNotDependOnShaping() throws {
    // The composer measures a cluster as its lead's advance: 🇰🇷, a space, 👨‍👩‍👧 at 16 px.
    let title = try Self.composer.compose(
      categoryID: 1, title: "🇰🇷 👨‍👩‍👧", width: 343, includesGlyphRuns: true)
    // Noto Color Emoji's strike advance (136 px at 109 ppem) scaled to 16 px in float
    // (19.963303) and truncated to HarfBuzz's 16.16 grid, as Chromium lays it out.
    let emoji = 1_308_315.0 / 65536
    // NanumGothicBold's space (280 of 1000 units) as FreeType's 16.16 linear advance at 16 px:
    // x_scale = (1024 · 65536 + 500) / 1000, advance = (280 · x_scale + 32) / 64 / 65536.
    let space = Double((280 * ((1024 * 65536 + 500) / 1000) + 32) / 64) / 65536
    #expect(title.lines[0].width == 2 * emoji + space)
  }
}
