import Foundation
import TitleComposer
import TitleFonts
import TitleRendering

/// `title-preview tags`: lay out tag chips in a container and print them as text, JSON, PNG or
/// SVG.
enum TagsCommand {
  static let help = """
    OVERVIEW: Lay out tag chips — bordered pills of one line — flowed into rows of a container.

    USAGE: title-preview tags [options] <tag> [<tag> …]

    ARGUMENTS:
      <tag>                   A chip's title. None, or '-': one tag per line from standard input.

    OPTIONS:
      -w, --width <px>        Container width in pixels (default: 343).
      --selected <index>      Select the chip at this 0-based index (repeatable).
      --multiple              Allow several selected chips (default: at most one).
      --limit <n>             With --multiple: at most <n> selected chips.
      --alignment <mode>      leading | center | trailing | justified (default: leading).
      --max-rows <n>          Show at most <n> rows; later chips are hidden (default: all).
      --font-size <px>        Text size (default: 12).
      -f, --format <format>   text | json | png | svg (default: text).
      -o, --output <file>     Write the PNG or SVG here (default: standard output, not a terminal).
      --scale <factor>        PNG/SVG scale factor (default: 2).
      --svg-text <mode>       outlines (glyph paths, the default) | text (<text> elements).
      --background <color>    PNG/SVG background, #RRGGBB or #RRGGBBAA (default: transparent).
      --color <when>          auto | always | never (default: auto: a terminal whose TERM is not dumb).
      --no-system-fonts       Do not ask fontconfig for characters NanumGothic lacks.
      -h, --help              Show help information.

    A chip is its text's width snapped up to 1/64 px plus 30 px, and the font's line height plus
    13 px tall; selected chips have an orange (#FF7A00) border and text, others grey.

    EXIT STATUS: 0 success, 1 the chips could not be laid out or drawn, 64 usage error.
    """

  struct Options {
    var width = 343.0
    var selected: [Int] = []
    var multiple = false
    var limit: Int? = nil
    var layout = TagChipLayoutOptions()
    var output = SubcommandOutput()
    var tags: [[UInt8]]? = nil
    var showHelp = false
  }

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    var options = Options()
    var parser = SubcommandParser(arguments: arguments)
    var positional: [[UInt8]] = []
    while let argument = try parser.nextArgument() {
      switch argument.name {
      case "-h", "--help": options.showHelp = true
      case "-w", "--width": options.width = try parser.double(argument)
      case "--selected":
        options.selected.append(
          try parser.int(argument, in: Int.min...NumericOption.maximumTagCount))
      case "--multiple": options.multiple = true
      case "--limit":
        options.limit = try parser.int(argument, in: Int.min...NumericOption.maximumTagCount)
      case "--alignment": options.layout.alignment = try parser.choice(argument)
      case "--max-rows":
        options.layout.maximumRows = try parser.int(
          argument, in: Int.min...NumericOption.maximumTagCount)
      case "--font-size": options.layout.fontSize = try parser.double(argument)
      default:
        if try !options.output.parse(argument, with: &parser) { positional.append(argument.raw) }
      }
    }
    if options.limit != nil && !options.multiple {
      throw UsageError(description: "--limit needs --multiple")
    }
    if !positional.isEmpty && positional != [Array("-".utf8)] { options.tags = positional }
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      name: "tags", help: help, arguments: arguments, parse: parse, showsHelp: \.showHelp
    ) { options in
      let tags =
        try options.tags.map { try $0.map(UTF8Validation.string(from:)) }
        ?? SubcommandInput.lines()
      let layouter = try TagChipLayouter(fallback: options.output.fallback)
      let selection = try TagSelection(
        count: tags.count, mode: options.multiple ? .multiple(limit: options.limit) : .single,
        selected: options.selected)
      let layout = try layouter.layout(
        tags, width: options.width, options: options.layout, selection: selection)
      switch options.output.format {
      case .text:
        try StandardOutput.write(
          TagsPreview(colored: Terminal.wantsColor(options.output.color)).render(layout))
        return .success
      case .json:
        return try options.output.printJSON(layout)
      case .png, .svg:
        let bytes = try ChipListRenderer(layouter: layouter).render(
          layout, style: try options.output.cellStyle())
        return try options.output.write(bytes)
      }
    }
  }
}

/// The parts every subcommand shares: usage errors (exit 64), `--help`, and failures reported
/// as one line on standard error (exit 1).
enum Subcommand {
  static func run<Options>(
    name: String, help: String, arguments: [[UInt8]],
    parse: ([[UInt8]]) throws(UsageError) -> Options, showsHelp: (Options) -> Bool,
    body: (Options) throws -> ExitStatus
  ) -> ExitStatus {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      writeError(error.description + "\n(see 'title-preview \(name) --help')")
      return .usage
    }
    if showsHelp(options) { return TitlePreview.printText(help) }
    do {
      return try body(options)
    } catch {
      writeError(SubcommandOutput.message(error))
      return .failure
    }
  }
}

/// Tag chips in a terminal: one line per row, each chip `( text )`, a selected one `(✓ text )`
/// (in its colours when colour is on), then the chips' widths. Control characters and bidi
/// overrides in a chip's text are shown escaped (``VisibleText``).
struct TagsPreview {
  let colored: Bool

