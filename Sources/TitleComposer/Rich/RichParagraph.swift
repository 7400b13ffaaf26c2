import TitleFonts
import TitleText

/// A rich title measured as one paragraph: the badge, then every run's clusters in order (each
/// run of one style measured with its own font at its size and letter-spacing, each box one
/// cluster as wide as the box), with the break opportunities of the whole text.
///
/// As Blink lays out a `<span>` per run and an `inline-block` per box: the text is analysed
/// (graphemes, breaks) as one, so a break between runs is where the whole text has one; each run
/// of one style is shaped alone (no kerning across styles); a box is a break opportunity on both
/// sides (`LineBreaker::CanBreakAfterAtomicInline`, and before it too: the corpus found no
/// character that glues to one); and each item's width on a line is snapped to layout units apart
/// (``MeasuredParagraph/itemStarts``).
///
/// A class: the line builder and the truncation's closures share one without copying its
/// references.
final class RichParagraph {
  /// A run of text of one style, measured alone.
  struct Group {
    /// Its UTF-16 offsets in the content.
    let range: Range<Int>
    /// Its style.
    let style: RichRunStyle
    /// Its own buffer and measured paragraph (the glyphs its parts' runs are cut from).
    let buffer: TitleBuffer
    let measured: ParagraphMeasurer.Output
    /// The index of its first cluster in ``RichParagraph/paragraph``.
    var firstCluster: Int
    /// The code units before the run's text in ``buffer`` (1 when the run is measured after a
    /// character of the text before it, for its script; else 0); its measured paragraph has as
    /// many clusters before the run's.
    let prefixLength: Int
  }

  /// The content (runs, end runs, offsets).
  let content: RichContent
  /// The badge's object, then the content: the analysed text whose offsets the paragraph's
  /// clusters use (the content's offset + 1).
  let buffer: TitleBuffer
  /// Every cluster: the badge, the runs' clusters and boxes, the sentinel.
  let paragraph: MeasuredParagraph
  /// The text groups in order.
  let groups: [Group]
  /// The widest drawn cluster (boxes included), for the too-narrow check.
  let widestCluster: Double
  /// Every style the runs name, and the title's own (`nil`), resolved once.
  let styles: RichRunStyles

  init(
    content: RichContent, buffer: TitleBuffer, paragraph: MeasuredParagraph, groups: [Group],
    widestCluster: Double, styles: RichRunStyles
  ) {
    self.content = content
    self.buffer = buffer
    self.paragraph = paragraph
    self.groups = groups
    self.widestCluster = widestCluster
    self.styles = styles
  }

