/// Chromium's layout arithmetic: widths are snapped *up* to 1/64 px (its `LayoutUnit`) before
/// they are compared with the room on a line.
enum LayoutRounding {
  /// The number of layout units in one pixel.
  static let unitsPerPixel = 64.0

  /// `value` rounded up to the next multiple of 1/64 px.
  @inline(__always)
  static func snapUp(_ value: Double) -> Double {
    (value * unitsPerPixel).rounded(.up) / unitsPerPixel
  }

  /// Whether content of width `width` fits in `available` pixels, judged as Chromium does.
  @inline(__always)
  static func fits(_ width: Double, in available: Double) -> Bool {
    snapUp(width) <= available
  }
}
