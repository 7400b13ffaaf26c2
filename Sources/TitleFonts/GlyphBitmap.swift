/// A rasterised glyph: a small image placed relative to the pen position on the baseline.
///
/// Two kinds exist. Outline glyphs are **coverage** masks (one byte per pixel, 0 = no ink,
/// 255 = full ink) that the caller tints with a colour. Colour glyphs (emoji) are
/// **premultiplied RGBA** images (four bytes per pixel) drawn as they are.
public struct GlyphBitmap: Sendable, Hashable {
  /// What the bytes of ``pixels`` mean.
  public enum Format: Sendable, Hashable {
    /// One byte per pixel: anti-aliased coverage.
    case coverage
    /// Four bytes per pixel: red, green, blue, alpha, colour premultiplied by alpha.
    case premultipliedRGBA
  }

  /// The bitmap's width in pixels.
  public var width: Int
  /// The bitmap's height in pixels (rows).
  public var height: Int
  /// The distance from the pen position to the bitmap's left column, in pixels (may be negative).
  public var left: Int
  /// The distance from the baseline up to the bitmap's top row, in pixels (positive is up).
  public var top: Int
  /// How to read ``pixels``.
  public var format: Format
  /// Rows top to bottom, `width × bytesPerPixel` bytes each, no padding.
  public var pixels: [UInt8]

  /// A bitmap.
  /// - Parameters:
  ///   - width: columns.
  ///   - height: rows.
  ///   - left: pen to left column, pixels.
  ///   - top: baseline to top row, pixels, up positive.
  ///   - format: coverage or premultiplied RGBA.
  ///   - pixels: `width × height × bytesPerPixel` bytes.
  /// - Returns: `nil` when a side is negative, the size overflows, or `pixels` holds another
  ///   number of bytes.
  public init?(width: Int, height: Int, left: Int, top: Int, format: Format, pixels: [UInt8]) {
    guard width >= 0, height >= 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflowBytes) = area.multipliedReportingOverflow(by: format == .coverage ? 1 : 4)
    guard !overflow, !overflowBytes, pixels.count == bytes else { return nil }
    self.init(
      checkedWidth: width, height: height, left: left, top: top, format: format, pixels: pixels)
  }

  /// A bitmap whose byte count the caller computed from its sides (FreeType's bitmaps, scaling).
  init(checkedWidth width: Int, height: Int, left: Int, top: Int, format: Format, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.format = format
    self.pixels = pixels
  }

  /// An empty bitmap (a space, or a glyph with no ink).
  public static let empty = GlyphBitmap(
    checkedWidth: 0, height: 0, left: 0, top: 0, format: .coverage, pixels: [])

  /// Bytes per pixel: 1 for coverage, 4 for RGBA.
  public var bytesPerPixel: Int { format == .coverage ? 1 : 4 }

  /// Whether the bitmap has no pixels.
  public var isEmpty: Bool { width == 0 || height == 0 }
}
