import TitleFonts
import TitleText

/// The ``TitleText/BoundaryFlags`` bits the shaped-segment code reads, as constants (the
/// statics live in another module: reading one is a call). `MeasuredSegmentCacheTests`
/// checks they are the same.
enum SegmentFlagBits {
  static let graphemeStart: UInt8 = 1 << 0
  static let breakAllowed: UInt8 = 1 << 1
  static let breakMandatory: UInt8 = 1 << 2
}

/// Shaped segments through ``MeasuredSegmentCache``: what a measured segment is remembered as,
/// when a remembered one may stand for the text at hand, and how it is copied in.
extension ParagraphMeasurer {
  /// A measured segment, relative to its start (``MeasuredSegment``).
  /// - Parameters:
  ///   - clusters: its clusters, measured.
  ///   - start: its first code unit; `end`: the code unit after it.
  ///   - glyphs: its glyphs; `edges`: the line edges it reshaped.
  ///   - firstCluster: the index of its first cluster in the paragraph.
  ///   - collapsibleAfter: whether its last cluster is collapsible white space.
  func remembered(
    _ clusters: ArenaMutableView<MeasuredCluster>, from start: Int, end: Int,
    glyphs: Slice<ArenaMutableView<MeasuredGlyph>>, edges: ArraySlice<EdgeGlyphs>,
    firstCluster: Int, utf16: ArenaView<UInt16>, collapsibleAfter: Bool
  ) -> MeasuredSegment {
    let firstGlyph = Int32(truncatingIfNeeded: glyphs.startIndex)
    let shift = Int32(truncatingIfNeeded: start)
    let relativeClusters = clusters.map { cluster -> MeasuredCluster in
      var cluster = cluster
      cluster.offset -= start
      cluster.firstGlyph -= firstGlyph
      cluster.position = 0
      cluster.visibleEnd = 0
      return cluster
    }
    let relativeGlyphs = glyphs.map { glyph -> MeasuredGlyph in
      var glyph = glyph
      glyph.cluster -= shift
      return glyph
    }
    let relativeEdges = edges.map { edge -> EdgeGlyphs in
      var edge = edge
      edge.clusters =
        (edge.clusters.lowerBound - firstCluster)..<(edge.clusters.upperBound - firstCluster)
      for index in edge.glyphs.indices { edge.glyphs[index].cluster -= shift }
      return edge
    }
    let last = clusters[clusters.count - 1].offset
    return MeasuredSegment(
      clusters: relativeClusters, glyphs: relativeGlyphs, edges: relativeEdges,
      traits: SegmentTraits(
        length: end - start, collapsibleAfter: collapsibleAfter,
        endsWithSeparator: Self.isLineSeparator(Self.scalar(in: utf16, at: last)),
        followerMatters: HanKerningClass.maybeClose(utf16[last]),
        followerIsBlank: Self.isBlank(utf16, at: end)))
  }

  /// Whether the unit at `offset` is a space or a tab (false at the end of the text), which
  /// decides whether a closing bracket before it may be trimmed.
  @inline(__always)
  static func isBlank(_ utf16: ArenaView<UInt16>, at offset: Int) -> Bool {
    offset < utf16.count && (utf16[offset] == 0x20 || utf16[offset] == 0x09)
  }

  /// Whether measuring the text from `start` would cut exactly `segment` (whose code units and
  /// flags, context and properties the cache found equal to the text's up to `end`): its last
  /// cluster ends at `end`, the unit after it changes nothing inside it, the scan would stop at
  /// `end` (setting the pending glyph as the scan does), and its glyphs fit without folding.
  func cutsSameSegment(
    _ segment: StoredSegment, _ utf16: ArenaView<UInt16>,
    _ flags: ArenaView<UInt8>, start: Int, runEnd: Int, faceIndex: UInt16,
    glyphRoom: Int, pass: inout Pass
  ) -> Bool {
    let unitCount = utf16.count
    let traits = segment.traits
    let end = start + traits.length
    guard pass.glyphCount + segment.glyphs.count + unitCount - start < glyphRoom,
      end == unitCount || flags[end] & SegmentFlagBits.graphemeStart != 0,
      !traits.followerMatters || traits.followerIsBlank == Self.isBlank(utf16, at: end)
    else { return false }
    if traits.endsWithSeparator || end == runEnd { return true }
    return segmentStops(
      utf16, flags, at: end, faceIndex: faceIndex, collapsibleBefore: traits.collapsibleAfter,
      pass: &pass)
  }

  /// Writes `segment`'s clusters and glyphs after the pass's, moved to `start`, with their
  /// positions and visible ends as ``finishSegment(_:first:collapsibleAfter:pass:)`` sets them
  /// (in the same loop), and appends its line edges (`edges`, relative to its first cluster and
  /// start).
  func copy(
    _ segment: StoredSegment, edges: [EdgeGlyphs]?, from start: Int,
    into records: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, pass: inout Pass
  ) {
    let firstCluster = pass.count
    let firstGlyph = Int32(truncatingIfNeeded: pass.glyphCount)
    let shift = Int32(truncatingIfNeeded: start)
    // Copied whole (the records are trivial: one `memcpy`), then moved in place: cheaper than
    // building each record in registers.
    let clusterCount = segment.clusters.count
    records.update(from: segment.clusters, at: firstCluster)
    let clusters = records.extracting(firstCluster..<firstCluster + clusterCount)
    var pen = pass.pen
    var visibleEnd = pass.visibleEnd
    var widest = pass.widest
    for index in 0..<clusterCount {
      clusters[index].offset &+= start
      clusters[index].firstGlyph &+= firstGlyph
      clusters[index].position = pen
      clusters[index].visibleEnd = visibleEnd
      let advance = clusters[index].advance
      pen += advance
      if !clusters[index].hangs {
        visibleEnd = Int32(truncatingIfNeeded: firstCluster + index + 1)
        if clusters[index].offset >= prefixLength { widest = max(widest, advance) }
      }
    }
    pass.pen = pen
    pass.visibleEnd = visibleEnd
    pass.widest = widest
    pass.count += clusterCount
    let glyphCount = segment.glyphs.count
    glyphs.update(from: segment.glyphs, at: pass.glyphCount)
    let copiedGlyphs = glyphs.extracting(pass.glyphCount..<pass.glyphCount + glyphCount)
    for index in 0..<glyphCount { copiedGlyphs[index].cluster &+= shift }
    pass.glyphCount += glyphCount
    for stored in edges ?? [] {
      var edge = stored
      edge.clusters =
        (edge.clusters.lowerBound + firstCluster)..<(edge.clusters.upperBound + firstCluster)
      for index in edge.glyphs.indices { edge.glyphs[index].cluster += shift }
      pass.edges.append(edge)
    }
  }
}
