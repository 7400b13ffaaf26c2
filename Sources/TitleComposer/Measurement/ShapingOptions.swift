import TitleFonts

/// How the measurer shapes runs of faces that have layout tables: the content language, which
/// picks `locl` forms, and feature changes on top of HarfBuzz's defaults (Chromium's set).
struct ShapingOptions: Sendable, Equatable {
  /// The BCP 47 language tag of the text.
  var language: String = "ko"
  /// Features to switch on or off for every run (e.g. ``ShapingFeature/ligaturesOff``).
  var features: [ShapingFeature] = []
}
