import TitleFonts

/// How the measurer shapes runs of faces that have layout tables beyond the content language
/// (``ScaledFontChain/language``): feature changes on top of HarfBuzz's defaults, which are
/// Chromium's set.
struct ShapingOptions: Sendable, Equatable {
  /// Features to switch on or off for every run (e.g. ``ShapingFeature/ligaturesOff``).
  var features: [ShapingFeature] = []
}
