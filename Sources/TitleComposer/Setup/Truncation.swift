/// How the last allowed line of a title that needs more lines ends: which renderer's "…" a
/// composed title reproduces (docs/truncation.md shows both).
public enum Truncation: String, Sendable, Hashable, Codable, CaseIterable {
  /// UILabel's `byTruncatingTail` (the default): the last line is filled from the rest of the
  /// title, as many graphemes as fit together with "…", and the spaces before "…" are dropped
  /// (``TailTruncation``).
  case fill
  /// Chromium's `-webkit-line-clamp` (`line-clamp`), as Blink's `LineTruncator` draws it: the
  /// last line breaks as it would without the clamp, keeps the longest start of its own text
  /// (its trailing preserved spaces included) that leaves room for "…", and never takes text
  /// from the line after it (``LineClampTruncation``).
  case lineClamp

  /// The truncation named `name` (`"fill"` or `"lineClamp"`).
  /// - Parameter name: the wire name.
  /// - Throws: ``ComposerError/invalidTruncation(_:)`` for any other string.
  public init(parsing name: String) throws(ComposerError) {
    guard let truncation = Truncation(rawValue: name) else { throw .invalidTruncation(name) }
    self = truncation
  }
}
