/// Strict UTF-8 decoding for titles that arrive as bytes (command lines, files, sockets).
public enum UTF8Validation {
  /// `bytes` as a string.
  /// - Throws: ``ComposerError/invalidUTF8(byteOffset:)`` with the offset of the first byte
  ///   that is not well-formed UTF-8 (an encoded surrogate counts as ill-formed).
  public static func string(from bytes: [UInt8]) throws(ComposerError) -> String {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      case .error(let length):
        _ = length
        throw .invalidUTF8(byteOffset: offset)
      }
    }
  }
}
