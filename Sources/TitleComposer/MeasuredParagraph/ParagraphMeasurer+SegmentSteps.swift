import TitleFonts
import TitleText

/// The steps a shaped segment shares with its fast paths: its face, the state after it, where
/// its scan stops, and one-unit segments measured without a scan or a cache look-up.
extension ParagraphMeasurer {
  /// The face at `faceIndex` in the chain and its shaped units' scale at the pass's size,
  /// remembered for the next segments (looking a system face up takes a lock; a title in a
  /// Latin font with Hangul by fallback alternates between two).
  @inline(__always)
  func segmentFace(_ faceIndex: UInt16, _ pass: inout Pass)
    -> (face: Borrowed<FontFace>, scale: ShapedUnitScale)
  {
    if let last = pass.lastFace, last.index == faceIndex { return (last.face, last.scale) }
    if let previous = pass.previousFace, previous.index == faceIndex {
      swap(&pass.lastFace, &pass.previousFace)
      return (previous.face, previous.scale)
    }
    let face = font.chain.face(at: Int(faceIndex))
    let scale = ShapedUnitScale(face: face, size: font.size)
    pass.previousFace = pass.lastFace
    pass.lastFace = (faceIndex, Borrowed(face), scale)
    return (Borrowed(face), scale)
  }

  /// Measures the segment at `start` when it is one ASCII code unit (or a line separator)
  /// shaped to one glyph at the pen (a space between words of another face, most often), as
  /// the general path measures it:
  /// the same cluster, glyph and state, without collecting clusters, a shape-cache look-up or a
  /// segment-cache look-up.
  /// - Returns: the segment's end, `nil` when the segment is not such a unit (nothing written
  ///   but, possibly, the pending glyph the general path sets the same way).
  @inline(__always)
  func measureLoneSegment(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, from start: Int,
    faceIndex: UInt16, runEnd: Int, into records: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, properties: ShapingProperties,
    pass: inout Pass
  ) -> Int? {
    let unit = utf16[start]
    let end = start + 1
    // ASCII only: a space or punctuation between words of another face is the common lone
    // segment; for a letter of a face without its next letter's face (a Hangul word) the
    // check would look the next glyph up for nothing (the cache needs none).
    guard unit < 0x80 || unit & ~1 == 0x2028,
      end == utf16.count || flags[end] & SegmentFlagBits.graphemeStart != 0,
      !HanKerningClass.maybeClose(unit)
    else { return nil }
    // (A tab or a newline gets here only where it collapses: it is a space.)
    let isSpace = WhiteSpaceClass(UInt32(unit)) != .other
    let collapsibleAfter = isSpace && collapsesAsSpace(at: start)
    let separator = Self.isLineSeparator(Unicode.Scalar(unit)!)
    // The general path's scan would stop at `end`: after a separator, at the run's end, or
    // where `segmentStops` says.
    guard
      separator || end == runEnd
        || segmentStops(
          utf16, flags, at: end, faceIndex: faceIndex, collapsibleBefore: collapsibleAfter,
          pass: &pass)
    else { return nil }
    // (The face borrowed, not retained: the chain keeps it.)
    let (segmentFace, scale) = segmentFace(faceIndex, &pass)
    let shaped = segmentFace.use { face in
      loneGlyph(separator || isSpace ? 0x20 : unit, face: face, properties: properties, pass: &pass)
    }
    guard let lone = shaped else { return nil }
    let bits = flags[start]
    var breakBefore: BreakKind =
      bits & SegmentFlagBits.breakMandatory != 0
      ? .mandatory : bits & SegmentFlagBits.breakAllowed != 0 ? .allowed : .none
    if pass.previousWasCollapsible && breakBefore == .mandatory { breakBefore = .allowed }
    let advance = scale.pixels(advance: lone.advance, nominal: lone.nominalAdvance)
    var cluster = MeasuredCluster(
      offset: start, position: 0, advance: advance, kerningAfter: 0, breakBefore: breakBefore,
      hangs: isSpace, isMissing: lone.glyph == 0, isCollapsed: false)
    cluster.firstGlyph = Int32(truncatingIfNeeded: pass.glyphCount)
    let first = pass.count
    records.initializeElement(at: first, to: cluster)
    pass.count += 1
    glyphs.initializeElement(
      at: pass.glyphCount,
      to: MeasuredGlyph(
        glyph: lone.glyph, faceIndex: faceIndex, bidiLevel: 0,
        cluster: Int32(truncatingIfNeeded: start), advance: advance, xOffset: 0, yOffset: 0))
    pass.glyphCount += 1
    finishSegment(
      records.extracting(first..<first + 1), first: first,
      collapsibleAfter: collapsibleAfter, pass: &pass)
    return end
  }

