/// A case of the Korean corpus format (`Tests/Corpus/README.md`, "Case format"): a title, its
/// badge and the cell the oracle laid it out in. Extra fields some corpora add are read by the
/// test that needs them.
public struct OracleCase: CorpusRecord, Sendable {
  public let id: String
  /// The badge's label (a built-in category's label).
  public let badge: String
  public let title: String
  public let width: Double
  /// numberOfLines (0: unlimited). The oracle laid every case out without a line clamp.
  public let lines: Int
  public let titleSize: Double
  public let badgeSize: Double
  public let badgePadding: Double
  /// `keep-all` or `normal`.
  public let wordBreak: String
  /// `indent` or `spaces`.
  public let mode: String
  /// The case's `lang` (the oracle's default, `ko`, when absent).
  public let lang: String?

  enum CodingKeys: String, CodingKey {
    case id, badge, title, width, lines, mode, lang
    case titleSize = "title_size", badgeSize = "badge_size", badgePadding = "badge_padding"
    case wordBreak = "word_break"
  }

  /// The (padding mode / word break) slice, as score.py names it.
  public var slice: String { "\(mode)/\(wordBreak)" }
}

/// The oracle's answer for an `OracleCase` (`Tests/Corpus/README.md`, "Expected format"): the
/// text of each line Chromium drew and their widths.
public struct OracleLines: CorpusRecord, Sendable {
  public let id: String
  /// Each line's text; joined they are the laid-out text (padding spaces + title in spaces mode).
  public let lines: [String]
  /// The padding spaces (spaces mode only).
  public let nSpaces: Int?
  /// Each line's width, trailing spaces excluded.
  public let lineWidths: [Double]
  public let badgeWidth: Double
  /// Why the oracle could not lay the case out, when it could not.
  public let error: String?

  enum CodingKeys: String, CodingKey {
    case id, lines, error
    case nSpaces = "n_spaces", lineWidths = "line_widths", badgeWidth = "badge_width"
  }
}
