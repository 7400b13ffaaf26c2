import TitleWire

/// Writes compact JSON into a byte buffer, one value at a time: the reference the wire's fast
/// writer is checked against (``ReferenceRecord``).
public struct JSONWriter {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private var needsComma: [Bool] = [false]

  /// An empty writer.
  public init() { bytes.reserveCapacity(512) }

  private mutating func separator() {
    if needsComma[needsComma.count - 1] { bytes.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
  }

  /// Starts an object (as a value, or after ``key(_:)``).
  public mutating func beginObject() {
    separator()
    bytes.append(UInt8(ascii: "{"))
    needsComma.append(false)
  }

  /// Ends the current object.
  public mutating func endObject() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  /// Starts an array.
  public mutating func beginArray() {
    separator()
    bytes.append(UInt8(ascii: "["))
    needsComma.append(false)
  }

  /// Ends the current array.
  public mutating func endArray() {
    needsComma.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object key; the next value written is its value.
  public mutating func key(_ name: String) {
    separator()
    appendQuoted(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma[needsComma.count - 1] = false
  }

  /// Writes `"name": value` for a number (rounded as ``number(_:)``).
  public mutating func field(_ name: String, _ value: Double) {
    key(name)
    number(value)
  }

  /// Writes `"name": "value"`.
  public mutating func field(_ name: String, _ value: String) {
    key(name)
    string(value)
  }

  /// Writes `"name": value` for an integer.
  public mutating func field(_ name: String, _ value: Int) {
    key(name)
    integer(value)
  }

  /// Writes a string value.
  public mutating func string(_ value: String) {
    separator()
    appendQuoted(value)
  }

  /// Writes a number rounded to 1e-6 (a millionth of a pixel: sums of advances print as
  /// `148.8`, not `148.79999999999995`): whole numbers without a fraction, others in Swift's
  /// shortest form; NaN and infinities (not JSON) as null.
  public mutating func number(_ value: Double) {
    separator()
    guard value.isFinite else {
      bytes.append(contentsOf: "null".utf8)
      return
    }
    let value = abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
    if abs(value) < 1e15, let whole = Int(exactly: value) {
      bytes.append(contentsOf: String(whole).utf8)
    } else {
      bytes.append(contentsOf: String(value).utf8)
    }
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    separator()
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes a boolean.
  public mutating func bool(_ value: Bool) {
    separator()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Writes null.
  public mutating func null() {
    separator()
    bytes.append(contentsOf: "null".utf8)
  }

  /// Writes a parsed value back (ids are echoed as they came, numbers in their original text).
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(_, let text):
      separator()
      bytes.append(contentsOf: text.utf8)
    case .string(let text): string(text)
    case .array(let values):
      beginArray()
      for element in values { self.value(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(member.key)
        self.value(member.value)
      }
      endObject()
    }
  }

  private mutating func appendQuoted(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [
          0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
        ])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