  /// The cluster holding content offset `offset` (the sentinel for the content's end).
  func cluster(atContentOffset offset: Int) -> Int {
    var low = 0
    var high = paragraph.count
    let target = offset + 1
    while low < high {
      let middle = (low + high) / 2
      if paragraph.offset(middle) < target { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The group holding paragraph cluster `cluster`, or `nil` for the badge, a box and the
  /// sentinel.
  func group(ofCluster cluster: Int) -> Int? {
    let offset = paragraph.offset(cluster) - 1
    guard offset >= 0 && offset < content.length else { return nil }
    var low = 0
    var high = groups.count
    while low < high {
      let middle = (low + high) / 2
      if groups[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low < groups.count && groups[low].range.contains(offset) ? low : nil
  }
}

extension Composer {
  /// Analyses and measures a rich request's content after a badge of `badgeAdvance`; `nil` for
  /// no badge: the paragraph's first cluster is then 0 px wide and no line may end after it, so
  /// the content lays out as a block that starts with it.
  /// - Throws: ``ComposerError/titleTooLong(length:limit:)``, an analysis error, or
  ///   ``ComposerError/timeBudgetExceeded(budget:)``.
  func richParagraph(
    _ content: RichContent, request: TitleRequest, titleFont: ScaledFontChain,
    badgeAdvance: Double?, deadline: CompositionDeadline?
  ) throws(ComposerError) -> RichParagraph {
    // (The thread's kept arena when nothing holds it: the paragraph dies with the composition.)
    let buffer = TitleBuffer(
      title: content.text, prefix: 0xFFFC, prefixCount: 1, reusingThreadArena: true)
    guard buffer.titleLength <= style.maximumTitleLength else {
      throw .titleTooLong(length: buffer.titleLength, limit: style.maximumTitleLength)
    }
    try analyzers.analyze(buffer, language: request.lang, wordBreak: request.wordBreak)
    if badgeAdvance != nil { Self.allowBreakAfterBadge(in: buffer) }
    let flags = buffer.boundaryFlags
    let allowed = BoundaryFlags.breakAllowed.rawValue
    let mandatory = BoundaryFlags.breakMandatory.rawValue
    let graphemeStart = BoundaryFlags.graphemeStart.rawValue
    for piece in content.pieces where piece.box != nil {
      // (A box is one unit: the boundaries before and after it.)
      for boundary in (piece.range.lowerBound + 1)...(piece.range.upperBound + 1) {
        flags[boundary] |= graphemeStart
        if flags[boundary] & mandatory == 0 { flags[boundary] |= allowed }
      }
    }
    // Without a badge the first object is 0 px wide and glued to what follows it (a box too).
    if badgeAdvance == nil && flags.count > 1 { flags[1] &= ~allowed }
    try deadline?.check()

    // Runs of one style, measured alone.
    var styles = RichRunStyles(capacity: content.pieces.count + 1)
    styles.append(richRunStyle(nil, request: request, titleFont: titleFont))
    for piece in content.pieces where piece.box == nil && styles[piece.style] == nil {
      styles.append(richRunStyle(piece.style, request: request, titleFont: titleFont))
    }
    // (Each span's style by its index in `styles.all`: no style is copied.)
    var spans: [(range: Range<Int>, style: Int)] = []
    spans.reserveCapacity(content.pieces.count)
    for piece in content.pieces where piece.box == nil && !piece.range.isEmpty {
      guard let style = styles.index(of: piece.style) else { continue }
      if let last = spans.last, last.range.upperBound == piece.range.lowerBound,
        styles.all[last.style].shapesTogether(with: styles.all[style])
      {
        spans[spans.count - 1].range = last.range.lowerBound..<piece.range.upperBound
      } else {
        spans.append((piece.range, style))
      }
    }
    // The content's code units (after the badge's object).
    let utf16 = buffer.utf16.extracting(1..<buffer.utf16.count)
    // (Each span's group, its first cluster set when the paragraph is laid out below.)
    var groups: [RichParagraph.Group] = []
    groups.reserveCapacity(spans.count)
    let runArenas = KeptRunArenas.take()
    defer { runArenas.putBack() }
    for (spanIndex, span) in spans.enumerated() {
      let spanStyle = styles.all[span.style]
      // Blink resolves the script of a character of the Common script at a run's start (a
      // middle dot, a space) from the text before the run: the run is measured after the letter
      // before it, as a zero-width prefix that draws nothing, so that itemizing sees it.
      let context = Self.scriptContext(before: span.range.lowerBound, in: utf16)
      let prefixLength = context == nil ? 0 : 1
      // (The run's units as the whole text decoded them, in the thread's kept arena for the
      // run: the span dies with the composition.)
      let capacity = TitleBuffer.capacity(
        prefixCount: prefixLength,
        utf8Count: content.utf8Offsets[span.range.upperBound]
          - content.utf8Offsets[span.range.lowerBound],
        utf16Count: span.range.count)
      let spanBuffer = TitleBuffer(
        units: utf16.extracting(span.range), prefix: context ?? 0, prefixCount: prefixLength,
        arena: runArenas.arena(spanIndex, capacity: capacity))
      let spanFlags = spanBuffer.boundaryFlags
      if prefixLength > 0 { spanFlags[0] = graphemeStart }
      for index in 0...span.range.count {
        spanFlags[prefixLength + index] = flags[span.range.lowerBound + 1 + index]
      }
      spanFlags[prefixLength] |= graphemeStart
      spanFlags[prefixLength + span.range.count] |= graphemeStart
      var measurer = ParagraphMeasurer(
        font: spanStyle.font, prefixLength: prefixLength,
        badgeAdvance: prefixLength > 0 ? 0 : nil, whiteSpace: request.whiteSpace)
      measurer.recordsGlyphs = request.includesGlyphRuns
      if spanStyle.tracking != 0 {
        measurer.shaping.features = ShapingFeature.ligaturesOff
        measurer.recordsGlyphs = true
      }
      let softHyphen =
        spanBuffer.containsSoftHyphen ? SoftHyphen(font: spanStyle.font) : nil
      let output = Self.tracked(
        Self.marked(
          try measurer.measure(spanBuffer, deadline: deadline), softHyphen: softHyphen,
          in: spanBuffer),
        spacing: spanStyle.tracking, in: spanBuffer, whiteSpace: request.whiteSpace)
      groups.append(
        RichParagraph.Group(
          range: span.range, style: spanStyle, buffer: spanBuffer, measured: output,
          firstCluster: 0, prefixLength: prefixLength))
    }

    // The paragraph: the badge, the spans' clusters and the boxes in order, the sentinel.
    let clusters = buffer.arena.clusters
    var count = 0
    var itemStarts: [Int32] = []
    itemStarts.reserveCapacity(2 * content.pieces.count + 2)
    var paragraphStarts: [Int32] = []
    var hyphenAdvance = 0.0
    var widest = 0.0
    clusters[0] = MeasuredCluster(
      offset: 0, position: 0, advance: badgeAdvance ?? 0, kerningAfter: 0, breakBefore: .none,
      hangs: false, isMissing: false, isCollapsed: false)
    count = 1
    // The pen where the next span or box starts (positions are the spans' own, moved).
    var base = badgeAdvance ?? 0
    var spanIndex = 0
    var offset = 0
    func breakKind(at boundary: Int) -> BreakKind {
      let flag = flags[boundary]
      return flag & mandatory != 0 ? .mandatory : flag & allowed != 0 ? .allowed : .none
    }
    while offset < content.length {
      if spanIndex < spans.count && spans[spanIndex].range.lowerBound == offset {
        let span = spans[spanIndex]
        let measured = groups[spanIndex].measured
        let prefixLength = groups[spanIndex].prefixLength
        let spanClusters = measured.paragraph.clusters
        let shift = Int32(count - prefixLength)
        itemStarts.append(Int32(count))
        for start in measured.paragraph.bidiRunStarts where Int(start) > prefixLength {
          itemStarts.append(shift + start)
        }
        for start in measured.paragraph.paragraphStarts where Int(start) >= prefixLength {
          paragraphStarts.append(shift + start)
        }
        groups[spanIndex].firstCluster = count - prefixLength
        let offsetShift = span.range.lowerBound + 1 - prefixLength
        let positionShift = base - measured.paragraph.position(prefixLength)
        for index in prefixLength..<measured.paragraph.count {
          // (Copied whole, then moved in place: a copy through a local costs a stalled store.)
          clusters[count] = spanClusters[index]
          clusters[count].offset += offsetShift
          clusters[count].position += positionShift
          clusters[count].firstGlyph = 0
          count += 1
        }
        base +=
          measured.paragraph.position(measured.paragraph.count)
          - measured.paragraph.position(prefixLength)
        if hyphenAdvance == 0 { hyphenAdvance = measured.paragraph.hyphenAdvance }
        widest = max(widest, measured.widestTitleCluster)
        offset = span.range.upperBound
        spanIndex += 1
      } else {
        // A box (one unit): its own item, as wide as the box.
        let piece = content.pieces[content.piece(at: offset)]
        let width = piece.box?.width ?? 0
        itemStarts.append(Int32(count))
        clusters[count] = MeasuredCluster(
          offset: offset + 1, position: base, advance: width, kerningAfter: 0,
          breakBefore: breakKind(at: offset + 1), hangs: false, isMissing: false,
          isCollapsed: false)
        count += 1
        base += width
        widest = max(widest, width)
        offset += 1
        // The cluster after a box starts an item too (a span's first cluster already is).
      }
    }
    clusters[count] = MeasuredCluster(
      offset: content.length + 1, position: base, advance: 0, kerningAfter: 0,
      breakBefore: breakKind(at: content.length + 1), hangs: false, isMissing: false,
      isCollapsed: false)
    count += 1
    // Visible ends across the spans (each span's own start at its first cluster).
    var visibleEnd: Int32 = 0
    for index in 0..<count {
      clusters[index].visibleEnd = visibleEnd
      if !clusters[index].hangs { visibleEnd = Int32(index + 1) }
    }
    // Every run is an item of its own, even where it is shaped with the run before it.
    var clusterOfOffset = 1
    for piece in content.pieces where !piece.range.isEmpty {
      while clusterOfOffset < count - 1
        && clusters[clusterOfOffset].offset < piece.range.lowerBound + 1
      {
        clusterOfOffset += 1
      }
      if clusters[clusterOfOffset].offset == piece.range.lowerBound + 1 {
        itemStarts.append(Int32(clusterOfOffset))
      }
    }
    // Items after the badge only: a line that starts at the badge snaps it apart.
    itemStarts.sort()
    // (Deduplicated in place, by index: iterating the array itself would copy it on the first
    // write.)
    var kept = 0
    for index in itemStarts.indices {
      let start = itemStarts[index]
      guard start > 0 && (kept == 0 || start != itemStarts[kept - 1]) else { continue }
      itemStarts[kept] = start
      kept += 1
    }
    itemStarts.removeLast(itemStarts.count - kept)
    buffer.arena.bidiRunStarts = itemStarts
    buffer.arena.paragraphStarts = paragraphStarts
    var paragraph = MeasuredParagraph(storage: buffer.arena, count: count)
    paragraph.hyphenAdvance = hyphenAdvance
    try deadline?.check()
    return RichParagraph(
      content: content, buffer: buffer, paragraph: paragraph, groups: groups,
      widestCluster: widest, styles: styles)
  }
}

extension Composer {
  /// The last letter before content offset `start` when the run starting there begins with a
  /// character that is not a letter (of the Common or Inherited script: its script is the text
  /// before it), else `nil`. Only letters in the Basic Multilingual Plane are looked at (one code
  /// unit each); a run with no letter before it has none.
  static func scriptContext(before start: Int, in units: ArenaView<UInt16>) -> UInt16? {
    guard start > 0, start < units.count else { return nil }
    let first = units[start]
    guard !(0xD800...0xDFFF).contains(first), !Self.isLetter(first) else { return nil }
    // The script the text before has resolved to: its last letter (characters that are not
    // letters take the script before them too).
    var index = start - 1
    while index >= 0 {
      let unit = units[index]
      if !(0xD800...0xDFFF).contains(unit), Self.isLetter(unit) { return unit }
      index -= 1
    }
    return nil
  }

  /// Whether the BMP scalar `unit` (not a surrogate) is a letter; ASCII and Hangul syllables,
  /// most of what titles hold, without a look-up.
  private static func isLetter(_ unit: UInt16) -> Bool {
    if unit < 0x80 { return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A }
    if unit >= 0xAC00 && unit <= 0xD7A3 { return true }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return true
    default: return false
    }
  }
}
