import TitleFonts

extension RichLineBuilder {
  /// Appends the last allowed line, `line` as broken without truncation, truncated as `mode`
  /// says (``RichTruncation``).
  mutating func appendTruncatedLine(_ line: LineSpan, truncation mode: Truncation) {
    let paragraph = rich.paragraph
    let lineStart = line.start
    let truncation: RichTruncation
    switch mode {
    case .fill:
      let ellipsisStyleNames = ellipsisStyleName
      // (Each style's "…" shaped once: by the style's index in `styles.all`.)
      var units: [Double] = []
      units.reserveCapacity(styles.all.count)
      var minimumEllipsisUnits = Double.infinity
      var largestSize = -1.0
      for style in styles.all {
        units.append(LayoutRounding.layoutUnits(ofTextWidth: ellipsisAdvance(style)))
        minimumEllipsisUnits = min(minimumEllipsisUnits, units[units.count - 1])
        largestSize = max(largestSize, style.font.size)
      }
      let styles = styles
      truncation = RichTruncation.cut(
        in: rich, lineStart: lineStart, room: LineRoom(width: width),
        ellipsisStyle: { [self] cluster in style(ellipsisStyleNames(cluster)) },
        ellipsisUnits: { style in styles.index(of: style.name).map { units[$0] } ?? 0 },
        ellipsisKerning: { [self] cut, style in ellipsisKerning(before: cut, style: style) },
        minimumEllipsisUnits: styles.all.isEmpty ? 0 : minimumEllipsisUnits,
        slack: largestSize + 1)
    case .lineClamp:
      let own = style(nil)
      truncation = RichTruncation.clamped(
        in: rich, line: line, room: LineRoom(width: width),
        keepsTrailingSpaces: whiteSpace == .preserve, ellipsisStyle: own,
        ellipsisWidth: ellipsisAdvance(own))
    }
    let first = max(lineStart, 1)
    let x = paragraph.position(first) - paragraph.position(lineStart)
    var pen = x
    var parts: [LinePart] = []
    // (The pieces' parts and the "…".)
    parts.reserveCapacity(rich.content.pieces.count + 1)
    let firstBox = boxes.count
    appendParts(
      clusters: first..<truncation.cutCluster, visibleEnd: truncation.cutCluster, pen: &pen,
      to: &parts)
    // The "…", shaped with the text before it when they share a font: their kerning is in the
    // text's item.
    let ellipsis = truncation.ellipsisStyle
    if mode == .fill, truncation.cutCluster > first, let last = parts.indices.last,
      parts[last].kind == .text
    {
      // (The cut measured it with the "…" of its style; a clamped line has none.)
      let kerning = truncation.ellipsisKerning
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
      }
    }
    let cut = offset(truncation.cutCluster)
    let ellipsisWidth =
      LayoutRounding.layoutUnits(ofTextWidth: ellipsisAdvance(ellipsis))
      / LayoutRounding.unitsPerPixel
    var ellipsisRuns: [GlyphRun] = []
    var ellipsisFaces: [LineFace] = []
    if includesGlyphRuns {
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
    appendParts(
      clusters: titleEnd..<truncation.endRunsEnd, visibleEnd: truncation.endRunsEnd, pen: &pen,
      to: &parts)
    let lineRange = offset(first)..<cut
    let endRange = rich.content.titleLength..<offset(truncation.endRunsEnd)
    var extent = Extent(strut: lineModel)
    for (index, piece) in rich.content.pieces.enumerated()
    where overlaps(piece, lineRange) || overlaps(piece, endRange) {
      extent.add(pieceMetrics[index].extent)
    }
    extent.add(textOf: ellipsis, lineHeight: lineModel)
    cutAway = [cut..<rich.content.titleLength, endRange.upperBound..<rich.content.length]
    let text =
      endRange.isEmpty
      ? rich.content.lineText(lineRange, ellipsis: true)
      : LineText(rich.content.text(lineRange) + "…" + rich.content.text(endRange))
    append(
      text: text, range: lineRange, x: x, width: pen - x, extent: extent, parts: parts, cut: cut,
      isTruncated: true, firstBox: firstBox)
  }
}
