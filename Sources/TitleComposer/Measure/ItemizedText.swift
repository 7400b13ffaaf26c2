@_spi(TitleInternals) import TitleSystem
import TitleText

/// A title's script runs and bidi levels (``TitleText/TextItemizer``), found when a pass first
/// needs them (the first shaped segment), with the itemizer's buffers kept for the next title.
///
/// A class: a pass holds it in an optional (most titles of a face without layout tables never
/// itemize), and handing a struct's payload out of an optional `inout` copies it out and back
/// on every shaped segment. Not `Sendable`: one pass owns it, taken from and given back to
/// ``ItemizerPool``.
final class ItemizedText {
  var itemizer: TextItemizer
  // `@exclusivity(unchecked)`: one pass owns the object and never reaches these properties
  // from two accesses at once, and the dynamic check (swift_beginAccess) on every shaped
  // segment's run look-up cost more than the look-up.
  /// The runs of the laid-out text (prefix included), logical order.
  @exclusivity(unchecked) var runs: [TextRun] = []
  /// The run the last look-up found (segments are measured left to right).
  @exclusivity(unchecked) private var hint = 0

  init(itemizer: TextItemizer) { self.itemizer = itemizer }

  /// Itemizes `utf16` into ``runs``.
  func itemize(_ utf16: ArenaView<UInt16>, paragraphLevel: UInt8 = 0) {
    hint = 0
    utf16.withSpan { itemizer.itemize($0, paragraphLevel: paragraphLevel, into: &runs) }
  }

  /// The run that holds the code unit at `offset` (a valid offset of the itemized text).
  func run(containing offset: Int) -> TextRun {
    if hint >= runs.count || runs[hint].range.lowerBound > offset { hint = 0 }
    while hint + 1 < runs.count && runs[hint].range.upperBound <= offset { hint += 1 }
    return runs[hint]
  }

  /// Whether any run is right to left or nested in one (a level other than 0).
  var hasNonZeroLevels: Bool { runs.contains { $0.bidiLevel != 0 } }

  /// The clusters (indices into `clusters`, which start at offset 0 in order) at which the
  /// bidi embedding level changes: where Blink starts a new inline item
  /// (`InlineNode::SegmentBidiRuns`), whose width its line breaker snaps apart
  /// (``MeasuredParagraph/bidiRunStarts``). A change inside a cluster counts at the next one.
  /// - Complexity: O(runs + clusters).
  func levelChanges(in clusters: ArenaView<MeasuredCluster>) -> [Int32] {
    var starts: [Int32] = []
    var cluster = 0
    for index in runs.indices.dropFirst() where runs[index].bidiLevel != runs[index - 1].bidiLevel {
      let offset = runs[index].range.lowerBound
      while cluster < clusters.count && clusters[cluster].offset < offset { cluster += 1 }
      guard cluster < clusters.count else { break }
      if starts.last != Int32(cluster) { starts.append(Int32(truncatingIfNeeded: cluster)) }
    }
    return starts
  }

  /// Sets every glyph's ``MeasuredGlyph/bidiLevel`` from the run holding its cluster.
  func setLevels(of glyphs: ArenaMutableView<MeasuredGlyph>) {
    hint = 0
    for index in glyphs.indices {
      glyphs[index].bidiLevel = run(containing: Int(glyphs[index].cluster)).bidiLevel
    }
  }
}

/// Itemizers kept warm between titles, so that itemizing allocates nothing in the steady state.
enum ItemizerPool {
  /// The most itemizers kept.
  static let limit = 64
  private static let pool = Locked<[Pooled]>([])

  /// An itemizer in the pool. `@unchecked Sendable` is sound: an itemizer in the pool belongs
  /// to no pass, and one taken out (under the lock) belongs to the one pass that took it until it
  /// is put back; this is what lets `Locked.withLock`'s `sending` result hand it out.
  private struct Pooled: @unchecked Sendable {
    let itemized: ItemizedText
  }

  /// A warm itemizer, or a new one.
  static func take() -> ItemizedText {
    pool.withLock { $0.popLast() }?.itemized ?? ItemizedText(itemizer: TextItemizer())
  }

  /// Gives an itemizer back for another title.
  static func put(_ itemized: ItemizedText) {
    pool.withLock { if $0.count < limit { $0.append(Pooled(itemized: itemized)) } }
  }
}
