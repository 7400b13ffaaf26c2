import Glibc
import TitleComposer
import TitleFonts
import TitleRendering
import TitleWidgets

/// `title-preview tags`: lay out tag chips in a container and print them as text, JSON, PNG or
/// SVG.
enum TagsCommand {
  struct Options {
    var width = 343.0
    var selected: [Int] = []
    var multiple = false
    var limit: Int? = nil
    var layout = TagChipLayoutOptions()
    var output = OutputOptions()
    var fonts = FontOptions()
    var tags: [[UInt8]]? = nil
    var showHelp = false
  }

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Options> {
    CommandSpec(
      name: "tags",
      overview: "Lay out tag chips — bordered pills of one line — flowed into rows of a container.",
      usage: ["title-preview tags [options] <tag> [<tag> …]"],
      sections: [
        .init(
          title: "ARGUMENTS",
          rows: [
            .init(
              label: "<tag>",
              text: "A chip's title. None, or '-': one tag per line from standard input.")
          ])
      ],
      options: chipOptions + OutputOptions.all(scaleDefault: "2").lifted(\.output)
        + [OutputOptions.backgroundOption.lifted(\.output)]
        + FontOptions.systemFonts.lifted(\.fonts) + [CommandOption.help.lifted(\.showHelp)],
      epilogue: """
        A chip is its text's width snapped up to 1/64 px plus 30 px, and the font's line height plus
        13 px tall; selected chips have an orange (#FF7A00) border and text, others grey.

        EXIT STATUS: 0 success, 1 the chips could not be laid out or drawn, 64 usage error.
        """)
  }

  private static var chipOptions: [CommandOption<Options>] {
    [
      .number(
        "-w", "--width", value: "<px>", help: "Container width in pixels (default: 343).",
        at: \.width),
      .value(
        "--selected", value: "<index>", help: "Select the chip at this 0-based index (repeatable)."
      ) { options, text, name throws(UsageError) in
        options.selected.append(
          try NumericOption.integer(text, option: name, in: Int.min...NumericOption.maximumTagCount)
        )
      },
      .flag("--multiple", help: "Allow several selected chips (default: at most one).") {
        $0.multiple = true
      },
      .integer(
        "--limit", value: "<n>", help: "With --multiple: at most <n> selected chips.",
        in: Int.min...NumericOption.maximumTagCount, at: \.limit),
      .choice(
        "--alignment", value: "<mode>",
        help: "leading | center | trailing | justified (default: leading).", at: \.layout.alignment),
      .choice(
        "--truncation", value: "<mode>",
        help: """
          fill | lineClamp: a chip too wide for its row keeps the graphemes
          that fit with "…", or its text's first line as Chromium's
          -webkit-line-clamp: 1 draws it (default: fill).
          """, at: \.layout.truncation),
      .choice(
        "--direction", value: "<dir>",
        help: """
          ltr | rtl | auto: rtl flows the chips from the right edge, auto
          takes the first tag's first strong character (default: ltr).
          """, at: \.layout.direction),
      .integer(
        "--max-rows", value: "<n>",
        help: "Show at most <n> rows; later chips are hidden (default: all).",
        in: Int.min...NumericOption.maximumTagCount, at: \.layout.maximumRows),
      .number(
        "--font-size", value: "<px>", help: "Text size (default: 12).", at: \.layout.fontSize),
    ]
  }

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    let parsed = try spec.parse(arguments, into: Options())
    var options = parsed.options
    if options.limit != nil && !options.multiple {
      throw UsageError(description: "--limit needs --multiple")
    }
    if !parsed.positional.isEmpty && parsed.positional != [Array("-".utf8)] {
      options.tags = parsed.positional
    }
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      spec: spec, arguments: arguments, parse: parse, showsHelp: \.showHelp
    ) { options in
      let tags =
        try options.tags.map { try $0.map(UTF8Validation.string(from:)) }
        ?? StandardInput.lines()
      let layouter = try TagChipLayouter(
        fallback: options.fonts.usesSystemFonts ? .default : .none,
        environment: try options.fonts.environment())
      let selection = try TagSelection(
        count: tags.count, mode: options.multiple ? .multiple(limit: options.limit) : .single,
        selected: options.selected)
      let layout = try layouter.layout(
        tags, width: options.width, options: options.layout, selection: selection)
      switch options.output.format {
      case .text:
        return try options.output.printText(
          TagsPreview(colored: options.output.wantsColor).render(layout))
      case .json:
        return try options.output.printJSON(layout)
      case .png, .svg:
        let bytes = try ChipListRenderer(layouter: layouter).render(
          layout, style: try options.output.cellStyle())
        return try options.output.writeCell(bytes)
      }
    }
  }
}
