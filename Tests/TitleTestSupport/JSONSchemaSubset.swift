import Foundation

/// A validator for the subset of JSON Schema (draft 2020-12) that `docs/title-result.schema.json`
/// uses: `type`, `properties`, `required`, `additionalProperties` (`false` or a schema), `items`,
/// `minItems`, `enum`, `const`, `minimum`, `maximum`, `exclusiveMinimum`, `pattern`, `oneOf`,
/// `allOf`, `not`, `$ref` (a JSON pointer into the document: `#/$defs/…`, or `#/components/schemas/…`
/// in an OpenAPI document, ``OpenAPIContract``) and `$defs`; `$schema`, `$id`, `$comment`, `title`,
/// `description` are annotations. A schema using any other keyword is refused, so a keyword the
/// validator would silently ignore cannot slip into the file.
///
/// Documents are read with Foundation's `JSONSerialization`, independent of the package's parser.
///
/// `@unchecked Sendable`: its only stored property is a `let` dictionary that `JSONSerialization`
/// built (strings, numbers, arrays and dictionaries, all immutable), which no method mutates.
public struct JSONSchemaSubset: @unchecked Sendable {
  /// Why a schema cannot be used.
  public struct SchemaError: Error, CustomStringConvertible {
    /// What is wrong, and where.
    public var description: String
  }

  /// The document the schema came from: the schema itself, or the document that holds schemas
  /// (``init(holding:schemasAt:)``).
  public let root: [String: Any]

