import TitleComposer

/// Typed reads of one JSON object's members for the file loaders (style, cell style, catalog),
/// with messages naming the member: "at [2].background: expected a colour as #RRGGBB, got "red"".
/// A member that is missing or `null` reads as `nil`.
struct JSONObjectReader: Sendable {
  private let object: JSONValue
  private let document: JSONDocument
  /// The path of the object in messages, e.g. `[2]` or `padding`; empty for the root.
  private let place: String

  /// A reader of `value`, which must be an object.
  /// - Parameters:
  ///   - value: the object.
  ///   - document: the file it is in, for messages.
  ///   - place: its path in messages (`""` for the root).
  ///   - what: what the object is, for the message when it is not one ("a style").
  /// - Throws: ``JSONDocument/Failure`` when `value` is not an object.
  init(_ value: JSONValue, in document: JSONDocument, place: String = "", what: String)
    throws(JSONDocument.Failure)
  {
    guard case .object = value else {
      let location = place.isEmpty ? "" : "at \(place): "
      throw document.failure("\(location)\(what) must be a JSON object, got \(value.typeName)")
    }
    object = value
    self.document = document
    self.place = place
  }

  /// The member `key`, or `nil` when it is missing or `null`.
  func value(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }

  /// A failure about member `key`.
  /// - Parameters:
  ///   - key: the member.
  ///   - message: what is wrong with it.
  func failure(_ key: String, _ message: String) -> JSONDocument.Failure {
    document.failure("at \(path(key)): \(message)")
  }

  /// The path of member `key` in messages.
  func path(_ key: String) -> String { place.isEmpty ? key : "\(place).\(key)" }

  /// A finite number.
  /// - Throws: ``JSONDocument/Failure`` for another type or a number beyond `Double` (1e400).
  func number(_ key: String) throws(JSONDocument.Failure) -> Double? {
    guard let value = value(key) else { return nil }
    guard case .number(let number, _) = value, number.isFinite else {
      throw failure(key, "expected a finite number, got \(Self.describe(value))")
    }
    return number
  }

  /// A whole number within ±2^53.
  /// - Throws: ``JSONDocument/Failure`` for another type or a fraction.
  func integer(_ key: String) throws(JSONDocument.Failure) -> Int? {
    guard let value = value(key) else { return nil }
    guard case .number(let number, _) = value, number == number.rounded(),
      abs(number) <= 9_007_199_254_740_992
    else { throw failure(key, "expected a whole number, got \(Self.describe(value))") }
    return Int(number)
  }

  /// A string.
  /// - Throws: ``JSONDocument/Failure`` for another type.
  func string(_ key: String) throws(JSONDocument.Failure) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw failure(key, "expected a string, got \(Self.describe(value))")
    }
    return text
  }

  /// A colour as `#RRGGBB` or `#RRGGBBAA`.
  /// - Throws: ``JSONDocument/Failure`` for anything else.
  func color(_ key: String) throws(JSONDocument.Failure) -> RGBColor? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let color = RGBColor(hex: text) else {
      throw failure(key, "expected a colour as #RRGGBB, got \(Self.describe(value))")
    }
    return color
  }

  /// One of an enumeration's raw values.
  /// - Throws: ``JSONDocument/Failure`` naming the choices for anything else.
  func choice<Choice: RawRepresentable & CaseIterable>(_ key: String)
    throws(JSONDocument.Failure) -> Choice? where Choice.RawValue == String
  {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
      let choices = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw failure(key, "expected one of \(choices), got \(Self.describe(value))")
    }
    return choice
  }

  /// A value as a message shows it: a short string in quotes (escaped), a number as written,
  /// else its type.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return "\"\(VisibleText.quoting(text, maximumScalars: 40))\""
    case .number(_, let text): return VisibleText.quoting(text, maximumScalars: 40)
    default: return value.typeName
    }
  }
}
