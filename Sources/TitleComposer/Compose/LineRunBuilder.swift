import TitleFonts
import TitleText

/// What turning a line's measured glyphs into ``GlyphRun``s needs beside the paragraph.
struct GlyphRunContext {
  /// The pixel size the paragraph was measured at.
  let size: Double
  /// The "…" glyph truncation measured, and its advance in pixels.
  let ellipsis: GlyphInfo
  let ellipsisAdvance: Double
  /// The chain that measured the paragraph (it names the faces); `nil` for fake measurers.
  let chain: FontFallbackChain?
  /// The UTF-16 length of the prefix before the title (a glyph's cluster less it is the
  /// title's offset).
  let prefixLength: Int

  /// The context of `font`'s paragraphs.
  init(font: ScaledFontChain, prefixLength: Int) {
    size = font.size
    (ellipsis, ellipsisAdvance) = font.drawnGlyph(of: "…")
    chain = font.chain
    self.prefixLength = prefixLength
  }

  /// A context without fonts (paragraphs of fake measurers, which have no glyphs).
  init(size: Double, ellipsisAdvance: Double, prefixLength: Int) {
    self.size = size
    ellipsis = GlyphInfo(faceIndex: 0, glyph: 0, advanceEm: 0)
    self.ellipsisAdvance = ellipsisAdvance
    chain = nil
    self.prefixLength = prefixLength
  }
}

/// Cuts a line's glyph runs out of the measured glyphs (``MeasuredGlyph``), so that renderers
/// draw the glyphs and advances line choice measured.
///
/// A run ends where the face or the bidi level changes. Runs are put in visual order by UAX #9
/// rule L2 (from the highest level down to the lowest odd one, every sequence at that level or
/// higher is reversed), and an odd-level run's glyphs, stored in logical order, are reversed.
/// Hanging clusters at the line's end are dropped, as they are from ``ComposedLine/text`` and
/// ``ComposedLine/width``; the kerning after the line's last cluster is taken off its last glyph
/// (the line ends there), and a shaped line edge's correction from its first glyph (see
/// ``MeasuredCluster/startCorrection``). On a truncated line "…" is a run of its own, at the pen position
/// truncation measured it at. A closing mark the line's width sets half width at its end
/// (``MeasuredCluster/endTrim``) is drawn half width. The runs' advances sum to the line's width
/// (for a line of several bidi levels, whose width sums each level's run snapped up to 1/64 px,
/// to within 1/64 px a run).
enum LineRunBuilder {
  /// The runs of clusters `clusters` of `paragraph`, drawn from `x`.
  /// - Parameters:
  ///   - paragraph: the measured paragraph.
  ///   - clusters: the line's drawn clusters (hanging ones at its end excluded).
  ///   - x: where the line's pen starts.
  ///   - width: the line's width (the ellipsis included when it ends in one).
  ///   - endsInEllipsis: whether "…" follows the clusters.
  ///   - hyphen: the hyphen drawn after the clusters when the line ends after a soft hyphen
  ///     (``SoftHyphen``), else `nil`; `width` includes it.
  ///   - context: the size, the ellipsis and the prefix length.
  /// - Returns: the runs, in visual order.
  /// - Complexity: O(n) in the line's glyphs.
  /// Sets the line's last glyph (runs in logical order) `trim` narrower when the line's width
  /// took the `text-spacing-trim` of its closing mark (``MeasuredCluster/endTrim``): the line is
  /// as wide as its drawn runs then, the mark set half width as Chromium draws it.
  static func trimEnd(_ runs: inout [GlyphRun], by trim: Double, width: Double) {
    guard trim > 0, let run = runs.indices.last, !runs[run].glyphs.isEmpty else { return }
    let drawn = runs.reduce(0.0) { $0 + $1.advance }
    guard abs(drawn - trim - width) < abs(drawn - width) else { return }
    runs[run].glyphs[runs[run].glyphs.count - 1].advance -= trim
  }

