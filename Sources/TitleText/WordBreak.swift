/// CSS `word-break`, the two values the composer supports.
public enum WordBreak: String, Sendable, Codable, CaseIterable {
  /// `keep-all`: no break between two letters or digits (Korean words stay whole); breaks remain at
  /// spaces and next to punctuation, as in Chromium.
  case keepAll = "keep-all"
  /// `normal`: UAX #14 as tailored by Chromium; Korean may break between any two syllables.
  case normal
}
