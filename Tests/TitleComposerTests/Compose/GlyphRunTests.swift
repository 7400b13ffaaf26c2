import Foundation
import Testing
import TitleTestSupport

@testable import TitleComposer
import TitleText
import TitleWidgets
import TitleWire

/// Each composed line carries the glyphs it was measured with. Expected ids and positions come
/// from `hb-shape Fonts/NanumGothicBold.ttf '…'` (HarfBuzz 6, libharfbuzz-bin), whose `kern`
/// table NanumGothic Bold kerns with: 1000 units/em, so a unit is 0.016 px at 16 px. HarfBuzz
/// splits a kerning pair between the two glyphs' advances and the second's x offset; where a
/// glyph is drawn (pen + x offset) does not depend on the split.
@Suite struct GlyphRunTests {
  static let composer = try! Composer(fallback: .none)
  static let withEmoji = try! Composer(fallback: ChromiumCorpus.chromiumFallback)

  /// Where each glyph of `runs` is drawn: its run's pen plus the advances before it plus its
  /// x offset.
  static func drawnX(_ runs: [GlyphRun]) -> [Double] {
    runs.flatMap { run in
      var pen = run.x
      return run.glyphs.map { glyph in
        defer { pen += glyph.advance }
        return pen + glyph.xOffset
      }
    }
  }

  static func sum(_ runs: [GlyphRun]) -> Double { runs.reduce(0) { $0 + $1.advance } }

  @Test func glyphIdsAndPositionsAreHarfBuzzs() throws {
    // hb-shape Fonts/NanumGothicBold.ttf 'AVA 가나, Ta':
    // [34=0+681|55=1@-46,0+570|34=2@-49,0+678|1=3+280|1086=4+940|1377=5+940|13=6+303|1=7+280
    //  |53=8+500|66=9@-44,0+501]
    let title = try Self.composer.compose(
      categoryID: 1, title: "AVA 가나, Ta", width: 343, includesGlyphRuns: true)
    let line = try #require(title.lines.first)
    let run = try #require(line.runs.first)
    #expect(line.runs.count == 1)
    #expect(run.faceIndex == 0 && run.size == 16 && run.bidiLevel == 0)
    #expect(run.glyphs.map(\.id) == [34, 55, 34, 1, 1086, 1377, 13, 1, 53, 66])
    #expect(run.glyphs.map(\.cluster) == Array(0..<10))
    #expect(run.x == line.x && line.x == 27.5625)
    // Pen + x offset in units, from the hb-shape line above: 0, 681 − 46, 681 + 570 − 49, …
    let units: [Double] = [0, 635, 1202, 1929, 2209, 3149, 4089, 4392, 4672, 5128]
    // Each glyph's own advance is FreeType's 16.16 one (hb-shape --features=-kern: 727, 666, 727,
    // 280, 940, 940, 303, 280, 545, 545), the kerning exact: each advance adds its rounding.
    let nominal = [727, 666, 727, 280, 940, 940, 303, 280, 545, 545]
    let rounding = nominal.map { FreeTypeArithmetic.nanum($0) - Double($0) * 0.016 }
    for (index, (x, expected)) in zip(Self.drawnX(line.runs), units).enumerated() {
      let drift = rounding.prefix(index).reduce(0, +)
      #expect(abs(x - (27.5625 + expected * 0.016 + drift)) < 1e-9)
    }
    // The pen ends at 5673 units (5172 + 501): the line's width.
    #expect(abs(line.width - (5673 * 0.016 + rounding.reduce(0, +))) < 1e-9)
    #expect(abs(Self.sum(line.runs) - line.width) < 1e-9)
  }

