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
