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
