import TitleFonts

extension Composer {
  /// The chain of each run style that names a font: the title's or badge's chain when it is that
  /// font, else one loaded with the composer's fallback (each font once, however many styles
  /// name it).
  static func runStyleChains(
    style: TitleStyle, title: FontFallbackChain, badge: FontFallbackChain,
    loader: inout FontLoader, fallback: FontFallback, environment: FontEnvironment
  ) throws(ComposerError) -> [String: FontFallbackChain] {
    var byFont: [FontSource: FontFallbackChain] = [style.titleFont: title]
    if byFont[style.badgeFont] == nil { byFont[style.badgeFont] = badge }
    var chains: [String: FontFallbackChain] = [:]
    // Sorted, so that the fonts load in the same order on every run.
    for name in style.runStyles.keys.sorted() {
      guard let font = style.runStyles[name]?.font else { continue }
      if let known = byFont[font] {
        chains[name] = known
      } else {
        let chain = try loader.chain(primary: font, fallback: fallback, environment: environment)
        byFont[font] = chain
        chains[name] = chain
      }
    }
    return chains
  }

  /// The fonts of a run style, for renderers that draw a rich title's parts
  /// (``LinePart/style``): its own font's chain, or the title's for `nil` or a style that
  /// names no font.
  public func fonts(forRunStyle name: String?) -> FontFallbackChain {
    guard let name, let chain = runStyleChains[name] else { return titleChain }
    return chain
  }
}

extension TitleStyle {
  /// Checks every run style: a name that is not empty, a size in ``FontSizeRange``, a finite
  /// letter-spacing in ``LetterSpacing``'s range.
  func validateRunStyles() throws(ComposerError) {
    for (name, runStyle) in runStyles.sorted(by: { $0.key < $1.key }) {
      guard !name.isEmpty else { throw .invalidStyle(reason: "a run style's name is empty") }
      if let size = runStyle.size, !FontSizeRange.contains(size) {
        throw .invalidStyle(
          reason: "runStyles.\(name).size must be a finite number in (0, 1000], got \(size)")
      }
      if let spacing = runStyle.letterSpacing, !LetterSpacing.containsPixels(spacing) {
        throw .invalidStyle(
          reason: "runStyles.\(name).letterSpacing must be a finite number of pixels in"
            + " [-1000, 1000], got \(spacing)")
      }
    }
  }
}
