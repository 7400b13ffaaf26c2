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
  /// The most code units the arrays hold for the layout using them now (at most
  /// ``allocatedCapacity``; a scratch reused by ``forComposing(capacity:)`` gets the new layout's).
  private(set) var capacity: Int
  /// The most code units the allocation has room for.
  let allocatedCapacity: Int
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
  /// The room in ``glyphs``: `2 × (capacity + 1)`. It follows the layout's ``capacity``, not the
  /// allocation's, so a reused scratch folds glyphs exactly as a fresh one would.
  var glyphCapacity: Int { 2 * (capacity + 1) }
  private let storage: UnsafeMutableRawPointer

  /// Allocates the arrays for a text of at most `capacity` UTF-16 code units.
  convenience init(capacity: Int) {
    self.init(capacity: capacity, allocating: capacity)
  }

  /// Allocates room for `allocatedCapacity` code units, used for `capacity` of them.
  private init(capacity: Int, allocating allocatedCapacity: Int) {
    precondition(capacity >= 0 && capacity <= allocatedCapacity)
    self.capacity = capacity
    self.allocatedCapacity = allocatedCapacity
    let slots = allocatedCapacity + 1
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

  // MARK: One scratch per thread for compositions

  /// The smallest allocation a thread keeps: room for any title of up to 256 code units.
  static let keptMinimumCapacity = 256
  /// The largest a thread keeps (about 115 KB): a longer title gets a scratch of its own.
  static let keptMaximumCapacity = 1024

  /// A scratch for one composition on this thread, of exactly `capacity` code units: the
  /// thread's kept one when nothing else holds it and it has the room, else a new one (kept in
  /// its place when it is at most ``keptMaximumCapacity``).
  ///
  /// Saves a composition the two allocations and frees of a scratch (about 3 % of its
  /// instructions). Only for a layout whose scratch dies with it: the kept one is reused only
  /// when this thread holds the last reference (`isKnownUniquelyReferenced`), so a layout that
  /// kept it (a ``PreparedTitle``, another composition further up this thread's stack) is never
  /// written under. Every array is written before it is read, as with a fresh `malloc`.
  static func forComposing(capacity: Int) -> LayoutScratch {
    let key = threadScratchKey
    if let kept = pthread_getspecific(key) {
      var scratch = Unmanaged<LayoutScratch>.fromOpaque(kept).takeRetainedValue()
      if capacity <= scratch.allocatedCapacity, isKnownUniquelyReferenced(&scratch) {
        scratch.capacity = capacity
        pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
        return scratch
      }
      guard capacity <= keptMaximumCapacity else {
        pthread_setspecific(key, Unmanaged.passRetained(scratch).toOpaque())
        return LayoutScratch(capacity: capacity)
      }
      // Too small or in use: replaced (whoever holds the old one keeps it alive).
    } else if capacity > keptMaximumCapacity {
      return LayoutScratch(capacity: capacity)
    }
    let fresh = LayoutScratch(capacity: capacity, allocating: max(capacity, keptMinimumCapacity))
    pthread_setspecific(key, Unmanaged.passRetained(fresh).toOpaque())
    return fresh
  }
}

/// The thread-specific slot of ``LayoutScratch/forComposing(capacity:)``: a retained scratch,
/// released when the thread exits.
private let threadScratchKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { kept in
    if let kept { Unmanaged<LayoutScratch>.fromOpaque(kept).release() }
  }
  precondition(status == 0, "pthread_key_create failed: \(status)")
  return key
}()
