/// Whether a line fits, in Blink's layout units (``LineRoom``).
extension MeasuredParagraph {
  /// A bound on the rounding error, in pixels, of ``width(from:to:)`` and
  /// ``naturalWidth(from:to:)``: the pen positions they subtract are running sums of `Double`
  /// advances (one rounding per cluster, each at most an ulp of the largest position), and three
  /// more terms are subtracted. Some 10⁻¹² px for a title of 50 clusters: far below the 1/65536 px
  /// grid of HarfBuzz positions, so it only ever absorbs summation noise.
  /// - Complexity: O(1).
  @inline(__always)
  func widthDrift(from start: Int, to end: Int) -> Double {
    let reach = max(abs(clusters[start].position), abs(clusters[end].position), 1)
    return Double(start + end + 4) * reach.ulp
  }

  /// One past the run of hanging clusters (preserved spaces, tabs) a line starting at `start`
  /// begins with: `start` when it begins with anything else. The run stops at a hard break.
  ///
  /// Blink gives such a run an `InlineItemResult` of its own, so it is snapped up to 1/64 px
  /// apart from the text after it (``layoutUnits(from:to:leadingSpaceEnd:natural:)``): in spaces
  /// mode, 9 padding spaces of 4.48 px (40.32, snapped 40.328125) and "/usr/local/" (74.192,
  /// snapped 74.203125) need 114.53125 px, where 114.512 px snapped once would fit 114.5 px.
  /// - Complexity: O(length of the run).
  func leadingSpaceEnd(from start: Int) -> Int {
    var end = start
    while end < count && clusters[end].hangs
      && (end == start || clusters[end].breakBefore != .mandatory)
    {
      end += 1
    }
    return end
  }

  /// The width of a line of clusters `start..<end` in whole layout units, as Blink's line
  /// breaker sums it: a leading run of spaces (`start..<leadingSpaceEnd`) and the rest each
  /// snapped up (``LayoutRounding/layoutUnits(ofTextWidth:drift:)``), hanging clusters at the end
  /// excluded.
  /// - Parameters:
  ///   - natural: measure without end trimming (``naturalWidth(from:to:)``, the width before an
  ///     ellipsis), else ``width(from:to:)``.
  /// - Complexity: O(1).
  func layoutUnits(from start: Int, to end: Int, leadingSpaceEnd lead: Int, natural: Bool = false)
    -> Double
  {
    // Most lines start with a word: one width, snapped once.
    let textStart = lead > start && contentEnd(from: start, to: end) > lead ? lead : start
    let text =
      natural ? naturalWidth(from: textStart, to: end) : trimmedWidth(from: textStart, to: end)
    // A hyphen drawn after a soft hyphen is a ShapeResult of its own (Blink `HyphenResult`),
    // snapped apart from the text: `InlineItemResult::hyphen`'s inline size is added.
    let hyphen = natural ? 0 : hyphenUnits(from: start, to: end)
    let units =
      (bidiRunUnits(from: textStart, to: end, trimmed: !natural)
        ?? LayoutRounding.layoutUnits(
          ofTextWidth: text, drift: widthDrift(from: textStart, to: end)))
      + hyphen
    guard textStart > start else { return units }
    return units
      + LayoutRounding.layoutUnits(
        ofTextWidth: position(textStart) - position(start),
        drift: widthDrift(from: start, to: textStart))
  }

  /// Whether a bidi run starts at a cluster of `start + 1..<end` (``bidiRunStarts``).
  /// - Complexity: O(1) for text of one level, else O(log r) for r runs.
  @inline(__always)
  func hasBidiRunStart(after start: Int, before end: Int) -> Bool {
    guard !bidiRunStarts.isEmpty else { return false }
    return firstBidiRunStart(after: start) < end
  }

