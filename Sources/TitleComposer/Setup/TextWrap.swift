/// How a title's lines are chosen, as CSS `text-wrap` (`text-wrap-style`) chooses them in
/// Chromium 156 (``WrapStyleLineBreaker``).
public enum TextWrap: String, Sendable, Hashable, Codable, CaseIterable {
  /// Greedy filling: each line takes as much as fits (CSS `text-wrap: wrap`, the default).
  case wrap
  /// Lines of even width: Blink's score-based breaker for up to 6 lines, else the narrowest
  /// room, in 1 px steps, that keeps the greedy line count (`text-wrap: balance`).
  case balance
  /// Greedy, but the last (at most 4) lines of a paragraph are re-broken by score when the
  /// last one is a short single word (`text-wrap: pretty`).
  case pretty

  /// The wrap style named `name` (`"wrap"`, `"balance"` or `"pretty"`).
  /// - Parameter name: the CSS keyword.
  /// - Throws: ``ComposerError/invalidTextWrap(_:)`` for any other string.
  public init(parsing name: String) throws(ComposerError) {
    guard let style = TextWrap(rawValue: name) else { throw .invalidTextWrap(name) }
    self = style
  }
}
