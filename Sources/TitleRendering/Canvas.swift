import TitleComposer
import TitleFonts

/// A premultiplied RGBA canvas that shapes and glyphs are composited onto (source-over).
///
/// Each pixel is one `UInt32` holding red, green, blue and alpha in its bytes from the least
/// significant (the byte order of ``RasterImage/pixels`` on a little-endian machine), so a pixel
/// is read, tested and written whole.
struct Canvas {
  let width: Int
  let height: Int
  /// Premultiplied RGBA, one pixel a word (see ``Canvas``).
  private(set) var pixels: [UInt32]
  /// Drawing is clipped to these device-pixel bounds (the cell).
  var clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)
  /// The background, premultiplied: what every pixel holds until something is drawn on it.
  private let fill: UInt32
  /// The columns drawn on in each row, `drawnStart[row]..<drawnEnd[row]` (empty when none):
  /// outside them a row still holds ``fill``.
  private var drawnStart: [Int]
  private var drawnEnd: [Int]

  init(width: Int, height: Int, background: RGBColor?) {
    self.width = width
    self.height = height
    clip = (0, 0, width, height)
    fill = background.map { Tint.premultiplied($0, coverage: 255) } ?? 0
    pixels = Self.pixelBuffers.take(count: width * height, repeating: fill)
    drawnStart = [Int](repeating: width, count: height)
    drawnEnd = [Int](repeating: 0, count: height)
  }

  /// Notes that pixels of `columns` in `rows` may have been drawn on.
  mutating func markDrawn(rows: Range<Int>, columns: Range<Int>) {
    for row in rows {
      drawnStart[row] = min(drawnStart[row], columns.lowerBound)
      drawnEnd[row] = max(drawnEnd[row], columns.upperBound)
    }
  }

  /// The canvases' pixel memory, kept between images: two canvases of at most 1 MiB (a 343 px,
  /// three-line cell at 3× is under half of that), so a process keeps at most 2 MiB for them.
  static let pixelBuffers = BufferPool<UInt32>(keptElementLimit: 1 << 18)
  /// The memory of the image data ``pngRows()`` returns, kept between images (as
  /// ``pixelBuffers``: two of at most 1 MiB).
  static let rowBuffers = BufferPool<UInt8>(keptElementLimit: 1 << 20)

  /// `a × b ÷ 255`, rounded.
  @inline(__always)
  static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a * b + 128
    return (t + (t >> 8)) >> 8
  }

  /// `source` (premultiplied) over `target` (premultiplied), each channel
  /// `source + target × (255 − source alpha) ÷ 255` kept to its byte.
  @inline(__always)
  static func over(_ source: UInt32, _ target: UInt32) -> UInt32 {
    if target == 0 || source >= 0xFF00_0000 { return source }
    let inverse = 255 - (source >> 24)
    let red = (source & 0xFF) &+ mul(target & 0xFF, inverse)
    let green = (source >> 8 & 0xFF) &+ mul(target >> 8 & 0xFF, inverse)
    let blue = (source >> 16 & 0xFF) &+ mul(target >> 16 & 0xFF, inverse)
    let alpha = (source >> 24) &+ mul(target >> 24, inverse)
    return (red & 0xFF) | (green & 0xFF) << 8 | (blue & 0xFF) << 16 | (alpha & 0xFF) << 24
  }

  /// Composites `color` at `coverage` (0–255) over pixel `index` (row × width + column); the
  /// caller marks the pixel drawn (``markDrawn(rows:columns:)``).
  mutating func blend(at index: Int, color: RGBColor, coverage: UInt32) {
    let source = Tint.premultiplied(color, coverage: coverage)
    if source == 0 { return }
    pixels[index] = Self.over(source, pixels[index])
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
    markDrawn(rows: y0..<y1, columns: x0..<x1)
    let tint = Tint(color)
    let solid = tint[255]
    let width = width
    var target = pixels.mutableSpan
    // A pixel is covered whole when its distance is at most −0.5: in a row whose dy is at most
    // r − 0.5, when its dx is at most `reach` (r − 0.5 beside the straight sides, the corner
    // circle's half-chord in a corner's rows). Columns a pixel or more inside that are filled
    // without computing the distance.
    for row in y0..<y1 {
      let dy = abs(Double(row) + 0.5 - cy) - hy
      var solidColumns = x0..<x0
      if dy <= r - 0.5 {
        let reach = hx + (dy <= 0 ? r - 0.5 : ((r - 0.5) * (r - 0.5) - dy * dy).squareRoot())
        if reach > 1 {
          let first = CheckedInteger.clamped(cx - reach - 0.5, rounding: .up, to: x0...x1) + 1
          let last = CheckedInteger.clamped(cx + reach - 0.5, rounding: .down, to: x0...x1)
          if first < last { solidColumns = first..<last }
        }
      }
      for column in solidColumns {
        let index = row * width + column
        target[index] = Self.over(solid, target[index])
      }
      for column in x0..<x1 where !solidColumns.contains(column) {
        let dx = abs(Double(column) + 0.5 - cx) - hx
        // Inside the corners' reach the distance is the nearer edge's (no square root).
        let distance =
          dx <= 0 && dy <= 0
          ? max(dx, dy) - r
          : (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
            + min(max(dx, dy), 0) - r
        let coverage = min(1, max(0, 0.5 - distance))
        if coverage > 0 {
          let source = tint[UInt8(coverage * 255 + 0.5)]
          if source != 0 {
            let index = row * width + column
            target[index] = Self.over(source, target[index])
          }
        }
      }
    }
  }

  /// Draws a glyph bitmap with its top-left pixel at (`x`, `y`): coverage masks tinted with
  /// `color`, RGBA bitmaps as they are (premultiplied, source-over).
  mutating func draw(_ glyph: GlyphBitmap, x: Int, y: Int, color: RGBColor) {
    draw(glyph, x: x, y: y, tint: Tint(color))
  }

  /// Draws a glyph bitmap with its top-left pixel at (`x`, `y`): coverage masks through
  /// `tint`, RGBA bitmaps as they are (premultiplied, source-over).
  mutating func draw(_ glyph: GlyphBitmap, x: Int, y: Int, tint: Tint) {
    let c0 = max(clip.minX, x)
    let c1 = min(clip.maxX, x + glyph.width)
    let r0 = max(clip.minY, y)
    let r1 = min(clip.maxY, y + glyph.height)
    guard c0 < c1, r0 < r1 else { return }
    markDrawn(rows: r0..<r1, columns: c0..<c1)
    let source = glyph.pixels.span
    let width = width
    var target = pixels.mutableSpan
    if glyph.format == .coverage {
      let colors = tint.colors.span
      for row in r0..<r1 {
        let sourceRow = (row - y) * glyph.width - x
        let targetRow = row * width
        // Over a transparent pixel the result is the table's word (0 at coverage 0), stored
        // without a test of the coverage: text over a transparent cell takes this path.
        for column in c0..<c1 {
          let color = colors[Int(source[sourceRow &+ column])]
          let index = targetRow &+ column
          let pixel = target[index]
          if pixel == 0 {
            target[index] = color
          } else if color != 0 {
            target[index] = Self.over(color, pixel)
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
        let d = row * width + column
        let inverse = 255 - sa
        var result: UInt32 = 0
        for channel in 0..<4 {
          let shift = UInt32(channel * 8)
          let value = UInt32(source[s + channel]) + Self.mul(target[d] >> shift & 0xFF, inverse)
          result |= min(255, value) << shift
        }
        target[d] = result
      }
    }
  }

  /// `⌊2³² ÷ a⌋ + 1` for each alpha `a` (0 for 0): `(x × reciprocals[a]) >> 32` is `x ÷ a`
  /// rounded down for every `x` below 2¹⁶, without a division. (The product exceeds
  /// `x ÷ a × 2³²` by `x × (reciprocal × a − 2³²) ÷ a`, and `x × (reciprocal × a − 2³²)` is
  /// below `2¹⁶ × 2⁸`: too little to reach the next multiple of `a`.)
  static let reciprocals: [UInt64] = (0...255).map { $0 == 0 ? 0 : (1 << 32) / UInt64($0) + 1 }

  /// The canvas with straight alpha, as PNG stores it. (Consuming: the canvas's memory is kept
  /// for the next canvas.)
  consuming func unpremultiplied() -> RasterImage {
    var output = [UInt8](repeating: 0, count: pixels.count * 4)
    var span = output.mutableSpan
    var bytes = span.mutableBytes
    writeStraight(into: &bytes, rowStride: width * 4, rowStart: 0)
    Self.pixelBuffers.recycle(pixels)
    return RasterImage(checkedWidth: width, height: height, pixels: output)
  }

  /// The image data a PNG compresses: each row with straight alpha after its filter-type byte,
  /// 0 (None). (Consuming, as ``unpremultiplied()``; give the rows to ``rowBuffers`` when done.)
  consuming func pngRows() -> [UInt8] {
    var output = Self.rowBuffers.take(count: (width * 4 + 1) * height, repeating: 0)
    var span = output.mutableSpan
    var bytes = span.mutableBytes
    writeStraight(into: &bytes, rowStride: width * 4 + 1, rowStart: 1)
    Self.pixelBuffers.recycle(pixels)
    return output
  }

  /// Writes every pixel with straight alpha into `bytes`, whose zero bytes stand for
  /// transparent black: row `r` starts at byte `r × rowStride + rowStart`. On a transparent
  /// background only the columns drawn on are read.
  private func writeStraight(into bytes: inout MutableRawSpan, rowStride: Int, rowStart: Int) {
    let source = pixels.span
    // The last pixel converted at each alpha and its straight value (pixel << 32 | straight):
    // text of one colour repeats the same few hundred pixels, and transparent black (entry 0)
    // is its own straight value. A pixel is one lookup and one comparison unless it differs
    // from the last one converted at its alpha.
    var recent = InlineArray<256, UInt64>(repeating: 0)
    for row in 0..<height {
      let first = row * width
      let start = row * rowStride + rowStart
      let columns = fill == 0 ? drawnStart[row]..<max(drawnStart[row], drawnEnd[row]) : 0..<width
      // The indices cannot overflow: they are below the canvas's and the output's sizes.
      for column in columns {
        let pixel = source[first &+ column]
        let remembered = recent[Int(pixel >> 24)]
        var straight = UInt32(truncatingIfNeeded: remembered)
        if UInt32(truncatingIfNeeded: remembered >> 32) != pixel {
          straight = Self.straight(pixel)
          recent[Int(pixel >> 24)] = UInt64(pixel) << 32 | UInt64(straight)
        }
        bytes.storeBytes(
          of: straight.littleEndian, toByteOffset: start &+ column &* 4, as: UInt32.self)
      }
    }
  }

  /// A premultiplied pixel with straight alpha: each channel `(channel × 255 + a ÷ 2) ÷ a`,
  /// rounded down, at most 255 (transparent and opaque pixels unchanged).
  static func straight(_ pixel: UInt32) -> UInt32 {
    let a = pixel >> 24
    if a == 255 || a == 0 { return pixel }
    let reciprocal = reciprocals[Int(a)]
    func straighten(_ channel: UInt32) -> UInt32 {
      min(255, UInt32((UInt64(channel * 255 + a / 2) &* reciprocal) >> 32))
    }
    return a << 24 | straighten(pixel & 0xFF) | straighten(pixel >> 8 & 0xFF) << 8
      | straighten(pixel >> 16 & 0xFF) << 16
  }
}
