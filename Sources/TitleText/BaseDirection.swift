internal import CICU

/// The direction a paragraph's own text gives it: HTML's `dir=auto` rule.
public enum BaseDirection: Sendable, Hashable {
  /// The first strong character is left to right (bidi class L), or there is none.
  case leftToRight
  /// The first strong character is right to left (bidi class R or AL).
  case rightToLeft

  /// The direction of the first strong character of `utf16` (ICU's `ubidi_getBaseDirection`:
  /// the first character of bidi class L, R or AL decides), left to right when there is none,
  /// as HTML's `dir=auto` resolves an element's direction.
  /// - Parameter utf16: the text's code units (at most `Int32.max` are read).
  /// - Complexity: O(n) up to the first strong character.
  public static func firstStrong(in utf16: Span<UInt16>) -> BaseDirection {
    let count = min(utf16.count, Int(Int32.max))
    guard count > 0 else { return .leftToRight }
    let direction = utf16.withUnsafeBufferPointer {
      cicu_bidi_base_direction($0.baseAddress, Int32(count))
    }
    return direction == 1 ? .rightToLeft : .leftToRight
  }

  /// The direction of the first strong character of `text` (see ``firstStrong(in:)-(Span<UInt16>)``).
  public static func firstStrong(in text: String) -> BaseDirection {
    let units = Array(text.utf16)
    return firstStrong(in: units.span)
  }
}
