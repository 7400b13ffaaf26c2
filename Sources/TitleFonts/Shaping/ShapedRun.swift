/// One glyph of a shaped run, in HarfBuzz's terms: positions in the face's shaping units
/// (``ShapedRun/unitsPerEm`` per em), the cluster as a UTF-16 offset from the run's start.
public struct ShapedGlyphRecord: Sendable, Hashable {
  /// The glyph id in the face.
  public var glyph: UInt32
  /// The UTF-16 offset, from the start of the shaped text, of the first character of the
  /// HarfBuzz cluster this glyph belongs to.
  public var cluster: UInt32
  /// How far the pen moves after the glyph, kerning and other GPOS adjustments included.
  public var advance: Int32
  /// The glyph's own advance before positioning (hmtx, with HVAR for a variable font): what
  /// ``advance`` was before GPOS added to it. Chromium scales the two parts apart (the glyph's
  /// advance as FreeType scales it, the adjustments as HarfBuzz does).
  public var nominalAdvance: Int32
  /// Where the glyph is drawn relative to the pen (x to the right, y up).
  public var xOffset: Int32
  /// See ``xOffset``.
  public var yOffset: Int32
  /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: breaking the text before this glyph's cluster
  /// and shaping the two sides apart would not give the same glyphs and positions.
  public var unsafeToBreak: Bool
}

/// The glyphs HarfBuzz gave for one run of text (one face, script, direction and language), in
/// **logical order** (a right-to-left run's glyphs are stored first character first; draw them
/// reversed).
public struct ShapedRun: Sendable, Hashable {
  /// The glyphs, logical order.
  public var glyphs: [ShapedGlyphRecord]
  /// Shaping units per em: positions ÷ this × font size = pixels.
  public var unitsPerEm: Int32

  /// The sum of the advances, in shaping units.
  public var totalAdvance: Int64 { glyphs.reduce(0) { $0 + Int64($1.advance) } }
}

/// The direction a run is shaped in.
public enum ShapingDirection: UInt8, Sendable, Hashable {
  /// Left to right (even bidi level).
  case leftToRight
  /// Right to left (odd bidi level).
  case rightToLeft
}

/// What a run is shaped as besides its text: direction, script, language and which OpenType
/// features differ from HarfBuzz's defaults.
public struct ShapingProperties: Sendable, Hashable {
  /// The run's direction.
  public var direction: ShapingDirection
  /// The run's script as an ISO 15924 tag packed big-endian (`'Hang'`, `'Latn'`, `'Zyyy'`), as
  /// `HB_TAG` packs it; 0 lets HarfBuzz guess from the text.
  public var script: UInt32
  /// The BCP 47 language tag (`"ko"`, `"ja"`, `"en-US"`), which selects `locl` forms.
  public var language: String { didSet { key = Self.key(language, features) } }
  /// Feature changes, applied to the whole run in order.
  public var features: [ShapingFeature] { didSet { key = Self.key(language, features) } }
  /// A hash of ``language`` and ``features``, kept up to date, so that the shape cache hashes
  /// and compares them without walking the strings.
  private(set) var key: UInt64 = 0

  /// FNV-1a of the language's bytes and the features (the same in every process run).
  private static func key(_ language: String, _ features: [ShapingFeature]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in language.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for feature in features {
      hash = (hash ^ UInt64(feature.tag)) &* 0x0000_0100_0000_01B3
      hash = (hash ^ UInt64(feature.value)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// Equal direction, script, language and features (the key first: most differences end there).
  public static func == (left: ShapingProperties, right: ShapingProperties) -> Bool {
    left.key == right.key && left.direction == right.direction && left.script == right.script
      && left.language == right.language && left.features == right.features
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(direction)
    hasher.combine(script)
  }

  /// Properties of a run.
  /// - Parameters:
  ///   - direction: the direction.
  ///   - script: the ISO 15924 tag packed big-endian, 0 to guess.
  ///   - language: a BCP 47 tag.
  ///   - features: feature changes on top of HarfBuzz's defaults.
  public init(
    direction: ShapingDirection = .leftToRight, script: UInt32 = 0, language: String = "ko",
    features: [ShapingFeature] = []
  ) {
    self.direction = direction
    self.script = script
    self.language = language
    self.features = features
    key = Self.key(language, features)
  }
}

/// One OpenType feature switched on or off for a whole run (`hb_feature_t` with global range).
public struct ShapingFeature: Sendable, Hashable {
  /// The feature tag packed big-endian (`'liga'`).
  public var tag: UInt32
  /// 0 turns the feature off, 1 on (greater values pick alternates).
  public var value: UInt32

  /// A feature setting.
  /// - Parameters:
  ///   - tag: four ASCII characters, e.g. `"liga"`.
  ///   - value: 0 off, 1 on.
  /// - Returns: `nil` unless `tag` is four printable ASCII characters.
  public init?(_ tag: String, value: UInt32) {
    let bytes = Array(tag.utf8)
    guard bytes.count == 4, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    self.tag = bytes.reduce(0) { $0 << 8 | UInt32($1) }
    self.value = value
  }

  /// Chromium's `letter-spacing` rule: a non-zero spacing turns off these ligature features.
  public static let ligaturesOff: [ShapingFeature] = ["liga", "clig", "calt"].compactMap {
    ShapingFeature($0, value: 0)
  }
}
