import TitleComposer
import TitleFonts
import TitleText

/// One line of a JSONL batch: a request to compose, or the reason it cannot be.
///
/// Request: `{"id": any, "category": Int, "title": String, "width": px, "numberOfLines": Int}`
/// (`"category"` omitted or `null`: a title without a badge) plus optional `"wordBreak": "keep-all"|"normal"`, `"padding": "indent"|"spaces"`,
/// `"whiteSpace": "preserve"|"collapse"`, `"titleSize"`, `"badgeSize"`, `"lineHeight"` (CSS line
/// height), `"badgeSpacing"` (the gap after the badge), `"letterSpacing"`, `"badgeLetterSpacing"`
/// (px) or `"letterSpacingEm"`, `"badgeLetterSpacingEm"` (em), `"textWrap"`
/// (`"wrap"`|`"balance"`|`"pretty"`), `"truncation"` (`"fill"`|`"lineClamp"`), `"direction"`
/// (`"ltr"`|`"rtl"`|`"auto"`), `"lang"`
/// (a BCP 47 tag, default `"ko"`), and `"glyphs": true|false` (whether the result's lines carry
/// their glyph runs). `"widths": [px, …]` instead of `"width"` lays the title out at each width
/// (``BatchWidths``, ``widths``). `"fitTitleSize"`, `"shrinkWrap"` and `"truncate"` ask for fits
/// (``BatchFit``, ``fit``). A rich title gives `"runs"` and `"end"` instead of `"title"`, and any
/// request may give `"highlights"` (``BatchRuns``).
public struct BatchLine: Sendable {
  /// The request's `id`, echoed back in its result (`nil` when the line had none or no JSON).
  public var id: JSONValue?
  /// The request, or why the line is not one.
  public var request: Result<TitleRequest, BatchLineError> {
    get {
      if let failure { return .failure(failure) }
      return .success(readRequest)
    }
    set {
      switch newValue {
      case .success(let request):
        readRequest = request
        failure = nil
      case .failure(let error):
        failure = error
      }
    }
  }
  /// The request as read, when ``failure`` is `nil` (else a request of the defaults). Kept
  /// apart from the failure, not in a `Result`, so that the scanner reads the fields straight
  /// into the line, and a batch answers the line's request without copying it out of an enum.
  public private(set) var readRequest: TitleRequest
  /// Why the line is not a request, or `nil` when it is one (``readRequest``).
  public private(set) var failure: BatchLineError?
  /// The line's `"glyphs"`: `true` asks for each result line's `"runs"` and `"faces"`, `false`
  /// for none; `nil` when absent (the batch's default applies). The request's
  /// ``TitleRequest/includesGlyphRuns`` is this, `false` when absent.
  public var includesGlyphRuns: Bool?
  /// The line's `"widths"` (``BatchWidths``), one result each in order; `nil` for a request
  /// with `"width"`. The request's ``TitleRequest/width`` is the first of them.
  public var widths: [Double]? = nil
  /// The line's fit keys (``BatchFit``), `nil` when it has none: its request is then composed
  /// with ``Composer/compose(_:fitting:)``. Not with ``widths``.
  public var fit: TitleFit? = nil
  /// Whether the request's title is known to need no escape in JSON (no quote, backslash or
  /// control character): true when the scanner read it from a string with no escape, whose
  /// bytes can then hold none of those (a quote would have ended it, a backslash begun an
  /// escape, and the scanner refuses control bytes). `false` says nothing.
  public internal(set) var titleIsPlain = false

  /// Parses one line of UTF-8 bytes (without its line terminator). A key repeated in the object
  /// or a key no request has is an error naming the key.
  /// - Parameters:
  ///   - bytes: the line.
  ///   - isFirstLine: whether this is the input's first line, whose leading UTF-8 byte order mark
  ///     (written by some editors) is skipped.
  ///   - defaultLanguage: the language of a request without `"lang"` (default Korean).
  public init(
    bytes: [UInt8], isFirstLine: Bool = false, defaultLanguage: TitleLanguage = .korean
  ) {
    self.init(utf8: bytes.span, isFirstLine: isFirstLine, defaultLanguage: defaultLanguage)
  }

  /// Parses one line as ``init(bytes:isFirstLine:defaultLanguage:)`` does, read in place from
  /// `utf8` (a line of a buffer that holds many: the batch CLI reads lines so).
  public init(utf8 bytes: Span<UInt8>, isFirstLine: Bool, defaultLanguage: TitleLanguage) {
    // The scanner writes the fields straight into the line's properties.
    readRequest = TitleRequest(categoryID: nil, title: "", width: 0, lang: defaultLanguage)
    if !BatchRequestScanner.scan(
      bytes, isFirstLine: isFirstLine, into: &readRequest, id: &id, glyphs: &includesGlyphRuns,
      widths: &widths, titleIsPlain: &titleIsPlain)
    {
      // The slow path, and the one that words every error, reads an array of its own.
      var copied: [UInt8] = []
      copied.reserveCapacity(bytes.count)
      for index in bytes.indices { copied.append(bytes[index]) }
      self = BatchLine(
        parsingTreeOf: copied, isFirstLine: isFirstLine, defaultLanguage: defaultLanguage)
    }
  }

