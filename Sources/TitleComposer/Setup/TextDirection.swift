import TitleText

/// The direction of a cell (CSS `direction` on the cell's block, HTML `dir`): where the badge
/// sits and which side lines align to.
///
/// In a right-to-left cell the badge sits at the start (the right), lines align right, the first
/// line's room for the badge (indent or padding spaces) is at the right, a truncated line's "…"
/// is at its left end, and the paragraph's bidi level is 1 (ICU's UAX #9 with paragraph level 1),
/// which orders each line's runs. Line breaks follow from the measured text as in a
/// left-to-right cell; only the embedding levels a run is shaped with can differ.
public enum TextDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Left to right (the default).
  case ltr
  /// Right to left.
  case rtl
  /// The title's first strong character decides (bidi class L: ltr; R or AL: rtl); a title
  /// without one is ltr, as HTML's `dir=auto`.
  case auto

  /// The direction named `name` (`"ltr"`, `"rtl"` or `"auto"`).
  /// - Parameter name: the keyword.
  /// - Throws: ``ComposerError/invalidDirection(_:)`` for any other string.
  public init(parsing name: String) throws(ComposerError) {
    guard let direction = TextDirection(rawValue: name) else { throw .invalidDirection(name) }
    self = direction
  }

  /// The direction a cell of `title` is laid out in: ``ltr`` or ``rtl``, ``auto`` resolved by the
  /// title's first strong character (ICU's `ubidi_getBaseDirection`).
  /// - Parameter title: the title text.
  public func resolved(for title: String) -> TextDirection {
    switch self {
    case .ltr, .rtl: self
    case .auto: BaseDirection.firstStrong(in: title) == .rightToLeft ? .rtl : .ltr
    }
  }

  /// Whether the cell is laid out right to left (``rtl``; ``auto`` is not resolved here).
  public var isRightToLeft: Bool { self == .rtl }

  /// The paragraph's bidi level: 1 for ``rtl``, 0 otherwise.
  var paragraphLevel: UInt8 { self == .rtl ? 1 : 0 }
}
