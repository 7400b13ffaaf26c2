import TitleComposer

/// A colour premultiplied at every coverage 0–255: what a coverage mask's pixel composites.
struct Tint {
  /// `colors[c]` is the colour at coverage `c`, premultiplied, one pixel a word.
  let colors: [UInt32]

  init(_ color: RGBColor) {
    colors = (0...255).map { Self.premultiplied(color, coverage: UInt32($0)) }
  }

  subscript(coverage: UInt8) -> UInt32 { colors[Int(coverage)] }

  /// `color` at `coverage` (0–255), premultiplied by its alpha times the coverage.
  static func premultiplied(_ color: RGBColor, coverage: UInt32) -> UInt32 {
    let alpha = Canvas.mul(UInt32(color.alpha), coverage)
    return Canvas.mul(UInt32(color.red), alpha) | Canvas.mul(UInt32(color.green), alpha) << 8
      | Canvas.mul(UInt32(color.blue), alpha) << 16 | alpha << 24
  }
}
