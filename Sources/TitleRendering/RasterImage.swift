import TitleComposer
import TitleFonts

/// An RGBA image with straight (not premultiplied) alpha, rows top to bottom: what a PNG
/// holds.
public struct RasterImage: Sendable, Hashable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
  public var pixels: [UInt8]

  /// An image from its pixels.
  /// - Parameters:
  ///   - width: columns, ≥ 0.
  ///   - height: rows, ≥ 0.
  ///   - pixels: `width × height × 4` bytes.
  /// - Throws: ``RenderError/invalidPixels(width:height:byteCount:)`` when a side is negative,
  ///   `width × height × 4` overflows, or `pixels` holds another number of bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(RenderError) {
    guard let expected = Self.byteCount(width: width, height: height), pixels.count == expected
    else { throw .invalidPixels(width: width, height: height, byteCount: pixels.count) }
    self.init(checkedWidth: width, height: height, pixels: pixels)
  }

  /// An image whose size the caller has already checked (the canvas and the PNG decoder).
  init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// `width × height × 4`, or `nil` for a negative side or an overflow.
  static func byteCount(width: Int, height: Int) -> Int? {
    guard width >= 0, height >= 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow4) = area.multipliedReportingOverflow(by: 4)
    return overflow || overflow4 ? nil : bytes
  }

  /// The colour of one pixel.
  /// - Parameters:
  ///   - x: column, `0..<width`.
  ///   - y: row, `0..<height`.
  /// - Returns: the pixel with its alpha.
  public func pixel(x: Int, y: Int) -> RGBColor {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of bounds")
    let i = (y * width + x) * 4
    return RGBColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
  }
}

