import Synchronization

/// The `X-Request-Id` of an answer: the client's, when it is a short token that is safe to echo
/// into logs and headers, else one made for the request.
enum HTTPRequestID {
  /// The longest id echoed.
  static let maximumLength = 128

  /// A key drawn from the system's random source once per process: a made id is this key and
  /// the id's number hashed (SipHash), so that making one costs no system call.
  private static let key: (UInt64, UInt64) = {
    var generator = SystemRandomNumberGenerator()
    return (generator.next(), generator.next())
  }()

  /// How many ids the process has made.
  private static let made = Atomic<UInt64>(0)

  /// The id for a request whose `X-Request-Id` is `sent` (`nil` when it has none).
  /// - Returns: `sent` when it is 1 to 128 characters of letters, digits and `-._~:+/=`;
  ///   otherwise 32 hex digits, unpredictable without the process's key.
  static func id(for sent: String?) -> String {
    if let sent, isEchoable(sent) { return sent }
    let number = made.add(1, ordering: .relaxed).newValue
    let digits: StaticString = "0123456789abcdef"
    return String(unsafeUninitializedCapacity: 32) { buffer in
      for half in 0..<2 {
        var hasher = Hasher()
        hasher.combine(half == 0 ? key.0 : key.1)
        hasher.combine(number)
        var word = UInt64(UInt(bitPattern: hasher.finalize()))
        for index in 0..<16 {
          buffer[half * 16 + index] = digits.utf8Start[Int(word & 0xF)]
          word >>= 4
        }
      }
      return 32
    }
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
