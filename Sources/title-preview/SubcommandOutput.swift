import Foundation
import TitleComposer
import TitleRendering

/// The output options `tags` and `tooltip` share, and writing what they produce.
struct SubcommandOutput {
  var format = OutputFormat.text
  var outputPath: String? = nil
  var scale = 2.0
  var svgText = SVGTextMode.outlines
  var background: RGBColor? = nil
  var color = ColorChoice.auto
  var usesSystemFonts = true

  /// Takes `argument` if it is an output option.
  /// - Returns: whether it was; `false` for a positional argument.
  /// - Throws: ``UsageError`` for a bad value or an unknown option.
  mutating func parse(_ argument: SubcommandArgument, with parser: inout SubcommandParser)
    throws(UsageError) -> Bool
  {
    switch argument.name {
    case "-f", "--format": format = try parser.choice(argument)
    case "-o", "--output": outputPath = try parser.value(argument)
    case "--scale": scale = try parser.double(argument)
    case "--svg-text": svgText = try parser.choice(argument)
    case "--background": background = try parser.color(argument)
    case "--color": color = try parser.choice(argument)
    case "--no-system-fonts": usesSystemFonts = false
    case "": return false
    default: throw UsageError(description: "unknown option '\(argument.name)'")
    }
    return true
  }

  /// NanumGothic's fallback: system fonts unless `--no-system-fonts`.
  var fallback: FontFallback { usesSystemFonts ? .default : .none }

  /// The PNG/SVG style: transparent or `--background`, `--scale`, `--format`, `--svg-text`.
  func cellStyle() throws(RenderError) -> CellStyle {
    var style = CellStyle()
    style.format = format == .svg ? .svg : .png
    style.scale = scale
    style.svgText = svgText
    style.background = background
    try style.validate()
    return style
  }

  /// Prints a layout as pretty JSON with sorted keys.
  func printJSON(_ value: some Encodable) throws -> ExitStatus {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try StandardOutput.write(try encoder.encode(value) + [0x0A])
    return .success
  }

  /// Writes PNG or SVG bytes to `-o` or standard output (never a PNG to a terminal).
  func write(_ bytes: [UInt8]) throws -> ExitStatus {
    if let outputPath {
      try OutputFile.write(bytes, to: outputPath)
    } else if format == .png && isatty(STDOUT_FILENO) == 1 {
      writeError("refusing to write a PNG to a terminal: use -o FILE or a pipe")
      return .usage
    } else {
      try StandardOutput.write(bytes)
    }
    return .success
  }

  /// A failure's one-line message.
  static func message(_ error: any Error) -> String {
    switch error {
    case let error as CustomStringConvertible: error.description
    default: String(describing: error)
    }
  }
}