  private static let annotations: Set<String> = [
    "$schema", "$id", "$comment", "title", "description",
  ]
  private static let keywords: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items", "minItems", "enum",
    "const", "minimum", "maximum", "exclusiveMinimum", "pattern", "oneOf", "allOf", "not", "$ref",
    "$defs",
  ]

  /// Reads a schema.
  /// - Parameter data: the schema's JSON text.
  /// - Throws: ``SchemaError`` when it is not JSON, not an object, or uses a keyword outside the
  ///   subset (anywhere in it).
  public init(data: Data) throws {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw SchemaError(description: "the schema is not an object")
    }
    try Self.check(root, at: "#")
    self.root = root
  }

  /// A validator for the schemas a larger document holds (an OpenAPI document's
  /// `components/schemas`): each one, and every `$ref` target, checked for keywords outside the
  /// subset.
  /// - Parameters:
  ///   - document: the document, parsed by `JSONSerialization`.
  ///   - path: where its schemas are, as JSON pointer parts (`["components", "schemas"]`).
  /// - Throws: ``SchemaError`` for a schema with a keyword outside the subset.
  public init(holding document: [String: Any], schemasAt path: [String]) throws {
    var schemas: Any? = document
    for part in path { schemas = (schemas as? [String: Any])?[part] }
    for (name, schema) in schemas as? [String: Any] ?? [:] {
      guard let schema = schema as? [String: Any] else {
        throw SchemaError(description: "#/\(path.joined(separator: "/"))/\(name) is not a schema")
      }
      try Self.check(schema, at: "#/\(path.joined(separator: "/"))/\(name)")
    }
    root = document
  }

  /// Checks that `schema` uses only the subset's keywords.
  /// - Throws: ``SchemaError`` naming the first keyword outside it, under `path`.
  public static func checkSubset(_ schema: [String: Any], at path: String) throws {
    try check(schema, at: path)
  }

  /// The problems of a parsed document against `schema`, whose `$ref`s point into ``root``.
  public func problems(of document: Any, againstSchema schema: [String: Any]) -> [String] {
    var found: [String] = []
    validate(document, schema, at: "", into: &found)
    return found
  }

  /// Checks every subschema for keywords outside the subset.
  private static func check(_ schema: [String: Any], at path: String) throws {
    for (key, value) in schema {
      guard keywords.contains(key) || annotations.contains(key) else {
        throw SchemaError(description: "\(path): keyword \"\(key)\" is not in the subset")
      }
      switch key {
      case "properties", "$defs":
        for (name, sub) in value as? [String: Any] ?? [:] {
          guard let sub = sub as? [String: Any] else {
            throw SchemaError(description: "\(path)/\(key)/\(name) is not a schema")
          }
          try check(sub, at: "\(path)/\(key)/\(name)")
        }
      case "items", "additionalProperties", "not":
        if let sub = value as? [String: Any] { try check(sub, at: "\(path)/\(key)") }
      case "oneOf", "allOf":
        for (index, sub) in (value as? [Any] ?? []).enumerated() {
          guard let sub = sub as? [String: Any] else {
            throw SchemaError(description: "\(path)/\(key)/\(index) is not a schema")
          }
          try check(sub, at: "\(path)/\(key)/\(index)")
        }
      default: break
      }
    }
  }

  /// The problems of a document against the root schema, or against one of its `$defs`.
  /// - Parameters:
  ///   - data: the document's JSON text.
  ///   - definition: a name in `$defs` (`"request"`), or `nil` for the root schema.
  /// - Returns: one message per problem, each with the JSON pointer of the value; empty when the
  ///   document is valid. Text that is not JSON is one problem.
  public func problems(in data: Data, against definition: String? = nil) -> [String] {
    guard
      let document = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return ["not JSON"] }
    return problems(of: document, against: definition)
  }

  /// The problems of a parsed document (`JSONSerialization`'s values).
  /// - Parameters:
  ///   - document: the value.
  ///   - definition: a name in `$defs`, or `nil` for the root schema.
  /// - Returns: the problems, empty when valid.
  public func problems(of document: Any, against definition: String? = nil) -> [String] {
    var found: [String] = []
    if let definition {
      validate(document, ["$ref": "#/$defs/\(definition)"], at: "", into: &found)
    } else {
      validate(document, root, at: "", into: &found)
    }
    return found
  }

  /// The schema a `$ref` names: a JSON pointer into ``root`` (no escapes are used).
  private func resolve(_ reference: String) -> [String: Any]? {
    guard reference.hasPrefix("#/") else { return nil }
    var target: Any? = root
    for part in reference.dropFirst(2).split(separator: "/") {
      target = (target as? [String: Any])?[String(part)]
    }
    return target as? [String: Any]
  }

  private func validate(
    _ value: Any, _ schema: [String: Any], at path: String, into found: inout [String]
  ) {
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else {
        found.append("\(path): unresolvable $ref \(reference)")
        return
      }
      validate(value, target, at: path, into: &found)
    }
    if let type = schema["type"] {
      let types = (type as? [String]) ?? [type as? String ?? "?"]
      if !types.contains(where: { JSONKind.of(value).matches($0) }) {
        found.append(
          "\(path): expected \(types.joined(separator: " or ")), got \(JSONKind.of(value))")
        return
      }
    }
    if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal($0, value) }) {
      found.append("\(path): \(value) is not one of the enum's values")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      found.append("\(path): \(value) is not \(constant)")
    }
    if let number = JSONKind.number(value) {
      if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number < minimum {
        found.append("\(path): \(number) is below the minimum \(minimum)")
      }
      if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number > maximum {
        found.append("\(path): \(number) is above the maximum \(maximum)")
      }
      if let bound = (schema["exclusiveMinimum"] as? NSNumber)?.doubleValue, number <= bound {
        found.append("\(path): \(number) is not above \(bound)")
      }
    }
    if let pattern = schema["pattern"] as? String, let text = value as? String,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      found.append("\(path): \"\(text)\" does not match \(pattern)")
    }
    if let object = value as? [String: Any] {
      validateObject(object, schema, at: path, into: &found)
    }
    if let array = value as? [Any] {
      if let minimum = schema["minItems"] as? Int, array.count < minimum {
        found.append("\(path): \(array.count) items, fewer than \(minimum)")
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          validate(item, items, at: "\(path)/\(index)", into: &found)
        }
      }
    }
    if let all = schema["allOf"] as? [[String: Any]] {
      for sub in all { validate(value, sub, at: path, into: &found) }
    }
    if let negated = schema["not"] as? [String: Any] {
      var inner: [String] = []
      validate(value, negated, at: path, into: &inner)
      if inner.isEmpty { found.append("\(path): matches the schema under not") }
    }
    if let one = schema["oneOf"] as? [[String: Any]] {
      let passing = one.filter { sub in
        var inner: [String] = []
        validate(value, sub, at: path, into: &inner)
        return inner.isEmpty
      }.count
      if passing != 1 {
        found.append("\(path): matches \(passing) of the oneOf schemas, not exactly 1")
      }
    }
  }

  private func validateObject(
    _ object: [String: Any], _ schema: [String: Any], at path: String, into found: inout [String]
  ) {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for key in schema["required"] as? [String] ?? [] where object[key] == nil {
      found.append("\(path): missing required key \"\(key)\"")
    }
    for (key, member) in object.sorted(by: { $0.key < $1.key }) {
      if let sub = properties[key] as? [String: Any] {
        validate(member, sub, at: "\(path)/\(key)", into: &found)
      } else if let additional = schema["additionalProperties"] {
        if JSONKind.isBoolean(additional) {
          if !(additional as! NSNumber).boolValue {
            found.append("\(path): key \"\(key)\" is not allowed")
          }
        } else if let sub = additional as? [String: Any] {
          validate(member, sub, at: "\(path)/\(key)", into: &found)
        }
      }
    }
  }

  private static func equal(_ a: Any, _ b: Any) -> Bool {
    switch (JSONKind.of(a), JSONKind.of(b)) {
    case (.string, .string): return (a as! String) == (b as! String)
    case (.boolean, .boolean): return (a as! Bool) == (b as! Bool)
    case (.null, .null): return true
    case (.number, .number), (.integer, .integer), (.number, .integer), (.integer, .number):
      return JSONKind.number(a) == JSONKind.number(b)
    default: return false
    }
  }
}

