import TitleComposer
import TitleSystem

extension TitleStyle {
  /// The JSON keys a style has (every one optional).
  public static let jsonKeys: Set<String> = Set(TitleStyleKey.allCases.map(\.rawValue))

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
      let fontKeys = [TitleStyleKey.titleFont.rawValue, TitleStyleKey.badgeFont.rawValue]
      try document.checkKeys { path in
        if path.isEmpty { return known }
        if path.count == 1 && fontKeys.contains(path[0]) { return FontSource.jsonKeys }
        guard path[0] == TitleStyleKey.runStyles.rawValue else { return nil }
        if path.count == 2 { return RunStyle.jsonKeys }
        return path.count == 3 && path[2] == "font" ? FontSource.jsonKeys : nil
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
    func font(_ key: TitleStyleKey) throws(JSONDocument.Failure) -> FontSource? {
      guard let value = reader.value(key.rawValue) else { return nil }
      return try FontSource.read(value, in: document, place: reader.path(key.rawValue))
    }
    func number(_ key: TitleStyleKey) throws(JSONDocument.Failure) -> Double? {
      try reader.number(key.rawValue)
    }
    if let value = try font(.titleFont) { titleFont = value }
    if let value = try number(.titleSize) { titleSize = value }
    if let value = try font(.badgeFont) { badgeFont = value }
    if let value = try number(.badgeSize) { badgeSize = value }
    if let value = try number(.badgeHorizontalPadding) { badgeHorizontalPadding = value }
    if let value = try number(.badgeVerticalPadding) { badgeVerticalPadding = value }
    if let value = try number(.badgeCornerRadius) { badgeCornerRadius = value }
    if let value: BadgeLabelSuffix = try reader.choice(TitleStyleKey.badgeLabelSuffix.rawValue) {
      badgeLabelSuffix = value
    }
    if let value = try number(.lineHeightMultiple) { lineHeightMultiple = value }
    if let value = try number(.lineHeight) {
      if reader.value(TitleStyleKey.lineHeightMultiple.rawValue) != nil {
        throw reader.failure(
          TitleStyleKey.lineHeight.rawValue, "give lineHeight (px) or lineHeightMultiple, not both")
      }
      lineHeight = value
    }
    if let value = try number(.badgeSpacing) { badgeSpacing = value }
    for (px, em) in [
      (TitleStyleKey.letterSpacing, TitleStyleKey.letterSpacingEm),
      (.badgeLetterSpacing, .badgeLetterSpacingEm),
    ] where reader.value(px.rawValue) != nil && reader.value(em.rawValue) != nil {
      throw reader.failure(
        em.rawValue, "give \(px.rawValue) (px) or \(em.rawValue), not both")
    }
    if let value = try number(.letterSpacing) { letterSpacing = value }
    if let value = try number(.letterSpacingEm) { letterSpacingEm = value }
    if let value = try number(.badgeLetterSpacing) { badgeLetterSpacing = value }
    if let value = try number(.badgeLetterSpacingEm) { badgeLetterSpacingEm = value }
    if let value: TextWrap = try reader.choice(TitleStyleKey.textWrap.rawValue) { textWrap = value }
    if let value: Truncation = try reader.choice(TitleStyleKey.truncation.rawValue) {
      truncation = value
    }
    if let value: TextDirection = try reader.choice(TitleStyleKey.direction.rawValue) {
      direction = value
    }
    if let value = try reader.color(TitleStyleKey.titleColor.rawValue) { titleColor = value }
    if let value = try reader.integer(TitleStyleKey.maximumTitleLength.rawValue) {
      maximumTitleLength = value
    }
    if let value = try reader.string(TitleStyleKey.fontsConfig.rawValue) { fontsConfig = value }
    if let value = reader.value(TitleStyleKey.runStyles.rawValue) {
      runStyles = try RunStyle.readAll(value, in: document, place: TitleStyleKey.runStyles.rawValue)
    }
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

/// The keys of a style object (every one optional): ``TitleStyle``'s properties.
enum TitleStyleKey: String, CaseIterable {
  case titleFont, titleSize, badgeFont, badgeSize, badgeHorizontalPadding, badgeVerticalPadding
  case badgeCornerRadius, badgeLabelSuffix, lineHeightMultiple, titleColor, maximumTitleLength
  case lineHeight, badgeSpacing, textWrap, truncation, direction
  case letterSpacing, letterSpacingEm, badgeLetterSpacing, badgeLetterSpacingEm
  case fontsConfig, runStyles
}