  /// Positions and visible ends of a segment's clusters, the widest cluster, and the state the
  /// next cluster starts from.
  @inline(__always)
  func finishSegment(
    _ clusters: ArenaMutableView<MeasuredCluster>, first: Int, collapsibleAfter: Bool,
    pass: inout Pass
  ) {
    for index in clusters.indices {
      clusters[index].position = pass.pen
      clusters[index].visibleEnd = pass.visibleEnd
      pass.pen += clusters[index].advance
      if !clusters[index].hangs {
        pass.visibleEnd = Int32(truncatingIfNeeded: first + index + 1)
        if clusters[index].offset >= prefixLength {
          pass.widest = max(pass.widest, clusters[index].advance)
        }
      }
    }
    pass.kerningLeft.clear()
    pass.previousWasCollapsible = collapsibleAfter
  }

  /// Whether the segment's scan, at `offset` (after its first cluster, before its run's end),
  /// stops there: at white space that ends it (a collapsing space, a tab, a hard break), at
  /// DELETE, or at a cluster that another face draws, that is not shaped, that asks for emoji
  /// or that is a line separator (whose glyph the next step then reuses: ``Pass/pendingGlyph``).
  @inline(__always)
  func segmentStops(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, at offset: Int,
    faceIndex: UInt16, collapsibleBefore: Bool, pass: inout Pass
  ) -> Bool {
    let scalar = Self.scalar(in: utf16, at: offset)
    let white = WhiteSpaceClass(scalar)
    if white == .other {
      if scalar.value == ControlCharacters.delete { return true }
    } else if collapsesAsSpace(at: offset) {
      // The first white space of a collapsing run stays in the segment, a space shaped with
      // its neighbours as Chromium shapes the collapsed text; the rest collapses into it.
      if collapsibleBefore { return true }
    } else if white != .space {
      return true  // a preserved tab or hard break
    }
    let glyph = font.glyph(for: white == .other ? scalar : " ")
    guard glyph.shapes, glyph.faceIndex == faceIndex, !asksForEmoji(utf16, flags, at: offset),
      !Self.isLineSeparator(scalar)
    else {
      // The cluster that ends the segment starts the next step: keep its glyph.
      pass.pendingOffset = offset
      pass.pendingGlyph = glyph
      return true
    }
    return false
  }

  /// The code unit `unit` shaped alone, when its run is one glyph at the pen, through the face's
  /// lone-unit table (no lock, no shape cache); `nil` otherwise.
  func loneGlyph(
    _ unit: UInt16, face: FontFace, properties: ShapingProperties, pass: inout Pass
  ) -> LoneShapedGlyph? {
    guard let slot = propertiesSlot(properties, &pass) else { return nil }
    return face.shapeLoneUnit(unit, properties, slot: slot)
  }

  /// The lone-unit slot of `properties` (``TitleFonts/FontFace/loneShapingSlot(for:)``), asked
  /// once per direction and script in a pass (the rest of the properties is the pass's; the
  /// last two answers are kept).
  @inline(__always)
  func propertiesSlot(_ properties: ShapingProperties, _ pass: inout Pass) -> Int? {
    if let known = pass.loneSlot, known.direction == properties.direction,
      known.script == properties.script
    {
      return known.slot
    }
    if let known = pass.previousLoneSlot, known.direction == properties.direction,
      known.script == properties.script
    {
      swap(&pass.loneSlot, &pass.previousLoneSlot)
      return known.slot
    }
    let slot = FontFace.loneShapingSlot(for: properties)
    pass.previousLoneSlot = pass.loneSlot
    pass.loneSlot = (properties.direction, properties.script, slot)
    return slot
  }
}
