@_spi(TitleInternals) import TitleFonts
import TitleText

/// Turns analysed text into a ``MeasuredParagraph``: one advance per grapheme cluster, the break
/// opportunities between clusters, which clusters hang or collapse, and the glyphs that draw
/// them (``MeasuredGlyph``, what a line's glyph runs are cut from).
struct ParagraphMeasurer {
  /// The title font at the title size.
  let font: ScaledFontChain
  /// The UTF-16 length of the prefix (badge object or padding spaces) before the title.
  let prefixLength: Int
  /// The advance of the prefix when it is the badge's object replacement character.
  let badgeAdvance: Double?
  /// What happens to white space in the title.
  let whiteSpace: WhiteSpace
  /// How runs of faces with layout tables are shaped: the language (BCP 47) and features.
  var shaping = ShapingOptions()
  /// The paragraph's bidi level: 0 in a left-to-right cell, 1 in a right-to-left one
  /// (``TextDirection``). It sets the embedding levels shaped runs are cut by and the glyphs'
  /// levels, which order a line's runs.
  var paragraphLevel: UInt8 = 0
  /// Whether clusters measured glyph by glyph write their glyphs (``MeasuredParagraph/glyphs``,
  /// what glyph runs are cut from). A layout that draws no runs skips them; shaped segments
  /// always write theirs, which their unsafe-to-break edges read.
  var recordsGlyphs = true
  /// Whether the lean run (``measureLeanRun(_:_:from:lean:into:glyphs:deadline:pass:)``) takes
  /// the primary face's unshaped glyphs; off, the general loop measures them (tests compare).
  var usesLeanGlyphs = true
  /// Where shaped segments measured before are kept (``MeasuredSegmentCache``); `nil` measures
  /// every segment (tests compare the two).
  var segmentCache: MeasuredSegmentCache? {
    get { ownedSegmentCache ?? borrowedSegmentCache?.object }
    set {
      // The shared cache lives as long as the process: borrowed, never held.
      ownedSegmentCache = newValue === MeasuredSegmentCache.shared ? nil : newValue
      borrowedSegmentCache = newValue.map(Borrowed.init)
    }
  }
  /// A cache other than the shared one, held while the measurer lives (tests set one).
  private(set) var ownedSegmentCache: MeasuredSegmentCache? = nil
  /// The segment cache, borrowed (the shared one lives for the whole process, another is held
  /// by ``ownedSegmentCache``), so that neither making nor destroying a measurer, nor a shaped
  /// segment, retains and releases it: every thread's measurer would write its count.
  private(set) var borrowedSegmentCache: Borrowed<MeasuredSegmentCache>? =
    MeasuredSegmentCache.borrowedShared

  /// The measured paragraph (missing and collapsed clusters are flagged in it).
  struct Output {
    var paragraph: MeasuredParagraph
    /// The widest drawn cluster of the title, prefix and hanging clusters excluded (found while
    /// measuring, for the too-narrow check).
    var widestTitleCluster: Double

    /// A measured paragraph without prefix (fake measurers in tests).
    init(paragraph: MeasuredParagraph) {
      self.init(paragraph: paragraph, widestTitleCluster: paragraph.widestCluster())
    }

    init(paragraph: MeasuredParagraph, widestTitleCluster: Double) {
      self.paragraph = paragraph
      self.widestTitleCluster = widestTitleCluster
    }
  }

  /// Measures the analysed text of `buffer`, whose arena already holds its boundary flags
  /// (``TextAnalyzer`` wrote them there); the clusters go into the same arena.
  func measure(_ buffer: TitleBuffer) -> Output {
    measureIfInTime(buffer, deadline: nil)!  // nil only when a deadline has passed
  }

  /// Like ``measure(_:)``, reading the clock every ``deadlineStride`` clusters, so that a title
  /// whose characters each need a first font look-up stops within one stride of its budget.
  /// - Throws: ``ComposerError/timeBudgetExceeded(budget:)`` once `deadline` has passed.
  func measure(_ buffer: TitleBuffer, deadline: CompositionDeadline?) throws(ComposerError)
    -> Output
  {
    guard let output = measureIfInTime(buffer, deadline: deadline) else {
      throw .timeBudgetExceeded(budget: deadline?.budget ?? .zero)
    }
    return output
  }

