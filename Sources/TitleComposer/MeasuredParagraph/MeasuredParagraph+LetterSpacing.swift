extension MeasuredParagraph {
  /// Adds a letter-spacing to the measured paragraph, as Blink's `ShapeResult::ApplySpacingImpl`
  /// adds it to a shaped text (``LetterSpacing``): to the advance of every cluster that gets one
  /// and of its last glyph, moving the positions after it, the sentinel's included; and to the
  /// last glyph of each such cluster in the reshaped line edges. A post-pass, run only when the
  /// spacing is not 0, so that the default path does no work for it.
  ///
  /// A cluster gets the spacing when it draws glyphs of its own (the measurer must have recorded
  /// its glyphs; a cluster HarfBuzz merged into the one before it shares that cluster's) and one
  /// of its scalars is not one Chromium leaves untracked
  /// (``LetterSpacing/getsNoSpacing(_:preservesWhiteSpace:)``).
  /// Collapsed white space gets none; white space that collapsing keeps is a space to Blink
  /// (its text content holds U+0020 there) and gets it. Kerning and unsafe-edge corrections
  /// (``MeasuredCluster/kerningAfter``, ``MeasuredCluster/startCorrection``) stay: the spacing
  /// is not taken off at a line end, as Chromium does not trim it.
  /// - Parameters:
  ///   - spacing: the letter-spacing in px, already quantized (``LetterSpacing/quantized(_:)``).
  ///   - utf16: the laid-out text (prefix included), which the cluster offsets index.
  ///   - collapsesWhiteSpace: whether white space collapses (`.collapse`).
  ///   - prefixLength: the UTF-16 length of the badge object or padding before the title.
  /// - Returns: the widest drawn cluster of the title after spacing (``ParagraphMeasurer/Output/widestTitleCluster``).
  /// - Complexity: O(n) in the clusters and glyphs.
  mutating func applyLetterSpacing(
    _ spacing: Double, utf16: ArenaView<UInt16>, collapsesWhiteSpace: Bool,
    prefixLength: Int
  ) -> Double {
    // Nothing else reads the paragraph while the composer prepares it.
    let clusters = writableClusters
    let glyphs = writableGlyphs
    let hasGlyphs = !glyphs.isEmpty
    var shift = 0.0
    var widest = 0.0
    for index in 0..<count {
      clusters[index].position += shift
      let first = Int(clusters[index].firstGlyph)
      let end = Int(clusters[index + 1].firstGlyph)
      let ownsGlyphs = !hasGlyphs || end > first
      if ownsGlyphs
        && Self.getsSpacing(
          clusters[index], end: clusters[index + 1].offset, utf16: utf16,
          collapsesWhiteSpace: collapsesWhiteSpace, prefixLength: prefixLength)
      {
        clusters[index].advance += spacing
        if hasGlyphs { glyphs[end - 1].advance += spacing }
        shift += spacing
      }
      if !clusters[index].hangs && clusters[index].offset >= prefixLength {
        widest = max(widest, clusters[index].advance)
      }
    }
    clusters[count].position += shift
    for edge in edges.indices {
      applyLetterSpacing(
        spacing, toEdge: edge, utf16: utf16, collapsesWhiteSpace: collapsesWhiteSpace,
        prefixLength: prefixLength)
    }
    return widest
  }

  /// Adds `spacing` to the last glyph of each cluster of reshaped edge `edge` that gets it: a
  /// piece is shaped alone, and Blink applies the spacing to the piece as to the whole text.
  private mutating func applyLetterSpacing(
    _ spacing: Double, toEdge edge: Int, utf16: ArenaView<UInt16>,
    collapsesWhiteSpace: Bool, prefixLength: Int
  ) {
    var pieceGlyphs = edges[edge].glyphs
    var cluster = edges[edge].clusters.lowerBound
    for index in pieceGlyphs.indices {
      let offset = Int(pieceGlyphs[index].cluster)
      let endsCluster =
        index + 1 == pieceGlyphs.count
        || pieceGlyphs[index + 1].cluster != pieceGlyphs[index].cluster
      guard endsCluster else { continue }
      while cluster + 1 < edges[edge].clusters.upperBound && clusters[cluster].offset < offset {
        cluster += 1
      }
      if Self.getsSpacing(
        clusters[cluster], end: clusters[cluster + 1].offset, utf16: utf16,
        collapsesWhiteSpace: collapsesWhiteSpace, prefixLength: prefixLength)
      {
        pieceGlyphs[index].advance += spacing
      }
    }
    edges[edge].glyphs = pieceGlyphs
  }

  /// Whether a cluster that draws glyphs of its own gets the letter-spacing
  /// (``LetterSpacing/getsNoSpacing(_:preservesWhiteSpace:)``); hard breaks get none.
  @inline(__always)
  private static func getsSpacing(
    _ cluster: MeasuredCluster, end clusterEnd: Int, utf16: ArenaView<UInt16>,
    collapsesWhiteSpace: Bool, prefixLength: Int
  ) -> Bool {
    if cluster.isCollapsed { return false }
    let scalar = ParagraphMeasurer.scalar(in: utf16, at: cluster.offset)
    let space = WhiteSpaceClass(scalar)
    if collapsesWhiteSpace && cluster.offset >= prefixLength && space.isCollapsible {
      return true
    }
    if space == .segmentBreak { return false }
    let preserves = !collapsesWhiteSpace
    if !LetterSpacing.getsNoSpacing(scalar, preservesWhiteSpace: preserves) { return true }
    // Blink tracks HarfBuzz clusters, finer than graphemes where a grapheme starts with an
    // untracked character: "\u{115F}나" is one grapheme, two clusters, the second tracked.
    var index = cluster.offset + scalar.utf16.count
    while index < utf16.count && index < clusterEnd {
      let next = ParagraphMeasurer.scalar(in: utf16, at: index)
      if !LetterSpacing.getsNoSpacing(next, preservesWhiteSpace: preserves) { return true }
      index += next.utf16.count
    }
    return false
  }
}
