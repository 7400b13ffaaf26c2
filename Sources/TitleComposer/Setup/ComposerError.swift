import TitleSystem
import TitleFonts
import TitleText

/// Why a title could not be composed. Every bad input gets one of these, never a crash.
public enum ComposerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The request's category id is not in the catalog.
  ///
  /// `knownIDs` holds only the smallest few known ids
  /// (``CategoryCatalog/unknownCategorySampleSize``), `knownCount` how many there are, so the
  /// error stays small with a catalog of any size.
  case unknownCategory(id: Int, knownIDs: [Int], knownCount: Int)
  /// The title is empty.
  case emptyTitle
  /// The title is longer than the composer's limit (UTF-16 code units).
  case titleTooLong(length: Int, limit: Int)
  /// The title bytes are not valid UTF-8 (at the given byte offset).
  case invalidUTF8(byteOffset: Int)
  /// The width is zero, negative, NaN or infinite.
  case invalidWidth(Double)
  /// The width cannot hold the widest grapheme of the title (or the badge).
  case widthTooNarrow(width: Double, required: Double)
  /// `numberOfLines` is negative.
  case invalidNumberOfLines(Int)
  /// The request's language is not a well-formed BCP 47 tag (``TitleLanguage``), or too long.
  case invalidLanguage(tag: String, reason: String)
  /// A font size is zero, negative, NaN, infinite or absurdly large.
  case invalidFontSize(Double)
  /// A request's line height in pixels is not in ``LineHeightRange`` (zero, negative, NaN,
  /// infinite, below 1/64 px or above 10,000 px).
  case invalidLineHeight(Double)
  /// A request's gap after the badge is negative, NaN, infinite or above 1000 px.
  case invalidBadgeSpacing(Double)
  /// A request's letter-spacing (title or badge label) is NaN, infinite or out of range, both
  /// its px and em forms are given, or in spaces mode it leaves a padding space no advance.
  case invalidLetterSpacing(reason: String)
  /// A `textWrap` that is not `"wrap"`, `"balance"` or `"pretty"` (``TextWrap/init(parsing:)``).
  case invalidTextWrap(String)
  /// A `truncation` that is not `"fill"` or `"lineClamp"` (``Truncation/init(parsing:)``).
  case invalidTruncation(String)
  /// A `direction` that is not `"ltr"`, `"rtl"` or `"auto"` (``TextDirection/init(parsing:)``).
  case invalidDirection(String)
  /// A `truncate` that is not one of ``TruncationMode``'s names (``TruncationMode/init(parsing:)``).
  case invalidTruncate(String)
  /// A range of title sizes to fit that is not usable (``TitleSizeRange/validate()``).
  case invalidTitleSizeRange(reason: String)
  /// A font could not be loaded.
  case font(FontError)
  /// ICU could not be set up.
  case textAnalysis(TextAnalysisError)
  /// The category catalog is malformed.
  case invalidCatalog(reason: String)
  /// The catalog defines more than ``CategoryCatalog/maximumCount`` categories.
  case catalogTooLarge(count: Int, limit: Int)
  /// A catalog or style file could not be read (missing, a directory, too large …).
  case unreadableFile(FileError)
  /// The style is malformed.
  case invalidStyle(reason: String)
  /// A ``ComposerLimits`` value is not positive.
  case invalidLimits(reason: String)
  /// A batch holds more requests than ``ComposerLimits/maximumBatchSize``; none was composed.
  case batchTooLarge(count: Int, limit: Int)
  /// Composing took longer than ``ComposerLimits/timeBudget``.
  case timeBudgetExceeded(budget: Duration)
  /// A rich title's run names a style the style's ``TitleStyle/runStyles`` lacks.
  case unknownRunStyle(name: String)
  /// A rich title's runs are malformed (too many, a box of a bad size, options rich titles do
  /// not take).
  case invalidRun(reason: String)

  /// A one-line message for people. File paths and font names it echoes are shown with control
  /// characters escaped (``VisibleText``), as the keys and values of style and catalog messages
  /// are.
  public var description: String {
    switch self {
    case .unknownCategory(let id, let known, let count):
      Self.unknownCategoryMessage(id: id, sample: known, count: count)
    case .emptyTitle: "the title is empty"
    case .unknownRunStyle(let name):
      "unknown run style \"\(VisibleText.escaping(name))\": the style's runStyles do not name it"
    case .invalidRun(let reason): "invalid runs: \(VisibleText.escaping(reason))"
    case .titleTooLong(let length, let limit):
      "the title is \(length) UTF-16 code units long; the limit is \(limit)"
    case .invalidUTF8(let offset): "the title is not valid UTF-8 (byte \(offset))"
    case .invalidWidth(let width): "invalid width \(width): it must be a finite number above 0"
    case .widthTooNarrow(let width, let required):
      "width \(width) is narrower than one character (\(required) px needed)"
    case .invalidNumberOfLines(let lines):
      "invalid numberOfLines \(lines): it must be 0 (unlimited) or more"
    case .invalidLanguage(let tag, let reason):
      "invalid language tag \"\(VisibleText.escaping(tag))\": \(reason)"
    case .invalidFontSize(let size):
      "invalid font size \(size): it must be a finite number in (0, 1000]"
    case .invalidLineHeight(let lineHeight):
      "invalid lineHeight \(lineHeight): it \(LineHeightRange.requirement)"
    case .invalidBadgeSpacing(let spacing):
      "invalid badgeSpacing \(spacing): it must be a finite number of pixels in [0, 1000]"
    case .invalidLetterSpacing(let reason): "invalid letter-spacing: \(reason)"
    case .invalidTextWrap(let name):
      "invalid textWrap \"\(VisibleText.escaping(name))\": it must be \"wrap\", \"balance\" or \"pretty\""
    case .invalidTruncation(let name):
      "invalid truncation \"\(VisibleText.escaping(name))\": it must be \"fill\" or \"lineClamp\""
    case .invalidDirection(let name):
      "invalid direction \"\(VisibleText.escaping(name))\": it must be \"ltr\", \"rtl\" or \"auto\""
    case .invalidTruncate(let name):
      "invalid truncate \"\(VisibleText.escaping(name))\": it must be "
        + TruncationMode.allCases.dropLast().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        + " or \"\(TruncationMode.allCases.last!.rawValue)\""
    case .invalidTitleSizeRange(let reason): "invalid fitTitleSize: \(reason)"
    case .font(let error): VisibleText.escaping(error.description)
    case .textAnalysis(let error): error.description
    case .invalidCatalog(let reason): "invalid category catalog: \(reason)"
    case .catalogTooLarge(let count, let limit):
      "the category catalog defines \(count) categories; the limit is \(limit)"
    case .unreadableFile(let error): VisibleText.escaping(error.description)
    case .invalidStyle(let reason): "invalid style: \(reason)"
    case .invalidLimits(let reason): "invalid composer limits: \(reason)"
    case .batchTooLarge(let count, let limit):
      "the batch holds \(count) requests; the limit is \(limit) (none was composed)"
    case .timeBudgetExceeded(let budget): "composing took longer than the time budget of \(budget)"
    }
  }

  /// "unknown category id 7 (known ids: 1, 2, 3)" or, for many, "… (known ids: 1, 2, 3, 4, 5
  /// and 99995 more)".
  private static func unknownCategoryMessage(id: Int, sample: [Int], count: Int) -> String {
    let listed = sample.map(String.init).joined(separator: ", ")
    let more = count - sample.count
    guard more > 0 else { return "unknown category id \(id) (known ids: \(listed))" }
    return "unknown category id \(id) (known ids: \(listed) and \(more) more)"
  }
}
