@_spi(TitleInternals) import TitleFonts
import TitleText

extension ParagraphMeasurer {
  /// Measures the run of clusters from `first` that are each one code unit drawn by a lean glyph
  /// (``TitleFonts/LeanGlyphTable``: the primary face, whole font units, not shaped), the bulk
  /// of a title in a face without layout tables, and continues `pass` after them.
  ///
  /// It gives exactly what the general loop of
  /// ``measureClusters(_:_:into:glyphs:lean:deadline:)`` gives for those clusters: the scaled
  /// advance, the `kern` pair before each, the opportunity, a U+0020 that hangs (and stops the
  /// run where white space collapses, outside the prefix). Kept in its own function so that the
  /// pen, counts and kerning state live in registers.
  /// - Returns: the offset of the first cluster it did not take (`first` when none); `nil` when
  ///   `deadline` passed first.
  @inline(never)
  func measureLeanRun(
    _ utf16: ArenaView<UInt16>, _ flags: ArenaView<UInt8>, from first: Int,
    lean: LeanGlyphLookup, into records: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, deadline: CompositionDeadline?,
    pass: inout Pass
  ) -> Int? {
    let graphemeStart = BoundaryFlags.graphemeStart.rawValue
    let allowed = BoundaryFlags.breakAllowed.rawValue
    let mandatory = BoundaryFlags.breakMandatory.rawValue
    let unitCount = utf16.count
    // Spaces are lean where they are kept: white space preserved, or the prefix's padding.
    let spacesLeanBefore = whiteSpace == .collapse ? prefixLength : unitCount
    let recordsGlyphs = recordsGlyphs
    let strideMask = Self.deadlineStride - 1
    var count = pass.count
    var glyphCount = pass.glyphCount
    var pen = pass.pen
    var visibleEnd = pass.visibleEnd
    var widestUnits = -1
    var kerningLeft = pass.kerningLeft
    var start = first
    var inTime = true
    // The clock is read when `count` reaches this (never without a deadline).
    var nextClockReading = deadline == nil ? Int.max : count | strideMask
    while start < unitCount {
      let entry = lean[utf16[start]]
      let end = start + 1
      // (`flags` has an entry for the end of the text too.)
      guard entry.isLean, !entry.isSpace || start < spacesLeanBefore,
        flags[end] & graphemeStart != 0
      else { break }
      if count == nextClockReading {
        nextClockReading += strideMask + 1
        if deadline!.hasPassed {
          inTime = false
          break
        }
      }
      let glyph = GlyphInfo(faceIndex: 0, glyph: entry.glyph, advanceEm: 0)
      if let left = kerningLeft.glyph {
        let kerning = font.kerning(left, glyph)
        records[count - 1].kerningAfter = kerning
        if recordsGlyphs { glyphs[glyphCount - 1].advance += kerning }
        pen += kerning
      }
      let advance = font.advance(of: entry)
      let bits = flags[start]
      records.initializeElement(
        at: count,
        to: MeasuredCluster(
          offset: start, position: pen, advance: advance, kerningAfter: 0,
          breakBefore: bits & mandatory != 0 ? .mandatory : bits & allowed != 0 ? .allowed : .none,
          hangs: entry.isSpace, isMissing: entry.isMissing, isCollapsed: false,
          visibleEnd: visibleEnd, firstGlyph: Int32(truncatingIfNeeded: glyphCount)))
      if recordsGlyphs {
        Self.append(glyph, advance: advance, cluster: start, to: glyphs, &glyphCount)
      }
      pen += advance
      count += 1
      if !entry.isSpace {
        // Advances grow with units: the widest is that of the most units.
        widestUnits = max(widestUnits, entry.advanceUnits)
        visibleEnd = Int32(truncatingIfNeeded: count)
      }
      kerningLeft.set(entry)
      start = end
    }
    pass.count = count
    pass.glyphCount = glyphCount
    pass.pen = pen
    pass.visibleEnd = visibleEnd
    if widestUnits >= 0 {
      pass.widest = max(pass.widest, font.advance(primaryUnits: widestUnits))
    }
    pass.kerningLeft = kerningLeft
    return inTime ? start : nil
  }
}
