/// The one way geometry, rendering and option parsing turn a `Double` into an `Int`.
///
/// `Int(_: Double)` traps ("Double value cannot be converted to Int") for NaN, ±∞ and anything
/// beyond ±2⁶³, so a width of `1e19` would kill the process. Every such conversion in the
/// package goes through one of these two functions instead:
/// - ``exact(_:rounding:in:)`` when an out-of-range value is an error the caller reports;
/// - ``clamped(_:rounding:to:)`` when the value only bounds a loop that is clipped anyway
///   (pixel rows and columns of a canvas).
package enum CheckedInteger {
  /// `value` rounded by `rule`, or `nil` when it is NaN, infinite or, once rounded, outside
  /// `range`.
  /// - Parameters:
  ///   - value: any number.
  ///   - rule: how a fraction is rounded; default to nearest, ties to even.
  ///   - range: the integers the caller accepts; default every `Int`.
  /// - Returns: the integer, or `nil`.
  package static func exact(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrEven,
    in range: ClosedRange<Int> = Int.min...Int.max
  ) -> Int? {
    guard let integer = Int(exactly: value.rounded(rule)), range.contains(integer) else {
      return nil
    }
    return integer
  }

  /// `value` rounded by `rule` and clamped to `range`; NaN gives `range.lowerBound`.
  /// - Parameters:
  ///   - value: any number.
  ///   - rule: how a fraction is rounded.
  ///   - range: the result's bounds.
  /// - Returns: an integer in `range`.
  package static func clamped(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrEven,
    to range: ClosedRange<Int>
  ) -> Int {
    let rounded = value.rounded(rule)
    guard !rounded.isNaN, rounded > Double(range.lowerBound) else { return range.lowerBound }
    // Double(Int.max) rounds up to 2⁶³, which is no Int: compare before converting.
    guard rounded < Double(range.upperBound) else { return range.upperBound }
    return min(Int(exactly: rounded) ?? range.upperBound, range.upperBound)
  }
}
