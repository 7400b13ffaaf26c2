/// The kind of line-break opportunity at a cluster boundary.
enum BreakKind: UInt8, Sendable {
  /// No line may end here.
  case none
  /// A soft opportunity: a line may end here.
  case allowed
  /// A hard break: a line must end here.
  case mandatory
}

/// One grapheme cluster as line choice sees it.
struct MeasuredCluster: Sendable, Equatable {
  /// UTF-16 offset of the cluster's start in the laid-out text.
  var offset: Int
  /// The pen position before the cluster: the sum of the advances and kerning before it.
  var position: Double
  /// Advance of the cluster, kerning inside the cluster included.
  var advance: Double
  /// What a line whose visible text ends after this cluster takes off its width: the pair
  /// kerning with the next cluster (already in ``position``s), or, in a shaped run, the
  /// difference between the run's shaping and the reshaping of the line's edge when HarfBuzz
  /// marks the boundary unsafe to break (as Blink's `ShapeResult` reshapes). 0 for the last one.
  var kerningAfter: Double
  /// How much narrower a line ending after this cluster may be set when that makes it fit
  /// (`text-spacing-trim: normal`, `allow-end`): for a full-width closing bracket or closing
  /// quote (``TitleText/HanKerningClass/maybeClose(_:)``) drawn by a face with the OpenType
  /// `halt` feature, the advance less its `halt` advance (8 px for Noto Sans CJK at 16 px); 0 for
  /// every other cluster, and for a mark already kerned before the next one. Like
  /// ``kerningAfter`` it only counts at a line end, and only when the line does not fit without
  /// it (``MeasuredParagraph/lineWidth(from:to:measuredFrom:room:)``).
  var endTrim: Double = 0
  /// The opportunity at the boundary before the cluster.
  var breakBefore: BreakKind
  /// Hangs at the end of a line: a preserved space, a tab or a hard-break character. It belongs
  /// to the line's range but not to its width.
  var hangs: Bool
  /// Drawn with .notdef: no font has it.
  var isMissing: Bool
  /// Removed by white-space collapsing (zero width, not drawn).
  var isCollapsed: Bool
  /// One past the last cluster before this one that does not hang (0 if none): the end of the
  /// visible content of a line that ends here, so ``MeasuredParagraph/contentEnd(from:to:)`` is
  /// O(1) however many hanging spaces or tabs precede. Set while measuring; it fits in the
  /// struct's padding.
  var visibleEnd: Int32 = 0
  /// What a line that starts at this cluster takes off its width: in a shaped run whose boundary
  /// before this cluster HarfBuzz marks unsafe to break, the run's advances of the clusters up to
  /// the next safe boundary less their advance when shaped from here. 0 elsewhere.
  var startCorrection: Double = 0
  /// HarfBuzz marked the boundary before this cluster unsafe to break (shaped runs only; in
  /// glyphs measured one by one, a kerning pair is: ``MeasuredParagraph/isUnsafeBoundary(_:)``).
  var unsafeBefore: Bool = false
  /// A soft hyphen (U+00AD): a line that ends after it at a soft wrap draws and measures
  /// ``MeasuredParagraph/softHyphen`` (``MeasuredParagraph/hyphenWidth(from:to:)``). Beside
  /// `unsafeBefore`, in the struct's padding: the cluster stays 64 bytes.
  var isSoftHyphen: Bool = false
  /// When the opportunity before this cluster ends the white space after a U+3000 run that
  /// follows a collapsible space, how many clusters back that run starts (1 to 254): a line that
  /// starts before the run (and so holds the space) may not end here
  /// (``MeasuredParagraph/isOpportunity(_:forLineFrom:)``). 255 (``MeasuredCluster/foldedIntoHangingRun``)
  /// when this cluster is a U+3000 after preserved spaces: no line ends before it, though
  /// `text-wrap` scores a candidate here. 0 for every other cluster. In the struct's padding too.
  var heldRunDistance: UInt8 = 0

