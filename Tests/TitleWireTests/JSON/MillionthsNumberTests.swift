import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The span encoder's integer-of-millionths number writer and word-at-a-time digits
/// (``JSONSpanBytes``) against ``JSONWriter``, which writes `String(WireNumber.rounded(value))`:
/// an independent formatter (Swift's shortest round-trip decimal), byte for byte.
@Suite struct MillionthsNumberTests {
  static func span(_ value: Double) -> String {
    var bytes: [UInt8] = []
    bytes.append(addingCapacity: JSONSpanBytes.numberBound) { out in
      JSONSpanBytes.appendNumber(value, to: &out)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func reference(_ value: Double) -> String {
    var writer = JSONWriter()
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Hand-checked texts: halves of a millionth round away from zero (as `rounded()` does),
  /// trailing zeros of the fraction go, 1 to 9 digits before the point, the 1e-3 and 1e9 edges.
  @Test(arguments: [
    (0.0000005, "1e-06"), (-0.0000005, "-1e-06"), (0.0000004999, "0"), (1.0000005, "1.000001"),
    (2.5e-3, "0.0025"), (0.000999, "0.000999"), (0.001, "0.001"), (10.1, "10.1"),
    (123_456_789.123456, "123456789.123456"), (999_999_999.9999995, "1000000000"),
    (-148.79999999999995, "-148.8"), (1_000_000.000_001, "1000000.000001"), (7, "7"),
    (-20, "-20"), (12_345_678.9, "12345678.9"),
  ])
  func handCheckedNumbers(_ value: Double, _ text: String) {
    #expect(Self.span(value) == text)
    #expect(Self.reference(value) == text)
  }

  /// About two million doubles: uniform over magnitudes 1e-7…1e16, FreeType's 26.6 and 16.16
  /// fixed points (what advances and positions are), values a hair either side of a half
  /// millionth (where rounding turns), whole numbers and their neighbours, and raw bit patterns.
  @Test func millionsOfDoublesAreWrittenAsTheReferenceWritesThem() {
    var random = SeededRandom(seed: 2014)
    var differences: [Double] = []
    func check(_ value: Double) {
      if differences.count < 8 && Self.span(value) != Self.reference(value) {
        differences.append(value)
      }
    }
    for round in 0..<400_000 {
      let magnitude = Double.random(in: -7...16, using: &random).rounded(.down)
      let value = Double.random(in: 1..<10, using: &random) * pow(10, magnitude)
      check(round % 2 == 0 ? value : -value)
      let pixels = Double.random(in: -2000...2000, using: &random)
      check((pixels * 64).rounded() / 64)
      check((pixels * 65536).rounded() / 65536)
      let half = ((pixels * 1e6).rounded(.down) + 0.5) / 1e6
      check(half)
      check(half.nextUp)
      check(half.nextDown)
      let whole = Double(Int.random(in: -1_000_000_000...1_000_000_000, using: &random))
      check(whole.nextUp)
      check(whole.nextDown)
      check(Double(bitPattern: random.next()))
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Integers at every digit count, written eight digits a word: each as `String(value)`.
  @Test func integersOfEveryLengthAreWrittenAsStringWritesThem() {
    var values = [0, 1, -1, Int.max, Int.min, Int.max - 1, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      values += [power - 1, power, power + 1, -power, -(power - 1), power / 2 * 3]
    }
    for value in values {
      var bytes: [UInt8] = []
      bytes.append(addingCapacity: JSONSpanBytes.integerBound) { out in
        JSONSpanBytes.appendInteger(value, to: &out)
      }
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
  }
}
