import TitleComposer

/// The outline of a rounded bubble with its tip, as one closed contour.
enum TooltipOutline {
  /// The distance of a cubic Bézier's control points from a quarter circle's ends, per unit of
  /// radius: 4/3 × (√2 − 1).
  static let circleControl = 0.552_284_749_830_793_4

  /// The contour, clockwise on screen (y down): from the top edge's left end rightwards, the
  /// tip inserted into the top or bottom edge; corners are cubic quarter circles (left out when
  /// the radius is 0).
  static func path(bubble: Rect, radius r: Double, tip: TooltipTip, position: TipPosition)
    -> [PathCommand]
  {
    let (left, top, right, bottom) = (bubble.x, bubble.y, bubble.maxX, bubble.maxY)
    let k = r * circleControl
    var path: [PathCommand] = [.move(to: Point(x: left + r, y: top))]
    func corner(to end: Point, _ control1: Point, _ control2: Point) {
      if r > 0 { path.append(.curve(to: end, control1: control1, control2: control2)) }
    }
    if position == .top {
      path += [.line(to: tip.baseLeft), .line(to: tip.apex), .line(to: tip.baseRight)]
    }
    path.append(.line(to: Point(x: right - r, y: top)))
    corner(
      to: Point(x: right, y: top + r), Point(x: right - r + k, y: top),
      Point(x: right, y: top + r - k))
    path.append(.line(to: Point(x: right, y: bottom - r)))
    corner(
      to: Point(x: right - r, y: bottom), Point(x: right, y: bottom - r + k),
      Point(x: right - r + k, y: bottom))
    if position == .bottom {
      path += [.line(to: tip.baseRight), .line(to: tip.apex), .line(to: tip.baseLeft)]
    }
    path.append(.line(to: Point(x: left + r, y: bottom)))
    corner(
      to: Point(x: left, y: bottom - r), Point(x: left + r - k, y: bottom),
      Point(x: left, y: bottom - r + k))
    path.append(.line(to: Point(x: left, y: top + r)))
    corner(
      to: Point(x: left + r, y: top), Point(x: left, y: top + r - k), Point(x: left + r - k, y: top)
    )
    path.append(.close)
    return path
  }
}