  /// The fast scanner's reading of a line alone: `nil` where it gives up and the tree path
  /// (``init(parsingTreeOf:isFirstLine:defaultLanguage:)``) reads the line instead.
  /// - Parameters: as ``init(bytes:isFirstLine:defaultLanguage:)``.
  /// - Returns: the line, or `nil`.
  static func scanned(
    bytes: [UInt8], isFirstLine: Bool = false, defaultLanguage: TitleLanguage = .korean
  ) -> BatchLine? {
    BatchRequestScanner.scan(bytes, isFirstLine: isFirstLine, defaultLanguage: defaultLanguage)
  }

  /// A line from its parts.
  init(
    id: JSONValue?, request: Result<TitleRequest, BatchLineError>, includesGlyphRuns: Bool?,
    widths: [Double]? = nil
  ) {
    readRequest = TitleRequest(categoryID: nil, title: "", width: 0)
    self.id = id
    self.request = request
    self.includesGlyphRuns = includesGlyphRuns
    self.widths = widths
  }

  /// Parses the line into a ``JSONValue`` tree first, then reads the fields from it: the path
  /// every line the fast scanner gives up on takes, and which words every error.
  /// - Parameters: as ``init(bytes:isFirstLine:defaultLanguage:)``.
  init(parsingTreeOf bytes: [UInt8], isFirstLine: Bool, defaultLanguage: TitleLanguage) {
    readRequest = TitleRequest(categoryID: nil, title: "", width: 0, lang: defaultLanguage)
    let value: JSONValue
    do {
      value = try JSONParser.parse(
        isFirstLine && bytes.starts(with: JSONParser.byteOrderMark)
          ? Array(bytes.dropFirst(JSONParser.byteOrderMark.count)) : bytes)
    } catch {
      id = nil
      request = .failure(
        BatchLineError(
          error.code, error.duplicateKey != nil ? error.reason : error.description))
      return
    }
    id = value["id"]
    do throws(BatchLineError) {
      var parsed: TitleRequest
      (parsed, widths) = try Self.request(from: value, defaultLanguage: defaultLanguage)
      fit = try BatchFit.read(value)
      if fit != nil && widths != nil {
        throw BatchLineError(
          .invalidWidths,
          "\"widths\" cannot be used with \"fitTitleSize\", \"shrinkWrap\" or \"truncate\": a fit"
            + " is made at one \"width\"")
      }
      includesGlyphRuns = try Self.optionalBool(value, "glyphs")
      parsed.includesGlyphRuns = includesGlyphRuns ?? false
      request = .success(parsed)
    } catch {
      request = .failure(error)
    }
  }

  /// The request and its `"widths"` (``BatchWidths``, read where `"width"` is).
  private static func request(from value: JSONValue, defaultLanguage: TitleLanguage)
    throws(BatchLineError) -> (TitleRequest, widths: [Double]?)
  {
    guard case .object = value else {
      throw BatchLineError(.notAnObject, "a request must be a JSON object, got \(value.typeName)")
    }
    let known: Set<String> = [
      "id", "category", "title", "width", "numberOfLines", "wordBreak", "padding", "whiteSpace",
      "titleSize", "badgeSize", "glyphs", "lang", "lineHeight", "badgeSpacing", "textWrap",
      "truncation", "letterSpacing", "letterSpacingEm", "badgeLetterSpacing",
      "badgeLetterSpacingEm", "widths",
      "direction", "runs", "end", "highlights",
    ]
    if case .object(let members) = value,
      let unknown = members.first(where: {
        !known.contains($0.key) && !BatchFit.keys.contains($0.key)
      })
    {
      throw BatchLineError(.unknownKey, "unknown key \"\(JSONKeyText.shown(unknown.key))\"")
    }
    let category = try optionalInteger(value, "category")
    let (runs, end) = try BatchRuns.read(value)
    let isRich = runs != nil || end != nil
    let title = isRich ? "" : try string(value, "title")
    let widths = try BatchWidths.read(value)
    let requestWidth: Double
    if let widths { requestWidth = widths[0] } else { requestWidth = try number(value, "width") }
    var request = TitleRequest(
      categoryID: category, title: title, width: requestWidth,
      numberOfLines: try optionalInteger(value, "numberOfLines") ?? 2,
      wordBreak: try choice(value, "wordBreak") ?? .keepAll,
      padding: try choice(value, "padding") ?? .indent,
      whiteSpace: try choice(value, "whiteSpace") ?? .preserve,
      titleSize: try optionalNumber(value, "titleSize"),
      badgeSize: try optionalNumber(value, "badgeSize"),
      lang: try language(value, "lang") ?? defaultLanguage,
      lineHeight: try optionalNumber(value, "lineHeight"),
      badgeSpacing: try optionalNumber(value, "badgeSpacing"),
      textWrap: try choice(value, "textWrap"), truncation: try choice(value, "truncation"))
    request.letterSpacing = try optionalNumber(value, "letterSpacing")
    request.letterSpacingEm = try optionalNumber(value, "letterSpacingEm")
    request.badgeLetterSpacing = try optionalNumber(value, "badgeLetterSpacing")
    request.badgeLetterSpacingEm = try optionalNumber(value, "badgeLetterSpacingEm")
    request.direction = try choice(value, "direction")
    if isRich {
      request.runs = runs ?? []
      request.endRuns = end ?? []
      request.title = request.richText
    }
    request.highlights = try BatchRuns.highlights(
      value, length: request.title.utf16.count)
    return (request, widths)
  }

