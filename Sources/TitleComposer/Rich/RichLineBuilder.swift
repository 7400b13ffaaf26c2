import TitleFonts

/// Turns a rich title's chosen lines into ``ComposedLine``s: each line's parts (runs, boxes,
/// "…") placed item by item as Blink places them, its line box, the placed boxes and what
/// highlights read.
///
/// Line boxes are Blink's (`core/layout/inline/inline_box_state.cc`): every text run on a line,
/// one present only as a hanging space included, spans its face's ascent and descent rounded to
/// whole pixels plus half the leading of the title's line height, the half above floored
/// (``LineMetrics``); the title's own face (the strut) is always on the line; a box spans its
/// height above the baseline. The line is as tall as the highest part above the baseline plus
/// the deepest below it, and lines stack without gaps.
struct RichLineBuilder {
  let rich: RichParagraph
  let request: TitleRequest
  let composer: Composer
  let titleFont: ScaledFontChain
  let lineMetrics: LineMetrics

  /// The lines so far.
  private(set) var lines: [ComposedLine] = []
  /// The next line's top: after the last line, the title's height.
  private(set) var top = 0.0
  /// The boxes on the lines so far.
  private(set) var boxes: [PlacedBox] = []
  /// The .notdef clusters shown so far.
  private(set) var missingGlyphs = 0
  /// The offsets truncation cut away (empty when not truncated).
  private var cutAway: [Range<Int>] = []
  /// Per line, its text parts and boxes as highlights read them.
  private var shownParts: [[ShownPart]] = []
  /// Every style the runs name, and the title's own, resolved once.
  private let styles: [String?: RichRunStyle]

  /// A part as highlights read it: its offsets, clusters and place.
  private struct ShownPart {
    var range: Range<Int>
    var clusters: Range<Int>
    var x: Double
    var width: Double
  }

  init(
    rich: RichParagraph, request: TitleRequest, composer: Composer, titleFont: ScaledFontChain,
    lineMetrics: LineMetrics
  ) {
    self.rich = rich
    self.request = request
    self.composer = composer
    self.titleFont = titleFont
    self.lineMetrics = lineMetrics
    var styles: [String?: RichRunStyle] = [:]
    for name in [nil] + rich.content.pieces.map(\.style) where styles[name] == nil {
      styles[name] = composer.richRunStyle(name, request: request, titleFont: titleFont)
    }
    self.styles = styles
  }

  /// The title's own letter-spacing as Blink holds it.
  var titleTracking: Double { style(nil).tracking }

  /// The resolved style `name` (every name the runs use is resolved at `init`).
  private func style(_ name: String?) -> RichRunStyle {
    styles[name] ?? composer.richRunStyle(name, request: request, titleFont: titleFont)
  }

  /// Appends the line `span` chose, whole.
  mutating func appendLine(_ span: LineSpan, index: Int) {
    let paragraph = rich.paragraph
    let first = max(span.start, 1)
    let end = max(span.end, first)
    let x = paragraph.position(first) - paragraph.position(span.start)
    var pen = x
    var parts: [LinePart] = []
    var shown: [ShownPart] = []
    let placedBoxes = appendParts(
      clusters: first..<end, visibleEnd: max(span.contentEnd, first), pen: &pen, to: &parts,
      shown: &shown)
    let range = offset(first)..<offset(end)
    var extent = Extent(strut: lineMetrics)
    for piece in rich.content.pieces where overlaps(piece, range) {
      extent.add(piece, style: piece.box == nil ? style(piece.style) : nil, lineHeight: lineMetrics)
    }
    let text = rich.content.text.utf16Slice(offset(first)..<offset(max(span.contentEnd, first)))
    append(
      text: text, range: range, x: x, width: pen - x, extent: extent, parts: parts, cut: nil,
      isTruncated: false, shown: shown, boxes: placedBoxes)
  }

