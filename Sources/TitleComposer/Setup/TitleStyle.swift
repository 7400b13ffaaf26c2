import TitleFonts

/// Where a font comes from: one of the bundled Nanum fonts, a file, or one face of a file.
///
/// In JSON a bundled font is its name (`"NanumGothicBold"`), any other string is a path or a path
/// with a face index (`"fonts.ttc#1"`, ``init(text:)``), and an object chooses a face of a file: `{"path": "…", "index": 1}` (a face of a `.ttc`/`.otc`),
/// `{"path": "…", "instance": "Bold"}` (a variable font's named instance),
/// `{"path": "…", "variations": {"wght": 600}}` (axis values), or several of them together.
public enum FontSource: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A font shipped in the package's `Fonts/` folder.
  case bundled(BundledFont)
  /// A font file on disk (its first face, default instance).
  case file(path: String)
  /// One face of a font file: a face of a collection, a variable font's instance or axis values.
  case fileFace(path: String, choice: FontFaceChoice)

  /// `.file(path:)` for the default choice, else `.fileFace(path:choice:)`, so that equal fonts
  /// compare equal.
  /// - Parameters:
  ///   - path: the font file.
  ///   - choice: the face and its variation.
  public static func file(path: String, choice: FontFaceChoice) -> FontSource {
    choice.isDefault ? .file(path: path) : .fileFace(path: path, choice: choice)
  }

  /// The source for messages: a bundled font's name, a path, or a path with its choice, e.g.
  /// `Inter.ttf (instance "Bold", wght 600)`.
  public var description: String {
    switch self {
    case .bundled(let font): return font.rawValue
    case .file(let path): return path
    case .fileFace(let path, let choice):
      var parts: [String] = []
      if choice.index != 0 { parts.append("face \(choice.index)") }
      if let instance = choice.instance { parts.append("instance \"\(instance)\"") }
      for (tag, value) in choice.variations.sorted(by: { $0.key < $1.key }) {
        parts.append("\(tag) \(value == value.rounded() ? String(Int(value)) : String(value))")
      }
      return parts.isEmpty ? path : "\(path) (\(parts.joined(separator: ", ")))"
    }
  }

  private enum ObjectKeys: String, CodingKey { case path, index, instance, variations }

  /// Decodes a bundled font name, a path (`PATH#INDEX` for a face of a collection), or the
  /// object form.
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      self = FontSource(text: text)
      return
    }
    let object = try decoder.container(keyedBy: ObjectKeys.self)
    let choice = FontFaceChoice(
      index: try object.decodeIfPresent(Int.self, forKey: .index) ?? 0,
      instance: try object.decodeIfPresent(String.self, forKey: .instance),
      variations: try object.decodeIfPresent([String: Double].self, forKey: .variations) ?? [:])
    self = .file(path: try object.decode(String.self, forKey: .path), choice: choice)
  }

  /// Encodes as a bundled font name, a path, or the object form (also for a path that the
  /// string form would read as something else).
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .bundled(let font):
      var container = encoder.singleValueContainer()
      try container.encode(font.rawValue)
    case .file(let path) where FontSource(text: path) == self:
      var container = encoder.singleValueContainer()
      try container.encode(path)
    case .file(let path):
      // A path the string form would read differently (`f#1`, a bundled font's name).
      var object = encoder.container(keyedBy: ObjectKeys.self)
      try object.encode(path, forKey: .path)
    case .fileFace(let path, let choice):
      var object = encoder.container(keyedBy: ObjectKeys.self)
      try object.encode(path, forKey: .path)
      if choice.index != 0 { try object.encode(choice.index, forKey: .index) }
      try object.encodeIfPresent(choice.instance, forKey: .instance)
      if !choice.variations.isEmpty { try object.encode(choice.variations, forKey: .variations) }
    }
  }
}

/// What the badge's label is measured as.
public enum BadgeLabelSuffix: String, Sendable, Hashable, Codable, CaseIterable {
  /// The label alone (the seed's default).
  case none
  /// The label followed by U+2003 EM SPACE, as the seed's variant measured it.
  case emSpace = "em-space"
}

