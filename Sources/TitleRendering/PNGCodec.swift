// Every libpng call of the package lives in this file. It uses libpng's "simplified" API
// (png_image_*, libpng ≥ 1.6), which reports errors through its return value and
// `png_image.message` instead of longjmp — Swift cannot survive a longjmp across its frames.
internal import CPNG

/// PNG encoding and decoding of ``RasterImage``s through libpng.
public enum PNGCodec {
  /// Encodes straight-alpha RGBA as an 8-bit RGBA PNG, in memory
  /// (`png_image_write_to_memory`, called twice: once for the size, once to write).
  /// - Parameters:
  ///   - image: the image, at least 1×1.
  ///   - fast: trade compression for speed (`PNG_IMAGE_FLAG_FAST`); default true.
  /// - Returns: the PNG file's bytes.
  /// - Throws: ``RenderError/invalidImageSize(width:height:)`` or ``RenderError/png(message:)``.
  public static func encode(_ image: RasterImage, fast: Bool = true) throws(RenderError) -> [UInt8]
  {
    guard (1...16384).contains(image.width), (1...16384).contains(image.height) else {
      throw .invalidImageSize(width: image.width, height: image.height)
    }
    var png = pngImage(width: image.width, height: image.height)
    if fast { png.flags = UInt32(PNG_IMAGE_FLAG_FAST) }
    // A generous first guess saves the sizing pass for typical cells.
    var capacity = png_alloc_size_t(image.pixels.count / 2 + 1024)
    var output = [UInt8](repeating: 0, count: Int(capacity))
    var ok = image.pixels.withUnsafeBytes { source in
      output.withUnsafeMutableBytes { destination in
        png_image_write_to_memory(
          &png, destination.baseAddress, &capacity, 0, source.baseAddress, 0, nil)
      }
    }
    if ok == 0, capacity > output.count, png.warning_or_error & 3 < 2 {
      // The guess was too small; `capacity` now holds the size libpng needs.
      png = pngImage(width: image.width, height: image.height)
      if fast { png.flags = UInt32(PNG_IMAGE_FLAG_FAST) }
      output = [UInt8](repeating: 0, count: Int(capacity))
      ok = image.pixels.withUnsafeBytes { source in
        output.withUnsafeMutableBytes { destination in
          png_image_write_to_memory(
            &png, destination.baseAddress, &capacity, 0, source.baseAddress, 0, nil)
        }
      }
    }
    guard ok != 0 else { throw .png(message: message(of: &png)) }
    output.removeSubrange(Int(capacity)...)
    return output
  }

  /// Decodes a PNG of any colour type into 8-bit straight RGBA
  /// (`png_image_begin_read_from_memory`, `png_image_finish_read`).
  /// - Parameter bytes: a PNG file's bytes.
  /// - Returns: the image.
  /// - Throws: ``RenderError/png(message:)`` for data libpng rejects,
  ///   ``RenderError/invalidImageSize(width:height:)`` for an absurd size.
  public static func decode(_ bytes: [UInt8]) throws(RenderError) -> RasterImage {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    let begun = bytes.withUnsafeBytes {
      png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count)
    }
    guard begun != 0 else { throw .png(message: message(of: &png)) }
    let (width, height) = (Int(png.width), Int(png.height))
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      png_image_free(&png)
      throw .invalidImageSize(width: width, height: height)
    }
    png.format = rgba
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes {
      png_image_finish_read(&png, nil, $0.baseAddress, 0, nil)
    }
    guard finished != 0 else { throw .png(message: message(of: &png)) }
    return RasterImage(checkedWidth: width, height: height, pixels: pixels)
  }

  /// `PNG_FORMAT_RGBA`, which is a macro of macros and does not import.
  private static let rgba = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

  private static func pngImage(width: Int, height: Int) -> png_image {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(width)
    png.height = UInt32(height)
    png.format = rgba
    return png
  }

  /// The text of `png_image.message` (a fixed C array), after freeing the image's state.
  private static func message(of png: inout png_image) -> String {
    png_image_free(&png)
    return withUnsafeBytes(of: png.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self)
    }
  }
}
