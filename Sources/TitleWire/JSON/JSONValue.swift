import TitleComposer

/// A parsed JSON value, as batch requests carry them.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A number, with the text it was written as (so an `id` echoes back exactly).
  case number(Double, text: String)
  case string(String)
  case array([JSONValue])
  /// An object; keys in the order they were written (``JSONParser`` rejects a repeated key).
  case object([(key: String, value: JSONValue)])

  /// The value of `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// A short name of the value's type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Equal values; numbers compare by value, not by how they were written.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// Hashes the value consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value, _): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }
}

extension JSONValue {
  /// The value as compact JSON text: numbers in the text they carry, object members in their
  /// order, strings escaped as every record of the wire escapes them.
  public var jsonBytes: [UInt8] {
    var bytes: [UInt8] = []
    JSONBytes.appendValue(self, to: &bytes)
    return bytes
  }
}

extension JSONValue {
  /// A number as the wire writes numbers: rounded to 1e-6, a whole number without a fraction,
  /// NaN and infinities as `null`.
  public static func number(_ value: Double) -> JSONValue {
    var text: [UInt8] = []
    JSONBytes.appendNumber(value, to: &text)
    return value.isFinite ? .number(value, text: String(decoding: text, as: UTF8.self)) : .null
  }

  /// An integer.
  public static func integer(_ value: Int) -> JSONValue {
    .number(Double(value), text: String(value))
  }
}
