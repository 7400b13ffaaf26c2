import TitleComposer

/// Where a bubble of a known size goes: on the requested side of the anchor or, when that side
/// has no room inside the bounds, the other; clamped horizontally inside the bounds; its tip
/// under the anchor but clear of the rounded corners. Knows nothing of text: tests give it sizes.
enum TooltipPlacement {
  struct Input: Equatable {
    /// The bubble's width and height (without the tip).
    var width: Double
    var height: Double
    var anchor: Rect
    var bounds: Rect
    var margin: Double
    var tipWidth: Double
    var tipHeight: Double
    var cornerRadius: Double
    var requested: TipPosition
  }

  struct Result: Equatable {
    var bubble: Rect
    var tip: TooltipTip
    var position: TipPosition
    var didFlip: Bool
    var fitsVertically: Bool
    /// The requested radius limited to half the bubble's width and height.
    var cornerRadius: Double
  }

  /// Places the bubble and its tip.
  ///
  /// - `.top`: the apex is at the anchor's bottom centre and the bubble starts `tipHeight` below.
  /// - `.bottom`: the apex is at the anchor's top centre and the bubble ends `tipHeight` above.
  /// - A side fits when bubble and tip end at least `margin` inside the bounds. The layout flips
  ///   only when the requested side does not fit and the other does.
  /// - The bubble is centred on the anchor, then moved to stay `margin` inside the bounds (left
  ///   edge wins when the bubble is wider than the room).
  /// - The tip's centre is the anchor's centre, clamped to `[minX + r + tipWidth/2,
  ///   maxX − r − tipWidth/2]`; on a bubble too narrow for that it is the bubble's centre.
  static func place(_ input: Input) -> Result {
    let reach = input.tipHeight + input.height
    let roomBelow = input.bounds.maxY - input.margin - input.anchor.maxY
    let roomAbove = input.anchor.y - (input.bounds.y + input.margin)
    func fits(_ side: TipPosition) -> Bool { reach <= (side == .top ? roomBelow : roomAbove) }
    let requestedFits = fits(input.requested)
    let position =
      !requestedFits && fits(input.requested.flipped) ? input.requested.flipped : input.requested

    let anchorX = input.anchor.midX
    let lowest = input.bounds.x + input.margin
    let highest = input.bounds.maxX - input.margin - input.width
    let x = max(min(anchorX - input.width / 2, highest), lowest)
    let apexY = position == .top ? input.anchor.maxY : input.anchor.y
    let y = position == .top ? apexY + input.tipHeight : apexY - reach
    let bubble = Rect(x: x, y: y, width: input.width, height: input.height)

    let radius = min(input.cornerRadius, input.width / 2, input.height / 2)
    let half = input.tipWidth / 2
    let minTipX = bubble.x + radius + half
    let maxTipX = bubble.maxX - radius - half
    let tipX = minTipX <= maxTipX ? max(min(anchorX, maxTipX), minTipX) : bubble.midX
    let baseY = position == .top ? bubble.y : bubble.maxY
    let tip = TooltipTip(
      baseLeft: Point(x: tipX - half, y: baseY), apex: Point(x: tipX, y: apexY),
      baseRight: Point(x: tipX + half, y: baseY))
    return Result(
      bubble: bubble, tip: tip, position: position, didFlip: position != input.requested,
      fitsVertically: fits(position), cornerRadius: radius)
  }
}
