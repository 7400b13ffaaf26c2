import TitleComposer
import TitleFonts

/// A rich request's `"runs"`, `"end"` and `"highlights"` (docs/rich-titles.md): the title as
/// styled runs and inline boxes, the end runs truncation keeps, and the ranges the result gives
/// rectangles for.
///
/// A run is `{"text": String, "style": String}` (`style` optional: the title's own) or
/// `{"box": {"width": px, "height": px, "name": String}}` (`name` optional); nothing else may be
/// in either. A request has `"title"` or `"runs"`/`"end"`, not both. A highlight is
/// `{"start": Int, "end": Int}`, UTF-16 offsets into the title (a rich title's runs' texts
/// concatenated, each box one unit) with `start <= end <=` its length.
public enum BatchRuns {
  /// The most runs one request may have, `"runs"` and `"end"` together.
  public static let maximumCount = 256
  /// The most ranges one request's `"highlights"` may list.
  public static let maximumHighlightCount = 256
  /// The largest width or height of an inline box, in pixels.
  public static let maximumBoxSide = 10_000.0

  /// The keys of a text run.
  static let textKeys: Set<String> = ["text", "style"]
  /// The keys of a box run's `"box"`.
  static let boxKeys: Set<String> = ["width", "height", "name"]

  /// Reads `"runs"` and `"end"` of `request`.
  /// - Returns: both arrays, `nil` each when absent or `null`.
  /// - Throws: ``BatchLineError`` (``WireErrorCode/invalidRuns``) naming the first bad value:
  ///   not an array, more than ``maximumCount`` runs in all, a run that is not an object, has
  ///   an unknown key, is both text and a box or neither, a `text` or `style` or `name` that is
  ///   not a string, a box without a `width` or `height`, or one that is not a finite number in
  ///   [0, ``maximumBoxSide``]; `"title"` given as well.
  static func read(_ request: JSONValue) throws(BatchLineError)
    -> (runs: [TitleRun]?, end: [TitleRun]?)
  {
    let runs = try runArray(request, "runs")
    let end = try runArray(request, "end")
    guard runs != nil || end != nil else { return (nil, nil) }
    if let title = request["title"], title != .null {
      throw BatchLineError(.invalidRuns, "give either \"title\" or \"runs\" and \"end\", not both")
    }
    let count = (runs?.count ?? 0) + (end?.count ?? 0)
    guard count <= maximumCount else {
      throw BatchLineError(
        .invalidRuns,
        "\"runs\" and \"end\" have \(count) runs in all; the limit is \(maximumCount)")
    }
    return (runs, end)
  }

  private static func runArray(_ request: JSONValue, _ key: String) throws(BatchLineError)
    -> [TitleRun]?
  {
    guard let field = request[key], field != .null else { return nil }
    guard case .array(let entries) = field else {
      throw BatchLineError(
        .invalidRuns, "\"\(key)\" must be an array of runs, got \(field.typeName)")
    }
    guard entries.count <= maximumCount else {
      throw BatchLineError(
        .invalidRuns, "\"\(key)\" has \(entries.count) runs; the limit is \(maximumCount)")
    }
    var runs: [TitleRun] = []
    runs.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      runs.append(try run(entry, place: "\"\(key)\"[\(index)]"))
    }
    return runs
  }

  private static func run(_ entry: JSONValue, place: String) throws(BatchLineError) -> TitleRun {
    guard case .object(let members) = entry else {
      throw BatchLineError(
        .invalidRuns,
        "\(place) must be a run ({\"text\", \"style\"} or {\"box\"}), got \(entry.typeName)")
    }
    if let box = entry["box"], box != .null {
      if let other = members.first(where: { $0.key != "box" }) {
        throw BatchLineError(
          .invalidRuns,
          "\(place): a box run has only \"box\", got \"\(JSONKeyText.shown(other.key))\" too")
      }
      return .box(try Self.box(box, place: "\(place).box"))
    }
    if let unknown = members.first(where: { !textKeys.contains($0.key) }) {
      throw BatchLineError(
        .invalidRuns,
        "\(place): unknown key \"\(JSONKeyText.shown(unknown.key))\"; a run has \"text\" and"
          + " \"style\", or \"box\"")
    }
    guard let text = entry["text"], text != .null else {
      throw BatchLineError(.invalidRuns, "\(place): a run needs \"text\" or \"box\"")
    }
    guard case .string(let string) = text else {
      throw BatchLineError(
        .invalidRuns, "\(place).text must be a string, got \(text.typeName)")
    }
    return .text(string, style: try optionalString(entry, "style", place: place))
  }

  private static func box(_ value: JSONValue, place: String) throws(BatchLineError) -> InlineBox {
    guard case .object(let members) = value else {
      throw BatchLineError(
        .invalidRuns,
        "\(place) must be an object {\"width\", \"height\", \"name\"}, got \(value.typeName)")
    }
    if let unknown = members.first(where: { !boxKeys.contains($0.key) }) {
      throw BatchLineError(
        .invalidRuns,
        "\(place): unknown key \"\(JSONKeyText.shown(unknown.key))\"; a box has \"width\","
          + " \"height\" and \"name\"")
    }
    return InlineBox(
      width: try side(value, "width", place: place),
      height: try side(value, "height", place: place),
      name: try optionalString(value, "name", place: place) ?? "")
  }

  private static func side(_ box: JSONValue, _ key: String, place: String)
    throws(BatchLineError) -> Double
  {
    guard let field = box[key], field != .null else {
      throw BatchLineError(.invalidRuns, "\(place): a box needs \"\(key)\"")
    }
    guard case .number(let number, _) = field else {
      throw BatchLineError(
        .invalidRuns, "\(place).\(key) must be a number, got \(field.typeName)")
    }
    guard number.isFinite && number >= 0 && number <= maximumBoxSide else {
      throw BatchLineError(
        .invalidRuns,
        "\(place).\(key) must be a finite number of pixels in [0, 10000], got \(number)")
    }
    return number
  }

  private static func optionalString(_ object: JSONValue, _ key: String, place: String)
    throws(BatchLineError) -> String?
  {
    guard let field = object[key], field != .null else { return nil }
    guard case .string(let text) = field else {
      throw BatchLineError(
        .invalidRuns, "\(place).\(key) must be a string, got \(field.typeName)")
    }
    return text
  }
}