  /// The clusters measured between two readings of the clock.
  static let deadlineStride = 256

  /// The measured paragraph, or `nil` when `deadline` passed first.
  private func measureIfInTime(_ buffer: TitleBuffer, deadline: CompositionDeadline?) -> Output? {
    let arena = buffer.arena
    let measured = font.withLeanGlyphs(enabled: usesLeanGlyphs) { lean in
      measureClusters(
        buffer.utf16, buffer.boundaryFlags.readOnly, into: arena.clusters, glyphs: arena.glyphs,
        lean: lean, deadline: deadline)
    }
    guard let (count, glyphCount, edges, widest, paragraphStarts, bidiRunStarts) = measured
    else { return nil }
    // (A new or reused arena has none: most titles store nothing.)
    if let paragraphStarts { arena.paragraphStarts = paragraphStarts }
    if let bidiRunStarts { arena.bidiRunStarts = bidiRunStarts }
    if buffer.containsIdeographicSpace {
      buffer.utf16.withSpan { utf16 in
        arena.clusters.prefix(count: count).withMutableSpan { clusters in
          Self.applyIdeographicSpaceRules(
            utf16, to: &clusters, count: count - 1, collapse: whiteSpace == .collapse,
            prefixLength: prefixLength)
        }
      }
    }
    var paragraph = MeasuredParagraph(storage: arena, count: count, glyphCount: glyphCount)
    paragraph.edges = edges
    return Output(paragraph: paragraph, widestTitleCluster: widest)
  }

  /// The running state of one pass over the clusters (ShapedSegment.swift continues it).
  struct Pass {
    var count = 0
    var pen = 0.0
    var visibleEnd: Int32 = 0
    var widest = 0.0
    var previousWasCollapsible = false
    // The glyph that ends the previous cluster when a kerning pair may start with it (cleared
    // where no kerning may cross: the badge, tabs, hard breaks, collapsed spaces, shaped runs).
    var kerningLeft = KerningLeft()
    var glyphCount = 0
    /// Line edges reshaped alone (shaped segments only).
    var edges: [EdgeGlyphs] = []
    /// The clusters after hard breaks (``MeasuredParagraph/paragraphStarts``).
    var paragraphStarts: [Int32] = []
    /// The glyph looked up for the cluster at ``pendingOffset`` by the step that stopped there
    /// (the fast loop at a face that shapes runs, a shaped segment at another face), so that the
    /// next step does not look it up again.
    var pendingOffset = -1
    var pendingGlyph = GlyphInfo(faceIndex: 0, glyph: 0, advanceEm: 0)
    /// The faces the last two shaped segments used (looking a system face up takes a lock; a
    /// title in a Latin font with Hangul by fallback alternates between two).
    /// (Borrowed: the chain keeps its faces for its whole life, which spans the pass.) Each
    /// with its shaped units' scale at the pass's size.
    var lastFace: (index: UInt16, face: Borrowed<FontFace>, scale: ShapedUnitScale)?
    var previousFace: (index: UInt16, face: Borrowed<FontFace>, scale: ShapedUnitScale)?
    /// The lone-unit slot (``TitleFonts/FontFace/loneShapingSlot(for:)``) of the properties last
    /// asked for, by direction and script (the rest of the properties is the pass's).
    var loneSlot: (direction: ShapingDirection, script: UInt32, slot: Int?)?
    /// The slot asked for before ``loneSlot`` (a mixed title alternates between two scripts).
    var previousLoneSlot: (direction: ShapingDirection, script: UInt32, slot: Int?)?
  }

