import TitleComposer
import TitleRendering

/// How composed titles are drawn as cells: the renderer and the cell style (format, scale,
/// padding, colours) each is drawn with.
public struct CellOutput: Sendable {
  /// The renderer, over the composer the titles come from.
  public let renderer: CellRenderer
  /// The style every cell is drawn with.
  public let style: CellStyle

  /// Cells drawn by `renderer` in `style`.
  public init(renderer: CellRenderer, style: CellStyle) {
    self.renderer = renderer
    self.style = style
  }

  /// The file extension of the style's format: `png` or `svg`.
  public var fileExtension: String { style.format == .svg ? "svg" : "png" }

  /// The bytes of one cell.
  /// - Throws: ``RenderError`` when the title cannot be drawn.
  public func render(_ composed: ComposedTitle) throws(RenderError) -> [UInt8] {
    try renderer.render(composed, style: style)
  }
}