/// Fonts, sizes and geometry of a composed title. The defaults are the seed app's.
public struct TitleStyle: Sendable, Hashable, Codable {
  /// The title's font. Default: NanumGothic Bold.
  public var titleFont: FontSource = .bundled(.nanumGothicBold)
  /// The title's size in pixels. Default 16.
  public var titleSize: Double = 16
  /// The badge label's font. Default: NanumGothic Bold.
  public var badgeFont: FontSource = .bundled(.nanumGothicBold)
  /// The badge label's size in pixels. Default 12.
  public var badgeSize: Double = 12
  /// Added to the label's advance to give the badge's width (both sides together). Default 5.
  public var badgeHorizontalPadding: Double = 5
  /// Added to the label font's ascent + descent to give the badge's height. Default 4.
  public var badgeVerticalPadding: Double = 4
  /// The badge's corner radius. Default 4.
  public var badgeCornerRadius: Double = 4
  /// Whether the label is measured with a trailing em space. Default none.
  public var badgeLabelSuffix: BadgeLabelSuffix = .none
  /// Line height = the title font's ascent + descent + line gap, times this. Default 1.
  /// Ignored when ``lineHeight`` is set; a style may not set both (``validate()``).
  public var lineHeightMultiple: Double = 1
  /// The line height in pixels with CSS semantics (`line-height: 24px`), instead of
  /// ``lineHeightMultiple``: each line box is this tall, the leading split as Blink splits it
  /// (``LineMetrics``). Default `nil` (the multiple applies). A request's
  /// ``TitleRequest/lineHeight`` overrides it.
  public var lineHeight: Double? = nil
  /// A gap after the badge in pixels, part of the badge's box like a CSS `margin-right` on an
  /// inline-block: the first line's text starts after it, it counts in the first line's fit and,
  /// in spaces mode, in the padding count; the badge's drawn frame stays as wide. Default 0. A
  /// request's ``TitleRequest/badgeSpacing`` overrides it.
  public var badgeSpacing: Double = 0
  /// The title's CSS `letter-spacing` in pixels (``LetterSpacing``): added after each grapheme
  /// cluster, the last of a line included; a non-zero value switches off the `liga`, `clig` and
  /// `calt` features, as in Chromium. Negative values tighten. Default 0. Give this or
  /// ``letterSpacingEm``, not both; a request's ``TitleRequest/letterSpacing`` or
  /// ``TitleRequest/letterSpacingEm`` overrides both.
  public var letterSpacing: Double = 0
  /// The title's letter-spacing in em of the title size (`-0.02` is a designer's "−0.02em").
  /// Default 0. Give this or ``letterSpacing``, not both.
  public var letterSpacingEm: Double = 0
  /// The badge label's letter-spacing in pixels, as ``letterSpacing`` for the title: it widens
  /// the label and so the badge. Default 0. Give this or ``badgeLetterSpacingEm``, not both; a
  /// request's ``TitleRequest/badgeLetterSpacing`` or ``TitleRequest/badgeLetterSpacingEm``
  /// overrides both.
  public var badgeLetterSpacing: Double = 0
  /// The badge label's letter-spacing in em of the badge size. Default 0.
  public var badgeLetterSpacingEm: Double = 0
  /// How lines are chosen (CSS `text-wrap`): ``TextWrap/wrap`` (greedy, the default),
  /// ``TextWrap/balance`` or ``TextWrap/pretty``. A request's ``TitleRequest/textWrap``
  /// overrides it.
  public var textWrap: TextWrap = .wrap
  /// How the last allowed line ends when a title needs more lines: ``Truncation/fill``
  /// (UILabel's tail truncation, the default) or ``Truncation/lineClamp`` (Chromium's
  /// `-webkit-line-clamp`). A request's ``TitleRequest/truncation`` overrides it.
  public var truncation: Truncation = .fill
  /// The cells' direction (CSS `direction`): ``TextDirection/ltr`` (the default),
  /// ``TextDirection/rtl`` or ``TextDirection/auto``. A request's ``TitleRequest/direction``
  /// overrides it.
  public var direction: TextDirection = .ltr
  /// The colour of the title's text (used by renderers). Default #222222.
  public var titleColor: RGBColor = RGBColor(red: 0x22, green: 0x22, blue: 0x22)
  /// The longest title accepted, in UTF-16 code units. Default 10,000.
  public var maximumTitleLength: Int = 10_000
  /// The fontconfig configuration file system fallback uses (``FontEnvironment``), so that every
  /// replica of a fleet falls back to the same fonts in the same order; `nil` (the default) for
  /// fontconfig's own: the file `FONTCONFIG_FILE` names, else the system's.
  public var fontsConfig: String? = nil
  /// Named styles for the text runs of rich titles (``TitleRequest/runs``): a run's `style`
  /// names one. Each font is loaded when the composer is made, with the title's fallback faces.
  public var runStyles: [String: RunStyle] = [:]

  /// The seed's style.
  public init() {}

