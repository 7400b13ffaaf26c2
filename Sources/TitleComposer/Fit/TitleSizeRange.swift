/// The title sizes a fit may choose from (``Composer/largestFittingTitleSize(_:in:)``): the grid
/// `minimum`, `minimum + step`, … up to `maximum` (included when it is on the grid).
public struct TitleSizeRange: Sendable, Hashable, Codable {
  /// The smallest size, in pixels: the answer when no size fits.
  public var minimum: Double
  /// The largest size, in pixels.
  public var maximum: Double
  /// The distance between two sizes of the grid, in pixels.
  public var step: Double

  /// The most sizes a grid may hold: a fit composes the title at up to this many sizes.
  public static let maximumCount = 256

  /// A range of sizes.
  /// - Parameters:
  ///   - minimum: the smallest size (px).
  ///   - maximum: the largest size (px), at least `minimum`.
  ///   - step: the grid's step (px); default 0.5.
  public init(minimum: Double, maximum: Double, step: Double = 0.5) {
    self.minimum = minimum
    self.maximum = maximum
    self.step = step
  }

  /// Checks the range: both ends usable font sizes (``FontSizeRange``), `minimum` ≤ `maximum`,
  /// a finite `step` above 0, at most ``maximumCount`` sizes.
  /// - Throws: ``ComposerError/invalidTitleSizeRange(reason:)`` naming what is wrong.
  public func validate() throws(ComposerError) {
    for (name, size) in [("min", minimum), ("max", maximum)] where !FontSizeRange.contains(size) {
      throw .invalidTitleSizeRange(
        reason: "\(name) \(size) must be a finite number of pixels in (0, 1000]")
    }
    guard minimum <= maximum else {
      throw .invalidTitleSizeRange(reason: "min \(minimum) is above max \(maximum)")
    }
    guard step.isFinite && step > 0 else {
      throw .invalidTitleSizeRange(reason: "step \(step) must be a finite number above 0")
    }
    guard (maximum - minimum) / step < Double(Self.maximumCount) else {
      throw .invalidTitleSizeRange(
        reason: "min \(minimum), max \(maximum) and step \(step) make more than"
          + " \(Self.maximumCount) sizes")
    }
  }

  /// How many sizes the grid holds (the range valid).
  var count: Int {
    // The tolerance keeps a `maximum` that is on the grid (20 from 12 by 0.1) from being lost
    // to the division's rounding.
    Int(((maximum - minimum) / step + 1e-9).rounded(.down)) + 1
  }

  /// The grid's `index`-th size, from 0: `minimum + index × step`, rounded to 10⁻⁶ px so that
  /// 12 + 79 × 0.1 is the 19.9 a request would write, not 19.900000000000002.
  func size(at index: Int) -> Double {
    ((minimum + Double(index) * step) * 1e6).rounded() / 1e6
  }
}
