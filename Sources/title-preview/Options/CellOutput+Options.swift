import TitleComposer
import TitleRendering
import TitleService

extension CellOutput {
  /// The renderer and cell style for the command line: the style file's cell keys, then the
  /// `--format`, `--scale` and `--svg-text` options.
  init(composer: Composer, stylePath: String?, output: OutputOptions) throws(RenderError) {
    let base =
      try stylePath.map { path throws(RenderError) in
        try StyleFileContents.cellStyle(path)
      } ?? CellStyle()
    self.init(renderer: CellRenderer(composer: composer), style: try output.cellStyle(over: base))
  }
}