  private static func language(_ value: JSONValue, _ key: String) throws(BatchLineError)
    -> TitleLanguage?
  {
    guard let field = value[key], field != .null else { return nil }
    guard case .string(let tag) = field else {
      throw BatchLineError(.invalidLanguage, "\"\(key)\" must be a string, got \(field.typeName)")
    }
    do {
      return try TitleLanguage(tag)
    } catch {
      throw BatchLineError(error.code, error.description)
    }
  }

  private static func required(_ value: JSONValue, _ key: String) throws(BatchLineError)
    -> JSONValue
  {
    guard let field = value[key], field != .null else {
      throw BatchLineError(.missingField, "missing \"\(key)\"")
    }
    return field
  }

  private static func string(_ value: JSONValue, _ key: String) throws(BatchLineError) -> String {
    guard case .string(let text) = try required(value, key) else {
      throw BatchLineError(
        .invalidField(key), "\"\(key)\" must be a string, got \(value[key]!.typeName)")
    }
    return text
  }

  private static func number(_ value: JSONValue, _ key: String) throws(BatchLineError) -> Double {
    guard case .number(let number, _) = try required(value, key) else {
      throw BatchLineError(
        .invalidField(key), "\"\(key)\" must be a number, got \(value[key]!.typeName)")
    }
    return number
  }

  private static func integer(_ value: JSONValue, _ key: String) throws(BatchLineError) -> Int {
    let number = try number(value, key)
    guard number == number.rounded() else {
      throw BatchLineError(.invalidField(key), "\"\(key)\" must be a whole number, got \(number)")
    }
    // Beyond 2^53 a JSON number no longer names one integer: too large, not "not whole".
    guard let integer = CheckedInteger.exact(number, in: -(1 << 53)...(1 << 53)) else {
      throw BatchLineError(
        .invalidField(key),
        "\"\(key)\" must be a whole number from -9007199254740992 to 9007199254740992, got"
          + " \(number)")
    }
    return integer
  }

  private static func optionalNumber(_ value: JSONValue, _ key: String) throws(BatchLineError)
    -> Double?
  {
    guard let field = value[key], field != .null else { return nil }
    return try number(value, key)
  }

  private static func optionalBool(_ value: JSONValue, _ key: String) throws(BatchLineError)
    -> Bool?
  {
    guard let field = value[key], field != .null else { return nil }
    guard case .bool(let flag) = field else {
      throw BatchLineError(
        .invalidField(key), "\"\(key)\" must be true or false, got \(field.typeName)")
    }
    return flag
  }

  private static func optionalInteger(_ value: JSONValue, _ key: String) throws(BatchLineError)
    -> Int?
  {
    guard let field = value[key], field != .null else { return nil }
    return try integer(value, key)
  }

  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue, _ key: String
  ) throws(BatchLineError) -> Choice? where Choice.RawValue == String {
    guard let field = value[key], field != .null else { return nil }
    guard case .string(let text) = field, let choice = Choice(rawValue: text) else {
      let choices = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw BatchLineError(.invalidField(key), "\"\(key)\" must be one of \(choices)")
    }
    return choice
  }
}

/// Why a batch line could not be composed.
public struct BatchLineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The machine-readable code written in the line's error record (`"code"`).
  public var code: WireErrorCode
  /// The message written in the line's error record (`"error"`).
  public var description: String

  /// An error with a code and a message.
  /// - Parameters:
  ///   - code: the record's `"code"`.
  ///   - description: the record's `"error"`.
  public init(_ code: WireErrorCode, _ description: String) {
    self.code = code
    self.description = description
  }
}
