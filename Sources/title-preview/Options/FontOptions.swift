import TitleFonts

/// The option group of what a composer is made from: `--catalog`, `--style`,
/// `--fallback-font`, `--fonts-config`, `--no-system-fonts`.
struct FontOptions {
  var catalogPath: String? = nil
  var stylePath: String? = nil
  /// Paths, or font objects as JSON (`{"path": "f.ttc", "index": 1}`), in order.
  var fallbackFonts: [String] = []
  /// The fontconfig configuration system fallback uses (`--fonts-config`).
  var fontsConfig: String? = nil
  var usesSystemFonts = true

  /// `--fonts-config` and `--no-system-fonts` (`tags` and `tooltip`, whose font is the bundled
  /// one).
  static var systemFonts: [CommandOption<Self>] {
    [
      .text(
        "--fonts-config", value: "<file>",
        help: """
          The fontconfig configuration system fallback uses, so every replica
          of a fleet falls back alike (overrides the style's fontsConfig;
          default: fontconfig's own, FONTCONFIG_FILE or the system's).
          """, at: \.fontsConfig),
      .flag(
        "--no-system-fonts",
        help: "Do not ask fontconfig for characters no configured font has."
      ) { $0.usesSystemFonts = false },
    ]
  }

  /// The font environment `--fonts-config` names, else fontconfig's own.
  /// - Throws: ``TitleFonts/FontError`` when the file cannot be used.
  func environment() throws(FontError) -> FontEnvironment {
    guard let fontsConfig else { return .default }
    return try FontEnvironment.shared(configurationFile: fontsConfig)
  }

  /// The whole group (the title preview, batch mode and `serve`).
  static var all: [CommandOption<Self>] {
    [
      .text(
        "--catalog", value: "<file>",
        help: """
          Categories from JSON: [{"id", "label", "background", "foreground"}, …]
          (at most 100000 categories, 16 MiB).
          """, at: \.catalogPath),
      .text(
        "--style", value: "<file>",
        help: """
          Fonts, sizes, paddings and colours from JSON: TitleStyle's keys and
          the cell's (padding, background, titleColor, scale, svgText); an
          unknown or repeated key is an error (at most 1 MiB).
          """, at: \.stylePath),
      .value(
        "--fallback-font", value: "<font>",
        help: """
          A fallback font, tried in order (repeatable): a path, or a face of a
          file as JSON: '{"path": "f.ttc", "index": 1}' (a collection's face,
          from 0), '{"path": "v.ttf", "instance": "Bold"}' (a named instance),
          '{"path": "v.ttf", "variations": {"wght": 600}}' (axis values).
          """
      ) { options, font, _ in options.fallbackFonts.append(font) },
    ] + systemFonts
  }
}
