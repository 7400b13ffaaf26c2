import Foundation
import TitleComposer
import TitleFonts
import TitleRendering

/// `title-preview tooltip`: lay out a tooltip beside an anchor and print it as text, JSON, PNG
/// or SVG.
enum TooltipCommand {
  static let help = """
    OVERVIEW: Lay out a tooltip: a label wrapped in a rounded bubble, with a tip at an anchor.

    USAGE: title-preview tooltip [options] [<text>]

    ARGUMENTS:
      <text>                  The label ('\\n' in it breaks the line). Omitted or '-': read it
                              from standard input.

    OPTIONS:
      --position <edge>       top (the bubble below the anchor, tip on its top edge) | bottom
                              (the bubble above it, tip on its bottom edge) (default: bottom).
                              The tooltip flips when that side has no room.
      --max-width <px>        The bubble's widest width (default: 200).
      --bounds <x,y,w,h>      The area the bubble stays 8 px inside (default: 0,0,375,667).
      --anchor <x,y,w,h>      What the tip points at (default: a 40×40 box centred in the
                              bounds: 167.5,313.5,40,40 for the default bounds).
      --font-size <px>        Label size (default: 12).
      -l, --lines <n>         Most label lines; 0 = unlimited (default: 0).
      -f, --format <format>   text | json | png | svg (default: text).
      -o, --output <file>     Write the PNG or SVG here (default: standard output, not a terminal).
      --scale <factor>        PNG/SVG scale factor (default: 2).
      --area <area>           PNG/SVG: frame (the tooltip alone) | bounds (the whole bounds)
                              (default: frame).
      --svg-text <mode>       outlines (glyph paths, the default) | text (<text> elements).
      --background <color>    PNG/SVG background, #RRGGBB or #RRGGBBAA (default: transparent).
      --color <when>          auto | always | never (default: auto).
      --no-system-fonts       Do not ask fontconfig for characters NanumGothic lacks.
      -h, --help              Show help information.

    EXIT STATUS: 0 success, 1 the tooltip could not be laid out or drawn, 64 usage error.
    """

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
    var output = SubcommandOutput()
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

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    var options = Options()
    var parser = SubcommandParser(arguments: arguments)
    var positional: [[UInt8]] = []
    while let argument = try parser.nextArgument() {
      switch argument.name {
      case "-h", "--help": options.showHelp = true
      case "--position": options.layout.position = try parser.choice(argument)
      case "--max-width": options.maximumWidth = try parser.double(argument)
      case "--bounds": options.bounds = try parser.rect(argument)
      case "--anchor": options.anchor = try parser.rect(argument)
      case "--font-size": options.layout.fontSize = try parser.double(argument)
      case "-l", "--lines":
        options.layout.numberOfLines = try parser.int(
          argument, in: Int.min...NumericOption.maximumLines)
      case "--area": options.area = try parser.choice(argument)
      default:
        if try !options.output.parse(argument, with: &parser) { positional.append(argument.raw) }
      }
    }
    guard positional.count <= 1 else {
      throw UsageError(
        description: "expected one text, got \(positional.count) arguments (quote the text)")
    }
    if let text = positional.first, text != Array("-".utf8) { options.text = text }
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      name: "tooltip", help: help, arguments: arguments, parse: parse, showsHelp: \.showHelp
    ) { options in
      let text =
        try options.text.map { bytes throws(ComposerError) in
          try UTF8Validation.string(from: bytes)
        } ?? SubcommandInput.text()
      let layouter = try TooltipLayouter(fallback: options.output.fallback)
      let layout = try layouter.layout(
        text, maximumWidth: options.maximumWidth, pointingAt: options.resolvedAnchor,
        in: options.bounds, options: options.layout)
      switch options.output.format {
      case .text:
        try StandardOutput.write(TooltipPreview().render(layout))
        return .success
      case .json:
        return try options.output.printJSON(layout)
      case .png, .svg:
        let bytes = try TooltipRenderer(layouter: layouter).render(
          layout, style: try options.output.cellStyle(),
          area: options.area == .bounds ? options.bounds : nil)
        return try options.output.write(bytes)
      }
    }
  }
}

/// A tooltip in a terminal: the bubble's lines in a box with the tip marked on its edge, then
/// the geometry. Control characters and bidi overrides in the label are shown escaped
/// (``VisibleText``), and the box is measured on the escaped text.
struct TooltipPreview {
  func render(_ layout: TooltipLayout) -> String {
    let shownLines = layout.lines.map { VisibleText.escaping($0.text) }
    let columns = shownLines.map(DisplayWidth.columns(of:)).max() ?? 0
    let inner = columns + 2
    // The tip's column: its share of the bubble's width.
    let share = (layout.tip.apex.x - layout.bubble.x) / max(layout.bubble.width, 1)
    let tipColumn = CheckedInteger.clamped(
      share * Double(inner), rounding: .down, to: 0...(inner - 1))
    func edge(_ left: String, _ right: String, tip: String?) -> String {
      var cells = Array(repeating: "─", count: inner)
      if let tip { cells[tipColumn] = tip }
      return left + cells.joined() + right + "\n"
    }
    var output = edge("╭", "╮", tip: layout.position == .top ? "▲" : nil)
    for text in shownLines {
      let pad = inner - 2 - DisplayWidth.columns(of: text)
      let left = pad / 2
      output +=
        "│ " + String(repeating: " ", count: left) + text
        + String(repeating: " ", count: pad - left) + " │\n"
    }
    output += edge("╰", "╯", tip: layout.position == .bottom ? "▼" : nil)
    let bubble = layout.bubble
    var facts = [
      "bubble \(number(bubble.width))×\(number(bubble.height)) px at (\(number(bubble.x)), \(number(bubble.y)))",
      "tip \(layout.position.rawValue) → (\(number(layout.tip.apex.x)), \(number(layout.tip.apex.y)))",
      "\(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s")",
    ]
    if layout.didFlip { facts.append("flipped") }
    if layout.isTruncated { facts.append("truncated") }
    if !layout.fitsVertically { facts.append("does not fit vertically") }
    return output + facts.joined(separator: " · ") + "\n"
  }
}
