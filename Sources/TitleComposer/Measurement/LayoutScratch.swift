#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The working memory of one layout: the text's UTF-16 code units, the UTF-8 offset of each, the
/// boundary flags, the measured clusters and their glyphs — five arrays carved out of a single
/// allocation that lives as long as the layout does.
///
/// A title is laid out through several per-code-unit arrays. As Swift arrays each cost an
/// allocation plus a generic-metadata lookup (~600 instructions together, a sixth of a title's
/// whole budget for the five of them); one raw allocation costs a `malloc`. Every element type is
/// trivial, so nothing needs deinitializing.
///
/// Not `Sendable`: one layout owns it, on one thread.
///
/// The memory comes from `malloc`: Swift's own raw allocation always asks for explicit alignment
/// (`posix_memalign`), which costs several times as much for no gain here.
final class LayoutScratch {
  /// The most code units the arrays hold.
  let capacity: Int
  /// `capacity` code units.
  let utf16: UnsafeMutablePointer<UInt16>
  /// `capacity + 1` UTF-8 offsets.
  let utf8Offsets: UnsafeMutablePointer<Int32>
  /// `capacity + 1` boundary flags (``TitleText/BoundaryFlags`` bits).
  let flags: UnsafeMutablePointer<UInt8>
  /// `capacity + 1` clusters: at most one per code unit, plus the sentinel.
  let clusters: UnsafeMutablePointer<MeasuredCluster>
  /// ``glyphCapacity`` measured glyphs: two per code unit. Measured glyph by glyph a text has at
  /// most one per code unit; HarfBuzz may give more (decompositions), and the shaped-segment
  /// measurer folds any glyph beyond the room left into the one before it.
  let glyphs: UnsafeMutablePointer<MeasuredGlyph>
  /// The room in ``glyphs``: `2 × (capacity + 1)`.
  var glyphCapacity: Int { 2 * (capacity + 1) }
  private let storage: UnsafeMutableRawPointer

  /// Allocates the arrays for a text of at most `capacity` UTF-16 code units.
  init(capacity: Int) {
    precondition(capacity >= 0)
    self.capacity = capacity
    let slots = capacity + 1
    // Widest alignment first, so every array starts aligned.
    let glyphBytes = MemoryLayout<MeasuredGlyph>.stride * 2 * slots
    let clusterBytes = MemoryLayout<MeasuredCluster>.stride * slots
    let offsetBytes = MemoryLayout<Int32>.stride * slots
    let unitBytes = MemoryLayout<UInt16>.stride * slots
    // malloc's alignment (16) covers every element type here.
    guard let storage = malloc(glyphBytes + clusterBytes + offsetBytes + unitBytes + slots) else {
      fatalError("LayoutScratch: out of memory for \(capacity) code units")
    }
    self.storage = storage
    glyphs = storage.bindMemory(to: MeasuredGlyph.self, capacity: 2 * slots)
    let rest = storage + glyphBytes
    clusters = rest.bindMemory(to: MeasuredCluster.self, capacity: slots)
    utf8Offsets = (rest + clusterBytes).bindMemory(to: Int32.self, capacity: slots)
    utf16 = (rest + clusterBytes + offsetBytes).bindMemory(to: UInt16.self, capacity: slots)
    flags = (rest + clusterBytes + offsetBytes + unitBytes).bindMemory(
      to: UInt8.self, capacity: slots)
  }

  deinit { free(storage) }
}
