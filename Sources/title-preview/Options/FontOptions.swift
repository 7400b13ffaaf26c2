import TitleComposer
import TitleWire

/// The option group of what a composer is made from: `--catalog`, `--style`, `--title-font`,
/// `--badge-font`, `--fallback-font`, `--no-system-fonts`.
struct FontOptions {
  var catalogPath: String? = nil
  var stylePath: String? = nil
  /// The title's font as given (``fontSource(_:option:)``), over the style file's `titleFont`.
  var titleFont: String? = nil
  /// The badge's font as given, over the style file's `badgeFont`.
  var badgeFont: String? = nil
  /// Fonts as given (``fontSource(_:option:)``), in order.
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
          the cell's (padding, background, titleColor, scale, format, svgText); an
          unknown or repeated key is an error (at most 1 MiB).
          """, at: \.stylePath),
      .text(
        "--title-font", value: "<font>",
        help: """
          The title's font, over the style's titleFont: NanumGothic,
          NanumGothicBold (bundled), a path, PATH#INDEX (a collection's face,
          from 0), or a font object as JSON: '{"path": "f.ttc", "index": 1}',
          '{"path": "v.ttf", "instance": "Bold"}' (a named instance),
          '{"path": "v.ttf", "variations": {"wght": 600}}' (axis values).
          """, at: \.titleFont),
      .text(
        "--badge-font", value: "<font>",
        help: """
          The badge label's font, over the style's badgeFont (the forms of
          --title-font).
          """, at: \.badgeFont),
      .value(
        "--fallback-font", value: "<font>",
        help: """
          A fallback font, tried in order (repeatable; the forms of
          --title-font).
          """
      ) { options, font, _ in options.fallbackFonts.append(font) },
      noSystemFonts,
    ]
  }

  /// The font an argument names, in the forms a style file takes: an argument that starts with
  /// `{` is a font object (`{"path": "f.ttc", "index": 1}`), any other a bundled font's name, a
  /// path or `PATH#INDEX` (``FontSource/init(text:)``).
  /// - Parameters:
  ///   - argument: the option's value.
  ///   - option: the option's name, for messages.
  /// - Throws: ``ComposerError/invalidStyle(reason:)`` for a font object that is not valid.
  static func fontSource(_ argument: String, option: String) throws(ComposerError) -> FontSource {
    argument.hasPrefix("{")
      ? try FontSource(json: Array(argument.utf8), source: option) : FontSource(text: argument)
  }
}
