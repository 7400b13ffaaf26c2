import Testing
import TitleTestSupport
import TitleFonts
import TitleText

@testable import TitleComposer

/// The measurer's two paths against HarfBuzz itself, on random titles: every composed line's
/// width must be the width HarfBuzz gives the line's text shaped alone (what Blink's line breaker
/// measures, reshaping the edges a break makes unsafe). For NanumGothicBold, a face without
/// layout tables, that checks the glyph-by-glyph fast path (cmap, hmtx, `kern`); for Inter and
/// Noto Sans CJK KR, the shaped segments with their edge corrections and the shape cache.
@Suite("Shaping: the fast path and shaped segments against uncached HarfBuzz")
struct ShapingMatchesHarfBuzzTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// A composer whose title font is `source` alone (no fallback, no system fonts).
  static func composer(_ source: FontSource) throws -> Composer {
    var style = TitleStyle()
    style.titleFont = source
    return try Composer(
      style: style, fallback: FontFallback(fonts: [], usesSystemFonts: false))
  }

  /// Composes `count` random titles from `alphabet` at random widths and checks each line; titles
  /// `skipping` names are drawn again.
  static func check(
    _ composer: Composer, alphabet: [String], count: Int, seed: UInt64,
    skipping: (String) -> Bool = { _ in false }
  ) throws -> [String] {
    let face = composer.titleFonts.primary
    var random = SeededRandom(seed: seed)
    var mismatches: [String] = []
    var itemizer = TextItemizer()
    var checked = 0
    while checked < count {
      var title = ""
      for index in 0..<(2 + Int(random.next() % 10)) {
        // Single spaces only: a run of spaces collapses, and the reference shapes the text as is.
        if index > 0 && random.next() % 3 == 0 { title += " " }
        title += alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      if skipping(title) { continue }
      checked += 1
      let width = 60 + Double(random.next() % 3400) / 10
      let composed = try composer.compose(
        TitleRequest(
          categoryID: 1, title: title, width: width, numberOfLines: 0, wordBreak: .normal,
          whiteSpace: .collapse, includesGlyphRuns: true))
      let titleUnits = Array(title.utf16)
      let runs = itemizer.itemize(titleUnits)
      for line in composed.lines where !line.text.isEmpty {
        // Blink measures a line as its pieces of the paragraph's runs, each shaped alone.
        let start = line.range.lowerBound
        let end = start + line.text.utf16.count
        var expected = 0.0
        for textRun in runs where textRun.range.overlaps(start..<end) {
          let piece = Array(
            titleUnits[max(start, textRun.range.lowerBound)..<min(end, textRun.range.upperBound)])
          let properties = ShapingProperties(
            direction: textRun.bidiLevel & 1 == 1 ? .rightToLeft : .leftToRight,
            script: textRun.script)
          let shaped = face.shapeUncached(piece.span, properties)
          let run = try #require(shaped)
          if face.hasLayoutTables {
            // As Chromium: each glyph's own advance FreeType's, the positioning HarfBuzz's.
            let unitsPerEm = Int(run.unitsPerEm) / 64
            for glyph in run.glyphs {
              expected += FreeTypeArithmetic.shapedAdvance(
                advanceUnits: Int(glyph.advance) / 64, nominalUnits: Int(glyph.nominalAdvance) / 64,
                size: composed.titleSize, unitsPerEm: unitsPerEm)
            }
          } else {
            // Measured glyph by glyph, as Chromium: each glyph's own advance is FreeType's 16.16
            // linear advance, what HarfBuzz's positioning adds (the `kern` pairs) exact.
            let unitsPerEm = Int(run.unitsPerEm) / 64
            for glyph in run.glyphs {
              let nominal = Int(face.nominalShapingAdvance(of: glyph.glyph)) / 64
              expected +=
                Double(Int(glyph.advance) - nominal * 64) * composed.titleSize
                / Double(run.unitsPerEm)
                + FreeTypeArithmetic.linearAdvance(
                  units: nominal, size: composed.titleSize, unitsPerEm: unitsPerEm)
            }
          }
        }
        // A closing mark at a line end may be set half width where that makes the line fit
        // (text-spacing-trim, Blink's, not HarfBuzz's: LanguageSpacingTrimTests checks it).
        let trimmable = line.text.utf16.last.map(HanKerningClass.maybeClose) ?? false
        if !trimmable && abs(line.width - expected) > 1e-6 {
          mismatches.append("\(title) @\(width): '\(line.text)' \(line.width) vs \(expected)")
        }
        let drawn = line.runs.reduce(0.0) { $0 + $1.glyphs.reduce(0.0) { $0 + $1.advance } }
        if abs(drawn - line.width) > 1e-6 {
          mismatches.append("\(title) @\(width): runs of '\(line.text)' sum to \(drawn)")
        }
      }
    }
    return mismatches
  }

  @Test("NanumGothicBold (no layout tables): the glyph-by-glyph path is HarfBuzz's answer")
  func fastPathIsShaping() throws {
    let composer = try Self.composer(.bundled(.nanumGothicBold))
    #expect(!composer.titleFonts.primary.hasLayoutTables)
    let alphabet = [
      "가", "나", "한국", "사람", "AV", "To", "Wa", "LT", "Yo", "P.", "F,", "r.", "1", "2",
      "(", ")", "“", "”", "…", "-", "/", "!", "?", "ff", "fi",
    ]
    let mismatches = try Self.check(composer, alphabet: alphabet, count: 300, seed: 1)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("Inter (GPOS kerning, calt): shaped lines are HarfBuzz's lines")
  func interLines() throws {
    let composer = try Self.composer(.file(path: Self.inter))
    #expect(composer.titleFonts.primary.hasLayoutTables)
    let alphabet = [
      "AVATAR", "Tuesday,", "->", "fi", "ffl", "Wave", "Type", "LT", "Yo", "P.", "F,",
      "r.", "1", "2", "(", ")", "\"", "-", "/", "!", "?", ":", "AW", "To",
    ]
    let mismatches = try Self.check(composer, alphabet: alphabet, count: 300, seed: 2)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("Noto Sans CJK KR (GPOS, locl space under ko): shaped lines are HarfBuzz's lines")
  func notoKoreanLines() throws {
    let composer = try Self.composer(
      .fileFace(path: Self.notoCJK, choice: FontFaceChoice(index: 1)))
    let alphabet = [
      "가", "나", "한국", "사람", "입니다", "(", ")", "「", "」", "…", "·", "1", "2", "!",
      "?", ",", ".", "%",
    ]
    // Two adjacent punctuation marks of text-spacing-trim's classes (「「, 」·, (「, …) are kerned
    // after shaping, as Blink's HanKerning does: not HarfBuzz's answer, so not drawn here
    // (HanKerningTests and the multi-script corpus check them against Chromium).
    let mismatches = try Self.check(
      composer, alphabet: alphabet, count: 300, seed: 3,
      skipping: { title in
        let units = Array(title.utf16)
        return zip(units, units.dropFirst()).contains {
          HanKerningClass($0) != .other && HanKerningClass($1) != .other
        }
      })
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
