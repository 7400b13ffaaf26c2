/// What an HTTP request says before its body: enough to route it or turn it away.
struct HTTPRequestHead: Sendable {
  /// The method, as sent (`GET`, `POST`, …).
  var method: String
  /// The path without the query, percent-decoded by the server.
  var path: String
  /// The `Content-Type` header's media type, lowercased, without parameters; `nil` when absent.
  var mediaType: String?
  /// The `Content-Length` header's value when it is a whole number.
  var contentLength: Int?
  /// The query arguments (`?format=png`), in order; an argument without `=` has an empty value.
  var query: [(name: String, value: String)] = []
}

extension HTTPRequestHead {
  /// The media type of a `Content-Type` value: before any `;`, without spaces, lowercased
  /// (ASCII).
  static func mediaType(of value: String) -> String {
    var bytes = Array(value.utf8.prefix { $0 != UInt8(ascii: ";") })
    while bytes.last == 0x20 || bytes.last == 0x09 { bytes.removeLast() }
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
    return String(
      decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}

/// A request with its whole body.
struct HTTPRequest: Sendable {
  var head: HTTPRequestHead
  var body: [UInt8]
}

/// A response: status, media type, body and any extra headers.
struct HTTPResponse: Sendable {
  var status: Int
  var contentType: String
  var body: [UInt8]
  /// More headers, such as `Allow` on a 405.
  var headers: [(name: String, value: String)] = []

  /// A JSON response.
  static func json(_ status: Int, _ body: [UInt8]) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// A plain-text response.
  static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
  }
}

/// What the HTTP server asks of the service it runs.
protocol HTTPService: Sendable {
  /// A refusal before the body is read (404, 405, 415), or `nil` to read the body and call
  /// ``respond(to:)``. (An answer given here closes the connection: the body is left unread.)
  func check(_ head: HTTPRequestHead) -> HTTPResponse?
  /// The answer to a request whose body has been read.
  func respond(to request: HTTPRequest) -> HTTPResponse
  /// Called once per answered request, whoever answered it (the service or the server's own
  /// limits: 408, 413).
  /// - Parameters:
  ///   - head: the request.
  ///   - status: the status sent.
  ///   - seconds: the time from the request's head to its response.
  func record(_ head: HTTPRequestHead, status: Int, seconds: Double)
  /// The body of a response the server makes itself (413, 408) for `status`.
  func limitResponse(status: Int, message: String) -> HTTPResponse
}