  /// Appends the last allowed line, starting at cluster `lineStart`, truncated
  /// (``RichTruncation``).
  mutating func appendTruncatedLine(_ line: LineSpan, truncation mode: Truncation) {
    let paragraph = rich.paragraph
    let lineStart = line.start
    let truncation: RichTruncation
    switch mode {
    case .fill:
      let ellipsisStyleNames = ellipsisStyleName
      var ellipsisUnits: [String?: Double] = [:]
      for (name, style) in styles {
        ellipsisUnits[name] = LayoutRounding.layoutUnits(ofTextWidth: ellipsisAdvance(style))
      }
      truncation = RichTruncation.cut(
        in: rich, lineStart: lineStart, room: LineRoom(width: request.width),
        ellipsisStyle: { [self] cluster in style(ellipsisStyleNames(cluster)) },
        ellipsisUnits: { style in ellipsisUnits[style.name] ?? 0 },
        ellipsisKerning: { [self] cut, style in ellipsisKerning(before: cut, style: style) })
    case .lineClamp:
      let own = style(nil)
      truncation = RichTruncation.clamped(
        in: rich, line: line, room: LineRoom(width: request.width),
        keepsTrailingSpaces: request.whiteSpace == .preserve, ellipsisStyle: own,
        ellipsisWidth: ellipsisAdvance(own))
    }
    let first = max(lineStart, 1)
    let x = paragraph.position(first) - paragraph.position(lineStart)
    var pen = x
    var parts: [LinePart] = []
    var shown: [ShownPart] = []
    var placed = appendParts(
      clusters: first..<truncation.cutCluster, visibleEnd: truncation.cutCluster, pen: &pen,
      to: &parts, shown: &shown)
    // The "…", shaped with the text before it when they share a font: their kerning is in the
    // text's item.
    let ellipsis = truncation.ellipsisStyle
    if mode == .fill, truncation.cutCluster > first, let last = parts.indices.last,
      parts[last].kind == .text
    {
      let kerning = ellipsisKerning(before: truncation.cutCluster, style: ellipsis)
      if kerning != 0 {
        let start = rich.cluster(atContentOffset: parts[last].range.lowerBound)
        let width =
          rich.units(
            from: max(start, first), to: truncation.cutCluster, hangingExcluded: false,
            lastDelta: kerning) / LayoutRounding.unitsPerPixel
        pen += width - parts[last].width
        parts[last].width = width
        if let run = parts[last].runs.indices.last, !parts[last].runs[run].glyphs.isEmpty {
          parts[last].runs[run].glyphs[parts[last].runs[run].glyphs.count - 1].advance += kerning
        }
        shown[shown.count - 1].width = width
      }
    }
    let cut = offset(truncation.cutCluster)
    let ellipsisWidth =
      LayoutRounding.layoutUnits(ofTextWidth: ellipsisAdvance(ellipsis))
      / LayoutRounding.unitsPerPixel
    var ellipsisRuns: [GlyphRun] = []
    var ellipsisFaces: [LineFace] = []
    if request.includesGlyphRuns {
      let context = GlyphRunContext(font: ellipsis.font, prefixLength: 0)
      ellipsisRuns = [
        GlyphRun(
          faceIndex: Int(context.ellipsis.faceIndex), size: ellipsis.font.size, bidiLevel: 0,
          x: pen,
          glyphs: [
            ShapedGlyph(
              id: UInt32(context.ellipsis.glyph), advance: ellipsisAdvance(ellipsis), xOffset: 0,
              yOffset: 0, cluster: cut)
          ])
      ]
      ellipsisFaces = LineRunBuilder.faces(of: ellipsisRuns, chain: ellipsis.font.chain)
    }
    parts.append(
      LinePart(
        kind: .ellipsis, run: nil, style: ellipsis.name, range: cut..<cut, x: pen,
        width: ellipsisWidth, size: ellipsis.font.size, runs: ellipsisRuns, faces: ellipsisFaces))
    pen += ellipsisWidth
    // The end runs.
    let titleEnd = rich.cluster(atContentOffset: rich.content.titleLength)
    placed += appendParts(
      clusters: titleEnd..<truncation.endRunsEnd, visibleEnd: truncation.endRunsEnd, pen: &pen,
      to: &parts, shown: &shown)
    let lineRange = offset(first)..<cut
    let endRange = rich.content.titleLength..<offset(truncation.endRunsEnd)
    var extent = Extent(strut: lineMetrics)
    for piece in rich.content.pieces
    where overlaps(piece, lineRange) || overlaps(piece, endRange) {
      extent.add(piece, style: piece.box == nil ? style(piece.style) : nil, lineHeight: lineMetrics)
    }
    extent.add(textOf: ellipsis, lineHeight: lineMetrics)
    cutAway = [cut..<rich.content.titleLength, endRange.upperBound..<rich.content.length]
    let content = rich.content.text
    let text =
      content.utf16Slice(lineRange) + "…" + content.utf16Slice(endRange)
    append(
      text: text, range: lineRange, x: x, width: pen - x, extent: extent, parts: parts, cut: cut,
      isTruncated: true, shown: shown, boxes: placed)
  }