  /// One pass over the clusters: advances, kerning, positions, visible ends, opportunities,
  /// hanging and collapsed spaces, then the sentinel; and the glyphs. Runs of faces with layout
  /// tables are shaped with HarfBuzz (``measureShapedSegment(_:_:from:first:into:glyphs:itemized:properties:pass:)``); the
  /// rest is measured glyph by glyph, which for those faces is exactly what shaping gives: one
  /// glyph per drawn cluster of one scalar (its advance plus the kerning after it),
  /// ``FontFallbackChain/glyphs(forCluster:language:)`` for longer clusters (an emoji sequence is one
  /// glyph), a space glyph for a tab or a space white-space collapsing keeps, none for the badge,
  /// hard breaks and collapsed white space.
  /// - Parameters:
  ///   - flags: ``TitleText/BoundaryFlags`` bits, one per code unit and one for the end.
  ///   - glyphs: room for ``LayoutArena/glyphCapacity`` glyphs.
  ///   - lean: the font's lean entries (``TitleFonts/LeanGlyphTable``): the fast loop's common case.
  /// - Returns: the number of entries written (clusters + 1), the number of glyphs, the line
  ///   edges reshaped alone and the widest drawn cluster of the title (see ``Output/widestTitleCluster``); `nil` when `deadline`
  ///   passed first.
  private func measureClusters(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>,
    into records: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, lean: LeanGlyphLookup,
    deadline: CompositionDeadline?
  ) -> (
    count: Int, glyphCount: Int, edges: [EdgeGlyphs], widestTitleCluster: Double,
    paragraphStarts: [Int32]?, bidiRunStarts: [Int32]?
  )? {
    let strideMask = Self.deadlineStride - 1
    let collapse = whiteSpace == .collapse
    let spaceGlyph = font.glyph(for: " ")
    let spaceAdvance = font.advance(of: spaceGlyph)
    // BoundaryFlags' statics live in another module: read their bits once, not per cluster.
    let graphemeStart = BoundaryFlags.graphemeStart.rawValue
    let allowed = BoundaryFlags.breakAllowed.rawValue
    let mandatory = BoundaryFlags.breakMandatory.rawValue
    let unitCount = utf16.count
    let prefixLength = prefixLength
    var pass = Pass()
    // Script runs and bidi levels, found on the first shaped segment (most titles of a face
    // without layout tables never need them).
    var itemized: ItemizedText?
    defer { if let itemized { ItemizerPool.put(itemized) } }
    // The shaping properties of the language and features, made on the first shaped segment;
    // each segment sets its direction and script in place (a copy would retain its storage,
    // and so would an optional's payload passed inout, `&properties!`: copied out and back).
    var properties = Self.unmadeProperties
    var madeProperties = false
    var start = 0
    while start < unitCount {
      // (A cluster whose glyph a shaped segment already looked up goes to the code below.)
      if (start >= prefixLength || badgeAdvance == nil) && !pass.previousWasCollapsible
        && pass.pendingOffset != start
      {
        // The commonest case first: glyphs of the primary face in whole units, unshaped, up to
        // the next reading of the clock (which the tight loop below does).
        if lean[utf16[start]].isLean {
          guard
            let leanEnd = measureLeanRun(
              utf16, flags, from: start, lean: lean, into: records, glyphs: glyphs,
              deadline: deadline, pass: &pass)
          else { return nil }
          start = leanEnd
        }
        // The common case in a tight loop: clusters of one BMP scalar drawn with one glyph of a
        // face without layout tables — anything but white space, or a kept U+0020 (padding, or
        // any space with `.preserve`), which hangs at a line end. It stops at anything else,
        // which the code below handles, and hands lean glyphs back to the lean run.
        let tightStart = start
        var stoppedAtLean = false
        while start < unitCount {
          let unit = utf16[start]
          let end = start + 1
          if start > tightStart && lean[unit].isLean {
            stoppedAtLean = true
            break
          }
          let isSpace = unit == 0x20
          guard isSpace ? !collapse || start < prefixLength : Self.isDrawnBMPUnit(unit),
            end == unitCount || flags[end] & graphemeStart != 0
          else { break }
          let glyph = font.glyph(for: Unicode.Scalar(unit)!)
          guard !glyph.shapes else {
            pass.pendingOffset = start
            pass.pendingGlyph = glyph
            break
          }
          if let deadline, pass.count & strideMask == strideMask, deadline.hasPassed {
            return nil
          }
          if let left = pass.kerningLeft.glyph {
            let kerning = font.kerning(left, glyph)
            records[pass.count - 1].kerningAfter = kerning
            if recordsGlyphs { glyphs[pass.glyphCount - 1].advance += kerning }
            pass.pen += kerning
          }
          let advance = font.advance(of: glyph)
          let bits = flags[start]
          records.initializeElement(
            at: pass.count,
            to: MeasuredCluster(
              offset: start, position: pass.pen, advance: advance, kerningAfter: 0,
              breakBefore: bits & mandatory != 0
                ? .mandatory : bits & allowed != 0 ? .allowed : .none,
              hangs: isSpace, isMissing: glyph.isMissing, isCollapsed: false,
              visibleEnd: pass.visibleEnd,
              firstGlyph: Int32(truncatingIfNeeded: pass.glyphCount)))
          if recordsGlyphs {
            Self.append(glyph, advance: advance, cluster: start, to: glyphs, &pass.glyphCount)
          }
          pass.pen += advance
          pass.count += 1
          if !isSpace {
            // Drawn, in the title (padding is all spaces, the badge never gets here).
            pass.widest = max(pass.widest, advance)
            pass.visibleEnd = Int32(truncatingIfNeeded: pass.count)
          }
          pass.kerningLeft.set(glyph)
          start = end
        }
        if start == unitCount { break }
        if stoppedAtLean { continue }
      }
      if let deadline, pass.count & strideMask == strideMask, deadline.hasPassed { return nil }
      let isBadge = start == 0 && badgeAdvance != nil && prefixLength > 0
      if !isBadge, let first = shapedSegmentGlyph(utf16, flags, at: start, pass: &pass) {
        if itemized == nil {
          itemized = ItemizerPool.take()
          itemized!.itemize(utf16, paragraphLevel: paragraphLevel)
        }
        if !madeProperties {
          properties = ShapingProperties(language: font.language.tag, features: shaping.features)
          madeProperties = true
        }
        start = measureShapedSegment(
          utf16, flags, from: start, first: first, into: records, glyphs: glyphs,
          itemized: itemized!, properties: &properties, pass: &pass)
        continue
      }
      var end = start + 1
      // A cluster never straddles the prefix and the title: ICU joins a title that starts with
      // a combining mark, ZWJ or variation selector to the badge's U+FFFC or the last padding
      // space, and those characters must stay in the title's first line range.
      while end < unitCount && flags[end] & graphemeStart == 0 && end != prefixLength {
        end += 1
      }
      let bits = flags[start]
      var record = MeasuredCluster(
        offset: start, position: 0, advance: 0, kerningAfter: 0,
        breakBefore: bits & mandatory != 0 ? .mandatory : bits & allowed != 0 ? .allowed : .none,
        hangs: false, isMissing: false, isCollapsed: false,
        firstGlyph: Int32(truncatingIfNeeded: pass.glyphCount))
      let space = WhiteSpaceClass(Self.scalar(in: utf16, at: start))
      if isBadge, let badgeAdvance {
        record.advance = badgeAdvance
        pass.kerningLeft.clear()
      } else if collapse && start >= prefixLength && space.isCollapsible {
        // Runs of spaces, tabs and newlines become one space; the opportunity follows the run.
        if pass.previousWasCollapsible {
          record.isCollapsed = true
          record.breakBefore = .none
        } else {
          record.advance = spaceAdvance
          Self.append(
            spaceGlyph, advance: spaceAdvance, cluster: start, to: glyphs, &pass.glyphCount)
        }
        record.hangs = true
        pass.previousWasCollapsible = true
        pass.kerningLeft.clear()
      } else {
        if pass.previousWasCollapsible && record.breakBefore == .mandatory {
          // A newline that collapsed into a space gives only a soft opportunity.
          record.breakBefore = .allowed
        }
        pass.previousWasCollapsible = false
        if !collapse && utf16[start] == ControlCharacters.formFeed {
          // Preserved, a form feed is drawn as nothing (ControlCharacters).
          pass.kerningLeft.clear()
        } else if space == .other || space == .space {
          // A drawn cluster (a preserved space is drawn too, and hangs at a line end).
          record.hangs = space == .space
          let previousGlyph = pass.glyphCount - 1
          let measured = measureCluster(
            utf16, from: start, to: end, glyphs: glyphs, glyphCount: &pass.glyphCount)
          record.advance = measured.advance
          record.isMissing = measured.missing
          if let left = pass.kerningLeft.glyph {
            // The kerning before this cluster moves the pen after the previous cluster's glyph.
            let kerning = font.kerning(left, measured.first)
            records[pass.count - 1].kerningAfter = kerning
            // (Without recorded glyphs the previous cluster may have written none.)
            if recordsGlyphs { glyphs[previousGlyph].advance += kerning }
            pass.pen += kerning
          }
          pass.kerningLeft.set(measured.last)
        } else {
          // A tab, drawn as a space: hangs, no kerning across. After a hard break (kept white
          // space) a new paragraph starts.
          record.hangs = true
          if space == .segmentBreak {
            pass.paragraphStarts.append(Int32(truncatingIfNeeded: pass.count + 1))
          }
          if space == .tab {
            record.advance = spaceAdvance
            Self.append(
              spaceGlyph, advance: spaceAdvance, cluster: start, to: glyphs, &pass.glyphCount)
          }
          pass.kerningLeft.clear()
        }
      }
      record.position = pass.pen
      pass.pen += record.advance
      record.visibleEnd = pass.visibleEnd
      if !record.hangs {
        pass.visibleEnd = Int32(truncatingIfNeeded: pass.count + 1)
        if start >= prefixLength { pass.widest = max(pass.widest, record.advance) }
      }
      records.initializeElement(at: pass.count, to: record)
      pass.count += 1
      start = end
    }
    records.initializeElement(
      at: pass.count,
      to: MeasuredCluster(
        offset: unitCount, position: pass.pen, advance: 0, kerningAfter: 0, breakBefore: .allowed,
        hangs: false, isMissing: false, isCollapsed: false, visibleEnd: pass.visibleEnd,
        firstGlyph: Int32(truncatingIfNeeded: pass.glyphCount)))
    if Self.mayHanKern(utf16, from: prefixLength) {
      applyHanKerning(
        utf16, clusters: records.extracting(0..<(pass.count + 1)), glyphs: glyphs,
        glyphCount: pass.glyphCount, edges: &pass.edges)
    }
    if paragraphLevel != 0 && itemized == nil && pass.glyphCount > 0 {
      // Glyphs measured without shaping have levels too in a right-to-left paragraph.
      itemized = ItemizerPool.take()
      itemized!.itemize(utf16, paragraphLevel: paragraphLevel)
    }
    var bidiRunStarts: [Int32]?
    if itemized?.hasNonZeroLevels == true {
      itemized!.setLevels(of: glyphs.prefix(count: pass.glyphCount))
      bidiRunStarts = itemized!.levelChanges(in: records.readOnly.prefix(count: pass.count))
    }
    return (
      pass.count + 1, pass.glyphCount, pass.edges, pass.widest,
      pass.paragraphStarts.isEmpty ? nil : pass.paragraphStarts, bidiRunStarts
    )
  }

