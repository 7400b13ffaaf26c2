/// Area-averaging resampling, for drawing a colour emoji strike (109 ppem) at a text size.
extension GlyphBitmap {
  /// The bitmap scaled by `factor` and shifted right by `offset` pixels (after scaling), each
  /// destination pixel the area-weighted mean of the source pixels it covers (a box filter,
  /// which is what downscaling needs to avoid aliasing).
  /// - Parameters:
  ///   - factor: the scale, > 0 (e.g. 32 ÷ 109).
  ///   - offset: a horizontal shift in destination pixels, usually a subpixel phase in 0..<1.
  /// - Returns: the scaled bitmap in the same format; empty when `factor` is not a finite
  ///   number above 0 or would make a side longer than 32,768 pixels.
  /// - Complexity: O(source pixels + destination pixels) per channel.
  public func scaled(by factor: Double, offset: Double = 0) -> GlyphBitmap {
    guard !isEmpty, factor > 0, Double(max(width, height)) * factor <= 32_768, offset.isFinite
    else { return .empty }
    let columns = Self.spans(origin: Double(left), count: width, factor: factor, offset: offset)
    let rows = Self.spans(origin: Double(-top), count: height, factor: factor, offset: 0)
    let channels = bytesPerPixel
    // Horizontal pass: height × columns.count, then vertical: rows.count × columns.count.
    var horizontal = [Double](repeating: 0, count: height * columns.weights.count * channels)
    for row in 0..<height {
      for (column, taps) in columns.weights.enumerated() {
        for (index, weight) in taps {
          let source = (row * width + index) * channels
          let destination = (row * columns.weights.count + column) * channels
          for channel in 0..<channels {
            horizontal[destination + channel] += Double(pixels[source + channel]) * weight
          }
        }
      }
    }
    let newWidth = columns.weights.count
    var output = [UInt8](repeating: 0, count: rows.weights.count * newWidth * channels)
    for (row, taps) in rows.weights.enumerated() {
      for column in 0..<newWidth {
        for channel in 0..<channels {
          var sum = 0.0
          for (index, weight) in taps {
            sum += horizontal[(index * newWidth + column) * channels + channel] * weight
          }
          output[(row * newWidth + column) * channels + channel] = UInt8(
            CheckedInteger.clamped(sum, to: 0...255))
        }
      }
    }
    return GlyphBitmap(
      checkedWidth: newWidth, height: rows.weights.count, left: columns.start, top: -rows.start,
      format: format, pixels: output)
  }

  /// For one axis: the first destination pixel and, per destination pixel, the source pixels
  /// it covers with weights summing to the covered fraction of the destination pixel.
  /// - Parameters:
  ///   - origin: the source's first pixel position relative to the pen, in source pixels.
  ///   - count: source pixels on the axis.
  ///   - factor: destination pixels per source pixel.
  ///   - offset: destination shift.
  private static func spans(origin: Double, count: Int, factor: Double, offset: Double)
    -> (start: Int, weights: [[(Int, Double)]])
  {
    let low = origin * factor + offset
    let high = (origin + Double(count)) * factor + offset
    // The rasteriser bounds the size (FontFace.maximumRasterSize), so both ends are small;
    // clamping keeps a hostile factor from trapping.
    let bound = -(1 << 30)...(1 << 30)
    let start = CheckedInteger.clamped(low, rounding: .down, to: bound)
    let end = max(start, CheckedInteger.clamped(high, rounding: .up, to: bound))
    var weights: [[(Int, Double)]] = []
    weights.reserveCapacity(end - start)
    for pixel in start..<end {
      // The destination pixel [pixel, pixel + 1) in source coordinates.
      let from = (Double(pixel) - offset) / factor - origin
      let to = (Double(pixel + 1) - offset) / factor - origin
      var taps: [(Int, Double)] = []
      var index = CheckedInteger.clamped(from, rounding: .down, to: 0...max(0, count))
      while index < count && Double(index) < to {
        let overlap = min(to, Double(index + 1)) - max(from, Double(index))
        if overlap > 0 { taps.append((index, overlap * factor)) }
        index += 1
      }
      weights.append(taps)
    }
    return (start, weights)
  }
}
