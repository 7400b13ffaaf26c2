import Foundation
import Testing
import TitleTestSupport
@testable import TitleWire

@testable import TitleComposer

/// The worker's table of number texts (``BatchBadgeCache/appendNumber(_:to:)``): whatever it
/// held before, each number is written as ``JSONSpanBytes/appendNumber(_:to:)`` writes it alone.
@Suite struct NumberTableTests {
  static func direct(_ value: Double) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.append(addingCapacity: 64) { out in JSONSpanBytes.appendNumber(value, to: &out) }
    return bytes
  }

  /// A pool of 3,000 numbers (far more than the table's slots, so slots are shared and replaced)
  /// picked 60,000 times at random through one table: 26.6 and 16.16 fixed points, short
  /// decimals, the longest texts (16 bytes, kept; 17 and more, not kept), `-0`, `0`, NaN, ±∞.
  @Test func numbersThroughTheTableAreWrittenAsAlone() {
    var random = SeededRandom(seed: 314)
    var pool: [Double] = [
      0, -0.0, .nan, .infinity, -.infinity, 123_456_789.123456, -123_456_789.123456, 1e-7, 1e300,
    ]
    while pool.count < 3000 {
      let pixels = Double.random(in: -2000...2000, using: &random)
      pool += [
        (pixels * 64).rounded() / 64, (pixels * 65536).rounded() / 65536,
        (pixels * 100).rounded() / 100,
      ]
    }
    var table = BatchBadgeCache()
    var wrong: [Double] = []
    for _ in 0..<60_000 {
      let value = pool[Int.random(in: 0..<pool.count, using: &random)]
      var bytes: [UInt8] = []
      bytes.append(addingCapacity: 64) { out in table.appendNumber(value, to: &out) }
      if bytes != Self.direct(value) && wrong.count < 8 { wrong.append(value) }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }

  /// Two numbers whose texts differ only past the eighth byte, written in turn: each keeps its
  /// own second word.
  @Test func textsLongerThanAWordKeepBothWords() {
    var table = BatchBadgeCache()
    for value in [1234.567891, 1234.567892, 1234.567891, -1234.567892, 1234.567892] {
      var bytes: [UInt8] = []
      bytes.append(addingCapacity: 64) { out in table.appendNumber(value, to: &out) }
      #expect(bytes == Self.direct(value))
    }
  }
}
