import Glibc
import TitleComposer
import TitleFonts
import TitleRendering
import TitleWidgets

/// `title-preview tooltip`: lay out a tooltip beside an anchor and print it as text, JSON, PNG
/// or SVG.
enum TooltipCommand {
  /// What a PNG or SVG shows.
  enum Area: String, CaseIterable {
    case frame, bounds
  }

  struct Options {
    var maximumWidth = 200.0
    var bounds = Rect(x: 0, y: 0, width: 375, height: 667)
    var anchor: Rect? = nil
    var area = Area.frame
    var layout = TooltipOptions()
    var output = OutputOptions()
    var fonts = FontOptions()
    var text: [UInt8]? = nil
    var showHelp = false

    /// The anchor, or a 40×40 box centred in the bounds.
    var resolvedAnchor: Rect {
      anchor
        ?? Rect(
          x: bounds.x + bounds.width / 2 - 20, y: bounds.y + bounds.height / 2 - 20, width: 40,
          height: 40)
    }
  }

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Options> {
    CommandSpec(
      name: "tooltip",
      overview: "Lay out a tooltip: a label wrapped in a rounded bubble, with a tip at an anchor.",
      usage: ["title-preview tooltip [options] [<text>]"],
      sections: [
        .init(
          title: "ARGUMENTS",
          rows: [
            .init(
              label: "<text>",
              text: """
                The label ('\\n' in it breaks the line). Omitted or '-': read it
                from standard input.
                """)
          ])
      ],
      options: bubbleOptions + OutputOptions.all(scaleDefault: "2").lifted(\.output)
        + [areaOption, OutputOptions.backgroundOption.lifted(\.output)]
        + FontOptions.systemFonts.lifted(\.fonts) + [CommandOption.help.lifted(\.showHelp)],
      epilogue:
        "EXIT STATUS: 0 success, 1 the tooltip could not be laid out or drawn, 64 usage error.")
  }

  private static var bubbleOptions: [CommandOption<Options>] {
    [
      .choice(
        "--position", value: "<edge>",
        help: """
          top (the bubble below the anchor, tip on its top edge) | bottom
          (the bubble above it, tip on its bottom edge) (default: bottom).
          The tooltip flips when that side has no room.
          """, at: \.layout.position),
      .choice(
        "--direction", value: "<dir>",
        help: """
          ltr | rtl | auto: rtl aligns the label's lines right, auto takes
          its first strong character (default: ltr, lines centred).
          """, at: \.layout.direction),
      .number(
        "--max-width", value: "<px>", help: "The bubble's widest width (default: 200).",
        at: \.maximumWidth),
      .value(
        "--bounds", value: "<x,y,w,h>",
        help: "The area the bubble stays 8 px inside (default: 0,0,375,667)."
      ) { options, text, name throws(UsageError) in
        options.bounds = try OptionValue.rect(text, option: name)
      },
      .value(
        "--anchor", value: "<x,y,w,h>",
        help: """
          What the tip points at (default: a 40×40 box centred in the
          bounds: 167.5,313.5,40,40 for the default bounds).
          """
      ) { options, text, name throws(UsageError) in
        options.anchor = try OptionValue.rect(text, option: name)
      },
      .number(
        "--font-size", value: "<px>", help: "Label size (default: 12).", at: \.layout.fontSize),
      .integer(
        "-l", "--lines", value: "<n>", help: "Most label lines; 0 = unlimited (default: 0).",
        in: Int.min...NumericOption.maximumLines, at: \.layout.numberOfLines),
    ]
  }

  private static var areaOption: CommandOption<Options> {
    .choice(
      "--area", value: "<area>",
      help: """
        PNG/SVG: frame (the tooltip alone) | bounds (the whole bounds)
        (default: frame).
        """, at: \.area)
  }

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    let parsed = try spec.parse(arguments, into: Options())
    var options = parsed.options
    guard parsed.positional.count <= 1 else {
      throw UsageError(
        description: "expected one text, got \(parsed.positional.count) arguments (quote the text)")
    }
    if let text = parsed.positional.first, text != Array("-".utf8) { options.text = text }
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      spec: spec, arguments: arguments, parse: parse, showsHelp: \.showHelp
    ) { options in
      let text = try StandardInput.text(or: options.text)
      let layouter = try TooltipLayouter(
        fallback: options.fonts.usesSystemFonts ? .default : .none,
        environment: try options.fonts.environment())
      let layout = try layouter.layout(
        text, maximumWidth: options.maximumWidth, pointingAt: options.resolvedAnchor,
        in: options.bounds, options: options.layout)
      switch options.output.format {
      case .text:
        return try options.output.printText(TooltipPreview().render(layout))
      case .json:
        return try options.output.printJSON(layout)
      case .png, .svg:
        let bytes = try TooltipRenderer(layouter: layouter).render(
          layout, style: try options.output.cellStyle(),
          area: options.area == .bounds ? options.bounds : nil)
        return try options.output.writeCell(bytes)
      }
    }
  }
}
