/// The option group of what a composer is made from: `--catalog`, `--style`,
/// `--fallback-font`, `--no-system-fonts`.
struct FontOptions {
  var catalogPath: String? = nil
  var stylePath: String? = nil
  /// Paths, or font objects as JSON (`{"path": "f.ttc", "index": 1}`), in order.
  var fallbackFonts: [String] = []
  var usesSystemFonts = true

  /// `--no-system-fonts` alone (`tags` and `tooltip`, whose font is the bundled one).
  static var noSystemFonts: CommandOption<Self> {
    .flag(
      "--no-system-fonts",
      help: "Do not ask fontconfig for characters no configured font has."
    ) { $0.usesSystemFonts = false }
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
      noSystemFonts,
    ]
  }
}