  func render(_ layout: TagChipLayout) -> String {
    var output = ""
    for row in 0..<layout.rowCount {
      let chips = layout.chips.filter { $0.row == row }
      let tokens = chips.map { chip in
        paint(
          (chip.isSelected ? "(✓ " : "( ") + VisibleText.escaping(chip.text) + " )",
          chip.textColor)
      }
      output += "\(row + 1)  " + tokens.joined(separator: " ") + "\n"
      output += "   w " + chips.map { number($0.frame.width) }.joined(separator: ", ") + " px\n"
    }
    let selected = layout.chips.filter(\.isSelected).count
    var facts = [
      "\(layout.chips.count) chip\(layout.chips.count == 1 ? "" : "s")",
      "\(layout.rowCount) row\(layout.rowCount == 1 ? "" : "s")",
      "\(selected) selected", "height \(number(layout.contentHeight)) px",
      "width \(number(layout.width)) px",
    ]
    if !layout.hiddenIndices.isEmpty { facts.append("\(layout.hiddenIndices.count) hidden") }
    let truncated = layout.chips.filter(\.isTruncated).count
    if truncated > 0 { facts.append("\(truncated) truncated") }
    return output + facts.joined(separator: " · ") + "\n"
  }

  private func paint(_ text: String, _ color: RGBColor) -> String {
    guard colored else { return text }
    return "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m" + text + "\u{1B}[0m"
  }
}

/// A number for people: at most two decimals, no trailing zeros.
func number(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  guard let whole = CheckedInteger.exact(rounded), Double(whole) == rounded else {
    return String(rounded)
  }
  return String(whole)
}

/// One option or argument of a subcommand's command line.
struct SubcommandArgument {
  /// The option's name (`--width` of `--width=3` too) or the argument itself.
  let name: String
  let raw: [UInt8]
  let inlineValue: String?
}

/// Reads the command line of `tags` and `tooltip`: options with a value after them or after
/// `=`, `--` ending the options, anything else starting with `-` (but `-` itself) unknown.
struct SubcommandParser {
  let arguments: [[UInt8]]
  var index = 0
  var endOfOptions = false
  private var current: SubcommandArgument? = nil

  init(arguments: [[UInt8]]) { self.arguments = arguments }

  /// The next argument; options come back by name and are checked by the caller, positional
  /// ones with `name` = the text (the caller appends them when no option matches).
  mutating func nextArgument() throws(UsageError) -> SubcommandArgument? {
    guard index < arguments.count else { return nil }
    let raw = arguments[index]
    index += 1
    let text = String(decoding: raw, as: UTF8.self)
    if !endOfOptions && text == "--" {
      endOfOptions = true
      return try nextArgument()
    }
    if endOfOptions || !text.hasPrefix("-") || text == "-" {
      return SubcommandArgument(name: "", raw: raw, inlineValue: nil)
    }
    if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
      return SubcommandArgument(
        name: String(text[..<equals]), raw: raw,
        inlineValue: String(text[text.index(after: equals)...]))
    }
    return SubcommandArgument(name: text, raw: raw, inlineValue: nil)
  }

  /// The value of an option: after `=` or the next argument.
  mutating func value(_ argument: SubcommandArgument) throws(UsageError) -> String {
    if let inline = argument.inlineValue { return inline }
    guard index < arguments.count else {
      throw UsageError(description: "missing value for \(argument.name)")
    }
    index += 1
    return String(decoding: arguments[index - 1], as: UTF8.self)
  }

  /// A whole number in `range` (``NumericOption/integer(_:option:in:)``).
  mutating func int(
    _ argument: SubcommandArgument, in range: ClosedRange<Int> = Int.min...Int.max
  ) throws(UsageError) -> Int {
    try NumericOption.integer(try value(argument), option: argument.name, in: range)
  }

  /// A number (``NumericOption/number(_:option:)``).
  mutating func double(_ argument: SubcommandArgument) throws(UsageError) -> Double {
    try NumericOption.number(try value(argument), option: argument.name)
  }

  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ argument: SubcommandArgument
  ) throws(UsageError) -> Value where Value.RawValue == String {
    let text = try value(argument)
    guard let value = Value(rawValue: text) else {
      let choices = Value.allCases.map(\.rawValue).joined(separator: "|")
      throw UsageError(description: "\(argument.name) expects one of \(choices), got '\(text)'")
    }
    return value
  }

  /// `x,y,width,height`.
  mutating func rect(_ argument: SubcommandArgument) throws(UsageError) -> Rect {
    let text = try value(argument)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3]
    else {
      throw UsageError(
        description:
          "\(argument.name) must be x,y,width,height (four finite numbers), got '\(text)'")
    }
    return Rect(x: x, y: y, width: w, height: h)
  }

  mutating func color(_ argument: SubcommandArgument) throws(UsageError) -> RGBColor {
    let text = try value(argument)
    guard let color = RGBColor(hex: text) else {
      throw UsageError(description: "\(argument.name) expects #RRGGBB or #RRGGBBAA, got '\(text)'")
    }
    return color
  }
}

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

/// Standard input for subcommands that got no text arguments.
enum SubcommandInput {
  /// Standard input without its final newline, validated as UTF-8.
  /// - Throws: ``InputReadError`` when it cannot be read, ``ComposerError`` for invalid UTF-8.
  static func text() throws -> String {
    var bytes = try StandardInput.readAll()
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    return try UTF8Validation.string(from: bytes)
  }

  /// Standard input's non-empty lines.
  /// - Throws: as ``text()``.
  static func lines() throws -> [String] {
    try text().split(whereSeparator: \.isNewline).map(String.init)
  }
}
