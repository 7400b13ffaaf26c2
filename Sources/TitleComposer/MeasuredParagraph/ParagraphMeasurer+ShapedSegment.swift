import TitleFonts
import TitleText

/// Runs of a face with OpenType layout tables, measured as Chromium measures them: shaped with
/// HarfBuzz as one run (kerning across spaces kept), each grapheme cluster's advance the sum of
/// its glyphs' advances, and where a line may end or start at a boundary HarfBuzz marks unsafe to
/// break, the edge reshaped as Blink's `ShapeResult` reshapes it.
extension ParagraphMeasurer {
  /// The glyph of the cluster at `start` when that cluster begins a shaped segment (its first
  /// scalar is drawn by a face whose runs are shaped, and it is drawn text or a space that stays
  /// one space), else `nil`. (`pass` is only read: `inout` hands it over by address, where a
  /// value would be copied whole on every call.)
  func shapedSegmentGlyph(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, at start: Int,
    pass: inout Pass
  ) -> GlyphInfo? {
    guard !asksForEmoji(utf16, flags, at: start) else { return nil }
    let scalar = Self.scalar(in: utf16, at: start)
    // HarfBuzz would draw DELETE with .notdef; Chromium draws nothing (ControlCharacters).
    guard scalar.value != ControlCharacters.delete else { return nil }
    let white = WhiteSpaceClass(scalar)
    if white != .other {
      // White space that collapses into the space before it is no glyph; the first of a run
      // is a space shaped with its neighbours, as Chromium shapes the collapsed text (a tab
      // or a newline too). Preserved, a tab or a newline is no shaped text.
      let collapses = collapsesAsSpace(at: start)
      guard collapses ? !pass.previousWasCollapsible : white == .space else { return nil }
    }
    let glyph =
      pass.pendingOffset == start
      ? pass.pendingGlyph : font.glyph(for: white == .other ? scalar : " ")
    return glyph.shapes ? glyph : nil
  }

  /// Whether white space at `offset` collapses (`white-space: normal`; never the padding).
  @inline(__always)
  func collapsesAsSpace(at offset: Int) -> Bool {
    whiteSpace == .collapse && offset >= prefixLength
  }

