@_spi(TitleInternals) import TitleSystem

/// One UTF-16 code unit shaped alone into one glyph drawn at the pen: what a segment of one
/// character needs (in a Latin title font with Hangul by fallback, every space between two
/// Hangul words is such a segment).
public struct LoneShapedGlyph: Sendable, Hashable {
  /// The glyph id in the face (0 is `.notdef`).
  public var glyph: UInt32
  /// Its advance in the face's shaping units (``FontFace/shapingUnitsPerEm``).
  public var advance: Int32
  /// Its advance before positioning (``ShapedGlyphRecord/nominalAdvance``).
  public var nominalAdvance: Int32
}

/// The shaping properties whose lone-unit runs faces remember without a lock: the first
/// ``capacity`` distinct ones the process shapes such runs with (a server's languages, each
/// with its scripts and directions, twice when letter-spacing turns ligatures off: the test
/// suite alone uses 22). Others take the shape cache's way. Each face's table keeps a page
/// directory of `capacity × 256` entries (64 KB) and a pool of 16 pages (64 KB); further pages
/// only where runs were shaped.
enum LoneShapingSlots {
  static let capacity = 64
  private static let known = Locked<[ShapingProperties]>([])

  /// The slot of `properties`, taken on first use; `nil` once every slot is taken.
  static func slot(for properties: ShapingProperties) -> Int? {
    known.withLock { known in
      if let index = known.firstIndex(of: properties) { return index }
      guard known.count < capacity else { return nil }
      known.append(properties)
      return known.count - 1
    }
  }
}

/// Per face: the lone-unit runs already shaped, by slot and code unit, in a table read without
/// a lock (``WriteOnceTable``). An entry is HarfBuzz's answer for that unit and those
/// properties, so it never changes once written; threads that race to write it write the same.
final class LoneUnitShapes: Sendable {
  private let table = WriteOnceTable(count: LoneShapingSlots.capacity << 16)
  /// Marks an entry whose run is not one glyph at the pen (`nil` answers are remembered too):
  /// its second word, which otherwise holds two 32-bit advances and never has this pattern
  /// (a nominal advance of `Int32.min` with an advance of 0).
  private static let notLone: UInt64 = 0x8000_0000_0000_0000

  /// The remembered answer for `unit` in `slot`: `.some(nil)` when the run is not one glyph at
  /// the pen, `nil` when not known yet.
  func known(_ unit: UInt16, slot: Int) -> LoneShapedGlyph?? {
    guard let words = table.load(slot << 16 | Int(unit)) else { return nil }
    if words.second == Self.notLone { return .some(nil) }
    return LoneShapedGlyph(
      glyph: UInt32(truncatingIfNeeded: words.first),
      advance: Int32(bitPattern: UInt32(truncatingIfNeeded: words.second)),
      nominalAdvance: Int32(bitPattern: UInt32(truncatingIfNeeded: words.second >> 32)))
  }

  /// Remembers the answer `run` gives for `unit` in `slot`, and returns it.
  func remember(_ run: ShapedRun, for unit: UInt16, slot: Int) -> LoneShapedGlyph? {
    guard run.glyphs.count == 1, let glyph = run.glyphs.first, glyph.cluster == 0,
      glyph.xOffset == 0, glyph.yOffset == 0,
      glyph.nominalAdvance != Int32.min || glyph.advance != 0
    else {
      table.store(slot << 16 | Int(unit), first: 0, second: Self.notLone)
      return nil
    }
    table.store(
      slot << 16 | Int(unit), first: UInt64(glyph.glyph),
      second: UInt64(UInt32(bitPattern: glyph.nominalAdvance)) << 32
        | UInt64(UInt32(bitPattern: glyph.advance)))
    return LoneShapedGlyph(
      glyph: glyph.glyph, advance: glyph.advance, nominalAdvance: glyph.nominalAdvance)
  }
}

extension FontFace {
  /// The slot ``shapeLoneUnit(_:_:slot:)`` remembers runs of `properties` under; `nil` when the
  /// process already uses every slot (shape such runs with ``shape(_:_:)``).
  /// - Complexity: a lock and a search of at most 64 entries: find it once per request.
  public static func loneShapingSlot(for properties: ShapingProperties) -> Int? {
    LoneShapingSlots.slot(for: properties)
  }

  /// Shaping units per em of ``shape(_:_:)`` and ``shapeLoneUnit(_:_:slot:)`` (64 per font
  /// unit); 0 when the face cannot be shaped.
  public var shapingUnitsPerEm: Int32 { harfBuzz?.unitsPerEm ?? 0 }

  /// One code unit shaped alone with `properties`, when HarfBuzz gives one glyph at the pen
  /// (no offset); `nil` otherwise (then shape it with ``shape(_:_:)``) or when the face cannot
  /// be shaped. Exactly ``shape(_:_:)``'s answer for that text, remembered per face and slot and
  /// read without a lock.
  /// - Parameters:
  ///   - unit: the code unit (a whole character: not a surrogate).
  ///   - properties: how it is shaped.
  ///   - slot: ``loneShapingSlot(for:)`` of `properties`.
  public func shapeLoneUnit(_ unit: UInt16, _ properties: ShapingProperties, slot: Int)
    -> LoneShapedGlyph?
  {
    if let known = loneUnitShapes.known(unit, slot: slot) { return known }
    // First use of this unit and slot only.
    let text = InlineArray<1, UInt16>(repeating: unit)
    guard let run = shape(text.span, properties) else { return nil }
    return loneUnitShapes.remember(run, for: unit, slot: slot)
  }
}
