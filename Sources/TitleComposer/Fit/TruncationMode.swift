/// Which part of a title that needs more than `numberOfLines` lines is kept (a request's
/// `truncate`): its start, as every layout so far has kept it, or its start and its end.
///
/// More ways may be added; a decoder of the wire name reads every case by its raw value
/// (``init(parsing:)``), so a new case needs no change there.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// The title's start is kept and "…" ends the last line (``Truncation`` says how): today's
  /// behaviour, the default.
  case end
  /// A head and a tail of the title are kept with "…" between them, as file names are shown
  /// ("report_2025…final.pdf"), and the result fits `numberOfLines` untruncated
  /// (``Composer/composeMiddleTruncated(_:)``, docs/fitting.md).
  case middle

  /// The mode named `name` (`"end"` or `"middle"`).
  /// - Parameter name: the wire name.
  /// - Throws: ``ComposerError/invalidTruncate(_:)`` for any other string.
  public init(parsing name: String) throws(ComposerError) {
    guard let mode = TruncationMode(rawValue: name) else { throw .invalidTruncate(name) }
    self = mode
  }
}