  @Test func aTruncatedLineEndsInTheEllipsisWhereTruncationMeasuredIt() throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 그리고 더 긴 제목은 어떻게 되나요"
    let composed = try Self.composer.compose(
      categoryID: 1, title: title, width: 200, numberOfLines: 2, includesGlyphRuns: true)
    let line = composed.lines[1]
    #expect(line.text == "제공하는 특별한 규정은 무…")
    // hb-shape '…': [gid106=0+940]: its own run, 15.04 px, ending at the line's end.
    let ellipsis = try #require(line.runs.last)
    #expect(ellipsis.glyphs.map(\.id) == [106])
    #expect(abs(ellipsis.glyphs[0].advance - FreeTypeArithmetic.nanum(940)) < 1e-12)
    #expect(ellipsis.x == line.x + line.width - ellipsis.glyphs[0].advance)
    // Cut at "엇" (offset 23 of the title): the ellipsis stands for it.
    #expect(ellipsis.glyphs[0].cluster == 23)
    let text = line.runs.dropLast()
    #expect(text.flatMap(\.glyphs).count == 14)
    let textEnd = text.last!.x + text.last!.advance
    #expect(abs(textEnd - ellipsis.x) < 1e-9)
    #expect(abs(Self.sum(line.runs) - line.width) < 1e-9)
  }

  @Test func hangingSpacesAtALineEndAreNotInItsRuns() throws {
    // hb-shape '가나다라   마바사': [1086|1377|1518|1732|1|1|1|1859|1988|2190]. The spaces hang
    // at the end of line 1 (in its range, not in its text, width or runs).
    let composed = try Self.composer.compose(
      categoryID: 1, title: "가나다라   마바사", width: 100, numberOfLines: 0, includesGlyphRuns: true)
    #expect(composed.lines.map(\.text) == ["가나다라", "마바사"])
    #expect(composed.lines[0].range == 0..<7)
    #expect(composed.lines[0].runs.flatMap(\.glyphs).map(\.id) == [1086, 1377, 1518, 1732])
    #expect(composed.lines[1].runs.flatMap(\.glyphs).map(\.id) == [1859, 1988, 2190])
    #expect(composed.lines[1].runs.flatMap(\.glyphs).map(\.cluster) == [7, 8, 9])
    #expect(composed.lines[1].runs[0].x == 0)
  }

  @Test func aTabIsTheSpaceGlyphAndCollapsedWhiteSpaceHasNone() throws {
    // hb-shape '가\t나': [1086=0+940|1=1+280|1377=2+940].
    let tab = try Self.composer.compose(
      categoryID: 1, title: "가\t나", width: 343, includesGlyphRuns: true)
    let glyphs = tab.lines[0].runs.flatMap(\.glyphs)
    #expect(glyphs.map(\.id) == [1086, 1, 1377])
    #expect(glyphs.map(\.cluster) == [0, 1, 2])
    #expect(abs(glyphs[1].advance - FreeTypeArithmetic.nanum(280)) < 1e-12)
    // "가 \t\n 나" collapses to "가 나": one space glyph, for the run's first character.
    let collapsed = try Self.composer.compose(
      categoryID: 1, title: "가 \t\n 나", width: 343, whiteSpace: .collapse, includesGlyphRuns: true)
    #expect(collapsed.lines[0].text == "가 나")
    let kept = collapsed.lines[0].runs.flatMap(\.glyphs)
    #expect(kept.map(\.id) == [1086, 1, 1377])
    #expect(kept.map(\.cluster) == [0, 1, 5])
    #expect(abs(Self.sum(collapsed.lines[0].runs) - collapsed.lines[0].width) < 1e-9)
  }

  @Test func anEmojiSequenceIsOneLigatureGlyphInItsColourFace() throws {
    // hb-shape NotoColorEmoji.ttf '👨‍👩‍👧': [gid2104=0+2550], one glyph for five scalars.
    let composed = try Self.withEmoji.compose(
      categoryID: 1, title: "가👨‍👩‍👧나", width: 343, includesGlyphRuns: true)
    let line = composed.lines[0]
    #expect(line.runs.map(\.faceIndex) == [0, 1, 0])
    #expect(line.runs[1].glyphs.map(\.id) == [2104])
    #expect(line.runs[1].glyphs[0].cluster == 1)
    #expect(line.runs[2].glyphs[0].cluster == 9)
    // Chromium's advance for Noto Color Emoji at 16 px: the strike's 136 px at 109 ppem scaled
    // in float (19.963303), truncated to HarfBuzz's 16.16 grid: 1308315 / 65536.
    #expect(line.runs[1].glyphs[0].advance == 1_308_315.0 / 65536)
    #expect(line.runs[1].x == line.runs[0].x + line.runs[0].advance)
    #expect(
      line.faces.map(\.family) == ["NanumGothic", "Noto Color Emoji"]
        && line.faces.map(\.file) == ["NanumGothicBold.ttf", "NotoColorEmoji.ttf"])
  }

  @Test func eachLineNamesTheFacesThatDrewIt() throws {
    let line = try Self.composer.compose(
      categoryID: 1, title: "제목", width: 343, includesGlyphRuns: true
    ).lines[0]
    #expect(
      line.faces == [
        LineFace(
          faceIndex: 0, family: "NanumGothic", style: "Bold", file: "NanumGothicBold.ttf", index: 0)
      ])
  }

  @Test func theBadgeLabelIsDrawnFromItsMeasuredGlyphs() throws {
    // hb-shape '취미': [gid2946=0+940|gid1975=1+940], at the badge's 12 px: 11.28 px each.
    let badge = try #require(
      try Self.composer.compose(
        categoryID: 1, title: "제목", width: 343, includesGlyphRuns: true
      ).badge)
    let run = try #require(badge.runs.first)
    #expect(badge.runs.count == 1 && run.size == 12)
    #expect(run.glyphs.map(\.id) == [2946, 1975])
    #expect(run.x == badge.frame.x + badge.labelX)
    #expect(abs(run.advance - badge.labelAdvance) < 1e-12)
  }

  @Test func runsAreInVisualOrderByRuleL2() {
    func run(_ level: Int, _ ids: [UInt32]) -> GlyphRun {
      GlyphRun(
        faceIndex: 0, size: 16, bidiLevel: level, x: 0,
        glyphs: ids.map { ShapedGlyph(id: $0, advance: 1, xOffset: 0, yOffset: 0, cluster: 0) })
    }
    // Logical a(0) b(1) c(2) d(1) e(0): levels ≥ 2 reversed, then ≥ 1 → a d c b e, and the
    // glyphs of the odd runs b and d reversed (c, at level 2, reads left to right).
    var runs = [run(0, [1, 2]), run(1, [3, 4]), run(2, [5, 6]), run(1, [7, 8]), run(0, [9])]
    LineRunBuilder.reorderVisually(&runs)
    #expect(runs.map(\.bidiLevel) == [0, 1, 2, 1, 0])
    #expect(runs.map { $0.glyphs.map(\.id) } == [[1, 2], [8, 7], [5, 6], [4, 3], [9]])
    // A whole right-to-left line: the runs' order and each run's glyphs reversed.
    var rtl = [run(1, [1, 2]), run(1, [3])]
    LineRunBuilder.reorderVisually(&rtl)
    #expect(rtl.map { $0.glyphs.map(\.id) } == [[3], [2, 1]])
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func runsSpanEachLineExactly(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    for _ in 0..<150 {
      let request = TitleRequest(
        categoryID: BuiltInCategory.allCases.randomElement(using: &random)!.rawValue,
        title: RandomTitle.make(using: &random),
        width: Double(Int.random(in: 60...420, using: &random)),
        numberOfLines: Int.random(in: 0...3, using: &random),
        wordBreak: WordBreak.allCases.randomElement(using: &random)!,
        padding: PaddingMode.allCases.randomElement(using: &random)!,
        whiteSpace: WhiteSpace.allCases.randomElement(using: &random)!, includesGlyphRuns: true)
      let composed = try Self.withEmoji.compose(request)
      for line in composed.lines {
        let context = "\(request.title.debugDescription) at \(request.width): \(line.text)"
        #expect(line.runs.isEmpty == line.text.isEmpty, "\(context)")
        guard let first = line.runs.first else { continue }
        #expect(first.x == line.x, "\(context)")
        #expect(abs(Self.sum(line.runs) - line.width) < 1e-9, "\(context)")
        // Left to right, in the line's range; the ellipsis names where the text was cut.
        let clusters = line.runs.flatMap(\.glyphs).map(\.cluster)
        #expect(clusters == clusters.sorted(), "\(context)")
        #expect(clusters.allSatisfy { line.range.contains($0) || $0 == line.range.upperBound })
        for (left, right) in zip(line.runs, line.runs.dropFirst()) {
          #expect(abs(left.x + left.advance - right.x) < 1e-9, "\(context)")
        }
      }
    }
  }

  @Test func chipAndTooltipRunsStartWhereTheirTextStarts() throws {
    let chips = try TagChipLayouter(fallback: .none).layout(
      ["주차 가능한 절", "반려동물 동반 가능한 절 아주 긴 태그"], width: 150)
    for chip in chips.chips {
      let first = try #require(chip.runs.first)
      #expect(first.x == chip.textX)
      #expect(abs(Self.sum(chip.runs) - chip.textWidth) < 1e-9)
    }
    #expect(chips.chips[1].isTruncated && chips.chips[1].runs.last!.glyphs.map(\.id) == [106])
    let tooltip = try TooltipLayouter(fallback: .none).layout(
      "iOS 앱 개발 알아가기 그리고 조금 더 긴 설명", maximumWidth: 120,
      pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
      in: Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(tooltip.lines.count > 1)
    for line in tooltip.lines {
      #expect(line.runs.first?.x == line.x)
      #expect(abs(Self.sum(line.runs) - line.width) < 1e-9)
    }
  }

  @Test func linesHaveNoRunsUnlessTheRequestAsks() throws {
    let plain = try Self.composer.compose(categoryID: 1, title: "AVA 가나", width: 343)
    #expect(plain.lines[0].runs.isEmpty && plain.lines[0].faces.isEmpty && plain.badge!.runs.isEmpty)
    let asked = try Self.composer.compose(
      categoryID: 1, title: "AVA 가나", width: 343, includesGlyphRuns: true)
    // The runs change nothing else.
    var stripped = asked
    stripped.lines[0].runs = []
    stripped.lines[0].faces = []
    stripped.badge!.runs = []
    #expect(stripped == plain)
  }

  @Test func codableLeavesRunsOutUnlessAskedFor() throws {
    let composed = try Self.composer.compose(
      categoryID: 1, title: "AVA 가나", width: 343, includesGlyphRuns: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let plain = String(decoding: try encoder.encode(composed), as: UTF8.self)
    #expect(!plain.contains("\"runs\"") && !plain.contains("\"faces\""))
    encoder.userInfo[.includesGlyphRuns] = true
    let withRuns = try encoder.encode(composed)
    let decoded = try JSONDecoder().decode(ComposedTitle.self, from: withRuns)
    // Numbers go on the wire rounded to 1e-6 (docs/batch.md, "Results").
    #expect(WireRounding.differences(decoded, composed, glyphs: true) == [])
    #expect(try encoder.encode(decoded) == withRuns)
    // Without them, the badge's and lines' runs are left out.
    let bare = try JSONDecoder().decode(ComposedTitle.self, from: Data(plain.utf8))
    #expect(bare.badge!.runs.isEmpty && bare.lines[0].runs.isEmpty && !composed.badge!.runs.isEmpty)
  }

  @Test func batchResultsCarryRunsOnlyWhenTheRequestAsks() throws {
    let line = BatchLine(
      bytes: Array(#"{"category": 1, "title": "AVA 가나", "width": 343, "glyphs": true}"#.utf8))
    #expect(line.includesGlyphRuns == true)
    let request = try line.request.get()
    #expect(request.includesGlyphRuns)
    let composed = try Self.composer.compose(request)
    let plain = BatchResultEncoder.encode(composed, id: nil)
    #expect(plain == BatchResultEncoder.encode(composed, id: nil, glyphRuns: false))
    #expect(!String(decoding: plain, as: UTF8.self).contains("runs"))
    let bytes = BatchResultEncoder.encode(composed, id: nil, glyphRuns: true)
    struct Result: Decodable {
      struct Line: Decodable {
        let runs: [GlyphRun]
        let faces: [LineFace]
      }
      let lines: [Line]
    }
    // The batch writer and Codable write one schema.
    let result = try JSONDecoder().decode(Result.self, from: Data(bytes))
    let runs = result.lines[0].runs
    #expect(runs.map(\.glyphs.count) == composed.lines[0].runs.map(\.glyphs.count))
    #expect(runs[0].glyphs.map(\.id) == [34, 55, 34, 1, 1086, 1377])
    for (written, measured) in zip(runs[0].glyphs, composed.lines[0].runs[0].glyphs) {
      #expect(abs(written.advance - measured.advance) <= 5e-7)
    }
    #expect(result.lines[0].faces == composed.lines[0].faces)

    let absent = BatchLine(bytes: Array(#"{"category": 1, "title": "a", "width": 343}"#.utf8))
    #expect(absent.includesGlyphRuns == nil)
    #expect(try absent.request.get().includesGlyphRuns == false)
    let wrong = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "width": 343, "glyphs": 1}"#.utf8))
    #expect(
      throws: BatchLineError(.invalidGlyphs, "\"glyphs\" must be true or false, got a number")
    ) {
      try wrong.request.get()
    }
  }
}
