/// Full-width CJK punctuation as CSS `text-spacing-trim` classes it (CSS Text 4 §4.2), for the
/// trimming Chromium applies by default (`text-spacing-trim: normal`).
///
/// Measured with the oracle (Chromium 156, Noto Sans CJK JP and KR, `lang` ja, ko, zh-Hans,
/// en alike):
/// - at a line end, a ``closing`` bracket (）」』】〕〉》］｝〙〗) is set half-width when that
///   makes the line fit, and only then; ``dot``s (、。，．), "・", "！", "？", "：" never are;
/// - inside a line, one half em goes between two adjacent punctuation marks, as
///   ``HanKerningClass`` and the face decide (Blink's `HanKerning`);
/// - an opening bracket at a line start keeps its width;
/// - none of this happens in a font without the OpenType `halt` feature (NanumGothicBold):
///   the amount is the font's `halt` adjustment (500/1000 em in Noto Sans CJK).
public enum HanPunctuation: UInt8, Sendable, Hashable, CaseIterable {
  /// Full-width opening brackets (Unicode Ps): （「『【〔〈《［｛〘〖.
  case opening
  /// Full-width closing brackets (Unicode Pe): ）」』】〕〉》］｝〙〗.
  case closing
  /// Ideographic and full-width commas and full stops: 、。，．.
  case dot
  /// The katakana middle dot ・.
  case middleDot
  /// The ideographic space U+3000.
  case ideographicSpace

  /// The class of a UTF-16 code unit, `nil` for any other character.
  /// - Complexity: O(1): two range checks for most text.
  @inlinable
  public static func classify(_ unit: UInt16) -> HanPunctuation? {
    switch unit {
    case 0x3000: return .ideographicSpace
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E: return .dot
    case 0x30FB: return .middleDot
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B,
      0xFF5B, 0xFF5F:
      return .opening
    case 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0xFF09, 0xFF3D,
      0xFF5D, 0xFF60:
      return .closing
    default: return nil
    }
  }
}
