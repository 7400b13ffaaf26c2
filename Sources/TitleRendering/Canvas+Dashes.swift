import Glibc
import TitleComposer
import TitleFonts

/// A dashed border inside a rounded rectangle, dashed as SVG dashes a `<rect rx>`'s stroke.
extension Canvas {
  /// Strokes a dashed border of `lineWidth` device pixels inside a rounded rectangle: the ring
  /// ``strokeRoundedRectInside(x:y:width:height:radius:lineWidth:color:)`` draws, kept where
  /// the dash pattern is on. The pattern runs along the ring's centre line as SVG's
  /// `stroke-dasharray` runs along a `<rect>`'s outline: from the end of the top-left corner,
  /// clockwise, `on` drawn then `off` skipped, over and over; each pixel counts the part of
  /// the pattern its width along the line covers.
  /// - Parameters:
  ///   - x: the rectangle's left edge, in device pixels.
  ///   - y: its top edge.
  ///   - width: its width.
  ///   - height: its height.
  ///   - radius: its corner radius.
  ///   - lineWidth: the border's width.
  ///   - on: a dash's length along the centre line.
  ///   - off: a gap's length.
  ///   - color: the border's colour.
  mutating func strokeDashedRoundedRectInside(
    x: Double, y: Double, width w: Double, height h: Double, radius: Double, lineWidth: Double,
    on: Double, off: Double, color: RGBColor
  ) {
    guard lineWidth > 0, w > 0, h > 0, on > 0, off >= 0 else { return }
    let r = max(0, min(radius, w / 2, h / 2))
    let inset = min(lineWidth, w / 2, h / 2)
    let centre = DashedOutline(
      left: x + inset / 2, top: y + inset / 2, right: x + w - inset / 2,
      bottom: y + h - inset / 2, radius: max(0, r - inset / 2))
    let columns = clip.minX...max(clip.minX, clip.maxX)
    let rows = clip.minY...max(clip.minY, clip.maxY)
    let x0 = CheckedInteger.clamped(x, rounding: .down, to: columns)
    let x1 = CheckedInteger.clamped(x + w, rounding: .up, to: columns)
    let y0 = CheckedInteger.clamped(y, rounding: .down, to: rows)
    let y1 = CheckedInteger.clamped(y + h, rounding: .up, to: rows)
    guard x0 < x1, y0 < y1 else { return }
    markDrawn(rows: y0..<y1, columns: x0..<x1)
    let period = on + off
    for row in y0..<y1 {
      let py = Double(row) + 0.5
      for column in x0..<x1 {
        let px = Double(column) + 0.5
        let outer = Self.roundedRectDistance(px, py, x: x, y: y, width: w, height: h, radius: r)
        let inner = Self.roundedRectDistance(
          px, py, x: x + inset, y: y + inset, width: w - 2 * inset, height: h - 2 * inset,
          radius: max(0, r - inset))
        let ring = min(1, max(0, 0.5 - outer)) - min(1, max(0, 0.5 - inner))
        guard ring > 0 else { continue }
        let along = centre.position(px, py)
        let phase = along - (along / period).rounded(.down) * period
        // The pixel spans phase ± 0.5 along the line: count the dashes it overlaps.
        var dash = 0.0
        for start in [-period, 0, period] {
          dash += max(0, min(phase + 0.5, start + on) - max(phase - 0.5, start))
        }
        let coverage = ring * min(1, dash)
        if coverage > 0 {
          blend(
            at: row * width + column, color: color, coverage: UInt32(coverage * 255 + 0.5))
        }
      }
    }
  }
}

/// The centre line of a rounded rectangle's border, measured as SVG measures a `<rect rx>`'s
/// outline: from (left + radius, top), clockwise.
struct DashedOutline {
  let left: Double
  let top: Double
  let right: Double
  let bottom: Double
  let radius: Double

  /// How far along the line the point nearest to (`px`, `py`) is.
  func position(_ px: Double, _ py: Double) -> Double {
    let r = radius
    let across = max(0, right - left - 2 * r)
    let down = max(0, bottom - top - 2 * r)
    let arc = Double.pi / 2 * r
    var best = (distance: Double.infinity, position: 0.0)
    func consider(_ distance: Double, _ position: Double) {
      if distance < best.distance { best = (distance, position) }
    }
    // The four sides: (start point, direction, length, where along the line it starts).
    let sides: [(x: Double, y: Double, dx: Double, dy: Double, length: Double, start: Double)] = [
      (left + r, top, 1, 0, across, 0),
      (right, top + r, 0, 1, down, across + arc),
      (right - r, bottom, -1, 0, across, across + arc + down + arc),
      (left, bottom - r, 0, -1, down, 2 * across + 3 * arc + down),
    ]
    for side in sides {
      let t = min(max((px - side.x) * side.dx + (py - side.y) * side.dy, 0), side.length)
      let (nx, ny) = (side.x + side.dx * t, side.y + side.dy * t)
      consider(((px - nx) * (px - nx) + (py - ny) * (py - ny)).squareRoot(), side.start + t)
    }
    guard r > 0 else { return best.position }
    // The four corners: (centre, the angle it starts at, where along the line it starts);
    // angles grow clockwise (y down).
    let corners: [(x: Double, y: Double, angle: Double, start: Double)] = [
      (right - r, top + r, -Double.pi / 2, across),
      (right - r, bottom - r, 0, across + arc + down),
      (left + r, bottom - r, Double.pi / 2, 2 * across + 2 * arc + down),
      (left + r, top + r, Double.pi, 2 * across + 3 * arc + 2 * down),
    ]
    for corner in corners {
      var angle = atan2(py - corner.y, px - corner.x) - corner.angle
      while angle < 0 { angle += 2 * Double.pi }
      guard angle <= Double.pi / 2 else { continue }
      let distance = abs(
        ((px - corner.x) * (px - corner.x) + (py - corner.y) * (py - corner.y))
          .squareRoot() - r)
      consider(distance, corner.start + r * angle)
    }
    return best.position
  }
}
