/// Which faces draw the characters the title and badge fonts lack.
///
/// The chain is: the style's font, then `fonts` in order, then (if `usesSystemFonts`) whatever
/// fontconfig finds on the machine for a character no face covers — as Pango and Chromium do.
/// A reproducible server names its fonts and turns system fonts off.
public struct FontFallback: Sendable, Hashable, Codable {
  /// Faces tried, in order, after the style's font.
  public var fonts: [FontSource]
  /// Whether fontconfig is asked for characters no face covers.
  public var usesSystemFonts: Bool

  /// A fallback chain.
  public init(fonts: [FontSource] = [], usesSystemFonts: Bool = true) {
    self.fonts = fonts
    self.usesSystemFonts = usesSystemFonts
  }

  /// The default: the other bundled Nanum font, then system fonts.
  public static let `default` = FontFallback(fonts: [], usesSystemFonts: true)

  /// Only the style's fonts: every other character draws as .notdef and is counted missing.
  public static let none = FontFallback(fonts: [], usesSystemFonts: false)
}
