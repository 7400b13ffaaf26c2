import TitleComposer

/// The stable, machine-readable `"code"` of an error record (JSONL, HTTP), written next to its
/// `"error"` message. The raw value is the code on the wire; codes are never renamed, only added.
///
/// Every ``ComposerError`` case (``ComposerError/code``) and every batch-line error
/// (``BatchLineError/code``) maps to exactly one code. A request field that is present but
/// unusable (wrong type, not a whole number, not one of its choices, out of range) is
/// `invalid` + the field's name, whether the batch parser or the composer finds it:
/// `"width": "wide"` and `"width": -3` are both ``invalidWidth``.
public enum WireErrorCode: String, Sendable, Hashable, CaseIterable, Codable {
  // The line or body as a whole.
  /// Not JSON: a syntax error, truncated text, a bad escape or number, nesting too deep.
  case invalidJSON
  /// Bytes that are not valid UTF-8 (in a JSON string, or the title itself).
  case invalidUTF8
  /// A batch line longer than `--max-line-bytes`.
  case lineTooLong
  /// Valid JSON that is not an object (an array, a string, a number …).
  case notAnObject
  /// A key given twice in one object.
  case duplicateKey
  /// A key no request has.
  case unknownKey
  /// A required key (`title`, `width`) absent or null.
  case missingField

  // One request field, present but unusable.
  /// `category` is not a whole number.
  case invalidCategory
  /// `category` names no category in the catalog.
  case unknownCategory
  /// `title` is not a string.
  case invalidTitle
  /// `title` is empty.
  case emptyTitle
  /// `title` is longer than the composer's limit.
  case titleTooLong
  /// `width` is not a number, or not finite and above 0.
  case invalidWidth
  /// `width` cannot hold the title's widest character (or the badge).
  case widthTooNarrow
  /// `numberOfLines` is not a whole number of 0 or more.
  case invalidNumberOfLines
  /// `wordBreak` is not `"keep-all"` or `"normal"`.
  case invalidWordBreak
  /// `padding` is not `"indent"` or `"spaces"`.
  case invalidPadding
  /// `whiteSpace` is not `"preserve"` or `"collapse"`.
  case invalidWhiteSpace
  /// `titleSize` or `badgeSize` is not a number in (0, 1000].
  case invalidFontSize
  /// `lineHeight` is not a number in its range.
  case invalidLineHeight
  /// `badgeSpacing` is not a number in [0, 1000].
  case invalidBadgeSpacing
  /// `letterSpacing`, `letterSpacingEm`, `badgeLetterSpacing` or `badgeLetterSpacingEm` is not a
  /// usable number, or both forms of one are given.
  case invalidLetterSpacing
  /// `textWrap` is not `"wrap"`, `"balance"` or `"pretty"`.
  case invalidTextWrap
  /// `truncation` is not `"fill"` or `"lineClamp"`.
  case invalidTruncation
  /// `direction` is not `"ltr"`, `"rtl"` or `"auto"`.
  case invalidDirection
  /// `lang` is not a string holding a well-formed BCP 47 tag.
  case invalidLanguage
  /// `glyphs` is not `true` or `false`.
  case invalidGlyphs
  /// `widths` is not an array of widths (the batch's several-widths request).
  case invalidWidths
  /// `truncate` is not `"end"` or `"middle"`.
  case invalidTruncate
  /// `fitTitleSize` is not an object `{"min", "max", "step"}` of usable sizes.
  case invalidFitTitleSize
  /// `shrinkWrap` is not `true` or `false`.
  case invalidShrinkWrap
  /// `runs` or `end` is not an array of runs (``BatchRuns``), has too many, comes with `title`,
  /// or holds what the composer refuses (a box of a bad size, options rich titles do not take).
  case invalidRuns
  /// `highlights` is not an array of `{"start", "end"}` ranges inside the title.
  case invalidHighlights
  /// A run's `style` names no run style of the style file (`runStyles`).
  case unknownRunStyle

  // Limits.
  /// Composing took longer than the time budget.
  case timeBudgetExceeded
  /// A batch (or HTTP array) holds more requests than the limit.
  case batchTooLarge