  /// What HarfBuzz shapes for a segment's code units: the units themselves, or, where the
  /// segment holds collapsing tabs or segment breaks, a copy in which each is the space it
  /// collapses to (the `\n` of a `\r\n` pair, in the same cluster, a zero-width space).
  func shapingUnits<Result>(
    _ text: ArenaView<UInt16>, from start: Int, _ body: (Span<UInt16>) -> Result
  ) -> Result {
    guard whiteSpace == .collapse,
      text.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return text.withSpan(body) }
    var units = Array(text)
    for index in units.indices where start + index >= prefixLength {
      switch units[index] {
      case 0x09, 0x0D: units[index] = 0x20
      case 0x0A: units[index] = index > 0 && text[index - 1] == 0x0D ? 0x200B : 0x20
      default: break
      }
    }
    return body(units.span)
  }

  /// Whether the cluster at `start` asks for emoji presentation (U+FE0F) or is a flag (two
  /// regional indicators): it is drawn by a colour face as
  /// ``FontFallbackChain/glyphs(forCluster:language:)`` decides, never shaped with a text face.
  @inline(__always)
  func asksForEmoji(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, at start: Int
  ) -> Bool {
    let graphemeStart = SegmentFlagBits.graphemeStart
    var index = start + 1
    // Most clusters are one code unit: nothing to look for.
    guard index < utf16.count, flags[index] & graphemeStart == 0 else { return false }
    if start + 3 < utf16.count, Self.isRegionalIndicator(utf16[start], utf16[start + 1]),
      Self.isRegionalIndicator(utf16[start + 2], utf16[start + 3])
    {
      return true
    }
    while index < utf16.count && flags[index] & graphemeStart == 0 {
      if utf16[index] == 0xFE0F { return true }
      index += 1
    }
    return false
  }

  /// Whether two code units are a regional indicator (U+1F1E6…U+1F1FF).
  @inline(__always)
  static func isRegionalIndicator(_ high: UInt16, _ low: UInt16) -> Bool {
    high == 0xD83C && (0xDDE6...0xDDFF).contains(low)
  }

  /// Measures the segment that starts at `start`, whose first glyph is `first`
  /// (``shapedSegmentGlyph(_:_:at:pass:)`` found it):
  /// the following clusters drawn by the same face, in the same script and direction, up to a
  /// tab, a hard break, white space that collapses into the space before it, or a cluster of
  /// another face.
  /// Its glyphs are written in logical order after the pass's glyphs.
  /// - Returns: the UTF-16 offset where the segment ends.
  func measureShapedSegment(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, from start: Int,
    first firstGlyph: GlyphInfo, into records: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, itemized: ItemizedText,
    properties: inout ShapingProperties, pass: inout Pass
  ) -> Int {
    let graphemeStart = SegmentFlagBits.graphemeStart
    let allowed = SegmentFlagBits.breakAllowed
    let mandatory = SegmentFlagBits.breakMandatory
    let unitCount = utf16.count
    let faceIndex = firstGlyph.faceIndex
    let first = pass.count
    let firstGlyphIndex = pass.glyphCount
    let firstEdge = pass.edges.count
    let textRun = itemized.run(containing: start)
    let runEnd = textRun.range.upperBound
    properties.direction = textRun.bidiLevel & 1 == 1 ? .rightToLeft : .leftToRight
    properties.script = textRun.script
    if let end = measureLoneSegment(
      utf16, flags, from: start, faceIndex: faceIndex, runEnd: runEnd, into: records,
      glyphs: glyphs, properties: properties, pass: &pass)
    {
      return end
    }
    // A segment met before is copied in, neither scanned nor shaped (MeasuredSegmentCache).
    let slot = borrowedSegmentCache != nil ? propertiesSlot(properties, &pass) : nil
    var context: SegmentContext? = nil
    if let borrowedCache = borrowedSegmentCache, let slot {
      let made = SegmentContext(
        chainSerial: font.chainSerial, size: font.size, faceIndex: faceIndex,
        level: textRun.bidiLevel, collapses: whiteSpace == .collapse,
        collapsibleBefore: pass.previousWasCollapsible,
        prefixUnits: max(0, prefixLength - start), propertiesSlot: slot)
      context = made
      var end = start
      var collapsibleAfter = false
      let found = borrowedCache.use { cache in
        cache.lookUp(
          made, utf16, flags, start: start, limit: runEnd,
          accepts: { segment in
            cutsSameSegment(
              segment, utf16, flags, start: start, runEnd: runEnd, faceIndex: faceIndex,
              glyphRoom: glyphs.count, pass: &pass)
          },
          use: { segment, edges in
            copy(segment, edges: edges, from: start, into: records, glyphs: glyphs, pass: &pass)
            end = start + segment.traits.length
            collapsibleAfter = segment.traits.collapsibleAfter
          })
      }
      if found {
        pass.kerningLeft.clear()
        pass.previousWasCollapsible = collapsibleAfter
        return end
      }
    }
    var end = start
    var collapsibleBefore = pass.previousWasCollapsible
    // Collect the segment's clusters: offsets, opportunities and hanging first.
    while end < runEnd {
      if end > start
        && segmentStops(
          utf16, flags, at: end, faceIndex: faceIndex, collapsibleBefore: collapsibleBefore,
          pass: &pass)
      {
        break
      }
      var clusterEnd = end + 1
      while clusterEnd < unitCount && flags[clusterEnd] & graphemeStart == 0
        && clusterEnd != prefixLength
      {
        clusterEnd += 1
      }
      let bits = flags[end]
      var breakBefore: BreakKind =
        bits & mandatory != 0 ? .mandatory : bits & allowed != 0 ? .allowed : .none
      // A newline that collapsed into a space gives only a soft opportunity.
      if collapsibleBefore && breakBefore == .mandatory { breakBefore = .allowed }
      // (A tab or a newline is in a segment only where it collapses: it is a space.)
      let isSpace = WhiteSpaceClass(UInt32(utf16[end])) != .other
      records.initializeElement(
        at: pass.count,
        to: MeasuredCluster(
          offset: end, position: 0, advance: 0, kerningAfter: 0, breakBefore: breakBefore,
          hangs: isSpace, isMissing: false, isCollapsed: false))
      pass.count += 1
      collapsibleBefore = isSpace && collapsesAsSpace(at: end)
      let scalar = Self.scalar(in: utf16, at: end)
      end = clusterEnd
      // A line or paragraph separator is a segment of its own, shaped as a space.
      if Self.isLineSeparator(scalar) { break }
    }
    let clusters = records.extracting(first..<pass.count)
    let (borrowedFace, scale) = segmentFace(faceIndex, &pass)
    let face = borrowedFace.object
    let text = utf16.extracting(start..<end)
    let separator = Self.isLineSeparator(Self.scalar(in: utf16, at: start))
    if end == start + 1, !HanKerningClass.maybeClose(utf16[start]),
      let lone = loneGlyph(
        separator || WhiteSpaceClass(UInt32(utf16[start])) != .other ? 0x20 : utf16[start],
        face: face, properties: properties, pass: &pass)
    {
      // One character shaped to one glyph at the pen (a space between words of another face):
      // what `assign` makes of that run, without the run.
      let advance = scale.pixels(advance: lone.advance, nominal: lone.nominalAdvance)
      clusters[0].advance = advance
      clusters[0].isMissing = lone.glyph == 0
      clusters[0].firstGlyph = Int32(truncatingIfNeeded: pass.glyphCount)
      glyphs.initializeElement(
        at: pass.glyphCount,
        to: MeasuredGlyph(
          glyph: lone.glyph, faceIndex: faceIndex, bidiLevel: 0,
          cluster: Int32(truncatingIfNeeded: start), advance: advance, xOffset: 0, yOffset: 0))
      pass.glyphCount += 1
    } else if let run =
      separator
      ? Self.shapeSpace(face, properties)
      : shapingUnits(text, from: start, { face.shape($0, properties) })
    {
      Self.assign(
        run, from: start, to: clusters, faceIndex: faceIndex, scale: scale, glyphs: glyphs,
        glyphCount: &pass.glyphCount, unitCount: unitCount)
      setSpacingTrims(
        clusters, segmentEnd: end, utf16: utf16, face: face, properties: properties,
        scale: scale)
      correctReshapedEdges(
        clusters, firstCluster: first, faceIndex: faceIndex, level: textRun.bidiLevel,
        edges: &pass.edges, glyphs: glyphs, glyphCount: pass.glyphCount, segmentEnd: end,
        utf16: utf16, face: face,
        properties: properties,
        scale: scale)
    } else {
      // HarfBuzz could not shape (out of memory): measure glyph by glyph.
      context = nil
      for index in clusters.indices {
        let glyph = font.glyph(for: Self.scalar(in: utf16, at: clusters[index].offset))
        clusters[index].advance = font.advance(of: glyph)
        clusters[index].isMissing = glyph.isMissing
        clusters[index].firstGlyph = Int32(truncatingIfNeeded: pass.glyphCount)
        Self.append(
          glyph, advance: clusters[index].advance, cluster: clusters[index].offset, to: glyphs,
          &pass.glyphCount)
      }
    }
    if let cache = borrowedSegmentCache, let context,
      pass.glyphCount + unitCount - start < glyphs.count
    {
      // (No glyph was folded into another: a hit checks the same room.)
      let segment = remembered(
        clusters, from: start, end: end, glyphs: glyphs[firstGlyphIndex..<pass.glyphCount],
        edges: pass.edges[firstEdge...], firstCluster: first, utf16: utf16,
        collapsibleAfter: collapsibleBefore)
      cache.use { $0.store(segment, context, utf16, flags, start: start, limit: runEnd) }
    }
    finishSegment(clusters, first: first, collapsibleAfter: collapsibleBefore, pass: &pass)
    return end
  }

  /// Whether a scalar is U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which Chromium
  /// shapes and draws as a space (a segment of their own here, shaped as U+0020).
  @inline(__always)
  static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar.value & ~1 == 0x2028 }

  /// U+0020 shaped alone with `properties`: what a line or paragraph separator draws.
  private static func shapeSpace(_ face: FontFace, _ properties: ShapingProperties) -> ShapedRun? {
    face.shape(spaceText.span, properties)
  }

  /// Adds each glyph's advance to the grapheme cluster its HarfBuzz cluster starts in, marks
  /// clusters whose first glyph is `.notdef` or unsafe to break before, and writes the glyphs.
  /// A glyph beyond the store's room (one slot is kept for every code unit after the segment)
  /// is folded into the glyph before it: its advance is kept, it is not drawn.
  private static func assign(
    _ run: ShapedRun, from start: Int, to clusters: ArenaMutableView<MeasuredCluster>,
    faceIndex: UInt16, scale: ShapedUnitScale, glyphs: ArenaMutableView<MeasuredGlyph>,
    glyphCount: inout Int, unitCount: Int
  ) {
    var index = 0
    var seen = -1
    for index in clusters.indices { clusters[index].firstGlyph = -1 }
    for glyph in run.glyphs {
      let offset = start + Int(glyph.cluster)
      while index + 1 < clusters.count && clusters[index + 1].offset <= offset { index += 1 }
      let advance = scale.pixels(glyph)
      clusters[index].advance += advance
      let room = glyphs.count - (unitCount - clusters[index].offset)
      if glyphCount < room || seen != index {
        if seen != index { clusters[index].firstGlyph = Int32(truncatingIfNeeded: glyphCount) }
        glyphs.initializeElement(
          at: glyphCount,
          to: MeasuredGlyph(
            glyph: glyph.glyph, faceIndex: faceIndex, bidiLevel: 0,
            cluster: Int32(truncatingIfNeeded: clusters[index].offset), advance: advance,
            xOffset: scale.offset(glyph.xOffset), yOffset: scale.offset(glyph.yOffset)))
        glyphCount += 1
      } else {
        glyphs[glyphCount - 1].advance += advance
      }
      if seen != index {
        seen = index
        clusters[index].isMissing = glyph.glyph == 0
        clusters[index].unsafeBefore = index > 0 && glyph.unsafeToBreak
      }
    }
    // A cluster HarfBuzz gave no glyph of its own (inside a ligature or a merged cluster) owns
    // none, and breaking before it always needs reshaping.
    var next = Int32(truncatingIfNeeded: glyphCount)
    for index in clusters.indices.reversed() {
      if clusters[index].firstGlyph < 0 {
        clusters[index].firstGlyph = next
        clusters[index].unsafeBefore = index > 0
      }
      next = clusters[index].firstGlyph
    }
  }

  /// Where a line may end or start at a boundary HarfBuzz marks unsafe to break, the difference
  /// between the run's advances and those of the edge shaped alone: from the last safe boundary
  /// to a line's visible end (``MeasuredCluster/kerningAfter``), from a line's start to the next
  /// safe boundary (``MeasuredCluster/startCorrection``).
  private func correctReshapedEdges(
    _ clusters: ArenaMutableView<MeasuredCluster>, firstCluster: Int,
    faceIndex: UInt16, level: UInt8, edges: inout [EdgeGlyphs],
    glyphs: ArenaMutableView<MeasuredGlyph>, glyphCount: Int, segmentEnd: Int,
    utf16: ArenaView<UInt16>, face: FontFace, properties: ShapingProperties,
    scale: ShapedUnitScale
  ) {
    let count = clusters.count
    for boundary in 1..<max(1, count) where clusters[boundary].unsafeBefore {
      let cluster = clusters[boundary]
      // Inside a ligature (the cluster owns no glyph: its first is a later cluster's) an
      // emergency break may still cut, and Blink measures that line end and the next line's
      // start reshaped, as at a break opportunity: "…schif" | "ffahrts" in Noto's "ff".
      let firstGlyph = Int(cluster.firstGlyph)
      let insideGlyph =
        firstGlyph >= glyphCount || firstGlyph < 0
        || Int(glyphs[firstGlyph].cluster) != cluster.offset
      if cluster.breakBefore == .none && !cluster.hangs && !insideGlyph {
        // Not a line break, but overflow-wrap or truncation may cut here: take off what
        // positioning added to the cluster's last glyph (GPOS pair kerning sits there).
        let last = Int(clusters[boundary].firstGlyph) - 1
        if last >= Int(clusters[boundary - 1].firstGlyph), last >= 0 {
          let glyph = glyphs[last]
          let units = face.nominalShapingAdvance(of: glyph.glyph)
          let nominal = scale.pixels(advance: units, nominal: units)
          clusters[boundary - 1].kerningAfter = glyph.advance - nominal
        }
        continue
      }
      if cluster.breakBefore != .none || cluster.hangs || insideGlyph {
        // A line's visible text may end here: reshape from the last safe boundary.
        var safe = boundary - 1
        while safe > 0 && clusters[safe].unsafeBefore { safe -= 1 }
        if let piece = reshape(
          utf16, clusters, safe..<boundary, segmentEnd: segmentEnd, face: face,
          properties: properties, scale: scale, faceIndex: faceIndex, level: level)
        {
          let full = (safe..<boundary).reduce(0.0) { $0 + clusters[$1].advance }
          clusters[boundary - 1].kerningAfter = full - piece.width
          edges.append(
            EdgeGlyphs(
              clusters: (firstCluster + safe)..<(firstCluster + boundary), startsLine: false,
              glyphs: piece.glyphs))
        }
      }
      if cluster.breakBefore != .none || insideGlyph {
        // A line may start here: reshape up to the next safe boundary.
        var safe = boundary + 1
        while safe < count && clusters[safe].unsafeBefore { safe += 1 }
        if let piece = reshape(
          utf16, clusters, boundary..<safe, segmentEnd: segmentEnd, face: face,
          properties: properties, scale: scale, faceIndex: faceIndex, level: level)
        {
          let full = (boundary..<safe).reduce(0.0) { $0 + clusters[$1].advance }
          clusters[boundary].startCorrection = full - piece.width
          edges.append(
            EdgeGlyphs(
              clusters: (firstCluster + boundary)..<(firstCluster + safe), startsLine: true,
              glyphs: piece.glyphs))
        }
      }
    }
  }

  /// `text-spacing-trim` at a line end: a cluster that starts with a full-width closing bracket
  /// or a closing quote (``TitleText/HanKerningClass/maybeClose(_:)``, Blink's
  /// `Character::MaybeHanKerningClose`) may be set half-width where a line ends after it, by as
  /// much as the face's `halt` feature takes off it (500 units in Noto Sans CJK's brackets and
  /// its Chinese full-width quotes; 0 in a face without `halt` or for a proportional quote), as
  /// Chromium 156 does.
  private func setSpacingTrims(
    _ clusters: ArenaMutableView<MeasuredCluster>, segmentEnd: Int,
    utf16: ArenaView<UInt16>, face: FontFace,
    properties: ShapingProperties, scale: ShapedUnitScale
  ) {
    for index in clusters.indices
    where HanKerningClass.maybeClose(utf16[clusters[index].offset]) {
      let start = clusters[index].offset
      let end = index + 1 < clusters.count ? clusters[index + 1].offset : segmentEnd
      // Followed by a space, the bracket never ends a line (the line ends after the space), and
      // Chromium sets it full width ("《질문》 가나" breaks inside 질문 where "《질문》가나"
      // fits trimmed: the oracle).
      if end < utf16.count && (utf16[end] == 0x20 || utf16[end] == 0x09) { continue }
      let text = utf16.extracting(start..<end)
      var halved = properties
      halved.features.append(Self.halfWidth)
      guard let plain = text.withSpan({ face.shape($0, properties) }),
        let half = text.withSpan({ face.shape($0, halved) })
      else { continue }
      let trim = scale.width(of: plain) - scale.width(of: half)
      if trim > 0 { clusters[index].endTrim = trim }
    }
  }

  /// U+0020 alone, the text ``shapeSpace(_:_:)`` shapes.
  private static let spaceText: [UInt16] = [0x20]

  /// OpenType `halt` (alternate half widths), on.
  private static let halfWidth = ShapingFeature("halt", value: 1)!

  /// Clusters `range` of the segment shaped alone: their width in pixels and their glyphs.
  private func reshape(
    _ utf16: ArenaView<UInt16>, _ clusters: ArenaMutableView<MeasuredCluster>,
    _ range: Range<Int>, segmentEnd: Int, face: FontFace, properties: ShapingProperties,
    scale: ShapedUnitScale, faceIndex: UInt16, level: UInt8
  ) -> (width: Double, glyphs: [MeasuredGlyph])? {
    let start = clusters[range.lowerBound].offset
    let end = range.upperBound < clusters.count ? clusters[range.upperBound].offset : segmentEnd
    guard end > start,
      let run = utf16.extracting(start..<end).withSpan({ face.shape($0, properties) })
    else { return nil }
    var index = range.lowerBound
    var width = 0.0
    let glyphs = run.glyphs.map { glyph -> MeasuredGlyph in
      let offset = start + Int(glyph.cluster)
      while index + 1 < range.upperBound && clusters[index + 1].offset <= offset { index += 1 }
      let advance = scale.pixels(glyph)
      width += advance
      return MeasuredGlyph(
        glyph: glyph.glyph, faceIndex: faceIndex, bidiLevel: level,
        cluster: Int32(truncatingIfNeeded: clusters[index].offset), advance: advance,
        xOffset: scale.offset(glyph.xOffset), yOffset: scale.offset(glyph.yOffset))
    }
    return (width, glyphs)
  }
}
