@_spi(TitleInternals) import TitleSystem
import TitleFonts

/// Rasterised glyphs and glyph outlines, kept so that a repeated glyph is drawn from memory.
///
/// Bitmaps are keyed by (face, glyph, pixel size, subpixel phase), outlines by (face, glyph).
/// Lookups and inserts take one lock (`Locked`); rasterising happens outside it (under the face's
/// own lock), so two threads may rasterise the same glyph once each, and the second insert wins
/// with an identical bitmap. When a table passes ``limit`` entries, or the bitmaps would pass
/// ``byteLimit`` bytes of pixels, it is emptied; a bitmap larger than a quarter of that budget
/// (a glyph drawn at thousands of pixels) is drawn but never kept. Memory stays bounded however
/// many sizes and scales a server is asked for.
final class GlyphCache: Sendable {
  /// How many subpixel positions a glyph is rendered at (x quantised to 1/4 px).
  static let subpixelPhases = 4
  /// The most entries per table.
  let limit: Int
  /// The most bytes of bitmap pixels kept.
  let byteLimit: Int

  struct BitmapKey: Hashable {
    var face: ObjectIdentifier
    var glyph: UInt32
    var sizeBits: UInt64
    var phase: Int
  }

  struct OutlineKey: Hashable {
    var face: ObjectIdentifier
    var glyph: UInt32
  }

  private struct State {
    var bitmaps: [BitmapKey: GlyphBitmap] = [:]
    var outlines: [OutlineKey: GlyphOutline] = [:]
    var bitmapBytes = 0
    var rasterizations = 0
  }

  private let state = Locked(State())

  /// A cache of at most `limit` entries per table and `byteLimit` bytes of bitmap pixels.
  init(limit: Int = 20_000, byteLimit: Int = 64 << 20) {
    self.limit = limit
    self.byteLimit = byteLimit
  }

  /// The glyph's bitmap at `size` and subpixel `phase` (0..<``subpixelPhases``), from the cache
  /// or rasterised and stored. A glyph FreeType cannot render is stored as empty.
  func bitmap(face: FontFace, glyph: UInt32, size: Double, phase: Int) -> GlyphBitmap {
    let key = BitmapKey(
      face: ObjectIdentifier(face), glyph: glyph, sizeBits: size.bitPattern, phase: phase)
    if let cached = state.withLock({ $0.bitmaps[key] }) { return cached }
    let offset = Double(phase) / Double(Self.subpixelPhases)
    let bitmap = face.rasterize(glyph: glyph, size: size, subpixelOffset: offset) ?? .empty
    let bytes = bitmap.pixels.count
    state.withLock {
      $0.rasterizations += 1
      guard bytes <= byteLimit / 4 else { return }
      if $0.bitmaps.count >= limit || $0.bitmapBytes + bytes > byteLimit {
        $0.bitmaps.removeAll(keepingCapacity: true)
        $0.bitmapBytes = 0
      }
      if let replaced = $0.bitmaps.updateValue(bitmap, forKey: key) {
        $0.bitmapBytes -= replaced.pixels.count
      }
      $0.bitmapBytes += bytes
    }
    return bitmap
  }

  /// The glyph's outline, from the cache or FreeType; `nil` for bitmap-only faces.
  func outline(face: FontFace, glyph: UInt32) -> GlyphOutline? {
    guard face.isScalable else { return nil }
    let key = OutlineKey(face: ObjectIdentifier(face), glyph: glyph)
    if let cached = state.withLock({ $0.outlines[key] }) { return cached }
    let outline = face.outline(glyph: glyph) ?? GlyphOutline(elements: [], unitsPerEm: 1)
    state.withLock {
      if $0.outlines.count >= limit { $0.outlines.removeAll(keepingCapacity: true) }
      $0.outlines[key] = outline
    }
    return outline
  }

  /// How many bitmaps have been rasterised (cache misses) so far.
  var rasterizationCount: Int { state.withLock { $0.rasterizations } }

  /// The bitmaps kept and the bytes of their pixels.
  var bitmapUsage: (count: Int, bytes: Int) {
    state.withLock { ($0.bitmaps.count, $0.bitmapBytes) }
  }
}
