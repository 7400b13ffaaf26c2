// Every libpng call of the package lives in this file. It uses libpng's "simplified" API
// (png_image_*, libpng ≥ 1.6), which reports errors through its return value and
// `png_image.message` instead of longjmp — Swift cannot survive a longjmp across its frames.
// Encoding is PNGEncoder.swift's (libdeflate).
internal import CPNG

/// PNG encoding (libdeflate, PNGEncoder.swift) and decoding (libpng) of ``RasterImage``s.
public enum PNGCodec {
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

  /// The text of `png_image.message` (a fixed C array), after freeing the image's state.
  private static func message(of png: inout png_image) -> String {
    png_image_free(&png)
    return withUnsafeBytes(of: png.message) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return "libpng: " + (bytes.isEmpty ? "unknown error" : String(decoding: bytes, as: UTF8.self))
    }
  }
}
