import TitleFonts

/// A run style resolved for one request: the font at its size, the letter-spacing as Blink
/// holds it and the colour; what the measurer, the line boxes and the renderers read.
struct RichRunStyle {
  /// The style's name (`nil`: the title's own style).
  let name: String?
  /// The font at the run's size (its chain is the composer's, which outlives the request).
  let font: ScaledFontChain
  /// The letter-spacing in pixels, quantized as Blink holds it (0 for none).
  let tracking: Double
  /// The colour the run is drawn in.
  let color: RGBColor

  /// Whether text in `self` and in `other` is shaped together: the same chain, size and
  /// letter-spacing (Blink shapes adjacent items of one font as one run).
  func shapesTogether(with other: RichRunStyle) -> Bool {
    font.chain === other.font.chain && font.size == other.font.size && tracking == other.tracking
  }
}

extension Composer {
  /// The resolved style `name` (``TitleStyle/runStyles``; `nil` is the title's own) for
  /// `request`: each field the run style leaves out is the title's.
  func richRunStyle(_ name: String?, request: TitleRequest, titleFont: ScaledFontChain)
    -> RichRunStyle
  {
    let titleSpacing = titleLetterSpacing(for: request, size: titleFont.size)
    guard let name, let runStyle = style.runStyles[name] else {
      return RichRunStyle(
        name: name, font: titleFont,
        tracking: titleSpacing == 0 ? 0 : LetterSpacing.quantized(titleSpacing),
        color: style.titleColor)
    }
    let chain = runStyleChains[name] ?? titleChain
    let font =
      chain === titleChain && (runStyle.size ?? titleFont.size) == titleFont.size
      ? titleFont
      : ScaledFontChain(chain: chain, size: runStyle.size ?? titleFont.size, language: request.lang)
    let spacing = runStyle.letterSpacing ?? titleSpacing
    return RichRunStyle(
      name: name, font: font, tracking: spacing == 0 ? 0 : LetterSpacing.quantized(spacing),
      color: runStyle.color ?? style.titleColor)
  }
}

/// The resolved styles of one rich title, found by name: a title names a handful, so a search
/// through them costs less than hashing a name.
struct RichRunStyles {
  /// Every style, each name once, in the order they were added.
  private(set) var all: [RichRunStyle]

  /// No styles yet, with room for `capacity`.
  init(capacity: Int) {
    all = []
    all.reserveCapacity(capacity)
  }

  /// The style named `name` (`nil`: the title's own), if resolved.
  subscript(name: String?) -> RichRunStyle? {
    for style in all where style.name == name { return style }
    return nil
  }

  /// The index in ``all`` of the style named `name`, if resolved.
  func index(of name: String?) -> Int? {
    all.firstIndex { $0.name == name }
  }

  /// Adds `style`, whose name is not among ``all`` yet.
  mutating func append(_ style: RichRunStyle) { all.append(style) }
}
