import TitleComposer
import TitleFonts

/// One composer per title font, made on first use, for the corpora whose cases name their fonts
/// (multi-font, letter-spacing GPOS, line height, reshaped line ends): the title font and badge
/// font of the case, the rest of the style the default, system fallback as Chromium's.
struct CorpusComposers {
  private var composers: [FontSource: Composer] = [:]

  /// The composer for cases in `titleFont` with `badgeFont`.
  mutating func composer(titleFont: FontSource, badgeFont: FontSource) throws -> Composer {
    if let known = composers[titleFont] { return known }
    var style = TitleStyle()
    style.titleFont = titleFont
    style.badgeFont = badgeFont
    let composer = try Composer(style: style, fallback: MultiFontLinesMatchChromeTests.fallback)
    composers[titleFont] = composer
    return composer
  }
}
