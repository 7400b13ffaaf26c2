import TitleComposer

/// A batch request's fit keys (docs/fitting.md): `"fitTitleSize": {"min", "max", "step"}` (the
/// largest title size of the grid that fits, ``Composer/largestFittingTitleSize(_:in:)``),
/// `"shrinkWrap": true` (the narrowest width that keeps the line count,
/// ``Composer/shrinkWrapped(_:)``) and `"truncate": "end" | "middle"` (which part of a title
/// that does not fit is kept, ``TruncationMode``). Lines with any of them are read by the tree
/// path (the fast scanner leaves keys it does not know to it): a fit composes the title several
/// times, next to which reading its line is nothing.
public enum BatchFit {
  /// The keys this reader owns.
  static let keys: Set<String> = ["fitTitleSize", "shrinkWrap", "truncate"]

  /// Reads the request's fit keys.
  /// - Parameter request: the request object.
  /// - Returns: the fit, or `nil` when the request has none of the keys (or only `null`s).
  /// - Throws: ``BatchLineError`` for a `"fitTitleSize"` that is not an object of numbers `min`,
  ///   `max` and an optional `step` (default 0.5) making a usable range, a `"shrinkWrap"` that
  ///   is not a Boolean, or a `"truncate"` that is not one of ``TruncationMode``'s names.
  static func read(_ request: JSONValue) throws(BatchLineError) -> TitleFit? {
    var fit = TitleFit()
    var given = false
    if let field = request["fitTitleSize"], field != .null {
      fit.titleSizes = try sizes(field)
      given = true
    }
    if let field = request["shrinkWrap"], field != .null {
      guard case .bool(let flag) = field else {
        throw BatchLineError(
          .invalidShrinkWrap, "\"shrinkWrap\" must be true or false, got \(field.typeName)")
      }
      fit.shrinkWrap = flag
      given = true
    }
    if let field = request["truncate"], field != .null {
      guard case .string(let name) = field else {
        throw BatchLineError(
          .invalidTruncate, "\"truncate\" must be a string, got \(field.typeName)")
      }
      do {
        fit.truncate = try TruncationMode(parsing: name)
      } catch {
        throw BatchLineError(error.code, error.description)
      }
      given = true
    }
    return given ? fit : nil
  }

  /// The range of a `"fitTitleSize"` object.
  private static func sizes(_ field: JSONValue) throws(BatchLineError) -> TitleSizeRange {
    guard case .object(let members) = field else {
      throw BatchLineError(
        .invalidFitTitleSize,
        "\"fitTitleSize\" must be an object {\"min\", \"max\", \"step\"}, got \(field.typeName)")
    }
    if let unknown = members.first(where: { !["min", "max", "step"].contains($0.key) }) {
      throw BatchLineError(
        .invalidFitTitleSize,
        "\"fitTitleSize\" has an unknown key \"\(JSONKeyText.shown(unknown.key))\"")
    }
    func number(_ key: String, default value: Double? = nil) throws(BatchLineError) -> Double {
      guard let entry = field[key], entry != .null else {
        if let value { return value }
        throw BatchLineError(.invalidFitTitleSize, "\"fitTitleSize\" needs \"\(key)\"")
      }
      guard case .number(let number, _) = entry else {
        throw BatchLineError(
          .invalidFitTitleSize,
          "\"fitTitleSize\".\(key) must be a number, got \(entry.typeName)")
      }
      return number
    }
    let range = TitleSizeRange(
      minimum: try number("min"), maximum: try number("max"), step: try number("step", default: 0.5)
    )
    do {
      try range.validate()
    } catch {
      throw BatchLineError(error.code, error.description)
    }
    return range
  }
}
