import Foundation

extension TitleStyle {
  private enum CodingKeys: String, CodingKey {
    case titleFont, titleSize, badgeFont, badgeSize, badgeHorizontalPadding, badgeVerticalPadding
    case badgeCornerRadius, badgeLabelSuffix, lineHeightMultiple, titleColor, maximumTitleLength
  }

  /// Decodes a style in which every key is optional: missing keys keep the seed's defaults.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func read<Value: Decodable>(_ key: CodingKeys, into value: inout Value) throws {
      if let decoded = try container.decodeIfPresent(Value.self, forKey: key) { value = decoded }
    }
    try read(.titleFont, into: &titleFont)
    try read(.titleSize, into: &titleSize)
    try read(.badgeFont, into: &badgeFont)
    try read(.badgeSize, into: &badgeSize)
    try read(.badgeHorizontalPadding, into: &badgeHorizontalPadding)
    try read(.badgeVerticalPadding, into: &badgeVerticalPadding)
    try read(.badgeCornerRadius, into: &badgeCornerRadius)
    try read(.badgeLabelSuffix, into: &badgeLabelSuffix)
    try read(.lineHeightMultiple, into: &lineHeightMultiple)
    try read(.titleColor, into: &titleColor)
    try read(.maximumTitleLength, into: &maximumTitleLength)
  }

  /// Encodes every key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(titleFont, forKey: .titleFont)
    try container.encode(titleSize, forKey: .titleSize)
    try container.encode(badgeFont, forKey: .badgeFont)
    try container.encode(badgeSize, forKey: .badgeSize)
    try container.encode(badgeHorizontalPadding, forKey: .badgeHorizontalPadding)
    try container.encode(badgeVerticalPadding, forKey: .badgeVerticalPadding)
    try container.encode(badgeCornerRadius, forKey: .badgeCornerRadius)
    try container.encode(badgeLabelSuffix, forKey: .badgeLabelSuffix)
    try container.encode(lineHeightMultiple, forKey: .lineHeightMultiple)
    try container.encode(titleColor, forKey: .titleColor)
    try container.encode(maximumTitleLength, forKey: .maximumTitleLength)
  }
}

/// Loads a ``TitleStyle`` from a JSON file.
public enum StyleFile {
  /// The style in the JSON file at `path`; missing keys keep their defaults.
  /// - Throws: ``ComposerError/invalidStyle(reason:)`` when the file cannot be read, parsed or
  ///   holds invalid values.
  public static func load(_ path: String) throws(ComposerError) -> TitleStyle {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .invalidStyle(reason: "cannot read \(path): \(error.localizedDescription)")
    }
    let style: TitleStyle
    do {
      style = try JSONDecoder().decode(TitleStyle.self, from: data)
    } catch {
      throw .invalidStyle(reason: "\(path): \(DecodingErrorDescription.describe(error))")
    }
    try style.validate()
    return style
  }
}