  /// Writes one glyph of the cluster at `cluster` (a UTF-16 offset) that moves the pen `advance`.
  @inline(__always)
  static func append(
    _ glyph: GlyphInfo, advance: Double, cluster: Int,
    to glyphs: ArenaMutableView<MeasuredGlyph>, _ glyphCount: inout Int
  ) {
    glyphs.initializeElement(
      at: glyphCount,
      to: MeasuredGlyph(
        glyph: glyph.glyph, faceIndex: glyph.faceIndex, bidiLevel: 0,
        cluster: Int32(truncatingIfNeeded: cluster), advance: advance, xOffset: 0, yOffset: 0))
    glyphCount += 1
  }

  /// The last glyph of the previous cluster when it starts some kerning pair, packed in one word
  /// (face and glyph id; 0 for none) so the measuring loop keeps it in a register.
  /// What a title's `properties` hold before its first shaped segment makes them (never read).
  private static let unmadeProperties = ShapingProperties()

  struct KerningLeft {
    private var packed: UInt64 = 0

    @inline(__always) mutating func set(_ glyph: GlyphInfo) {
      packed = glyph.kernsAsLeft ? 1 << 63 | UInt64(glyph.faceIndex) << 32 | UInt64(glyph.glyph) : 0
    }

    @inline(__always) mutating func set(_ lean: LeanGlyph) {
      packed = lean.kerningBits  // face 0
    }

