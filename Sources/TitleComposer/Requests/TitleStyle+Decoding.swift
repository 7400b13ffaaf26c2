import Foundation
import TitleSystem

extension TitleStyle {
  private enum CodingKeys: String, CodingKey {
    case titleFont, titleSize, badgeFont, badgeSize, badgeHorizontalPadding, badgeVerticalPadding
    case badgeCornerRadius, badgeLabelSuffix, lineHeightMultiple, titleColor, maximumTitleLength
    case lineHeight, badgeSpacing, textWrap
    case letterSpacing, letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm
    case fontsConfig
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
    try read(.titleColor, into: &titleColor)
    try read(.maximumTitleLength, into: &maximumTitleLength)
    fontsConfig = try container.decodeIfPresent(String.self, forKey: .fontsConfig)
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
    try container.encodeIfPresent(lineHeight, forKey: .lineHeight)
    try container.encode(badgeSpacing, forKey: .badgeSpacing)
    try container.encode(letterSpacing, forKey: .letterSpacing)
    try container.encode(letterSpacingEm, forKey: .letterSpacingEm)
    try container.encode(badgeLetterSpacing, forKey: .badgeLetterSpacing)
    try container.encode(badgeLetterSpacingEm, forKey: .badgeLetterSpacingEm)
    try container.encode(textWrap, forKey: .textWrap)
    try container.encode(titleColor, forKey: .titleColor)
    try container.encode(maximumTitleLength, forKey: .maximumTitleLength)
    try container.encodeIfPresent(fontsConfig, forKey: .fontsConfig)
  }
}

extension TitleStyle {
  /// The JSON keys a style has (every one optional).
  public static let jsonKeys: Set<String> = Set(
    [
      CodingKeys.titleFont, .titleSize, .badgeFont, .badgeSize, .badgeHorizontalPadding,
      .badgeVerticalPadding, .badgeCornerRadius, .badgeLabelSuffix, .lineHeightMultiple,
      .titleColor, .maximumTitleLength, .lineHeight, .badgeSpacing, .textWrap, .letterSpacing,
      .letterSpacingEm, .badgeLetterSpacing, .badgeLetterSpacingEm, .fontsConfig,
    ].map(\.stringValue))

  /// A validated style from a JSON object; missing keys keep their defaults. A leading byte order
  /// mark is skipped; a repeated key, or a key neither ``jsonKeys`` nor `alsoKnownKeys` holds, is
  /// an error naming it with its line and column.
  /// - Parameters:
  ///   - json: UTF-8 JSON.
  ///   - source: the file's name in messages.
  ///   - alsoKnownKeys: keys another reader of the same file knows (the CLI's style file also
  ///     holds `CellStyle.jsonKeys`).
  /// - Throws: ``ComposerError/invalidStyle(reason:)`` naming the source and what is wrong (a
  ///   value ``validate()`` refuses too).
  public init(json: [UInt8], source: String = "<json>", alsoKnownKeys: Set<String> = [])
    throws(ComposerError)
  {
    self.init()
    do throws(JSONDocument.Failure) {
      let document = try JSONDocument(bytes: json, source: source)
      let reader = try JSONObjectReader(document.root, in: document, what: "a style")
      let known = Self.jsonKeys.union(alsoKnownKeys)
      let fontKeys = [CodingKeys.titleFont.stringValue, CodingKeys.badgeFont.stringValue]
      try document.checkKeys { path in
        path.isEmpty
          ? known : path.count == 1 && fontKeys.contains(path[0]) ? FontSource.jsonKeys : nil
      }
      try read(reader, in: document)
    } catch {
      throw .invalidStyle(reason: error.description)
    }
    do {
      try validate()
    } catch .invalidStyle(let reason) {
      throw .invalidStyle(reason: "\(source): \(reason)")
    } catch {
      throw .invalidStyle(reason: "\(source): \(error.description)")
    }
  }
}

