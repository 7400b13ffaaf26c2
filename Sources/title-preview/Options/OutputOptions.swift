import TitleComposer
import TitleRendering

/// The option group of what a command prints and where: `--format`, `--output`, `--scale`,
/// `--svg-text`, `--color` (and `--background` where the cell has no style file).
struct OutputOptions {
  var format = OutputFormat.text
  /// Where a PNG or SVG goes (`nil`: standard output).
  var outputPath: String? = nil
  /// `nil`: the style file's, or 2.
  var scale: Double? = nil
  /// `nil`: the style file's, or outlines.
  var svgText: SVGTextMode? = nil
  /// `nil`: the style file's, or transparent.
  var background: RGBColor? = nil
  var color = ColorChoice.auto

  /// The group, `--scale`'s default described as `scaleDefault`.
  static func all(scaleDefault: String) -> [CommandOption<Self>] {
    [
      .choice(
        "-f", "--format", value: "<format>", help: "text | json | png | svg (default: text).",
        at: \.format),
      .text(
        "-o", "--output", value: "<file>",
        help: "Write the PNG or SVG here (default: standard output, not a terminal).",
        at: \.outputPath),
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
