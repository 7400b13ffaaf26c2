import TitleComposer
import TitleWidgets

/// Which part of a layout's coordinate space an image shows, with the style's padding and
/// scale: the shared geometry of the chip-list and tooltip renderers.
struct LayoutViewport {
  /// The drawn area in layout coordinates.
  let area: Rect
  let padding: CellInsets
  let scale: Double

  init(area: Rect, style: CellStyle) {
    self.area = area
    padding = style.padding
    scale = style.scale
  }

  /// The image in layout pixels, padding included.
  var width: Double { padding.left + area.width + padding.right }
  var height: Double { padding.top + area.height + padding.bottom }

  /// Added to layout coordinates before scaling: padding less the area's origin.
  var originX: Double { padding.left - area.x }
  var originY: Double { padding.top - area.y }

  /// A point of the layout in device pixels.
  func device(_ point: Point) -> Point {
    Point(x: (point.x + originX) * scale, y: (point.y + originY) * scale)
  }

  /// A rectangle of the layout in device pixels.
  func device(_ rect: Rect) -> Rect {
    let origin = device(Point(x: rect.x, y: rect.y))
    return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
  }

  /// A canvas of the image's size (each side rounded up), checked like a cell's.
  /// - Throws: ``RenderError/invalidImageSize(width:height:)``.
  func canvas(background: RGBColor?) throws(RenderError) -> Canvas {
    let (width, height) = try RenderGeometry.pixelSize(
      width: width, height: height, scale: scale)
    return Canvas(width: width, height: height, background: background)
  }

  /// The SVG document's opening: the `<svg>` element sized for the scale with a `viewBox` in
  /// layout pixels, the background if any, and a `<g>` that moves the area under the padding.
  /// Close it with ``svgClose``.
  func svgOpen(background: RGBColor?, className: String) -> String {
    let (w, h) = (SVGNumber(width), SVGNumber(height))
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(className)\""
    svg += " width=\"\(SVGNumber(width * scale))\" height=\"\(SVGNumber(height * scale))\""
    svg += " viewBox=\"0 0 \(w) \(h)\">\n"
    if let background {
      svg += "<rect class=\"background\" width=\"\(w)\" height=\"\(h)\""
      svg += " fill=\"\(background.svgColor)\"\(background.svgOpacity("fill-opacity"))/>\n"
    }
    svg += "<g transform=\"translate(\(SVGNumber(originX)) \(SVGNumber(originY)))\">\n"
    return svg
  }

  /// Closes what ``svgOpen(background:className:)`` opened.
  static let svgClose = "</g>\n</svg>\n"
}