extension TitleStyle {
  /// Sets every member `reader` has; missing and `null` ones keep their values.
  fileprivate mutating func read(_ reader: JSONObjectReader, in document: JSONDocument)
    throws(JSONDocument.Failure)
  {
    func font(_ key: CodingKeys) throws(JSONDocument.Failure) -> FontSource? {
      guard let value = reader.value(key.stringValue) else { return nil }
      return try FontSource.read(value, in: document, place: reader.path(key.stringValue))
    }
    func number(_ key: CodingKeys) throws(JSONDocument.Failure) -> Double? {
      try reader.number(key.stringValue)
    }
    if let value = try font(.titleFont) { titleFont = value }
    if let value = try number(.titleSize) { titleSize = value }
    if let value = try font(.badgeFont) { badgeFont = value }
    if let value = try number(.badgeSize) { badgeSize = value }
    if let value = try number(.badgeHorizontalPadding) { badgeHorizontalPadding = value }
    if let value = try number(.badgeVerticalPadding) { badgeVerticalPadding = value }
    if let value = try number(.badgeCornerRadius) { badgeCornerRadius = value }
    if let value: BadgeLabelSuffix = try reader.choice(CodingKeys.badgeLabelSuffix.stringValue) {
      badgeLabelSuffix = value
    }
    if let value = try number(.lineHeightMultiple) { lineHeightMultiple = value }
    if let value = try number(.lineHeight) {
      if reader.value(CodingKeys.lineHeightMultiple.stringValue) != nil {
        throw reader.failure(
          CodingKeys.lineHeight.stringValue, "give lineHeight (px) or lineHeightMultiple, not both")
      }
      lineHeight = value
    }
    if let value = try number(.badgeSpacing) { badgeSpacing = value }
    for (px, em) in [
      (CodingKeys.letterSpacing, CodingKeys.letterSpacingEm),
      (.badgeLetterSpacing, .badgeLetterSpacingEm),
    ] where reader.value(px.stringValue) != nil && reader.value(em.stringValue) != nil {
      throw reader.failure(
        em.stringValue, "give \(px.stringValue) (px) or \(em.stringValue), not both")
    }
    if let value = try number(.letterSpacing) { letterSpacing = value }
    if let value = try number(.letterSpacingEm) { letterSpacingEm = value }
    if let value = try number(.badgeLetterSpacing) { badgeLetterSpacing = value }
    if let value = try number(.badgeLetterSpacingEm) { badgeLetterSpacingEm = value }
    if let value: TextWrap = try reader.choice(CodingKeys.textWrap.stringValue) { textWrap = value }
    if let value = try reader.color(CodingKeys.titleColor.stringValue) { titleColor = value }
    if let value = try reader.integer(CodingKeys.maximumTitleLength.stringValue) {
      maximumTitleLength = value
    }
    if let value = try reader.string(CodingKeys.fontsConfig.stringValue) { fontsConfig = value }
  }
}

/// Loads a ``TitleStyle`` from a JSON file.
public enum StyleFile {
  /// The longest style file read (1 MiB).
  public static let maximumFileBytes = 1 << 20

  /// The style in the JSON file at `path` (a regular file or a pipe); missing keys keep their
  /// defaults.
  /// - Parameters:
  ///   - path: the file.
  ///   - alsoKnownKeys: keys another reader of the file knows (see ``TitleStyle/init(json:source:alsoKnownKeys:)``).
  /// - Throws: ``ComposerError/unreadableFile(_:)`` when the file cannot be read,
  ///   ``ComposerError/invalidStyle(reason:)`` when it cannot be parsed or holds invalid values.
  public static func load(_ path: String, alsoKnownKeys: Set<String> = []) throws(ComposerError)
    -> TitleStyle
  {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, role: "style", maximumBytes: maximumFileBytes)
    } catch {
      throw .unreadableFile(error)
    }
    return try TitleStyle(json: bytes, source: path, alsoKnownKeys: alsoKnownKeys)
  }
}
