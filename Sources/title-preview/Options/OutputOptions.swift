import TitleComposer
import TitleRendering

/// The option group of what a command prints and where: `--format`, `--output`, `--scale`,
/// `--svg-text`, `--color` (and `--background` where the cell has no style file).
struct OutputOptions {
  var format = OutputFormat.text
  /// Whether `-f` was given: otherwise a style file's `format` chooses (``styleFormat(_:)``).
  var formatIsGiven = false
  /// Where the output goes, whatever its format (`nil`: standard output).
  var outputPath: String? = nil
  /// `nil`: the style file's, or 2.
  var scale: Double? = nil
  /// `nil`: the style file's, or outlines.
  var svgText: SVGTextMode? = nil
  /// `nil`: the style file's, or transparent.
  var background: RGBColor? = nil
  var color = ColorChoice.auto

  /// The group, `--format`'s default described as `formatDefault` and `--scale`'s as
  /// `scaleDefault`.
  static func all(formatDefault: String = "text", scaleDefault: String) -> [CommandOption<Self>] {
    [
      .value(
        "-f", "--format", value: "<format>",
        help: "text | json | png | svg (default: \(formatDefault))."
      ) { options, text, name throws(UsageError) in
        options.format = try OptionValue.choice(text, option: name)
        options.formatIsGiven = true
      },
      .text(
        "-o", "--output", value: "<file>",
        help: """
          Write the output here, in any format (default: standard output; a PNG
          never goes to a terminal).
          """, at: \.outputPath),
      .number(
        "--scale", value: "<factor>",
        help: "PNG/SVG scale factor, e.g. 1, 2, 3 (default: \(scaleDefault)).", at: \.scale),
      .choice(
        "--svg-text", value: "<mode>",
        help: "outlines (glyph paths, the default) | text (<text> elements).", at: \.svgText),
      .choice(
        "--color", value: "<when>",
        help: "auto | always | never (default: auto: a terminal whose TERM is not dumb).",
        at: \.color),
    ]
  }

  /// `--background`, for cells without a style file (`tags`, `tooltip`).
  static var backgroundOption: CommandOption<Self> {
    .value(
      "--background", value: "<color>",
      help: "PNG/SVG background, #RRGGBB or #RRGGBBAA (default: transparent)."
    ) { options, text, name throws(UsageError) in
      options.background = try OptionValue.color(text, option: name)
    }
  }

  /// These options with the format a style file names (its `format` key) when `-f` was not
  /// given: `-f` first, then the style file, then text.
  /// - Parameter styleFormat: the style file's `format`, `nil` when it has none.
  func styleFormat(_ styleFormat: TitleRendering.OutputFormat?) -> OutputOptions {
    guard !formatIsGiven, let styleFormat else { return self }
    var options = self
    options.format = styleFormat == .svg ? .svg : .png
    return options
  }

  /// `base` (a style file's cell keys, or the defaults) with the options' format, scale, SVG
  /// text mode and background over it.
  /// - Throws: ``RenderError`` for a scale or size the renderer refuses.
  func cellStyle(over base: CellStyle = CellStyle()) throws(RenderError) -> CellStyle {
    var style = base
    style.format = format == .svg ? .svg : .png
    if let scale { style.scale = scale }
    if let svgText { style.svgText = svgText }
    if let background { style.background = background }
    try style.validate()
    return style
  }
}
