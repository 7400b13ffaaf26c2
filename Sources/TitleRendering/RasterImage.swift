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
