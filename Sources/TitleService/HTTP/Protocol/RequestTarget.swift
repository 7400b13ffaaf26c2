/// A request's target (RFC 9112 §3.2) as the client sent it, read into the path that routes it
/// and its query arguments, or refused.
///
/// The server reads the raw target itself instead of taking libmicrohttpd's decoded one, which
/// is a C string: `%00` in it would end the path there and route `/metrics%00.json` as
/// `/metrics`.
struct RequestTarget: Sendable, Equatable {
  /// The percent-decoded path that routes the request (`/` for an absolute form without one).
  var path: String
  /// The query's arguments, in order, percent-decoded (`+` read as a space); an argument without
  /// `=` has an empty value.
  var query: [QueryArgument]
  /// Whether the target was the asterisk form `*` (for `OPTIONS *`).
  var isAsterisk = false

  /// One `name=value` of a query.
  struct QueryArgument: Sendable, Equatable {
    var name: String
    var value: String
  }

  /// Why a target is refused (400 `invalidTarget`).
  struct Failure: Error, Sendable, Equatable {
    let reason: String
  }

  /// Reads a raw target.
  ///
  /// - origin form `/path?query`: routed by its path;
  /// - absolute form `http://host/path?query` (also `https`, any case): routed by its path, as
  ///   RFC 9112 §3.2.2 asks of an origin server;
  /// - asterisk form `*`, which only `OPTIONS` may use;
  /// - anything else (the authority form of `CONNECT`, a relative path) is refused.
  ///
  /// - Parameter raw: the target's bytes, as on the request line.
  /// - Throws: ``Failure`` for a target of another form, a byte that may not appear in a target
  ///   (a space, a control character, a byte over 0x7E), a `%` not followed by two hex digits,
  ///   or a decoded path holding a NUL or any other control character.
  init(raw: [UInt8]) throws(Failure) {
    if raw == [UInt8(ascii: "*")] {
      self.init(path: "*", query: [], isAsterisk: true)
      return
    }
    if let bad = raw.first(where: { $0 <= 0x20 || $0 >= 0x7F }) {
      throw Failure(reason: "the target holds the byte 0x\(Self.hex(bad)), which a target may not")
    }
    var rest = raw[...]
    if rest.first != UInt8(ascii: "/") {
      guard let afterScheme = Self.afterHTTPScheme(rest) else {
        throw Failure(reason: "the target is neither a path nor an http URL")
      }
      let authorityEnd = afterScheme.firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?")
      }
      guard authorityEnd != afterScheme.startIndex else {
        throw Failure(reason: "the URL has no host")
      }
      rest = afterScheme[(authorityEnd ?? afterScheme.endIndex)...]
    }
    let queryStart = rest.firstIndex(of: UInt8(ascii: "?"))
    let rawPath = rest[..<(queryStart ?? rest.endIndex)]
    let path = try Self.decode(
      rawPath.isEmpty ? [UInt8(ascii: "/")][...] : rawPath, plusIsSpace: false)
    if let control = path.first(where: { $0 < 0x20 || $0 == 0x7F }) {
      throw Failure(
        reason: "the decoded path holds the control character U+00\(Self.hex(control))")
    }
    var query: [QueryArgument] = []
    if let queryStart {
      for piece in rest[(queryStart + 1)...].split(separator: UInt8(ascii: "&")) {
        let equals = piece.firstIndex(of: UInt8(ascii: "="))
        let name = try Self.decode(piece[..<(equals ?? piece.endIndex)], plusIsSpace: true)
        let value =
          try equals.map { index throws(Failure) in
            try Self.decode(piece[(index + 1)...], plusIsSpace: true)
          } ?? []
        query.append(
          QueryArgument(
            name: String(decoding: name, as: UTF8.self),
            value: String(decoding: value, as: UTF8.self)))
      }
    }
    self.init(path: String(decoding: path, as: UTF8.self), query: query)
  }

  init(path: String, query: [QueryArgument], isAsterisk: Bool = false) {
    self.path = path
    self.query = query
    self.isAsterisk = isAsterisk
  }

  /// The last value given for `name`, or `nil`.
  func argument(_ name: String) -> String? { query.last { $0.name == name }?.value }

  /// The bytes after `http://` or `https://` (scheme in any case), or `nil`.
  private static func afterHTTPScheme(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    for scheme in ["http://", "https://"] {
      let prefix = Array(scheme.utf8)
      guard bytes.count >= prefix.count else { continue }
      let head = bytes.prefix(prefix.count).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
      if head == prefix { return bytes.dropFirst(prefix.count) }
    }
    return nil
  }

  /// `bytes` with each `%XX` decoded (and `+` as a space when `plusIsSpace`).
  private static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) throws(Failure)
    -> [UInt8]
  {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.endIndex,
          let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else {
          throw Failure(reason: "'%' must be followed by two hex digits")
        }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
        index += 1
      }
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }
}