  /// Checks sizes and paddings.
  /// - Throws: ``ComposerError`` naming the first bad value.
  public func validate() throws(ComposerError) {
    for size in [titleSize, badgeSize] where !FontSizeRange.contains(size) {
      throw .invalidFontSize(size)
    }
    let geometry: [(String, Double)] = [
      ("badgeHorizontalPadding", badgeHorizontalPadding),
      ("badgeVerticalPadding", badgeVerticalPadding), ("badgeCornerRadius", badgeCornerRadius),
      ("badgeSpacing", badgeSpacing),
    ]
    for (name, value) in geometry where !(value.isFinite && value >= 0 && value <= 1000) {
      throw .invalidStyle(reason: "\(name) must be a finite number in [0, 1000], got \(value)")
    }
    guard lineHeightMultiple.isFinite && lineHeightMultiple > 0 && lineHeightMultiple <= 10 else {
      throw .invalidStyle(
        reason: "lineHeightMultiple must be in (0, 10], got \(lineHeightMultiple)")
    }
    if let lineHeight {
      guard LineHeightRange.contains(lineHeight) else {
        throw .invalidStyle(reason: "lineHeight \(LineHeightRange.requirement), got \(lineHeight)")
      }
      guard lineHeightMultiple == 1 else {
        throw .invalidStyle(
          reason: "give lineHeight (px) or lineHeightMultiple, not both (lineHeight"
            + " \(lineHeight), lineHeightMultiple \(lineHeightMultiple))")
      }
    }
    try Self.validateLetterSpacing(
      px: letterSpacing, em: letterSpacingEm, keys: ("letterSpacing", "letterSpacingEm"))
    try Self.validateLetterSpacing(
      px: badgeLetterSpacing, em: badgeLetterSpacingEm,
      keys: ("badgeLetterSpacing", "badgeLetterSpacingEm"))
    guard maximumTitleLength > 0 else {
      throw .invalidStyle(reason: "maximumTitleLength must be positive")
    }
    if let fontsConfig, fontsConfig.isEmpty {
      throw .invalidStyle(reason: "fontsConfig must name a file, got an empty string")
    }
    try validateRunStyles()
  }
}

extension TitleStyle {
  /// Checks one letter-spacing pair: each value in range, at most one of them non-zero.
  private static func validateLetterSpacing(px: Double, em: Double, keys: (String, String))
    throws(ComposerError)
  {
    guard LetterSpacing.containsPixels(px) else {
      throw .invalidStyle(
        reason: "\(keys.0) must be a finite number of pixels in [-1000, 1000], got \(px)")
    }
    guard LetterSpacing.containsEm(em) else {
      throw .invalidStyle(reason: "\(keys.1) must be a finite number in [-10, 10], got \(em)")
    }
    guard px == 0 || em == 0 else {
      throw .invalidStyle(
        reason: "give \(keys.0) (px) or \(keys.1), not both (\(keys.0) \(px), \(keys.1) \(em))")
    }
  }

  /// The title's letter-spacing in pixels at `size` (``letterSpacing`` or ``letterSpacingEm``).
  func titleLetterSpacing(atSize size: Double) -> Double {
    letterSpacing != 0 ? letterSpacing : letterSpacingEm * size
  }

  /// The badge label's letter-spacing in pixels at `size`.
  func badgeLetterSpacing(atSize size: Double) -> Double {
    badgeLetterSpacing != 0 ? badgeLetterSpacing : badgeLetterSpacingEm * size
  }
}

/// The line heights in pixels a composer accepts (``TitleStyle/lineHeight``,
/// ``TitleRequest/lineHeight``): at least one layout unit (1/64 px, so a line box is never 0 px
/// tall) and at most 10,000 px (a 1000 px font at ``TitleStyle/lineHeightMultiple`` 10).
enum LineHeightRange {
  /// Whether `lineHeight` is usable.
  static func contains(_ lineHeight: Double) -> Bool {
    lineHeight.isFinite && lineHeight >= 1 / LayoutRounding.unitsPerPixel && lineHeight <= 10_000
  }

  /// What a line height must be, for messages.
  static let requirement = "must be a finite number of pixels in [0.015625, 10000]"
}

/// The badge spacings in pixels a composer accepts: the range of the other badge geometry.
enum BadgeSpacingRange {
  /// Whether `spacing` is usable.
  static func contains(_ spacing: Double) -> Bool {
    spacing.isFinite && spacing >= 0 && spacing <= 1000
  }
}

/// The font sizes a composer accepts: above 0, at most 1000 px.
public enum FontSizeRange {
  /// Whether `size` is a usable pixel size.
  public static func contains(_ size: Double) -> Bool { size.isFinite && size > 0 && size <= 1000 }
}
