import Foundation
import TitleComposer
import TitleRendering

/// Renders composed titles as the CLI's PNG or SVG output.
struct CellOutput {
  let renderer: CellRenderer
  let style: CellStyle

  /// The renderer and cell style for the command line: the style file's cell keys, then the
  /// `--format`, `--scale` and `--svg-text` options.
  init(composer: TitleComposer, options: CommandLineOptions) throws(RenderError) {
    var style =
      try options.stylePath.map { path throws(RenderError) in
        try StyleFileContents.cellStyle(path)
      } ?? CellStyle()
    style.format = options.format == .svg ? .svg : .png
    if let scale = options.scale { style.scale = scale }
    if let mode = options.svgText { style.svgText = mode == "text" ? .text : .outlines }
    try style.validate()
    self.style = style
    renderer = CellRenderer(composer: composer)
  }

  /// The file extension of the format.
  var fileExtension: String { style.format == .svg ? "svg" : "png" }

  /// The bytes of one cell.
  func render(_ composed: ComposedTitle) throws(RenderError) -> [UInt8] {
    try renderer.render(composed, style: style)
  }
}

/// A file name for a batch request's output from its `id`: letters, digits, `-`, `_` and `.`
/// kept, anything else (path separators included) replaced by `_`; no id → the line number.
enum OutputFileName {
  static func make(id: JSONValue?, line: Int, extension fileExtension: String) -> String {
    var base: String
    switch id {
    case .string(let text): base = text
    case .number(_, let text): base = text
    default: base = "line-\(line)"
    }
    base = String(
      base.unicodeScalars.prefix(120).map { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_.".unicodeScalars.contains(scalar)
          ? Character(scalar) : "_"
      })
    if base.isEmpty || base.allSatisfy({ $0 == "." }) { base = "line-\(line)" }
    return base + "." + fileExtension
  }
}
