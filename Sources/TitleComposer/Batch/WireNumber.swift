/// How a number goes on the wire: rounded to 1e-6 (a millionth of a pixel), so that sums of
/// advances read `148.8`, not `148.79999999999995`. Every writer rounds alike — ``JSONWriter``,
/// the batch's byte encoder (``JSONBytes``) and the `Codable` conformances of the results
/// (``ComposedTitle``, ``GlyphRun``, …) — so the same title gives the same numbers whichever
/// wrote it, and a decoded result encodes to the same text again.
enum WireNumber {
  /// `value` rounded to 1e-6: the double nearest to the decimal the wire shows. Numbers of
  /// magnitude 1e9 or more, NaN and infinities are returned as they are.
  /// - Parameter value: the number.
  /// - Returns: the rounded number.
  static func rounded(_ value: Double) -> Double {
    abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
  }
}
