import TitleText

/// A title as the pipeline needs it: UTF-16 code units after a prefix (the badge's object
/// replacement character or padding spaces), and for every UTF-16 offset the matching UTF-8
/// offset into the title, so line texts are cut from the title's own UTF-8 bytes at the end.
///
/// Built in one pass over the title's UTF-8 (no `String.utf16` view walking, no index math), into
/// a ``LayoutArena`` that the rest of the layout fills further.
struct TitleBuffer {
  /// The memory the units and offsets live in (and the flags and clusters will).
  let arena: LayoutArena
  /// Prefix + title, UTF-16.
  let utf16: ArenaView<UInt16>
  /// `utf8Offsets[i]`: the UTF-8 offset in the title of UTF-16 offset `i` of the title
  /// (not counting the prefix); `count = title UTF-16 length + 1`.
  let utf8Offsets: ArenaView<Int32>
  /// UTF-16 length of the prefix.
  let prefixLength: Int
  /// Whether the title holds a soft hyphen (U+00AD), noticed while decoding it.
  let containsSoftHyphen: Bool
  /// Whether the title holds U+3000 IDEOGRAPHIC SPACE, noticed while decoding it
  /// (``ParagraphMeasurer/applyIdeographicSpaceRules(_:to:count:collapse:prefixLength:)``).
  let containsIdeographicSpace: Bool

  /// The boundary flags of `utf16` (``TitleText/BoundaryFlags`` bits, one per code unit and one
  /// for the end), which ``TitleText/TextAnalyzer`` writes and the measurer reads.
  var boundaryFlags: ArenaMutableView<UInt8> { arena.flags.prefix(count: utf16.count + 1) }

  /// UTF-16 length of the title (the prefix not counted).
  var titleLength: Int { utf16.count - prefixLength }