  /// The first cluster after `start` at which a bidi run starts, or `count` for none.
  /// - Complexity: O(log r) for r runs.
  func firstBidiRunStart(after start: Int) -> Int {
    let starts = bidiRunStarts
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if Int(starts[middle]) <= start { low = middle + 1 } else { high = middle }
    }
    return low < starts.count ? Int(starts[low]) : count
  }

  /// The layout units of the text of clusters `start..<end` (hanging clusters at the end
  /// excluded) when a bidi run starts inside it, else `nil`: Blink makes each run of one bidi
  /// level an inline item and the line breaker sums the items' widths on the line, each snapped
  /// up (`InlineItemResult::inline_size`, `ShapeResult::SnappedWidth`). So "أفضل 10 مطاعم في دبي"
  /// in Noto Sans Arabic at 14 px, 137.2135 px measured at once, is 137.25 px in Chromium 156:
  /// three items ("أفضل ", "10", " مطاعم في دبي"), each rounded up.
  /// - Parameter trimmed: take off the last cluster's ``MeasuredCluster/endTrim``.
  /// - Complexity: O(1) for text of one level, else O(log r + runs on the line).
  func bidiRunUnits(from start: Int, to end: Int, trimmed: Bool) -> Double? {
    guard !bidiRunStarts.isEmpty else { return nil }
    let contentEnd = contentEnd(from: start, to: end)
    var boundary = firstBidiRunStart(after: start)
    guard boundary < contentEnd else { return nil }
    let drift = widthDrift(from: start, to: end)
    var units = LayoutRounding.layoutUnits(
      ofTextWidth: position(boundary) - position(start) - clusters[start].startCorrection,
      drift: drift)
    while true {
      let pieceStart = boundary
      boundary = firstBidiRunStart(after: pieceStart)
      guard boundary < contentEnd else {
        let last = clusters[contentEnd - 1]
        let width =
          position(contentEnd) - position(pieceStart) - last.kerningAfter
          - (trimmed ? last.endTrim : 0)
        return units + LayoutRounding.layoutUnits(ofTextWidth: width, drift: drift)
      }
      units += LayoutRounding.layoutUnits(
        ofTextWidth: position(boundary) - position(pieceStart), drift: drift)
    }
  }

  /// Whether clusters `start..<end` fit on a line of `room`, judged as Blink's line breaker does
  /// (``LineRoom/fits(units:)``), the widths' summation error absorbed
  /// (``widthDrift(from:to:)``).
  /// - Parameters:
  ///   - leadingSpaceEnd: ``leadingSpaceEnd(from:)`` of `start`, when known.
  ///   - natural: judge the width without end trimming.
  @inline(__always)
  func fits(
    from start: Int, to end: Int, leadingSpaceEnd lead: Int? = nil, natural: Bool = false,
    in room: LineRoom
  ) -> Bool {
    fits(
      from: start, to: end, leadingSpaceEnd: lead ?? leadingSpaceEnd(from: start),
      natural: natural, units: room.availableUnits + 1)
  }

  /// Whether the ``layoutUnits(from:to:leadingSpaceEnd:natural:)`` of clusters `start..<end`
  /// are at most `limit` (a whole number of units), computed without rounding where it cannot
  /// matter: ⌈64·(w − drift)⌉ ≤ n is 64·(w − drift) ≤ n for a whole n, and the drift (≥ 0) only
  /// counts when the width alone exceeds the limit, at most once per line.
  @inline(__always)
  func fits(
    from start: Int, to end: Int, leadingSpaceEnd lead: Int, natural: Bool, units limit: Double
  )
    -> Bool
  {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return true }  // nothing visible: 0 px, always fits
    let last = clusters[contentEnd - 1]
    var textLimit = limit
    if lead == start && !hasBidiRunStart(after: start, before: contentEnd) {
      // The text and a hyphen after a soft hyphen are snapped apart, as in layoutUnits.
      var width =
        clusters[contentEnd].position - clusters[start].position - last.kerningAfter
        - clusters[start].startCorrection
      if !natural {
        width -= last.endTrim
        if last.isSoftHyphen { textLimit -= hyphenUnits(from: start, to: end) }
      }
      guard
        width * LayoutRounding.unitsPerPixel <= textLimit
          || (width - widthDrift(from: start, to: end)) * LayoutRounding.unitsPerPixel
            <= textLimit
      else { return false }
    } else {
      guard layoutUnits(from: start, to: end, leadingSpaceEnd: lead, natural: natural) <= limit
      else { return false }
    }
    guard !natural else { return true }
    // A line end Blink reshapes (a boundary HarfBuzz marked unsafe, a closing bracket set
    // half-width) or a line start it reshapes: the flags decide most lines at once.
    guard
      clusters[end].unsafeBefore || last.kerningAfter != 0 || last.endTrim != 0
        || clusters[start].unsafeBefore || (start > 0 && clusters[start - 1].kerningAfter != 0)
    else { return true }
    return reshapedEdgesFit(from: start, to: end, units: limit, textLimit: textLimit)
  }

  /// Blink's tests of a line whose end or start it reshapes, for ``fits(from:to:leadingSpaceEnd:natural:units:)``:
  /// an end at an unsafe boundary (``reshapedEndFits(from:to:units:)``), a closing bracket set
  /// half-width (``trimmedEndFits(from:to:units:)``), a start at an unsafe boundary
  /// (``reshapedStartFits(from:to:units:)``).
  /// - Parameters:
  ///   - limit: the room in units, with the epsilon.
  ///   - textLimit: `limit` less a drawn hyphen's snapped width.
  @inline(never)  // (rarely reached: kept out of the hot fit test)
  func reshapedEdgesFit(from start: Int, to end: Int, units limit: Double, textLimit: Double)
    -> Bool
  {
    if isUnsafeBoundary(end) && !reshapedEndFits(from: start, to: end, units: textLimit) {
      return false
    }
    let last = contentEnd(from: start, to: end) - 1
    if last > start && clusters[last].endTrim != 0 {
      return trimmedEndFits(from: start, to: end, units: limit)
    }
    return start == 0 || !isUnsafeBoundary(start)
      || reshapedStartFits(from: start, to: end, units: textLimit)
  }

  /// Where the line from `start` begins in Blink's cached positions of `items`, in layout
  /// units: the start's own cached position, or, at a start HarfBuzz marks unsafe to break, where
  /// `ShapingLineBreaker::ShapeLine` puts it: the start up to the next safe boundary before
  /// `contentEnd` is reshaped alone, and the room shrinks by its snapped width less the width
  /// the cached positions gave it, which is the same as starting the cached positions that
  /// snapped width before the safe boundary. (A start reshaped up to its end: its own position.)
  func lineStartUnits(_ items: TextItems, from start: Int, before contentEnd: Int) -> Double {
    guard start > 0, isUnsafeBoundary(start) else { return items.cachedUnits(start) }
    var firstSafe = start + 1
    while firstSafe < contentEnd && isUnsafeBoundary(firstSafe) { firstSafe += 1 }
    guard firstSafe < contentEnd else { return items.cachedUnits(start) }
    let reshaped = LayoutRounding.layoutUnits(
      ofTextWidth: position(firstSafe) - position(start) - clusters[start].startCorrection,
      drift: items.drift)
    return items.cachedUnits(firstSafe) - reshaped
  }

  /// Blink's test of a line that starts at a boundary HarfBuzz marks unsafe to break
  /// (`ShapingLineBreaker::ShapeLine`): its end, in the cached positions, must lie within the
  /// room from where the reshaped start puts the line's start (``lineStartUnits(_:from:before:)``).
  /// So the line counts as the reshaped start snapped up plus the cached positions from the safe
  /// boundary on: a line of Noto Sans CJK JP that starts at "て" after a kerned "っ" ("待っ" |
  /// "て」と言われたとき", 143.2003 px, snapped 143.203125) needs 16.015625 + 127.203125 px, one
  /// unit more, and Chromium 156 breaks before "き" at 143.1875 px.
  /// - Complexity: O(clusters between the line start and the next safe boundary).
  @inline(never)  // (rarely reached: kept out of the hot fit test)
  func reshapedStartFits(from start: Int, to end: Int, units limit: Double) -> Bool {
    let contentEnd = contentEnd(from: start, to: end)
    let items = TextItems(of: self, containing: start)
    return items.cachedUnits(contentEnd) - lineStartUnits(items, from: start, before: contentEnd)
      <= limit
  }

  /// Blink's test of a line that fits only with its closing bracket set half-width
  /// (`text-spacing-trim`, ``MeasuredCluster/endTrim``): the bracket is reshaped alone with
  /// its `halt` advance, from the last safe boundary before it, and must fit in the room left
  /// after that boundary's cached position, as any reshaped line end
  /// (``reshapedEndFits(from:to:units:)``). So the text before it counts rounded up on its own:
  /// "「やってみなはれ」" after a 27.5625 px badge, 127.2005 px and a 」 of 8.00002 px, needs
  /// 27.5625 + 127.203125 + 8.00002 px of room: not 162.75 + 1/64 px (where one snapped width,
  /// 162.765625, would fit), and Chromium 156 breaks before "れ" there.
  /// - Complexity: O(clusters between the bracket and the last safe boundary before it).
  @inline(never)  // (rarely reached: kept out of the hot fit test)
  func trimmedEndFits(from start: Int, to end: Int, units limit: Double) -> Bool {
    guard
      layoutUnits(
        from: start, to: end, leadingSpaceEnd: leadingSpaceEnd(from: start), natural: true)
        > limit
    else {
      // It fits untrimmed: Blink trims nothing, and a reshaped start is the one test left.
      return start == 0 || !isUnsafeBoundary(start)
        || reshapedStartFits(from: start, to: end, units: limit)
    }
    let contentEnd = contentEnd(from: start, to: end)
    var safe = contentEnd - 1
    while safe > start && isUnsafeBoundary(safe) { safe -= 1 }
    let items = TextItems(of: self, containing: start)
    let piece =
      position(contentEnd) - position(safe) - clusters[contentEnd - 1].kerningAfter
      - clusters[contentEnd - 1].endTrim
    let room =
      limit - (items.cachedUnits(safe) - lineStartUnits(items, from: start, before: safe + 1))
    return (piece - items.drift) * LayoutRounding.unitsPerPixel <= room
  }

  /// Blink's second test of a line that ends at a break HarfBuzz marks unsafe to break: the
  /// line end, from the last safe boundary before it, is reshaped alone, and that piece must fit
  /// in the room left after the boundary's cached position. Blink keeps the cached positions of
  /// a shape result as layout units, rounded up from the run's pen positions
  /// (`ShapeResult::CachedPositionForOffset`; `ShapingLineBreaker::ShapeLine`'s reshape loop in
  /// `shaping_line_breaker.cc`: `line_end_result->Width() <= end_position - safe_position`), so
  /// the part before the boundary counts rounded up on its own: ⌈64·P(safe)⌉ − ⌈64·P(start)⌉ +
  /// 64·edge ≤ limit. With full-width glyphs of 16.00003 px, 16 of them fit 256 px by the
  /// epsilon alone, but where the last two kern (Noto Sans CJK's "える", "はだ") the boundary
  /// between them is unsafe, the 15 before it take 240.015625 px and the reshaped "え" no longer
  /// fits the 16 px left: Chromium 156 breaks one glyph earlier.
  ///
  /// For a line end before a visible cluster, at a break opportunity or cut inside a word
  /// (`overflow-wrap`: Blink's `kBreakCharacter` breaks go through the same `ShapeLine`, so a
  /// keep-all Japanese phrase of 14 px kana in a 126 px cell is cut before "れ、", not after, when
  /// "れ" kerns 0.14 px wider before "、"); a line start that is itself reshaped, a trimmed closing
  /// bracket and a line reshaped whole keep the one test.
  /// - Complexity: O(clusters between the line end and the last safe boundary before it).
  @inline(never)  // (rarely reached: kept out of the hot fit test)
  func reshapedEndFits(from start: Int, to end: Int, units limit: Double) -> Bool {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start, contentEnd < count else { return true }
    let boundary = clusters[contentEnd]
    guard isUnsafeBoundary(contentEnd), !boundary.hangs,
      clusters[contentEnd - 1].endTrim == 0, clusters[start].startCorrection == 0
    else { return true }
    var safe = contentEnd - 1
    while safe > start && isUnsafeBoundary(safe) { safe -= 1 }
    guard safe > start else { return true }
    // Positions cached in Blink's text items (the padding of spaces mode is an item of its own).
    let items = TextItems(of: self, containing: start)
    let safeUnits = items.cachedUnits(safe)
    let startUnits = items.cachedUnits(start)
    // Blink only reaches a break whose cached position, in the run as shaped whole (kerned with
    // what follows), fits the room: the candidate break is the character under the room's end.
    // A character inside a glyph (Inter's "->" arrow) is cached at its glyph's start, which the
    // line's other tests already cover.
    if !isInsideGlyph(contentEnd) {
      guard items.cachedUnits(contentEnd) - startUnits <= limit else { return false }
    }
    let piece = position(contentEnd) - position(safe) - clusters[contentEnd - 1].kerningAfter
    let room = limit - (safeUnits - startUnits)
    return (piece - widthDrift(from: safe, to: contentEnd)) * LayoutRounding.unitsPerPixel <= room
  }
}