  /// ``heldRunDistance`` of a U+3000 after preserved spaces.
  static let foldedIntoHangingRun: UInt8 = .max
  /// The index of the cluster's first glyph in ``MeasuredParagraph/glyphs``; its glyphs run to
  /// the next cluster's `firstGlyph` (the sentinel's is the glyph count).
  var firstGlyph: Int32 = 0
}

/// A paragraph as line choice sees it: grapheme clusters with their advances, the break
/// opportunities between them and which clusters hang at a line end.
///
/// Line choice knows nothing of fonts or ICU; it works on this measured form only, so its tests
/// can use a constant-advance fake. Widths are in pixels. The clusters live in a
/// ``LayoutArena`` (shared with the rest of the layout's per-code-unit arrays) followed by a
/// sentinel that marks the end of the text.
struct MeasuredParagraph {
  /// The clusters, then a sentinel whose `offset` is the text length, `position` the total
  /// advance and `breakBefore` the opportunity at the end of the text.
  let clusters: ArenaView<MeasuredCluster>
  /// The glyphs the measurer drew the clusters with, in logical order (empty for paragraphs
  /// built from advances alone, as tests build them).
  let glyphs: ArenaView<MeasuredGlyph>
  /// Line edges reshaped alone (``EdgeGlyphs``), in the order measured; empty for most texts.
  var edges: [EdgeGlyphs] = []
  /// The advance of the hyphen drawn at a line end after a soft hyphen; 0 when the text has none
  /// (``markSoftHyphens(in:hyphen:)``). Only the advance: every copy of a paragraph would retain
  /// the hyphen's text (the line builder keeps the ``SoftHyphen`` itself).
  var hyphenAdvance: Double = 0
  /// Keeps `clusters` alive.
  private let storage: LayoutArena

  /// The clusters that start a paragraph after a hard break, in order (the measurer notes them,
  /// ``findParagraphStarts()`` finds them); empty for text without one, as most titles are.
  var paragraphStarts: [Int32] { storage.paragraphStarts }

  /// The clusters at which the bidi embedding level changes, in order (the measurer notes
  /// them); empty for text of one level, as most titles are. Blink makes each level's run an
  /// inline item of its own and snaps each item's width on a line apart
  /// (``layoutUnits(from:to:leadingSpaceEnd:natural:)``).
  var bidiRunStarts: [Int32] { storage.bidiRunStarts }

  /// The number of grapheme clusters.
  var count: Int { clusters.count - 1 }

  /// Sets every cluster's ``MeasuredCluster/position`` from the advances and kerning before it,
  /// and its ``MeasuredCluster/visibleEnd`` (the sentinel's included), in one pass. (The measurer
  /// sets both while measuring.)
  /// - Complexity: O(n).
  private static func fillPositionsAndVisibleEnds(
    _ clusters: ArenaMutableView<MeasuredCluster>
  ) {
    var pen = 0.0
    var visibleEnd: Int32 = 0
    for index in clusters.indices {
      clusters[index].position = pen
      pen += clusters[index].advance + clusters[index].kerningAfter
      clusters[index].visibleEnd = visibleEnd
      if !clusters[index].hangs { visibleEnd = Int32(index + 1) }
    }
  }

  /// A paragraph of the first `count` clusters in `storage` (the sentinel included), whose
  /// positions and visible ends are filled, drawn with the first `glyphCount` glyphs there.
  init(storage: LayoutArena, count: Int, glyphCount: Int = 0) {
    precondition(count > 0 && count <= storage.capacity + 1, "the sentinel is required")
    precondition(glyphCount >= 0 && glyphCount <= storage.glyphCapacity)
    self.storage = storage
    self.clusters = storage.clusters.readOnly.prefix(count: count)
    self.glyphs = storage.glyphs.readOnly.prefix(count: glyphCount)
  }

  /// ``clusters``, writable: for the steps that adjust a paragraph after measuring (letter
  /// spacing, soft hyphens, the badge's break), while nothing else reads it.
  var writableClusters: ArenaMutableView<MeasuredCluster> {
    storage.clusters.prefix(count: clusters.count)
  }

  /// ``glyphs``, writable (as ``writableClusters``).
  var writableGlyphs: ArenaMutableView<MeasuredGlyph> {
    storage.glyphs.prefix(count: glyphs.count)
  }

