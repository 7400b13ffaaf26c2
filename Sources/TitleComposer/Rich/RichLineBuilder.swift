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
  /// The cell's width.
  let width: Double
  /// Whether the lines carry glyph runs (``TitleRequest/includesGlyphRuns``).
  let includesGlyphRuns: Bool
  /// How the title's white space is handled (``TitleRequest/whiteSpace``).
  let whiteSpace: WhiteSpace
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
  var cutAway: [Range<Int>] = []
  /// Every style the runs name, and the title's own, resolved once.
  let styles: RichRunStyles
  /// The title's own style.
  let ownStyle: RichRunStyle
  /// How a run's text box is sized: Blink's with a CSS line height, else the multiple's.
  let lineModel: RunLineModel
  /// Per piece of the content: its font size and extent on a line.
  let pieceMetrics: [PieceMetrics]

  /// A piece's font size and extent, resolved once.
  struct PieceMetrics {
    /// Its resolved style's font size (the title's for a box).
    var size: Double
    /// Its extent around the baseline when on a line (``Extent/add(_:)``).
    var extent: (above: Double, below: Double)
  }

  init(
    rich: RichParagraph, request: TitleRequest, composer: Composer, titleFont: ScaledFontChain,
    lineMetrics: LineMetrics
  ) {
    self.rich = rich
    width = request.width
    includesGlyphRuns = request.includesGlyphRuns
    whiteSpace = request.whiteSpace
    self.composer = composer
    self.titleFont = titleFont
    self.lineMetrics = lineMetrics
    styles = rich.styles
    let lineModel = RunLineModel(
      strut: lineMetrics, cssLineHeight: request.lineHeight ?? composer.style.lineHeight,
      multiple: composer.style.lineHeightMultiple)
    self.lineModel = lineModel
    let own = rich.styles[nil] ?? composer.richRunStyle(nil, request: request, titleFont: titleFont)
    ownStyle = own
    var pieceMetrics: [PieceMetrics] = []
    pieceMetrics.reserveCapacity(rich.content.pieces.count)
    for piece in rich.content.pieces {
      if let box = piece.box {
        pieceMetrics.append(PieceMetrics(size: own.font.size, extent: (box.height, 0)))
      } else if let index = rich.styles.index(of: piece.style) {
        pieceMetrics.append(
          PieceMetrics(
            size: rich.styles.all[index].font.size,
            extent: lineModel.extent(of: rich.styles.all[index].font)))
      } else {
        pieceMetrics.append(
          PieceMetrics(size: own.font.size, extent: lineModel.extent(of: own.font)))
      }
    }
    self.pieceMetrics = pieceMetrics
  }

  /// Makes room for `count` lines.
  mutating func reserveLines(_ count: Int) {
    lines.reserveCapacity(count)
  }

  /// The title's own letter-spacing as Blink holds it.
  var titleTracking: Double { style(nil).tracking }

  /// The resolved style `name` (every name the runs use is resolved with the paragraph; the
  /// title's own for any other).
  func style(_ name: String?) -> RichRunStyle {
    styles[name] ?? ownStyle
  }

  /// Appends the line `span` chose, whole.
  mutating func appendLine(_ span: LineSpan, index: Int) {
    let paragraph = rich.paragraph
    let first = max(span.start, 1)
    let end = max(span.end, first)
    let x = paragraph.position(first) - paragraph.position(span.start)
    var pen = x
    var parts: [LinePart] = []
    parts.reserveCapacity(rich.content.pieces.count)
    let firstBox = boxes.count
    appendParts(
      clusters: first..<end, visibleEnd: max(span.contentEnd, first), pen: &pen, to: &parts)
    // A full-width closing mark at the line's end is set half-width when the line would not
    // fit otherwise (``MeasuredParagraph/lineWidth(from:to:measuredFrom:room:)``): the last
    // part gives the difference back.
    let lineWidth = paragraph.lineWidth(
      from: first, to: end, measuredFrom: span.start, room: LineRoom(width: width))
    let trim = (pen - x) - LayoutRounding.snapUp(lineWidth)
    if trim > 0, let last = parts.indices.last(where: { parts[$0].width > 0 }) {
      parts[last].width -= trim
      pen -= trim
    }
    let range = offset(first)..<offset(end)
    var extent = Extent(strut: lineModel)
    for (index, piece) in rich.content.pieces.enumerated() where overlaps(piece, range) {
      extent.add(pieceMetrics[index].extent)
    }
    let text = rich.content.lineText(
      offset(first)..<offset(max(span.contentEnd, first)), ellipsis: false)
    append(
      text: text, range: range, x: x, width: pen - x, extent: extent, parts: parts, cut: nil,
      isTruncated: false, firstBox: firstBox)
  }

  // MARK: - Parts

  /// Appends the parts of clusters `clusters` (a run's part each, a box's), placing each item
  /// after `pen` at its snapped width; hanging clusters from `visibleEnd` on take no width.
  /// The boxes among them go to ``boxes`` on the next line, without their baseline yet.
  mutating func appendParts(
    clusters: Range<Int>, visibleEnd: Int, pen: inout Double, to parts: inout [LinePart]
  ) {
    guard !clusters.isEmpty else { return }
    let paragraph = rich.paragraph
    let range = offset(clusters.lowerBound)..<offset(clusters.upperBound)
    for (index, piece) in rich.content.pieces.enumerated() where overlaps(piece, range) {
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
        boxes.append(
          PlacedBox(
            name: box.name, run: piece.run, offset: lower, line: lines.count,
            frame: Rect(x: pen, y: 0, width: box.width, height: box.height)))
      } else {
        var runs: [GlyphRun] = []
        var faces: [LineFace] = []
        if includesGlyphRuns, drawnEnd > start, let index = rich.group(ofCluster: start) {
          let group = rich.groups[index]
          runs = LineRunBuilder.runs(
            in: group.measured.paragraph,
            clusters: (start - group.firstCluster)..<(drawnEnd - group.firstCluster), x: pen,
            width: width, endsInEllipsis: false,
            context: GlyphRunContext(font: group.style.font, prefixLength: group.prefixLength))
          for run in runs.indices {
            for glyph in runs[run].glyphs.indices {
              runs[run].glyphs[glyph].cluster += group.range.lowerBound - group.prefixLength
            }
          }
          faces = LineRunBuilder.faces(of: runs, chain: group.style.font.chain)
        }
        // (A run that starts among the line's hanging spaces draws nothing.)
        for cluster in start..<max(start, drawnEnd) where paragraph.clusters[cluster].isMissing {
          missingGlyphs += 1
        }
        parts.append(
          LinePart(
            kind: .text, run: piece.run, style: piece.style, range: lower..<upper, x: pen,
            width: width, size: pieceMetrics[index].size, runs: runs, faces: faces))
      }
      pen += width
    }
  }

  /// Appends a finished line: its box from `extent`, its boxes (``boxes`` from `firstBox` on)
  /// placed on its baseline.
  mutating func append(
    text: LineText, range: Range<Int>, x: Double, width: Double, extent: Extent,
    parts: [LinePart], cut: Int?, isTruncated: Bool, firstBox: Int
  ) {
    let baseline = top + extent.above
    var line = ComposedLine(
      storedText: text, range: range, x: x, width: width, baseline: baseline,
      isTruncated: isTruncated)
    line.setRich(parts: parts, lineBox: LineBox(top: top, height: extent.height), cut: cut)
    for index in firstBox..<boxes.count {
      boxes[index].frame.y = baseline - boxes[index].frame.height
    }
    lines.append(line)
    top += extent.height
  }

  // MARK: - Helpers

  /// The content offset of cluster `cluster`.
  func offset(_ cluster: Int) -> Int { max(0, rich.paragraph.offset(cluster) - 1) }

  func overlaps(_ piece: RichContent.Piece, _ range: Range<Int>) -> Bool {
    !piece.range.isEmpty && piece.range.overlaps(range)
  }

  /// The pen advance from cluster `start` to the cluster at content offset `offset`.
  func advance(from start: Int, toOffset offset: Int) -> Double {
    let cluster = rich.cluster(atContentOffset: offset)
    return rich.paragraph.position(cluster) - rich.paragraph.position(start)
  }

  /// The style name of the "…" after content kept up to cluster `cut`: the last text run with
  /// content before it, boxes stepped over; `nil` (the title's own) when none.
  var ellipsisStyleName: (Int) -> String? {
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
  func ellipsisKerning(before cut: Int, style: RichRunStyle) -> Double {
    guard let index = rich.group(ofCluster: cut - 1),
      rich.groups[index].style.shapesTogether(with: style)
    else { return 0 }
    let last = rich.content.text(offset(cut - 1)..<offset(cut))
    return style.font.advance(of: last + "…") - style.font.advance(of: last)
      - style.font.advance(of: "…")
  }

  /// The advance of "…" in `style`, its letter-spacing included.
  func ellipsisAdvance(_ style: RichRunStyle) -> Double {
    style.font.advance(of: "…") + style.tracking
  }
}
