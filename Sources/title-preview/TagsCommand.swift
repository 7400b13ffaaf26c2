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
