// The Swift `Codable` form of a style: every key optional on decoding, missing keys keeping
// their defaults. (Style files are read by the wire module's strict reader.)

extension TitleStyle {
  private enum CodingKeys: String, CodingKey {
    case titleFont, titleSize, badgeFont, badgeSize, badgeHorizontalPadding, badgeVerticalPadding
    case badgeCornerRadius, badgeLabelSuffix, lineHeightMultiple, titleColor, maximumTitleLength
    case lineHeight, badgeSpacing, textWrap, truncation, direction
    case letterSpacing, letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm, runStyles
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
    lineHeight = try container.decodeIfPresent(Double.self, forKey: .lineHeight)
    try read(.badgeSpacing, into: &badgeSpacing)
    try read(.letterSpacing, into: &letterSpacing)
    try read(.letterSpacingEm, into: &letterSpacingEm)
    try read(.badgeLetterSpacing, into: &badgeLetterSpacing)
    try read(.badgeLetterSpacingEm, into: &badgeLetterSpacingEm)
    try read(.textWrap, into: &textWrap)
    try read(.truncation, into: &truncation)
    try read(.direction, into: &direction)
    try read(.titleColor, into: &titleColor)
    try read(.maximumTitleLength, into: &maximumTitleLength)
    try read(.runStyles, into: &runStyles)
  }

  /// Encodes every key (``direction`` only when it is not ``TextDirection/ltr``, ``runStyles``
  /// only when there are any).
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
    try container.encodeIfPresent(lineHeight, forKey: .lineHeight)
    try container.encode(badgeSpacing, forKey: .badgeSpacing)
    try container.encode(letterSpacing, forKey: .letterSpacing)
    try container.encode(letterSpacingEm, forKey: .letterSpacingEm)
    try container.encode(badgeLetterSpacing, forKey: .badgeLetterSpacing)
    try container.encode(badgeLetterSpacingEm, forKey: .badgeLetterSpacingEm)
    try container.encode(textWrap, forKey: .textWrap)
    try container.encode(truncation, forKey: .truncation)
    if direction != .ltr { try container.encode(direction, forKey: .direction) }
    try container.encode(titleColor, forKey: .titleColor)
    try container.encode(maximumTitleLength, forKey: .maximumTitleLength)
    if !runStyles.isEmpty { try container.encode(runStyles, forKey: .runStyles) }
  }
}
