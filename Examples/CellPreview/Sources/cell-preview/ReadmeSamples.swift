// Every Swift sample of README.md, verbatim, so that building this package compiles them
// against the real API (ReadmeSampleTests checks they are still README's text). Not run:
// they read files such as "style.json" that only a reader's app has. The compiler's "unused"
// warnings here are expected (README shows values as bare expressions), and this file is not
// run through swift format, which would re-wrap README's lines.
import TitleComposer
import TitleRendering
import TitleService
import TitleWidgets
import TitleWire

/// README sample 1.
func readmeSample1() throws {
  let composer = try Composer()        // bundled NanumGothic, built-in categories
  let t = try composer.compose(categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기",
                               width: 343, numberOfLines: 2)
  t.badge          // label "취미", frame (x, y, width, height), cornerRadius, background #FAE0E4, foreground #E84D65
  t.lines          // [ComposedLine]: text, range (UTF-16 offsets into the title), x, width, baseline
  t.isTruncated    // the text needed more lines; the last line ends in "…"
  t.paddedTitle    // "       요즘 인기 …": the title prefixed with spaces as wide as the badge (for a UILabel)
  t.height         // line count × line height
  t.missingGlyphs  // characters no font could draw (drawn as .notdef, never thrown)
}

/// README sample 2.
func readmeSample2() throws {
  let catalog = try CategoryCatalog(
    json: ##"[{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"}]"##)
  let composer = try Composer(catalog: catalog)
}

/// README sample 3.
func readmeSample3(_ requests: [TitleRequest]) throws {
  let composer = try Composer()                      // once, at start-up; Sendable
  let results = composer.compose(requests, jobs: 8)       // [Result<ComposedTitle, ComposerError>]
}

/// README sample 4.
func readmeSample4(_ composer: Composer, _ request: TitleRequest) throws {
  let prepared = try composer.prepare(request)            // analysis, shaping, measuring: once
  for width in [320.0, 375, 390, 430] {                   // one cell, four devices
    let title = try prepared.layout(width: width, numberOfLines: 2)
  }
}

/// README sample 5.
func readmeSample5() throws {
  let style = try CellStyleFile(contentsOf: "style.json")  // title and cell keys, read once
  let composer = try Composer(style: style.titleStyle)
  let renderer = CellRenderer(composer: composer)          // Sendable: share it
  let title = try composer.compose(categoryID: 5, title: "요즘 인기 있는 템플스테이", width: 343,
                                   includesGlyphRuns: true)   // renderers draw the runs
  let png = try renderer.png(for: title, style: style.cellStyle)  // or renderer.svg(for:style:)
}

/// README sample 6.
func readmeSample6(_ composer: Composer) throws {
  let title = try composer.compose(categoryID: 1, title: "AVA 가나", width: 343, includesGlyphRuns: true)
  let line = title.lines[0]
  line.runs    // [GlyphRun] in visual order: faceIndex, size, bidiLevel, x, glyphs
  line.faces   // [LineFace]: the faces that drew the line (family, style, file, index in the file)
  line.runs[0].glyphs[1]   // ShapedGlyph(id: 55, advance: 9.072, xOffset: 0, yOffset: 0, cluster: 1)
}

/// README sample 7.
func readmeSample7() throws {
  let chips = try TagChipLayouter()                       // NanumGothic Regular 12 px
  var selection = try TagSelection(count: 4)              // .single by default
  try selection.toggle(1)
  let layout = try chips.layout(
    ["주차 가능한 절", "반려동물 동반 가능한 절", "템플스테이", "사찰 음식 체험"],
    width: 343, selection: selection)
  let png = try ChipListRenderer(layouter: chips).png(for: layout)
}

/// README sample 8.
func readmeSample8() throws {
  let tooltips = try TooltipLayouter()
  let tooltip = try tooltips.layout(
    "iOS 앱 개발 알아가기", maximumWidth: 200,
    pointingAt: Rect(x: 100, y: 300, width: 40, height: 40),
    in: Rect(x: 0, y: 0, width: 375, height: 667))
  let png = try TooltipRenderer(layouter: tooltips).png(for: tooltip)
}

/// README sample 9.
func readmeSample9() throws {
  let composer = try Composer(
    fallback: .none, limits: ComposerLimits(maximumBatchSize: 10_000, timeBudget: .milliseconds(50)))
}
