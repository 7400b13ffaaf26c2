/// The `X-Request-Id` of an answer: the client's, when it is a short token that is safe to echo
/// into logs and headers, else one made for the request.
enum HTTPRequestID {
  /// The longest id echoed.
  static let maximumLength = 128

  /// The id for a request whose `X-Request-Id` is `sent` (`nil` when it has none).
  /// - Returns: `sent` when it is 1 to 128 characters of letters, digits and `-._~:+/=`;
  ///   otherwise 32 random hex digits.
  static func id(for sent: String?) -> String {
    if let sent, isEchoable(sent) { return sent }
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    for _ in 0..<2 {
      var word = generator.next()
      for _ in 0..<16 {
        bytes.append(digits[Int(word & 0xF)])
        word >>= 4
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `value` is echoed as it is.
  static func isEchoable(_ value: String) -> Bool {
    (1...maximumLength).contains(value.utf8.count)
      && value.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          true
        default: "-._~:+/=".utf8.contains(byte)
        }
      }
  }
}
