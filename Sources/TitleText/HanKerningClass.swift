/// A character's class for `text-spacing-trim` (CSS Text 4 §4.2, "text spacing character
/// classes"), as Blink's `Character::GetHanKerningCharType` gives it before a font decides the
/// classes that depend on glyphs (``dot``, ``colon``, ``semicolon`` and the quotes).
///
/// Blink's table (`character_property_data_generator.cc`): U+2018/U+201C are opening quotes,
/// U+2019/U+201D closing ones; U+3000, U+00B7, U+2027 and U+30FB are middle; 、。，． dots; ：
/// colon; ； semicolon; other opening (Ps) and closing (Pe) punctuation is ``open``/``close``
/// in the CJK Symbols and Punctuation block or at East Asian Width F, and ``openNarrow``/
/// ``closeNarrow`` elsewhere (ASCII parentheses).
public enum HanKerningClass: UInt8, Sendable, Hashable, CaseIterable {
  case other, open, close, middle, dot, colon, semicolon, openQuote, closeQuote
  case openNarrow, closeNarrow

  /// The class of a UTF-16 code unit (a surrogate is ``other``).
  /// - Complexity: O(1): one range check for most text.
  public init(_ unit: UInt16) {
    switch unit {
    case 0x2018, 0x201C: self = .openQuote
    case 0x2019, 0x201D: self = .closeQuote
    case 0x3000, 0x00B7, 0x2027, 0x30FB: self = .middle
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E: self = .dot
    case 0xFF1A: self = .colon
    case 0xFF1B: self = .semicolon
    case 0xD800...0xDFFF: self = .other
    default:
      // Ps is 20, Pe 21 in ICU's UCharCategory.
      let category = ICUProperties.generalCategory(UInt32(unit))
      guard category == 20 || category == 21 else {
        self = .other
        return
      }
      let wide =
        (0x3000...0x303F).contains(unit) || (0xFF01...0xFF60).contains(unit)
        || (0xFFE0...0xFFE6).contains(unit)
      if category == 20 {
        self = wide ? .open : .openNarrow
      } else {
        self = wide ? .close : .closeNarrow
      }
    }
  }

  /// Whether a unit may be an opening or closing mark Blink kerns
  /// (`Character::MaybeHanKerningOpenOrCloseFast`): U+2018…U+301F or U+FF08…U+FF60. A text
  /// without one is never kerned (`HanKerning::MayApply`).
  @inlinable @inline(__always)
  public static func mayKern(_ unit: UInt16) -> Bool {
    unit &- 0x2018 <= 0x301F - 0x2018 || unit &- 0xFF08 <= 0xFF60 - 0xFF08
  }

  /// Whether a unit is a closing mark Blink may set half-width at a line end
  /// (`Character::MaybeHanKerningClose`: ``close`` or ``closeQuote``).
  @inlinable @inline(__always)
  public static func maybeClose(_ unit: UInt16) -> Bool {
    guard mayKern(unit) else { return false }
    let kind = HanKerningClass(unit)
    return kind == .close || kind == .closeQuote
  }
}

/// A class as a face resolves it for kerning (Blink's `HanKerning::GetCharType` with the face's
/// `FontData`): dots, colons, semicolons and quotes become what their glyphs are.
public enum HanKerningType: UInt8, Sendable, Hashable {
  case other, open, close, middle, openNarrow, closeNarrow

  /// Whether an ``open`` mark after a mark of type `last` loses its leading half
  /// (`HanKerning::ShouldKern`).
  @inlinable
  public static func kernsOpen(_ type: HanKerningType, after last: HanKerningType) -> Bool {
    type == .open && (last == .open || last == .middle || last == .close || last == .openNarrow)
  }

  /// Whether a ``close`` mark of type `last` before a mark of type `type` loses its trailing
  /// half (`HanKerning::ShouldKernLast`).
  @inlinable
  public static func kernsClose(_ last: HanKerningType, before type: HanKerningType) -> Bool {
    last == .close && (type == .close || type == .middle || type == .closeNarrow)
  }
}
