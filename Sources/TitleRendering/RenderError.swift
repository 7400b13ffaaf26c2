import TitleComposer

/// Why a cell could not be rendered or a style could not be read.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The cell style has a bad value (scale, padding, line height).
  case invalidStyle(reason: String)
  /// The style file could not be read or parsed.
  case unreadableStyle(path: String, reason: String)
  /// The PNG would be empty or absurdly large: a side outside 1…16,384 device pixels
  /// (``RenderLimits/maximumImageSide``) or more than 67,108,864 pixels
  /// (``RenderLimits/maximumImagePixels``).
  case invalidImageSize(width: Int, height: Int)
  /// A coordinate, width or height of the layout or the drawn area (`name`, e.g.
  /// `"title.width"`) is not finite or beyond ±10,000,000 layout pixels
  /// (``RenderLimits/maximumCoordinate``).
  case geometryOutOfRange(name: String, value: Double)
  /// A font size of the layout is not finite or outside (0, 1000]
  /// (``RenderLimits/maximumFontSize``).
  case invalidFontSize(Double)
  /// An image built from pixels (``RasterImage/init(width:height:pixels:)``) whose size is
  /// negative or overflows, or whose byte count is not `width × height × 4`.
  case invalidPixels(width: Int, height: Int, byteCount: Int)
  /// libpng failed to decode, or libdeflate to compress (the message, which names the library).
  case png(message: String)
  /// A glyph run (`name`, e.g. `"title.lines[0].runs[1]"`) names a face the renderer's chain
  /// does not have (it has `faceCount`): the layout came from other fonts.
  case unknownFace(name: String, faceIndex: Int, faceCount: Int)
  /// A line (`name`, e.g. `"title.lines[0]"`) has text but no glyph runs to draw: it was
  /// composed without ``TitleComposer/TitleRequest/includesGlyphRuns`` (or decoded from JSON
  /// written without them).
  case missingGlyphRuns(name: String)

  /// A one-line message for people (a path it echoes has its control characters escaped).
  public var description: String {
    switch self {
    case .invalidStyle(let reason): "invalid cell style: \(reason)"
    case .unreadableStyle(let path, let reason):
      "cannot read cell style \(VisibleText.escaping(path)): \(VisibleText.escaping(reason))"
    case .invalidImageSize(let width, let height):
      "invalid image size \(width)×\(height) pixels: each side must be 1…16384 pixels and the"
        + " image at most 67108864 pixels (lower the scale or the width)"
    case .geometryOutOfRange(let name, let value):
      "cannot render \(name) \(value): coordinates and sizes must be finite and within"
        + " ±10000000 px"
    case .invalidFontSize(let size):
      "cannot render font size \(size): it must be a finite number in (0, 1000]"
    case .invalidPixels(let width, let height, let byteCount):
      "invalid image of \(width)×\(height) pixels with \(byteCount) bytes: the sides must not be"
        + " negative and the pixels must be width × height × 4 bytes"
    case .png(let message): message
    case .unknownFace(let name, let faceIndex, let faceCount):
      "cannot render \(name): face \(faceIndex) is not in the renderer's \(faceCount) fonts (was"
        + " it laid out with other fonts?)"
    case .missingGlyphRuns(let name):
      "cannot render \(name): it has text but no glyph runs (compose it with includesGlyphRuns,"
        + " \"glyphs\": true)"
    }
  }
}
