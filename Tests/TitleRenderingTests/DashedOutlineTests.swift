import Foundation
import Testing

@testable import TitleRendering

/// Where a point falls along a rounded rectangle's outline, measured as SVG measures a
/// `<rect rx>`: from (left + r, top), clockwise. The rectangle is 0…20 × 0…10 with r = 2: the
/// sides are 16 and 6 long, each quarter arc π px.
@Suite struct DashedOutlineTests {
  static let outline = DashedOutline(left: 0, top: 0, right: 20, bottom: 10, radius: 2)

  @Test(arguments: [
    (2.0, 0.0, 0.0),  // the start
    (10.0, -0.3, 8.0),  // top side, just outside
    (20.0, 5.0, 16 + Double.pi + 3),  // right side, middle
    (10.0, 10.2, 16 + 2 * Double.pi + 6 + 8),  // bottom side, middle (it runs right to left)
    (0.0, 5.0, 32 + 3 * Double.pi + 6 + 3),  // left side, middle (bottom to top)
  ])
  func pointsOnTheSides(x: Double, y: Double, expected: Double) {
    #expect(abs(Self.outline.position(x, y) - expected) < 1e-9)
  }

  @Test func cornersAreArcs() {
    // Halfway round the top-right corner (centre 18, 2): 45°, a quarter arc's half.
    let diagonal = 2 / 2.0.squareRoot()
    let position = Self.outline.position(18 + diagonal, 2 - diagonal)
    #expect(abs(position - (16 + Double.pi / 2)) < 1e-9)
    // Just before the start, round the top-left corner: nearly the whole outline.
    let total = 2 * 16 + 2 * 6 + 4 * Double.pi
    #expect(abs(Self.outline.position(2 - 1e-6, 0) - total) < 1e-3)
  }
}
