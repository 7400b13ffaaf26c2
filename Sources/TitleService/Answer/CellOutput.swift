import Foundation
import TitleComposer
import TitleRendering

/// Renders composed titles as the CLI's PNG or SVG output.
struct CellOutput {
  let renderer: CellRenderer
  let style: CellStyle

  /// The renderer and cell style for the command line: the style file's cell keys, then the
  /// `--format`, `--scale` and `--svg-text` options.
  init(composer: Composer, stylePath: String?, output: OutputOptions) throws(RenderError) {
    let base =
      try stylePath.map { path throws(RenderError) in
        try StyleFileContents.cellStyle(path)
      } ?? CellStyle()
    style = try output.cellStyle(over: base)
    renderer = CellRenderer(composer: composer)
  }

  /// The file extension of the format.
  var fileExtension: String { style.format == .svg ? "svg" : "png" }

  /// The bytes of one cell.
  func render(_ composed: ComposedTitle) throws(RenderError) -> [UInt8] {
    try renderer.render(composed, style: style)
  }
}