    @inline(__always) mutating func clear() { packed = 0 }

    /// The glyph (without its advance, which kerning does not read), or `nil`.
    @inline(__always) var glyph: GlyphInfo? {
      guard packed & 1 << 63 != 0 else { return nil }
      return GlyphInfo(
        faceIndex: UInt16(truncatingIfNeeded: packed >> 32),
        glyph: UInt32(truncatingIfNeeded: packed),
        advanceEm: 0, kernsAsLeft: true)
    }
  }

  /// Whether a code unit is a whole BMP scalar that is not white space (``WhiteSpaceClass/other``).
  @inline(__always)
  static func isDrawnBMPUnit(_ unit: UInt16) -> Bool {
    unit > 0x20 && unit != 0x85 && !UTF16.isSurrogate(unit)
  }

  /// A cluster's advance: the sum of its glyphs' advances and the kerning between them, and its
  /// glyphs, written at `glyphCount`. Emoji sequences (ZWJ sequences, flags, skin tones, keycaps)
  /// are drawn by a colour font as one ligature glyph, which
  /// ``FontFallbackChain/glyphs(forCluster:language:)`` accounts for.
  @inline(__always)
  private func measureCluster(
    _ utf16: ArenaView<UInt16>, from start: Int, to end: Int,
    glyphs: ArenaMutableView<MeasuredGlyph>, glyphCount: inout Int
  ) -> (advance: Double, first: GlyphInfo, last: GlyphInfo, missing: Bool) {
    let firstScalar = Self.scalar(in: utf16, at: start)
    if start + firstScalar.utf16.count >= end {
      let glyph = font.glyph(for: firstScalar)
      let advance = font.advance(of: glyph)
      Self.append(glyph, advance: advance, cluster: start, to: glyphs, &glyphCount)
      return (advance, glyph, glyph, glyph.isMissing)
    }
    var scalars: [Unicode.Scalar] = []
    var index = start
    while index < end {
      let scalar = Self.scalar(in: utf16, at: index)
      scalars.append(scalar)
      index += scalar.utf16.count
    }
    let infos = font.chain.glyphs(forCluster: scalars, language: font.language.fallback)
    var advance = font.advance(of: infos[0])
    // A colour face's sequence is its ligature: one glyph; the followers repeat it at no advance.
    let isLigature = font.chain.face(at: Int(infos[0].faceIndex)).isColor
    var glyphAdvance = advance
    for position in 1..<infos.count {
      let kerning = font.kerning(infos[position - 1], infos[position])
      let next = font.advance(of: infos[position])
      advance += next + kerning
      if isLigature {
        glyphAdvance += next + kerning
      } else {
        Self.append(
          infos[position - 1], advance: glyphAdvance + kerning, cluster: start, to: glyphs,
          &glyphCount)
        glyphAdvance = next
      }
    }
    Self.append(
      infos[isLigature ? 0 : infos.count - 1], advance: glyphAdvance, cluster: start, to: glyphs,
      &glyphCount)
    return (advance, infos[0], infos[infos.count - 1], infos[0].isMissing)
  }