  static func runs(
    in paragraph: MeasuredParagraph, clusters: Range<Int>, x: Double, width: Double,
    endsInEllipsis: Bool, hyphen: SoftHyphen? = nil, context: GlyphRunContext
  ) -> [GlyphRun] {
    var runs: [GlyphRun] = []
    let glyphs = paragraph.glyphs
    // Edges reshaped alone replace the paragraph's glyphs where this line starts or ends.
    let startEdge = paragraph.edges.first {
      $0.startsLine && $0.clusters.lowerBound == clusters.lowerBound
        && $0.clusters.upperBound <= clusters.upperBound
    }
    let middleStart = startEdge?.clusters.upperBound ?? clusters.lowerBound
    let endEdge = paragraph.edges.first {
      !$0.startsLine && $0.clusters.upperBound == clusters.upperBound
        && $0.clusters.lowerBound >= middleStart
    }
    let middleEnd = endEdge?.clusters.lowerBound ?? clusters.upperBound
    let first = Int(paragraph.clusters[middleStart].firstGlyph)
    let end = Int(paragraph.clusters[middleEnd].firstGlyph)
    let head = startEdge?.glyphs ?? []
    let tail = endEdge?.glyphs ?? []
    let middleCount = glyphs.isEmpty ? 0 : max(0, end - first)
    let count = head.count + middleCount + tail.count
    // The line's glyphs: the start edge's, the paragraph's, the end edge's (no copy).
    func glyph(_ index: Int) -> MeasuredGlyph {
      if index < head.count { return head[index] }
      if index < head.count + middleCount { return glyphs[first + index - head.count] }
      return tail[index - head.count - middleCount]
    }
    if count > 0 {
      let endKerning =
        clusters.isEmpty || endEdge != nil
        ? 0 : paragraph.clusters[clusters.upperBound - 1].kerningAfter
      let startCorrection =
        clusters.isEmpty || startEdge != nil
        ? 0 : paragraph.clusters[clusters.lowerBound].startCorrection
      let prefixLength = Int32(truncatingIfNeeded: context.prefixLength)
      var shaped: [ShapedGlyph] = []
      shaped.reserveCapacity(count)
      var face = glyph(0).faceIndex
      var level = glyph(0).bidiLevel
      for index in 0..<count {
        let glyph = glyph(index)
        if glyph.faceIndex != face || glyph.bidiLevel != level {
          runs.append(
            GlyphRun(
              faceIndex: Int(face), size: context.size, bidiLevel: Int(level), x: 0,
              glyphs: shaped))
          shaped.removeAll(keepingCapacity: true)
          face = glyph.faceIndex
          level = glyph.bidiLevel
        }
        var advance = index == count - 1 ? glyph.advance - endKerning : glyph.advance
        if index == 0 { advance -= startCorrection }
        shaped.append(
          ShapedGlyph(
            id: glyph.glyph, advance: advance,
            xOffset: glyph.xOffset, yOffset: glyph.yOffset,
            cluster: Int(glyph.cluster - prefixLength)))
      }
      runs.append(
        GlyphRun(
          faceIndex: Int(face), size: context.size, bidiLevel: Int(level), x: 0, glyphs: shaped))
      if hyphen == nil && !endsInEllipsis && !clusters.isEmpty {
        trimEnd(&runs, by: paragraph.clusters[clusters.upperBound - 1].endTrim, width: width)
      }
      if runs.count > 1 || level & 1 == 1 { reorderVisually(&runs) }
      var pen = x
      for index in runs.indices {
        runs[index].x = pen
        pen += runs[index].advance
      }
    }
    if let hyphen {
      // A run of its own at the line's end, as Blink's HyphenResult is a ShapeResult of its own.
      runs.append(
        GlyphRun(
          faceIndex: Int(hyphen.glyph.faceIndex), size: context.size, bidiLevel: 0,
          x: x + width - hyphen.advance,
          glyphs: [
            ShapedGlyph(
              id: hyphen.glyph.glyph, advance: hyphen.advance, xOffset: 0, yOffset: 0,
              cluster: max(0, paragraph.offset(clusters.upperBound - 1) - context.prefixLength))
          ]))
    }
    if endsInEllipsis {
      let ellipsis = context.ellipsis
      runs.append(
        GlyphRun(
          faceIndex: Int(ellipsis.faceIndex), size: context.size, bidiLevel: 0,
          // Alone on the line (no title text kept), it is the line: its pen is the line's.
          x: runs.isEmpty ? x : x + width - context.ellipsisAdvance,
          glyphs: [
            ShapedGlyph(
              id: ellipsis.glyph, advance: context.ellipsisAdvance, xOffset: 0, yOffset: 0,
              cluster: max(0, paragraph.offset(clusters.upperBound) - context.prefixLength))
          ]))
    }
    return runs
  }

  /// Puts runs in logical order into visual order (UAX #9 L2, ``TitleText/TextItemizer``'s
  /// `visualOrder(levels:)`, which is tested against ICU's `ubidi_reorderVisual`) and reverses the
  /// glyphs of odd-level runs.
  static func reorderVisually(_ runs: inout [GlyphRun]) {
    let levels = runs.map { UInt8(clamping: $0.bidiLevel) }
    let logical = runs
    runs = TextItemizer.visualOrder(levels: levels).map { logical[$0] }
    for index in runs.indices where runs[index].bidiLevel & 1 == 1 {
      runs[index].glyphs.reverse()
    }
  }

  /// The faces that drew `runs`, each once, in the order the runs use them.
  /// - Parameters:
  ///   - runs: a line's runs.
  ///   - chain: the chain that measured them; `nil` gives no faces.
  static func faces(of runs: [GlyphRun], chain: FontFallbackChain?) -> [LineFace] {
    guard let chain, let first = runs.first else { return [] }
    var faces = [LineFace(chain.face(at: first.faceIndex), faceIndex: first.faceIndex)]
    for run in runs.dropFirst() where !faces.contains(where: { $0.faceIndex == run.faceIndex }) {
      faces.append(LineFace(chain.face(at: run.faceIndex), faceIndex: run.faceIndex))
    }
    return faces
  }
}

extension LineFace {
  /// The description of `face`, at `faceIndex` in its chain.
  init(_ face: FontFace, faceIndex: Int) {
    self.init(
      faceIndex: faceIndex, family: face.familyName, style: face.styleName, file: face.name,
      index: face.faceIndex)
  }
}