extension BatchRuns {
  /// Reads `"highlights"` of `request`, checked against the title's UTF-16 length.
  /// - Parameters:
  ///   - request: the request object.
  ///   - length: the UTF-16 length of the text the offsets index (``TitleRequest/richText``).
  /// - Returns: the ranges in order; empty when absent or `null`.
  /// - Throws: ``BatchLineError`` (``WireErrorCode/invalidHighlights``): not an array, more than
  ///   ``maximumHighlightCount`` ranges, a range that is not an object of exactly `start` and
  ///   `end`, an offset that is not a whole number, or not `0 <= start <= end <= length`.
  static func highlights(_ request: JSONValue, length: Int) throws(BatchLineError)
    -> [HighlightRange]
  {
    guard let field = request["highlights"], field != .null else { return [] }
    guard case .array(let entries) = field else {
      throw BatchLineError(
        .invalidHighlights,
        "\"highlights\" must be an array of {\"start\", \"end\"}, got \(field.typeName)")
    }
    guard entries.count <= maximumHighlightCount else {
      throw BatchLineError(
        .invalidHighlights,
        "\"highlights\" has \(entries.count) ranges; the limit is \(maximumHighlightCount)")
    }
    var ranges: [HighlightRange] = []
    ranges.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let place = "\"highlights\"[\(index)]"
      guard case .object(let members) = entry else {
        throw BatchLineError(
          .invalidHighlights,
          "\(place) must be an object {\"start\", \"end\"}, got \(entry.typeName)")
      }
      if let unknown = members.first(where: { $0.key != "start" && $0.key != "end" }) {
        throw BatchLineError(
          .invalidHighlights,
          "\(place): unknown key \"\(JSONKeyText.shown(unknown.key))\"; a range has \"start\""
            + " and \"end\"")
      }
      let start = try offset(entry, "start", place: place)
      let end = try offset(entry, "end", place: place)
      guard start <= end else {
        throw BatchLineError(.invalidHighlights, "\(place): end \(end) is before start \(start)")
      }
      guard end <= length else {
        throw BatchLineError(
          .invalidHighlights,
          "\(place): end \(end) is past the title's end (\(length) UTF-16 units)")
      }
      ranges.append(HighlightRange(start: start, end: end))
    }
    return ranges
  }

  private static func offset(_ range: JSONValue, _ key: String, place: String)
    throws(BatchLineError) -> Int
  {
    guard let field = range[key], field != .null else {
      throw BatchLineError(.invalidHighlights, "\(place): a range needs \"\(key)\"")
    }
    guard case .number(let number, _) = field, number == number.rounded(), number >= 0,
      let offset = CheckedInteger.exact(number, in: 0...(1 << 53))
    else {
      throw BatchLineError(
        .invalidHighlights,
        "\(place).\(key) must be a whole number of 0 or more, got \(JSONObjectReader.describe(field))"
      )
    }
    return offset
  }
}

extension BatchRuns {
  /// Runs from a JSON text written as a request's `"runs"` or `"end"` (the CLI's `--runs` and
  /// `--end`), checked as a batch line's are.
  /// - Parameters:
  ///   - json: a JSON array of runs.
  ///   - key: the request key it stands for (`runs` or `end`), named in messages.
  /// - Returns: the runs.
  /// - Throws: ``BatchLineError``: `invalidJSON` for text that is not JSON, else what a batch
  ///   line with that value gets.
  public static func runs(json: [UInt8], key: String) throws(BatchLineError) -> [TitleRun] {
    let value: JSONValue
    do {
      value = try JSONParser.parse(json)
    } catch {
      throw BatchLineError(error.code, "\"\(key)\": \(error.description)")
    }
    let request = JSONValue.object([(key: key, value: value)])
    return try runArray(request, key) ?? []
  }
}
