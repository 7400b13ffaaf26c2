/// An sRGB colour with 8-bit channels, written as `#RRGGBB` (or `#RRGGBBAA`) in JSON.
public struct RGBColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) – 255 (opaque).
  public var alpha: UInt8

  /// A colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); `nil` when malformed.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF),
      alpha: UInt8(rgba & 0xFF))
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var hex: String {
    let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#"
      + channels.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// The `#RRGGBB` form.
  public var description: String { hex }

  /// Decodes from a `#RRGGBB` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = RGBColor(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a colour as #RRGGBB, got \"\(text)\"")
    }
    self = color
  }

  /// Encodes as a `#RRGGBB` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hex)
  }
}