  /// The rectangles of `highlight` on the lines.
  func highlight(_ highlight: HighlightRange) -> HighlightRects {
    let range = highlight.start..<highlight.end
    var rects: [Rect] = []
    for (index, line) in lines.enumerated() {
      guard let box = line.lineBox else { continue }
      var left = Double.infinity
      var right = -Double.infinity
      for part in shownParts[index] {
        let lower = max(range.lowerBound, part.range.lowerBound)
        let upper = min(range.upperBound, part.range.upperBound)
        guard lower < upper else { continue }
        // A part's edges are its item's (snapped); inside it, the pen positions.
        let from =
          lower == part.range.lowerBound
          ? part.x : part.x + advance(from: part.clusters.lowerBound, toOffset: lower)
        let to =
          upper == part.range.upperBound
          ? part.x + part.width
          : min(part.x + part.width, part.x + advance(from: part.clusters.lowerBound, toOffset: upper))
        left = min(left, from)
        right = max(right, to)
      }
      if left < right {
        rects.append(Rect(x: left, y: box.top, width: right - left, height: box.height))
      }
    }
    let isCut = cutAway.contains { $0.overlaps(range) }
    return HighlightRects(start: highlight.start, end: highlight.end, rects: rects, isCut: isCut)
  }

  // MARK: - Parts

  /// Appends the parts of clusters `clusters` (a run's part each, a box's), placing each item
  /// after `pen` at its snapped width; hanging clusters from `visibleEnd` on take no width.
  /// - Returns: the boxes among them, without their line and baseline yet.
  private mutating func appendParts(
    clusters: Range<Int>, visibleEnd: Int, pen: inout Double, to parts: inout [LinePart],
    shown: inout [ShownPart]
  ) -> [PlacedBox] {
    guard !clusters.isEmpty else { return [] }
    let paragraph = rich.paragraph
    let range = offset(clusters.lowerBound)..<offset(clusters.upperBound)
    var placed: [PlacedBox] = []
    for piece in rich.content.pieces where overlaps(piece, range) {
      let lower = max(piece.range.lowerBound, range.lowerBound)
      let upper = min(piece.range.upperBound, range.upperBound)
      let start = max(rich.cluster(atContentOffset: lower), clusters.lowerBound)
      let end = min(rich.cluster(atContentOffset: upper), clusters.upperBound)
      guard end > start else { continue }
      let drawnEnd = min(end, visibleEnd)
      let units =
        drawnEnd > start
        ? rich.units(from: start, to: drawnEnd, hangingExcluded: false) : 0
      let width = units / LayoutRounding.unitsPerPixel
      if let box = piece.box {
        parts.append(
          LinePart(
            kind: .box, run: piece.run, style: nil, range: lower..<upper, x: pen, width: width,
            size: 0))
        placed.append(
          PlacedBox(
            name: box.name, run: piece.run, offset: lower, line: 0,
            frame: Rect(x: pen, y: 0, width: box.width, height: box.height)))
      } else {
        let runStyle = style(piece.style)
        var runs: [GlyphRun] = []
        var faces: [LineFace] = []
        if request.includesGlyphRuns, drawnEnd > start, let index = rich.group(ofCluster: start) {
          let group = rich.groups[index]
          runs = LineRunBuilder.runs(
            in: group.measured.paragraph,
            clusters: (start - group.firstCluster)..<(drawnEnd - group.firstCluster), x: pen,
            width: width, endsInEllipsis: false,
            context: GlyphRunContext(font: group.style.font, prefixLength: 0))
          for run in runs.indices {
            for glyph in runs[run].glyphs.indices {
              runs[run].glyphs[glyph].cluster += group.range.lowerBound
            }
          }
          faces = LineRunBuilder.faces(of: runs, chain: group.style.font.chain)
        }
        for cluster in start..<drawnEnd where paragraph.clusters[cluster].isMissing {
          missingGlyphs += 1
        }
        parts.append(
          LinePart(
            kind: .text, run: piece.run, style: piece.style, range: lower..<upper, x: pen,
            width: width, size: runStyle.font.size, runs: runs, faces: faces))
      }
      shown.append(ShownPart(range: lower..<upper, clusters: start..<end, x: pen, width: width))
      pen += width
    }
    return placed
  }