  // The composer's configuration (start-up, or a server's own files).
  /// A font could not be loaded or used.
  case fontError
  /// ICU could not be set up.
  case textAnalysisError
  /// The category catalog is malformed.
  case invalidCatalog
  /// The catalog defines more categories than the limit.
  case catalogTooLarge
  /// A catalog or style file could not be read.
  case unreadableFile
  /// The style is malformed.
  case invalidStyle
  /// A ``ComposerLimits`` value is not positive.
  case invalidLimits

  // Output of a request that composed.
  /// The cell could not be drawn (`--out-dir` PNG or SVG).
  case renderFailed
  /// The rendered file could not be written.
  case writeFailed
  /// The HTTP service's answer would pass `--max-response-bytes` with this request's records:
  /// they, and the records of every request after it, are this error instead.
  case responseTooLarge
  /// Anything else (a bug: please report it).
  case internalError

  /// The code of a request field that is present but unusable: `"width"` → ``invalidWidth``.
  /// - Parameter key: a request key (``BatchLine``'s keys).
  /// - Returns: the field's `invalid…` code; ``unknownKey`` for a key no request has.
  public static func invalidField(_ key: String) -> WireErrorCode {
    switch key {
    case "category": .invalidCategory
    case "title": .invalidTitle
    case "width": .invalidWidth
    case "widths": .invalidWidths
    case "numberOfLines": .invalidNumberOfLines
    case "wordBreak": .invalidWordBreak
    case "padding": .invalidPadding
    case "whiteSpace": .invalidWhiteSpace
    case "titleSize", "badgeSize": .invalidFontSize
    case "lineHeight": .invalidLineHeight
    case "badgeSpacing": .invalidBadgeSpacing
    case "letterSpacing", "letterSpacingEm", "badgeLetterSpacing", "badgeLetterSpacingEm":
      .invalidLetterSpacing
    case "textWrap": .invalidTextWrap
    case "truncation": .invalidTruncation
    case "direction": .invalidDirection
    case "lang": .invalidLanguage
    case "glyphs": .invalidGlyphs
    case "truncate": .invalidTruncate
    case "fitTitleSize": .invalidFitTitleSize
    case "shrinkWrap": .invalidShrinkWrap
    case "runs", "end": .invalidRuns
    case "highlights": .invalidHighlights
    default: .unknownKey
    }
  }
}

extension ComposerError {
  /// The error's wire code: one per case (``WireErrorCode``).
  public var code: WireErrorCode {
    switch self {
    case .unknownCategory: .unknownCategory
    case .emptyTitle: .emptyTitle
    case .titleTooLong: .titleTooLong
    case .invalidUTF8: .invalidUTF8
    case .invalidWidth: .invalidWidth
    case .widthTooNarrow: .widthTooNarrow
    case .invalidNumberOfLines: .invalidNumberOfLines
    case .invalidLanguage: .invalidLanguage
    case .invalidFontSize: .invalidFontSize
    case .invalidLineHeight: .invalidLineHeight
    case .invalidBadgeSpacing: .invalidBadgeSpacing
    case .invalidLetterSpacing: .invalidLetterSpacing
    case .invalidTextWrap: .invalidTextWrap
    case .invalidTruncation: .invalidTruncation
    case .invalidDirection: .invalidDirection
    case .invalidTruncate: .invalidTruncate
    case .invalidTitleSizeRange: .invalidFitTitleSize
    case .font: .fontError
    case .textAnalysis: .textAnalysisError
    case .invalidCatalog: .invalidCatalog
    case .catalogTooLarge: .catalogTooLarge
    case .unreadableFile: .unreadableFile
    case .invalidStyle: .invalidStyle
    case .invalidLimits: .invalidLimits
    case .batchTooLarge: .batchTooLarge
    case .timeBudgetExceeded: .timeBudgetExceeded
    case .unknownRunStyle: .unknownRunStyle
    case .invalidRun: .invalidRuns
    }
  }
}

extension JSONParser.Error {
  /// The wire code of a line that is not valid JSON: ``WireErrorCode/duplicateKey``,
  /// ``WireErrorCode/invalidUTF8`` for a string that is not UTF-8, else
  /// ``WireErrorCode/invalidJSON``.
  public var code: WireErrorCode {
    if duplicateKey != nil { return .duplicateKey }
    return reason == JSONParser.invalidUTF8Reason ? .invalidUTF8 : .invalidJSON
  }
}