  /// The scalar starting at `index`; a lone surrogate reads as U+FFFD.
  @inline(__always)
  static func scalar(in utf16: ArenaView<UInt16>, at index: Int) -> Unicode.Scalar {
    let unit = utf16[index]
    if UTF16.isLeadSurrogate(unit), index + 1 < utf16.count,
      UTF16.isTrailSurrogate(utf16[index + 1])
    {
      let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(utf16[index + 1] - 0xDC00)
      return Unicode.Scalar(value)!
    }
    return Unicode.Scalar(unit) ?? "\u{FFFD}"
  }
}

/// How white-space processing treats a cluster's first scalar.
enum WhiteSpaceClass: Equatable {
  /// U+0020: hangs at a line end; collapses in `.collapse`.
  case space
  /// U+0009: drawn as one space; hangs; collapses in `.collapse`.
  case tab
  /// `\n`, `\r` (and `\r\n`): a hard break in `.preserve`, a space in `.collapse`.
  case segmentBreak
  /// Anything else, U+2028 and U+2029 too: Chromium draws them as a space that never collapses
  /// or hangs (``TitleText/CharacterClass/isMandatoryBreak(_:)``).
  case other

  init(_ scalar: Unicode.Scalar) {
    self.init(scalar.value)
  }

  /// The class of a scalar value.
  @inline(__always)
  init(_ value: UInt32) {
    switch value {
    case 0x20: self = .space
    case 0x09: self = .tab
    case 0x0A, 0x0D: self = .segmentBreak
    default: self = .other
    }
  }

  /// Whether CSS `white-space: normal` collapses it.
  var isCollapsible: Bool { self == .space || self == .tab || self == .segmentBreak }
}