/// The JSON type of a `JSONSerialization` value, telling booleans from numbers (both are
/// `NSNumber` on Linux).
enum JSONKind: CustomStringConvertible {
  case null, boolean, integer, number, string, array, object

  static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(describing: type(of: number)).contains("Boolean")
  }

  static func number(_ value: Any) -> Double? {
    guard !isBoolean(value), let number = value as? NSNumber else { return nil }
    return number.doubleValue
  }

  static func of(_ value: Any) -> JSONKind {
    if value is NSNull { return .null }
    if isBoolean(value) { return .boolean }
    if let number = number(value) {
      return number.isFinite && number == number.rounded() ? .integer : .number
    }
    if value is String { return .string }
    if value is [Any] { return .array }
    if value is [String: Any] { return .object }
    return .null
  }

  /// Whether a value of this kind is of the schema type `name` (an integer is a number).
  func matches(_ name: String) -> Bool {
    switch (self, name) {
    case (.null, "null"), (.boolean, "boolean"), (.integer, "integer"), (.integer, "number"),
      (.number, "number"), (.string, "string"), (.array, "array"), (.object, "object"):
      true
    default: false
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a boolean"
    case .integer: "an integer"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONSchemaSubset {
  /// The package's wire schema, `docs/title-result.schema.json`, read from the source tree.
  public static let wire: JSONSchemaSubset = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/title-result.schema.json")
    return try! JSONSchemaSubset(data: try! Data(contentsOf: url))
  }()

  /// The wire schema's list of error codes (`$defs/errorRecord/properties/code/enum`).
  public var errorCodes: [String] {
    let definitions = root["$defs"] as? [String: Any]
    let record = definitions?["errorRecord"] as? [String: Any]
    let code = (record?["properties"] as? [String: Any])?["code"] as? [String: Any]
    return code?["enum"] as? [String] ?? []
  }
}
