import TitleFonts

/// The chains a composer measures with: a ``GlyphRun/faceIndex`` of a title's line names a face
/// of ``titleFonts``, one of its badge's label a face of ``badgeFonts``.
extension Composer {
  /// The title's fallback chain (the style's title font, then fallback faces).
  public var titleFonts: FontFallbackChain { titleChain }
  /// The badge label's fallback chain.
  public var badgeFonts: FontFallbackChain { badgeChain }
  /// The installed fonts system fallback draws from (``TitleStyle/fontsConfig``): its order per
  /// language and its ``FontEnvironment/fingerprint``.
  public var fontEnvironment: FontEnvironment { titleChain.environment }
}