  /// Decodes `title` after `prefixCount` copies of the code unit `prefix`.
  ///
  /// With `reusingThreadArena`, the memory is the thread's kept arena
  /// (``LayoutArena/forComposing(capacity:)``): only for a buffer that dies with its
  /// composition, never one a ``PreparedTitle`` keeps.
  init(title: String, prefix: UInt16, prefixCount: Int, reusingThreadArena: Bool = false) {
    var title = title
    title.makeContiguousUTF8()
    let capacity = prefixCount + Self.utf16Capacity(for: title)
    let arena =
      reusingThreadArena
      ? LayoutArena.forComposing(capacity: capacity) : LayoutArena(capacity: capacity)
    let units = arena.utf16
    let offsets = arena.utf8Offsets
    var unitCount = prefixCount
    var offsetCount = 0
    var containsSoftHyphen = false
    var containsIdeographicSpace = false
    units.update(repeating: prefix, in: 0..<prefixCount)
    do {
      let bytes = title.utf8.span
      var index = 0
      let count = bytes.count
      while index < count {
        let lead = bytes[index]
        offsets[offsetCount] = Int32(index)
        offsetCount += 1
        if lead < 0x80 {
          units[unitCount] = UInt16(lead)
          unitCount += 1
          index += 1
          continue
        }
        let scalar: UInt32
        let length: Int
        if lead < 0xE0 {
          scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
          length = 2
          if scalar == UInt32(SoftHyphen.codeUnit) { containsSoftHyphen = true }
        } else if lead < 0xF0 {
          scalar =
            UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
            | UInt32(bytes[index + 2] & 0x3F)
          length = 3
          // (0xE3 leads U+3000…U+3FFF only: one predictable compare for Hangul and Han.)
          if lead == 0xE3 && scalar == 0x3000 { containsIdeographicSpace = true }
        } else {
          scalar =
            UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
          length = 4
        }
        if scalar < 0x10000 {
          // U+FFFC OBJECT REPLACEMENT CHARACTER is laid out as U+200B: Blink shapes it as a
          // zero-width space (`Character::TreatAsZeroWidthSpaceInComplexScript`), and the
          // oracle shows it breaks like one (never before it, always after it). Line texts are
          // cut from the title itself, so they keep the U+FFFC.
          units[unitCount] =
            scalar == 0xFFFC ? 0x200B : UInt16(truncatingIfNeeded: scalar)
          unitCount += 1
        } else {
          let value = scalar - 0x10000
          units[unitCount] = UInt16(truncatingIfNeeded: 0xD800 + (value >> 10))
          units[unitCount + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF))
          unitCount += 2
          offsets[offsetCount] = Int32(index)
          offsetCount += 1
        }
        index += length
      }
      offsets[offsetCount] = Int32(count)
    }
    self.arena = arena
    self.utf16 = units.readOnly.prefix(count: unitCount)
    self.utf8Offsets = offsets.readOnly.prefix(count: offsetCount + 1)
    self.prefixLength = prefixCount
    self.containsSoftHyphen = containsSoftHyphen
    self.containsIdeographicSpace = containsIdeographicSpace
  }

  /// Copies the code units `units` (decoded before, as ``init(title:prefix:prefixCount:reusingThreadArena:)``
  /// decodes them) after `prefixCount` copies of `prefix`, into `arena`, with the UTF-8 offset
  /// of each as the title's own UTF-8 would have it (U+200B for U+FFFC is three bytes as U+FFFC
  /// is).
  init(units: ArenaView<UInt16>, prefix: UInt16, prefixCount: Int, arena: LayoutArena) {
    let unitsOut = arena.utf16
    let offsets = arena.utf8Offsets
    unitsOut.update(repeating: prefix, in: 0..<prefixCount)
    var containsSoftHyphen = false
    var containsIdeographicSpace = false
    var byte: Int32 = 0
    var index = 0
    let count = units.count
    while index < count {
      let unit = units[index]
      unitsOut[prefixCount + index] = unit
      offsets[index] = byte
      if unit < 0x80 {
        byte += 1
      } else if unit < 0x800 {
        if unit == SoftHyphen.codeUnit { containsSoftHyphen = true }
        byte += 2
      } else if UTF16.isLeadSurrogate(unit) && index + 1 < count
        && UTF16.isTrailSurrogate(units[index + 1])
      {
        unitsOut[prefixCount + index + 1] = units[index + 1]
        offsets[index + 1] = byte
        byte += 4
        index += 1
      } else {
        if unit == 0x3000 { containsIdeographicSpace = true }
        byte += 3
      }
      index += 1
    }
    offsets[count] = byte
    self.arena = arena
    self.utf16 = unitsOut.readOnly.prefix(count: prefixCount + count)
    self.utf8Offsets = offsets.readOnly.prefix(count: count + 1)
    self.prefixLength = prefixCount
    self.containsSoftHyphen = containsSoftHyphen
    self.containsIdeographicSpace = containsIdeographicSpace
  }

  /// The UTF-8 length above which a title's arena is sized by its exact UTF-16 length.
  static let exactCapacityThreshold = 1024

  /// The code units of the arena for a title of `utf8Count` bytes and `utf16Count` code units
  /// after `prefixCount` units: what ``init(title:prefix:prefixCount:reusingThreadArena:)``
  /// allocates for it (the room for glyphs follows it, ``LayoutArena/glyphCapacity``).
  static func capacity(prefixCount: Int, utf8Count: Int, utf16Count: Int) -> Int {
    prefixCount + (utf8Count > exactCapacityThreshold ? utf16Count : utf8Count)
  }

  /// Room for the title's UTF-16 code units: its UTF-8 length (never fewer bytes than units)
  /// for ordinary titles, where counting would cost more than the spare bytes; the exact count
  /// for long ones (a Korean title has three bytes per unit, and every unit takes 87 bytes of
  /// arena).
  private static func utf16Capacity(for title: String) -> Int {
    let utf8 = title.utf8
    guard utf8.count > Self.exactCapacityThreshold else { return utf8.count }
    // A scalar is one unit, two from a 4-byte sequence; continuation bytes add none.
    let bytes = utf8.span
    var units = 0
    for index in bytes.indices {
      let byte = bytes[index]
      units += byte & 0xC0 != 0x80 ? 1 : 0
      units += byte >= 0xF0 ? 1 : 0
    }
    return units
  }
}

extension TextAnalyzer {
  /// ``TitleText/TextAnalyzer/analyze(_:wordBreak:into:)`` over a ``TitleBuffer``'s memory
  /// (`buffer.utf16` into `buffer.boundaryFlags`), through the arena's spans.
  func analyze(
    _ units: ArenaView<UInt16>, wordBreak: WordBreak, into flags: ArenaMutableView<UInt8>
  ) {
    units.withSpan { units in
      flags.withMutableSpan { flags in analyze(units, wordBreak: wordBreak, into: &flags) }
    }
  }
}
