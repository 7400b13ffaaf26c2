import TitleComposer

/// The machine-readable `"code"` of an error the service answers with.
///
/// Provisional (issue 13, part 2 brings the wire schema's own enum): a batch line's error is
/// classified by its message, a composer error by its case's name.
enum WireErrorCode {
  /// The code of a request that could not be read (``BatchLineError``).
  static func code(for error: BatchLineError) -> String {
    let message = error.description
    if message.hasPrefix("invalid JSON") { return "invalidJSON" }
    if message.hasPrefix("duplicate key") { return "duplicateKey" }
    if message.hasPrefix("unknown key") { return "unknownKey" }
    if message.hasPrefix("missing") { return "missingField" }
    if message.contains("must be") { return "invalidField" }
    return "invalidLanguage"
  }

  /// The code of a request that could not be composed: the ``ComposerError`` case's name
  /// (`unknownCategory`, `titleTooLong`, `invalidWidth`, `timeBudgetExceeded`, …).
  static func code(for error: ComposerError) -> String {
    switch error {
    case .unknownCategory: "unknownCategory"
    case .emptyTitle: "emptyTitle"
    case .titleTooLong: "titleTooLong"
    case .invalidUTF8: "invalidUTF8"
    case .invalidWidth: "invalidWidth"
    case .widthTooNarrow: "widthTooNarrow"
    case .invalidNumberOfLines: "invalidNumberOfLines"
    case .invalidLanguage: "invalidLanguage"
    case .invalidFontSize: "invalidFontSize"
    case .invalidLineHeight: "invalidLineHeight"
    case .invalidBadgeSpacing: "invalidBadgeSpacing"
    case .invalidLetterSpacing: "invalidLetterSpacing"
    case .invalidTextWrap: "invalidTextWrap"
    case .font: "font"
    case .textAnalysis: "textAnalysis"
    case .invalidCatalog: "invalidCatalog"
    case .catalogTooLarge: "catalogTooLarge"
    case .unreadableFile: "unreadableFile"
    case .invalidStyle: "invalidStyle"
    case .invalidLimits: "invalidLimits"
    case .batchTooLarge: "batchTooLarge"
    case .timeBudgetExceeded: "timeBudgetExceeded"
    @unknown default: "composeFailed"
    }
  }
}