  /// A paragraph from per-cluster arrays (tests build paragraphs this way).
  init(
    clusterOffsets: [Int], advances: [Double], kerningAfter: [Double], breaks: [BreakKind],
    hangs: [Bool], endTrims: [Double]? = nil
  ) {
    precondition(clusterOffsets.count == advances.count + 1)
    precondition(endTrims == nil || endTrims!.count == advances.count)
    precondition(kerningAfter.count == advances.count && hangs.count == advances.count)
    precondition(breaks.count == advances.count + 1)
    let storage = LayoutArena(capacity: advances.count)
    let clusters = storage.clusters.prefix(count: advances.count + 1)
    for index in 0...advances.count {
      let isEnd = index == advances.count
      clusters.initializeElement(
        at: index,
        to: MeasuredCluster(
          offset: clusterOffsets[index], position: 0, advance: isEnd ? 0 : advances[index],
          kerningAfter: isEnd ? 0 : kerningAfter[index],
          endTrim: isEnd ? 0 : endTrims?[index] ?? 0, breakBefore: breaks[index],
          hangs: isEnd ? false : hangs[index], isMissing: false, isCollapsed: false))
    }
    Self.fillPositionsAndVisibleEnds(clusters)
    self.init(storage: storage, count: advances.count + 1)
    storage.paragraphStarts = findParagraphStarts()
  }

  /// The UTF-16 offset of cluster `index` (`count` gives the text length).
  @inline(__always) func offset(_ index: Int) -> Int { clusters[index].offset }

  /// The pen position before cluster `index`.
  @inline(__always) func position(_ index: Int) -> Double { clusters[index].position }

  /// The opportunity at the boundary before cluster `index` (`count`: the end of the text).
  @inline(__always) func breakKind(_ index: Int) -> BreakKind { clusters[index].breakBefore }

  /// The end of the visible content of clusters `start..<end`: `end` less any hanging clusters.
  /// - Complexity: O(1).
  @inline(__always)
  func contentEnd(from start: Int, to end: Int) -> Int {
    max(start, Int(clusters[end].visibleEnd))
  }

  /// The narrowest width a line of clusters `start..<end` can be set in, hanging clusters at
  /// the end excluded: what line choice compares with the room.
  ///
  /// Kerning between the last cluster and the one after it does not count: the line ends there.
  /// Nor does the last cluster's ``MeasuredCluster/endTrim`` (a full-width closing bracket set
  /// half-width, as Chromium does when that makes the line fit).
  /// - Complexity: O(1).
  /// A line ending after a soft hyphen also draws the hyphen (``hyphenWidth(before:)``).
  /// - Complexity: O(1).
  func width(from start: Int, to end: Int) -> Double {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return 0 }
    return trimmedWidth(from: start, to: end) + hyphenWidth(from: start, to: end)
  }

  /// ``width(from:to:)`` without the hyphen a soft hyphen at the end draws: the text's own width,
  /// which Blink snaps apart from the hyphen's.
  /// - Complexity: O(1).
  func trimmedWidth(from start: Int, to end: Int) -> Double {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return 0 }
    return naturalWidth(from: start, to: end) - clusters[contentEnd - 1].endTrim
  }

  /// The width of clusters `start..<end` without end trimming, hanging clusters at the end
  /// excluded: the width of that text when something follows it on the line (an ellipsis), or
  /// of a whole paragraph measured for its width.
  /// - Complexity: O(1).
  func naturalWidth(from start: Int, to end: Int) -> Double {
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start else { return 0 }
    return clusters[contentEnd].position - clusters[start].position
      - clusters[contentEnd - 1].kerningAfter - clusters[start].startCorrection
  }

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

  /// The widest drawn cluster (hanging clusters excluded). The measurer finds it while measuring;
  /// this is for paragraphs built otherwise (fake fonts in tests).
  func widestCluster() -> Double {
    var widest = 0.0
    for cluster in clusters.dropLast() where !cluster.hangs {
      widest = max(widest, cluster.advance)
    }
    return widest
  }
}