/// A premultiplied RGBA canvas that shapes and glyphs are composited onto (source-over).
struct Canvas {
  let width: Int
  let height: Int
  /// Premultiplied RGBA.
  private(set) var pixels: [UInt8]
  /// Drawing is clipped to these device-pixel bounds (the cell).
  var clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)

  init(width: Int, height: Int, background: RGBColor?) {
    self.width = width
    self.height = height
    clip = (0, 0, width, height)
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    if let background {
      let a = UInt32(background.alpha)
      let fill = (
        Self.mul(UInt32(background.red), a), Self.mul(UInt32(background.green), a),
        Self.mul(UInt32(background.blue), a), UInt8(a)
      )
      var target = pixels.mutableSpan
      for i in stride(from: 0, to: target.count, by: 4) {
        target[i] = fill.0
        target[i + 1] = fill.1
        target[i + 2] = fill.2
        target[i + 3] = fill.3
      }
    }
  }

  /// `a × b ÷ 255`, rounded.
  @inline(__always)
  static func mul(_ a: UInt32, _ b: UInt32) -> UInt8 {
    let t = a * b + 128
    return UInt8((t + (t >> 8)) >> 8)
  }

  /// Composites `color` at `coverage` (0–255) over pixel `index` (byte offset).
  @inline(__always)
  mutating func blend(at index: Int, color: RGBColor, coverage: UInt32) {
    var target = pixels.mutableSpan
    Self.blend(&target, at: index, color: color, coverage: coverage)
  }

  /// Composites `color` at `coverage` (0–255) over pixel `index` (byte offset) of `pixels`.
  /// (A span, not the canvas's array: a write through the array checks that it is unshared
  /// every time, a write through a span does not.)
  @inline(__always)
  static func blend(
    _ pixels: inout MutableSpan<UInt8>, at index: Int, color: RGBColor, coverage: UInt32
  ) {
    let sa = UInt32(mul(UInt32(color.alpha), coverage))
    if sa == 0 { return }
    let inverse = 255 - sa
    pixels[index] = mul(UInt32(color.red), sa) &+ mul(UInt32(pixels[index]), inverse)
    pixels[index + 1] = mul(UInt32(color.green), sa) &+ mul(UInt32(pixels[index + 1]), inverse)
    pixels[index + 2] = mul(UInt32(color.blue), sa) &+ mul(UInt32(pixels[index + 2]), inverse)
    pixels[index + 3] = UInt8(sa) &+ mul(UInt32(pixels[index + 3]), inverse)
  }

  /// Fills a rounded rectangle (device pixels) with anti-aliased edges: each pixel's coverage
  /// is 0.5 minus its centre's signed distance to the shape, clamped to 0…1.
  mutating func fillRoundedRect(
    x: Double, y: Double, width w: Double, height h: Double, radius: Double, color: RGBColor
  ) {
    let r = max(0, min(radius, w / 2, h / 2))
    let (cx, cy) = (x + w / 2, y + h / 2)
    let (hx, hy) = (w / 2 - r, h / 2 - r)
    let x0 = CheckedInteger.clamped(x, rounding: .down, to: clip.minX...max(clip.minX, clip.maxX))
    let x1 = CheckedInteger.clamped(x + w, rounding: .up, to: clip.minX...max(clip.minX, clip.maxX))
    let y0 = CheckedInteger.clamped(y, rounding: .down, to: clip.minY...max(clip.minY, clip.maxY))
    let y1 = CheckedInteger.clamped(y + h, rounding: .up, to: clip.minY...max(clip.minY, clip.maxY))
    guard x0 < x1, y0 < y1 else { return }
    let width = width
    var target = pixels.mutableSpan
    for row in y0..<y1 {
      let dy = abs(Double(row) + 0.5 - cy) - hy
      for column in x0..<x1 {
        let dx = abs(Double(column) + 0.5 - cx) - hx
        let outside = (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
        let distance = outside + min(max(dx, dy), 0) - r
        let coverage = min(1, max(0, 0.5 - distance))
        if coverage > 0 {
          Self.blend(
            &target, at: (row * width + column) * 4, color: color,
            coverage: UInt32(coverage * 255 + 0.5))
        }
      }
    }
  }

  /// Draws a glyph bitmap with its top-left pixel at (`x`, `y`): coverage masks tinted with
  /// `color`, RGBA bitmaps as they are (premultiplied, source-over).
  mutating func draw(_ glyph: GlyphBitmap, x: Int, y: Int, color: RGBColor) {
    let c0 = max(clip.minX, x)
    let c1 = min(clip.maxX, x + glyph.width)
    let r0 = max(clip.minY, y)
    let r1 = min(clip.maxY, y + glyph.height)
    guard c0 < c1, r0 < r1 else { return }
    let source = glyph.pixels.span
    let width = width
    var target = pixels.mutableSpan
    if glyph.format == .coverage {
      for row in r0..<r1 {
        let sourceRow = (row - y) * glyph.width - x
        for column in c0..<c1 {
          let coverage = source[sourceRow + column]
          if coverage != 0 {
            Self.blend(
              &target, at: (row * width + column) * 4, color: color, coverage: UInt32(coverage))
          }
        }
      }
      return
    }
    for row in r0..<r1 {
      for column in c0..<c1 {
        let s = ((row - y) * glyph.width + column - x) * 4
        let sa = UInt32(source[s + 3])
        if sa == 0 { continue }
        let d = (row * width + column) * 4
        let inverse = 255 - sa
        for channel in 0..<4 {
          let value =
            UInt32(source[s + channel]) + UInt32(Self.mul(UInt32(target[d + channel]), inverse))
          target[d + channel] = UInt8(min(255, value))
        }
      }
    }
  }

  /// The canvas with straight alpha, as PNG stores it. (Consuming: the pixels are converted in
  /// place, not copied.)
  consuming func unpremultiplied() -> RasterImage {
    var output: [UInt8] = []
    swap(&output, &pixels)
    var target = output.mutableSpan
    for i in stride(from: 0, to: target.count, by: 4) {
      let a = UInt32(target[i + 3])
      if a == 0 || a == 255 { continue }
      for channel in 0..<3 {
        target[i + channel] = UInt8(min(255, (UInt32(target[i + channel]) * 255 + a / 2) / a))
      }
    }
    return RasterImage(checkedWidth: width, height: height, pixels: output)
  }
}
