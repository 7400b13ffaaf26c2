/// Why a cell could not be rendered or a style could not be read.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The cell style has a bad value (scale, padding, line height).
  case invalidStyle(reason: String)
  /// The style file could not be read or parsed.
  case unreadableStyle(path: String, reason: String)
  /// The image would be empty or absurdly large.
  case invalidImageSize(width: Int, height: Int)
  /// libpng failed to encode or decode (its message).
  case png(message: String)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .invalidStyle(let reason): "invalid cell style: \(reason)"
    case .unreadableStyle(let path, let reason): "cannot read cell style \(path): \(reason)"
    case .invalidImageSize(let width, let height):
      "invalid image size \(width)×\(height): each side must be 1…16384 pixels"
    case .png(let message): "libpng: \(message)"
    }
  }
}
