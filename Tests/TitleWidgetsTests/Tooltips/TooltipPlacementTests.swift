import Testing
@testable import TitleWidgets

@testable import TitleComposer

/// Tooltip placement on bare sizes: a 100 × 30 bubble, tip 10 × 5, radius 8, margin 8, in
/// bounds 300 × 400. A side fits when tip + bubble (35) fit between the anchor and the bounds
/// less the margin.
@Suite struct TooltipPlacementTests {
  static func place(
    anchor: Rect, position: TipPosition, width: Double = 100, height: Double = 30,
    bounds: Rect = Rect(x: 0, y: 0, width: 300, height: 400)
  ) -> TooltipPlacement.Result {
    TooltipPlacement.place(
      TooltipPlacement.Input(
        width: width, height: height, anchor: anchor, bounds: bounds, margin: 8, tipWidth: 10,
        tipHeight: 5, cornerRadius: 8, requested: position))
  }

  @Test(arguments: [
    // (anchor, requested, used side, flipped, bubble y, apex y)
    (
      Rect(x: 140, y: 200, width: 20, height: 20), TipPosition.bottom, TipPosition.bottom, false,
      165.0, 200.0
    ),
    (Rect(x: 140, y: 200, width: 20, height: 20), .top, .top, false, 225, 220),
    // 20 − 8 = 12 above < 35: flips below the anchor
    (Rect(x: 140, y: 20, width: 20, height: 20), .bottom, .top, true, 45, 40),
    // 400 − 8 − 390 = 2 below < 35: flips above
    (Rect(x: 140, y: 370, width: 20, height: 20), .top, .bottom, true, 335, 370),
    // exactly 35 above: fits, the bubble touches the margin
    (Rect(x: 140, y: 43, width: 20, height: 0), .bottom, .bottom, false, 8, 43),
    (Rect(x: 140, y: 42, width: 20, height: 0), .bottom, .top, true, 47, 42),
    // exactly 35 below
    (Rect(x: 140, y: 357, width: 20, height: 0), .top, .top, false, 362, 357),
    (Rect(x: 140, y: 358, width: 20, height: 0), .top, .bottom, true, 323, 358),
  ])
  func flipsOnlyWhenTheRequestedSideHasNoRoom(
    anchor: Rect, requested: TipPosition, used: TipPosition, flipped: Bool, bubbleY: Double,
    apexY: Double
  ) {
    let placed = Self.place(anchor: anchor, position: requested)
    #expect(placed.position == used)
    #expect(placed.didFlip == flipped)
    #expect(placed.fitsVertically)
    #expect(placed.bubble.y == bubbleY)
    #expect(placed.tip.apex.y == apexY)
    #expect(placed.bubble.x == 100)  // centred on x = 150
    let baseY = used == .top ? bubbleY : bubbleY + 30
    #expect(placed.tip.baseLeft == Point(x: 145, y: baseY))
    #expect(placed.tip.baseRight == Point(x: 155, y: baseY))
  }

  @Test func neitherSideFitsKeepsTheRequestedSide() {
    // 60 px high bounds, anchor 20…40: 12 px above and 12 below, 35 needed.
    let bounds = Rect(x: 0, y: 0, width: 300, height: 60)
    for side in TipPosition.allCases {
      let placed = Self.place(
        anchor: Rect(x: 140, y: 20, width: 20, height: 20), position: side, bounds: bounds)
      #expect(placed.position == side && !placed.didFlip && !placed.fitsVertically)
    }
  }

  @Test(arguments: [
    // (anchor centre x, bubble x, tip x): bubble clamped to [8, 192], tip to [x + 13, x + 87]
    (150.0, 100.0, 150.0),  // centred, free
    (20, 8, 21),  // left edge: bubble at the margin, tip stops clear of the corner
    (-50, 8, 21),  // anchor left of the bounds
    (62, 12, 62),  // bubble centred at 12, tip free
    (290, 192, 279),  // right edge
    (400, 192, 279),
    (58, 8, 58),  // bubble clamped, tip still under the anchor
  ])
  func clampsHorizontallyAtEachEdge(anchorX: Double, bubbleX: Double, tipX: Double) {
    let placed = Self.place(
      anchor: Rect(x: anchorX, y: 200, width: 0, height: 0), position: .bottom)
    #expect(placed.bubble.x == bubbleX)
    #expect(placed.tip.apex.x == tipX)
    #expect(placed.tip.baseLeft.x == tipX - 5 && placed.tip.baseRight.x == tipX + 5)
    #expect(placed.tip.baseLeft.x >= placed.bubble.x + placed.cornerRadius)
    #expect(placed.tip.baseRight.x <= placed.bubble.maxX - placed.cornerRadius)
  }

  @Test func boundsWithAnOffsetOriginClampToTheirOwnEdges() {
    let bounds = Rect(x: 50, y: 100, width: 200, height: 300)
    let left = Self.place(
      anchor: Rect(x: 0, y: 300, width: 0, height: 0), position: .bottom, bounds: bounds)
    #expect(left.bubble.x == 58 && left.tip.apex.x == 71)
    let right = Self.place(
      anchor: Rect(x: 400, y: 300, width: 0, height: 0), position: .bottom, bounds: bounds)
    #expect(right.bubble.x == 142 && right.tip.apex.x == 229)  // 250 − 8 − 100; 242 − 13
    // 120 − 100 − 8 = 12 above: flips below.
    let top = Self.place(
      anchor: Rect(x: 150, y: 120, width: 0, height: 0), position: .bottom, bounds: bounds)
    #expect(top.didFlip && top.bubble.y == 125)
  }

  @Test func aBubbleTooNarrowForTipAndCornersCentresTheTip() {
    // 20 < 10 + 2 × 8: no x keeps the tip clear of both corners.
    let placed = Self.place(
      anchor: Rect(x: 30, y: 200, width: 0, height: 0), position: .bottom, width: 20)
    #expect(placed.bubble.x == 20 && placed.tip.apex.x == 30)
    let off = Self.place(
      anchor: Rect(x: 0, y: 200, width: 0, height: 0), position: .bottom, width: 20)
    #expect(off.bubble.x == 8 && off.tip.apex.x == 18)
  }

  @Test func radiusIsAtMostHalfTheBubble() {
    #expect(
      Self.place(anchor: Rect(x: 150, y: 200, width: 0, height: 0), position: .bottom, height: 12)
        .cornerRadius == 6)
    #expect(
      Self.place(anchor: Rect(x: 150, y: 200, width: 0, height: 0), position: .bottom, width: 10)
        .cornerRadius == 5)
  }
}
