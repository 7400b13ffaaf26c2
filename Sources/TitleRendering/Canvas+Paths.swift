import TitleComposer
import TitleFonts
import TitleWidgets

/// Shapes beyond the filled rounded rectangle: a border ring inside a rounded rectangle (tag
/// chips) and any closed path of lines and cubic curves (a tooltip's bubble with its tip).
extension Canvas {
  /// Strokes a border of `lineWidth` device pixels inside a rounded rectangle, as a CALayer
  /// border or a CSS border is drawn: the ring between the rectangle and the rectangle inset by
  /// `lineWidth` (whose corner radius is `radius − lineWidth`), anti-aliased on both edges.
  mutating func strokeRoundedRectInside(
    x: Double, y: Double, width w: Double, height h: Double, radius: Double, lineWidth: Double,
    color: RGBColor
  ) {
    guard lineWidth > 0, w > 0, h > 0 else { return }
    let r = max(0, min(radius, w / 2, h / 2))
    let inset = min(lineWidth, w / 2, h / 2)
    let x0 = CheckedInteger.clamped(x, rounding: .down, to: clip.minX...max(clip.minX, clip.maxX))
    let x1 = CheckedInteger.clamped(x + w, rounding: .up, to: clip.minX...max(clip.minX, clip.maxX))
    let y0 = CheckedInteger.clamped(y, rounding: .down, to: clip.minY...max(clip.minY, clip.maxY))
    let y1 = CheckedInteger.clamped(y + h, rounding: .up, to: clip.minY...max(clip.minY, clip.maxY))
    guard x0 < x1, y0 < y1 else { return }
    markDrawn(rows: y0..<y1, columns: x0..<x1)
    for row in y0..<y1 {
      let py = Double(row) + 0.5
      for column in x0..<x1 {
        let px = Double(column) + 0.5
        let outer = Self.roundedRectDistance(px, py, x: x, y: y, width: w, height: h, radius: r)
        let inner = Self.roundedRectDistance(
          px, py, x: x + inset, y: y + inset, width: w - 2 * inset, height: h - 2 * inset,
          radius: max(0, r - inset))
        let coverage = min(1, max(0, 0.5 - outer)) - min(1, max(0, 0.5 - inner))
        if coverage > 0 {
          blend(at: row * width + column, color: color, coverage: UInt32(coverage * 255 + 0.5))
        }
      }
    }
  }

  /// The signed distance from a point to a rounded rectangle: negative inside.
  static func roundedRectDistance(
    _ px: Double, _ py: Double, x: Double, y: Double, width w: Double, height h: Double,
    radius r: Double
  ) -> Double {
    guard w > 0, h > 0 else { return .infinity }
    let dx = abs(px - (x + w / 2)) - (w / 2 - r)
    let dy = abs(py - (y + h / 2)) - (h / 2 - r)
    let outside = (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
    return outside + min(max(dx, dy), 0) - r
  }

  /// Fills a closed path (device pixels) with the non-zero winding rule, anti-aliased: each
  /// pixel row is sampled on ``pathSamplesPerPixel`` horizontal scanlines and each scanline's
  /// spans count with their exact horizontal overlap of a pixel.
  /// - Parameters:
  ///   - contours: polygons (curves already flattened with ``flatten(_:transform:)``); each is
  ///     closed back to its first point.
  ///   - color: the fill.
  mutating func fillPolygons(_ contours: [[Point]], color: RGBColor) {
    var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, winding: Int)] = []
    for contour in contours where contour.count > 2 {
      for (index, a) in contour.enumerated() {
        let b = contour[(index + 1) % contour.count]
        if a.y == b.y { continue }
        edges.append(
          a.y < b.y ? (a.x, a.y, b.x, b.y, 1) : (b.x, b.y, a.x, a.y, -1))
      }
    }
    guard !edges.isEmpty else { return }
    let minY = edges.map(\.y0).min()!
    let maxY = edges.map(\.y1).max()!
    let rows = clip.minY...max(clip.minY, clip.maxY)
    let row0 = CheckedInteger.clamped(minY, rounding: .down, to: rows)
    let row1 = CheckedInteger.clamped(maxY, rounding: .up, to: rows)
    guard row0 < row1, clip.minX < clip.maxX else { return }
    let samples = Self.pathSamplesPerPixel
    let weight = 1 / Double(samples)
    var coverage = [Double](repeating: 0, count: width + 1)
    var crossings: [(x: Double, winding: Int)] = []
    for row in row0..<row1 {
      for i in coverage.indices { coverage[i] = 0 }
      var touched = false
      for sample in 0..<samples {
        let sy = Double(row) + (Double(sample) + 0.5) * weight
        crossings.removeAll(keepingCapacity: true)
        for edge in edges where edge.y0 <= sy && sy < edge.y1 {
          let t = (sy - edge.y0) / (edge.y1 - edge.y0)
          crossings.append((edge.x0 + t * (edge.x1 - edge.x0), edge.winding))
        }
        guard crossings.count > 1 else { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for index in 0..<(crossings.count - 1) {
          winding += crossings[index].winding
          if winding != 0 {
            addSpan(
              from: crossings[index].x, to: crossings[index + 1].x, weight: weight,
              into: &coverage)
            touched = true
          }
        }
      }
      guard touched else { continue }
      markDrawn(rows: row..<(row + 1), columns: clip.minX..<clip.maxX)
      for column in clip.minX..<clip.maxX where coverage[column] > 0 {
        let value = UInt32(min(1, coverage[column]) * 255 + 0.5)
        if value > 0 { blend(at: row * width + column, color: color, coverage: value) }
      }
    }
  }

  /// Scanlines per pixel row in ``fillPolygons(_:color:)``.
  static let pathSamplesPerPixel = 16

  /// Adds the overlap of `[from, to)` with each pixel column, times `weight`.
  private func addSpan(from: Double, to: Double, weight: Double, into coverage: inout [Double]) {
    let left = max(from, Double(clip.minX))
    let right = min(to, Double(clip.maxX))
    guard left < right else { return }
    // Both ends lie inside the clip, so the columns are canvas columns.
    let first = CheckedInteger.clamped(left, rounding: .down, to: 0...width)
    let last = min(CheckedInteger.clamped(right, rounding: .up, to: 0...width) - 1, width - 1)
    guard first <= last else { return }
    if first == last {
      coverage[first] += (right - left) * weight
      return
    }
    coverage[first] += (Double(first + 1) - left) * weight
    if last > first + 1 { for column in (first + 1)..<last { coverage[column] += weight } }
    coverage[last] += (right - Double(last)) * weight
  }

  /// Flattens path commands into polygons, mapping each point with `transform` first; a cubic
  /// becomes 16 line segments (a tooltip's corners are a few pixels: well under 1/16 px off).
  static func flatten(_ path: [PathCommand], transform: (Point) -> Point) -> [[Point]] {
    var contours: [[Point]] = []
    var current: [Point] = []
    var pen = Point(x: 0, y: 0)
    for command in path {
      switch command {
      case .move(let to):
        if current.count > 2 { contours.append(current) }
        pen = transform(to)
        current = [pen]
      case .line(let to):
        pen = transform(to)
        current.append(pen)
      case .curve(let to, let control1, let control2):
        let (p0, p1, p2, p3) = (pen, transform(control1), transform(control2), transform(to))
        let steps = 16
        for step in 1...steps {
          let t = Double(step) / Double(steps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            Point(
              x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
              y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        pen = p3
      case .close:
        if current.count > 2 { contours.append(current) }
        current = []
      }
    }
    if current.count > 2 { contours.append(current) }
    return contours
  }
}
