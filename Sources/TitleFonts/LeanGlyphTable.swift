/// The eager pages again, one word per scalar, for the measuring loop's common case: a scalar
/// the primary face draws with a glyph of its own measured in whole font units, in a face that
/// is not shaped, which the loop can take without looking at a ``GlyphInfo``.
///
/// Each entry packs what that loop reads (``LeanGlyph``); an entry of 0 sends the scalar down
/// the general path (``FontFallbackChain/glyph(for:language:)``): scalars outside the eager
/// pages, other faces, synthesized widths, shaped faces, white space other than U+0020, and
/// missing characters when system fallback may still find them.
///
/// A class, so that a measuring loop holds it in one register and reads the page directory in
/// place: a look-up is two reads, the first from a 256-entry `InlineArray` indexed by a code
/// unit's high byte (its bounds check folds away), the second a bounds-checked array read.
@_spi(TitleInternals) public final class LeanGlyphTable: Sendable {
  /// Per BMP page (scalar value >> 8), the index of its first entry in ``entries``; pages
  /// outside the eager set point at page 0, which is all zeros.
  @usableFromInline let pageStarts: InlineArray<256, UInt16>
  /// 256 entries per page: page 0 (zeros), then the eager pages in ``EagerGlyphTable/pages``
  /// order.
  @usableFromInline let entries: [UInt64]

  /// A table with no lean entry (every scalar takes the general path).
  @usableFromInline static let none = LeanGlyphTable()

  private init() {
    pageStarts = InlineArray(repeating: 0)
    entries = [UInt64](repeating: 0, count: 256)
  }

  /// The lean entries of an eager table's records.
  /// - Parameters:
  ///   - eager: the measured pages.
  ///   - systemFallback: whether a missing character may still be found by system fallback
  ///     (then it is not lean).
  init(_ eager: EagerGlyphTable, systemFallback: Bool) {
    var starts = InlineArray<256, UInt16>(repeating: 0)
    var entries = [UInt64](repeating: 0, count: 256)
    entries.reserveCapacity((EagerGlyphTable.pages.count + 1) * 256)
    for (index, page) in EagerGlyphTable.pages.enumerated() {
      starts[Int(page)] = UInt16((index + 1) << 8)
      for low in 0..<256 {
        let value = UInt32(page) << 8 | UInt32(low)
        let info = eager.infos[index << 8 | low]
        entries.append(Self.entry(info, value: value, systemFallback: systemFallback))
      }
    }
    pageStarts = starts
    self.entries = entries
  }

  /// The packed entry of `info`, the record of scalar `value`, or 0 when it is not lean.
  static func entry(_ info: GlyphInfo, value: UInt32, systemFallback: Bool) -> UInt64 {
    let isSpace = value == 0x20
    // What the measuring loop draws as one glyph of one code unit: not white space (but U+0020),
    // not a C1 next line, not a surrogate (the eager pages hold none).
    let isDrawnUnit = value > 0x20 && value != 0x85
    guard isSpace || isDrawnUnit, info.faceIndex == 0, !info.shapes,
      (0...Int32(UInt16.max)).contains(info.advanceUnits),
      !(info.isMissing && systemFallback)
    else { return 0 }
    var entry = LeanGlyph.leanBit | UInt64(info.advanceUnits) << 32 | UInt64(info.glyph)
    if info.isMissing { entry |= LeanGlyph.missingBit }
    if info.kernsAsLeft { entry |= LeanGlyph.kernsAsLeftBit }
    if isSpace { entry |= LeanGlyph.spaceBit }
    return entry
  }
}

extension LeanGlyphTable {
  /// The entry of a UTF-16 code unit (0 when it is not lean): two array reads, no hashing, no
  /// reference counting.
  @inlinable
  public subscript(unit: UInt16) -> LeanGlyph {
    LeanGlyph(raw: entries[Int(pageStarts[Int(unit >> 8)]) | Int(unit & 0xFF)])
  }
}

/// The lean table as ``FontFallbackChain/withLeanGlyphs(_:)`` lends it to a measuring loop.
@_spi(TitleInternals) public typealias LeanGlyphLookup = LeanGlyphTable

/// One entry of ``LeanGlyphTable``: a primary-face glyph id, its advance in font units and three
/// flags, in one word.
@_spi(TitleInternals) public struct LeanGlyph {
  // An entry is 0 when not lean, else it has `leanBit`; `kernsAsLeftBit` is the top bit and the
  // glyph the low 32 bits, as in the measurer's packed kerning state.
  @usableFromInline static let kernsAsLeftBit: UInt64 = 1 << 63
  @usableFromInline static let leanBit: UInt64 = 1 << 62
  @usableFromInline static let spaceBit: UInt64 = 1 << 58
  @usableFromInline static let missingBit: UInt64 = 1 << 56

  @usableFromInline let raw: UInt64

  @inlinable init(raw: UInt64) { self.raw = raw }

  /// Whether the scalar takes the lean path at all (every other member is 0 when not).
  @inlinable public var isLean: Bool { raw != 0 }
  /// Whether it is U+0020 (which hangs, and collapses under `white-space: normal`).
  @inlinable public var isSpace: Bool { raw & Self.spaceBit != 0 }
  /// ``GlyphInfo/kernsAsLeft``.
  @inlinable public var kernsAsLeft: Bool { raw & Self.kernsAsLeftBit != 0 }
  /// ``GlyphInfo/isMissing`` (the primary face's `.notdef`, drawn without system fallback).
  @inlinable public var isMissing: Bool { raw & Self.missingBit != 0 }
  /// The glyph id in the low 32 bits and, in the top bit, whether it kerns as a left glyph.
  @inlinable public var kerningBits: UInt64 { raw & (Self.kernsAsLeftBit | 0xFFFF_FFFF) }
  /// The glyph id in the primary face.
  @inlinable public var glyph: UInt32 { UInt32(truncatingIfNeeded: raw) }
  /// ``GlyphInfo/advanceUnits``: whole font units.
  @inlinable public var advanceUnits: Int { Int(truncatingIfNeeded: raw >> 32 & 0xFFFF) }

}
