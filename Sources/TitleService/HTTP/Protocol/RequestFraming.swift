/// The checks on a request's head that decide whether its framing can be trusted (RFC 9110 §5,
/// §8.6; RFC 9112 §3.2, §5, §6): a request that fails one is answered at once and its
/// connection closed, because a proxy in front could read the same bytes as a different
/// request.
///
/// libmicrohttpd frames the body by the first `Content-Length` or `Transfer-Encoding` header it
/// finds; these checks refuse every head on which another reader could disagree with it.
enum RequestFraming {
  /// The first thing wrong with `head`'s framing, or `nil`.
  ///
  /// - the asterisk target `*` with a method other than `OPTIONS` (RFC 9112 §3.2.4): 400
  ///   `invalidTarget`;
  /// - a header name that is not a token (white space before the colon among others): 400
  ///   `invalidHeader`;
  /// - a header value with a control character other than a tab: 400 `invalidHeader`;
  /// - HTTP/1.1 without exactly one `Host`, or HTTP/1.0 with more than one: 400 `missingHost`;
  /// - `Content-Length` values that are not all the same whole number: 400
  ///   `invalidContentLength`;
  /// - both `Content-Length` and `Transfer-Encoding`, or `Transfer-Encoding` in HTTP/1.0: 400
  ///   `conflictingFraming`;
  /// - a `Transfer-Encoding` other than `chunked` alone: 501 `unsupportedTransferEncoding`.
  static func check(_ head: HTTPRequestHead) -> HTTPError? {
    if head.target.isAsterisk && head.method != "OPTIONS" {
      return HTTPError(400, .invalidTarget, "only OPTIONS may have the target *")
    }
    var hosts = 0
    var lengthHeaders = 0
    // Whether every Content-Length value is a whole number alone (no list, no white space).
    var lengthsArePlain = true
    var hasCoding = false
    for header in head.headers {
      if header.hasName("Host") {
        hosts += 1
      } else if header.hasName("Content-Length") {
        lengthHeaders += 1
        lengthsArePlain =
          lengthsArePlain && !header.value.isEmpty && header.value.allBytes(isDigit)
      } else if header.hasName("Transfer-Encoding") {
        hasCoding = true
      }
      if header.name.isEmpty || !header.name.allBytes(isTokenByte) {
        let reason =
          header.name.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 })
          ? "white space before the colon" : "a name that is not a token"
        return HTTPError(
          400, .invalidHeader, "the header '\(printable(header.name))' has \(reason)")
      }
      if !header.value.allBytes({ ($0 >= 0x20 || $0 == 0x09) && $0 != 0x7F }) {
        return HTTPError(
          400, .invalidHeader, "the header '\(header.name)' has a control character in its value")
      }
    }
    if head.version == "HTTP/1.1" ? hosts != 1 : hosts > 1 {
      return HTTPError(
        400, .missingHost,
        hosts == 0
          ? "an HTTP/1.1 request needs a Host header" : "the request has \(hosts) Host headers")
    }
    // The common head, read without building the lists below: no Transfer-Encoding, at most
    // one Content-Length and that a whole number.
    if !hasCoding && lengthHeaders <= 1 && lengthsArePlain { return nil }
    let lengths = head.values("Content-Length").flatMap { value in
      value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingWhiteSpace
      }
    }
    if let first = lengths.first {
      guard lengths.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }) else {
        return HTTPError(400, .invalidContentLength, "Content-Length is not a whole number")
      }
      guard lengths.allSatisfy({ $0 == first }) else {
        return HTTPError(
          400, .invalidContentLength,
          "the request says \(lengths.count) different lengths: "
            + lengths.joined(separator: ", "))
      }
    }
    let codings = head.values("Transfer-Encoding").flatMap { value in
      value.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingWhiteSpace.lowercased()
      }
    }
    if !codings.isEmpty {
      if !lengths.isEmpty {
        return HTTPError(
          400, .conflictingFraming, "the request has both Content-Length and Transfer-Encoding")
      }
      if head.version != "HTTP/1.1" {
        return HTTPError(
          400, .conflictingFraming, "Transfer-Encoding needs HTTP/1.1, not \(head.version)")
      }
      if codings != ["chunked"] {
        return HTTPError(
          501, .unsupportedTransferEncoding,
          "Transfer-Encoding '\(printable(codings.joined(separator: ", ")))' is not supported;"
            + " only chunked is")
      }
    }
    return nil
  }

  /// RFC 9110 §5.6.2 `tchar`.
  @inline(__always) static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
      UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
      UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// `text` with anything outside printable ASCII written as `\xNN`, at most 64 bytes.
  static func printable(_ text: String) -> String {
    var result = ""
    for byte in text.utf8.prefix(64) {
      if byte >= 0x20 && byte < 0x7F {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return text.utf8.count > 64 ? result + "…" : result
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  fileprivate var trimmingWhiteSpace: String {
    let bytes = Array(utf8)
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
    let end = bytes.lastIndex { $0 != 0x20 && $0 != 0x09 }.map { $0 + 1 } ?? start
    return String(decoding: bytes[start..<Swift.max(start, end)], as: UTF8.self)
  }
}

extension String {
  /// Whether every UTF-8 byte of the string satisfies `predicate` (read in place when the
  /// string's bytes are contiguous, as they are for the strings made from a request's head).
  fileprivate func allBytes(_ predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) }
      ?? utf8.allSatisfy(predicate)
  }

  /// Zeros before the text up to `count` characters.
  fileprivate func leftPadded(to count: Int) -> String {
    String(repeating: "0", count: max(0, count - self.count)) + self
  }
}