  /// Appends a finished line: its box from `extent`, its boxes placed on its baseline.
  private mutating func append(
    text: String, range: Range<Int>, x: Double, width: Double, extent: Extent,
    parts: [LinePart], cut: Int?, isTruncated: Bool, shown: [ShownPart], boxes placed: [PlacedBox]
  ) {
    let baseline = top + extent.above
    var line = ComposedLine(
      text: text, range: range, x: x, width: width, baseline: baseline, isTruncated: isTruncated)
    line.setRich(parts: parts, lineBox: LineBox(top: top, height: extent.height), cut: cut)
    for var box in placed {
      box.line = lines.count
      box.frame.y = baseline - box.frame.height
      boxes.append(box)
    }
    lines.append(line)
    shownParts.append(shown)
    top += extent.height
  }

  // MARK: - Helpers

  /// The content offset of cluster `cluster`.
  private func offset(_ cluster: Int) -> Int { max(0, rich.paragraph.offset(cluster) - 1) }

  private func overlaps(_ piece: RichContent.Piece, _ range: Range<Int>) -> Bool {
    !piece.range.isEmpty && piece.range.overlaps(range)
  }

  /// The pen advance from cluster `start` to the cluster at content offset `offset`.
  private func advance(from start: Int, toOffset offset: Int) -> Double {
    let cluster = rich.cluster(atContentOffset: offset)
    return rich.paragraph.position(cluster) - rich.paragraph.position(start)
  }

  /// The style name of the "…" after content kept up to cluster `cut`: the last text run with
  /// content before it, boxes stepped over; `nil` (the title's own) when none.
  private var ellipsisStyleName: (Int) -> String? {
    let rich = rich
    return { cut in
      var offset = rich.paragraph.offset(cut) - 1
      while offset > 0 {
        let piece = rich.content.pieces[rich.content.piece(at: offset - 1)]
        if piece.box == nil { return piece.style }
        offset = piece.range.lowerBound
      }
      return nil
    }
  }

  /// How much the "…" in `style` moves the cluster before cluster `cut` when they are shaped
  /// together: Blink shapes a "…" with the text before it when both are of one font, size and
  /// letter-spacing, so their pair kerning counts ("y…" in Inter), in the text's item.
  private func ellipsisKerning(before cut: Int, style: RichRunStyle) -> Double {
    guard let index = rich.group(ofCluster: cut - 1),
      rich.groups[index].style.shapesTogether(with: style)
    else { return 0 }
    let last = rich.content.text.utf16Slice(offset(cut - 1)..<offset(cut))
    return style.font.advance(of: last + "…") - style.font.advance(of: last)
      - style.font.advance(of: "…")
  }

  /// The advance of "…" in `style`, its letter-spacing included.
  private func ellipsisAdvance(_ style: RichRunStyle) -> Double {
    style.font.advance(of: "…") + style.tracking
  }
}

/// A line box's extent above and below the baseline (``RichLineBuilder``).
private struct Extent {
  var above: Double
  var below: Double
  var height: Double { above + below }

  /// The strut: the title's own face at its size, always on the line.
  init(strut metrics: LineMetrics) {
    above = metrics.leadingAbove + metrics.ascent
    below = metrics.lineHeight - above
  }

  /// Adds a run present on the line: a box's height above the baseline, or text of `style`.
  mutating func add(_ piece: RichContent.Piece, style: RichRunStyle?, lineHeight: LineMetrics) {
    if let box = piece.box {
      above = max(above, box.height)
      below = max(below, 0)
    } else if let style {
      add(textOf: style, lineHeight: lineHeight)
    }
  }

  /// Adds text of `style`: its rounded ascent and descent with half the leading of the title's
  /// line height, the half above floored.
  mutating func add(textOf style: RichRunStyle, lineHeight: LineMetrics) {
    let metrics = LineMetrics(font: style.font, cssLineHeight: lineHeight.lineHeight)
    let textAbove = metrics.leadingAbove + metrics.ascent
    above = max(above, textAbove)
    below = max(below, metrics.lineHeight - textAbove)
  }
}

extension String {
  /// The text of UTF-16 offsets `range`.
  func utf16Slice(_ range: Range<Int>) -> String {
    let view = utf16
    let lower = view.index(view.startIndex, offsetBy: range.lowerBound)
    let upper = view.index(lower, offsetBy: range.count)
    return String(self[lower..<upper])
  }
}