extension MeasuredParagraph {
  /// The width a line of clusters `start..<end` is drawn at in a container `available` pixels
  /// wide: ``lineWidth(from:to:measuredFrom:room:)`` with that room.
  func lineWidth(from start: Int, to end: Int, measuredFrom: Int? = nil, available: Double)
    -> Double
  {
    lineWidth(from: start, to: end, measuredFrom: measuredFrom, room: LineRoom(width: available))
  }

  /// The width a line of clusters `start..<end` is drawn at in `room`: its natural width when
  /// that fits, else its trimmed width (``width(from:to:)``). Chromium trims a closing bracket at
  /// a line end only when the line would not fit otherwise.
  /// - Parameters:
  ///   - start: the line's first cluster.
  ///   - end: one past its last cluster.
  ///   - measuredFrom: the cluster the fit is judged from (the line's start; earlier than
  ///     `start` when a badge or padding before the title shares the line). Default `start`.
  ///   - room: the room on the line.
  /// - Complexity: O(1).
  func lineWidth(from start: Int, to end: Int, measuredFrom: Int? = nil, room: LineRoom)
    -> Double
  {
    let natural = naturalWidth(from: start, to: end)
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return natural }
    let hyphen = hyphenWidth(from: start, to: end)
    let trims =
      clusters[contentEnd - 1].endTrim != 0
      && !fits(from: measuredFrom ?? start, to: end, natural: true, in: room)
    // Text of several bidi levels: each level's run snapped apart, as Blink sums them.
    if let units = bidiRunUnits(from: start, to: end, trimmed: trims) {
      return units / LayoutRounding.unitsPerPixel + (trims ? 0 : hyphen)
    }
    guard clusters[contentEnd - 1].endTrim != 0 else { return natural + hyphen }
    return trims ? natural - clusters[contentEnd - 1].endTrim : natural
  }
}
