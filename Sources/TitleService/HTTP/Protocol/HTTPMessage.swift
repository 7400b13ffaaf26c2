/// What an HTTP request says before its body: enough to route it or turn it away.
struct HTTPRequestHead: Sendable {
  /// The method, as sent (`GET`, `POST`, …).
  var method: String
  /// The protocol version, as sent (`HTTP/1.1`, `HTTP/1.0`).
  var version: String
  /// The request target, read by the server (``RequestTarget``).
  var target: RequestTarget
  /// Every header line, in order, names as sent.
  var headers: [HTTPHeader] = []
  /// The request's id: the client's `X-Request-Id` when it is a short token, else one made for
  /// it (``HTTPRequestID``).
  var requestID = ""

  /// The percent-decoded path that routes the request.
  var path: String { target.path }

  /// The first value of the header `name` (any case), or `nil`.
  func header(_ name: String) -> String? {
    headers.first { $0.hasName(name) }?.value
  }

  /// Every value of the header `name` (any case), in order.
  func values(_ name: String) -> [String] {
    headers.filter { $0.hasName(name) }.map(\.value)
  }

  /// The `Content-Type` header's media type, lowercased, without parameters; `nil` when absent.
  var mediaType: String? { header("Content-Type").map(Self.mediaType(of:)) }

  /// The `Content-Length` header's value when it is a whole number.
  var contentLength: Int? { header("Content-Length").flatMap { Int($0) } }

  /// The media type of a `Content-Type` value: before any `;`, without spaces, lowercased
  /// (ASCII).
  static func mediaType(of value: String) -> String {
    // A value that is already a bare lowercase type (the common `application/json`) is its own
    // media type.
    let isBare = value.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.isEmpty
        && !bytes.contains { byte in
          byte == UInt8(ascii: ";") || byte == 0x20 || byte == 0x09 || (0x41...0x5A).contains(byte)
        }
    }
    if isBare == true { return value }
    var bytes = Array(value.utf8.prefix { $0 != UInt8(ascii: ";") })
    while bytes.last == 0x20 || bytes.last == 0x09 { bytes.removeLast() }
    let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
    return String(decoding: bytes[start...].map(HTTPHeader.lowercased), as: UTF8.self)
  }
}

/// One header line of a request or a response.
struct HTTPHeader: Sendable, Equatable {
  var name: String
  var value: String

  init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// Whether the header is named `other` (ASCII case ignored).
  func hasName(_ other: String) -> Bool {
    let name = name.utf8Span.span
    let other = other.utf8Span.span
    guard name.count == other.count else { return false }
    for index in name.indices where Self.lowercased(name[index]) != Self.lowercased(other[index]) {
      return false
    }
    return true
  }

  /// `byte` with ASCII capitals lowercased.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
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
  var body: HTTPBody
  /// More headers, such as `Allow` on a 405.
  var headers: [HTTPHeader] = []
  /// Whether the connection closes after this response (a request whose framing cannot be
  /// trusted: the bytes after it are not read as another request).
  var closesConnection = false

  init(status: Int, contentType: String, body: HTTPBody, headers: [HTTPHeader] = []) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  init(status: Int, contentType: String, body: [UInt8], headers: [HTTPHeader] = []) {
    self.init(status: status, contentType: contentType, body: .bytes(body), headers: headers)
  }

  /// A JSON response.
  static func json(_ status: Int, _ body: [UInt8]) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: body)
  }

  /// A plain-text response.
  static func text(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
  }
}

/// A response body: bytes at hand, or a stream the server pulls as the socket takes it.
enum HTTPBody: Sendable {
  case bytes([UInt8])
  case stream(any HTTPBodyStream)
}

/// A body written as the client reads it: the server asks for the next bytes only when the
/// socket has room, so a client that does not read holds at most one piece.
protocol HTTPBodyStream: AnyObject, Sendable {
  /// The next bytes, at most about `maximumCount` (a piece may be longer when one record is);
  /// `nil` at the end.
  func next(maximumCount: Int) -> [UInt8]?
}

/// What the HTTP server asks of the service it runs.
protocol HTTPService: Sendable {
  /// A refusal before the body is read (404, 405, 415, …), or `nil` to read the body and call
  /// ``respond(to:)``. (An answer given here closes the connection: the body is left unread.)
  func check(_ head: HTTPRequestHead) -> HTTPResponse?
  /// The answer to a request whose body has been read.
  func respond(to request: HTTPRequest) -> HTTPResponse
  /// The headers every response to `head` carries besides its own (`X-Request-Id`, CORS).
  func commonHeaders(for head: HTTPRequestHead) -> [HTTPHeader]
  /// The JSON error response `{"code", "error"}` of the HTTP layer.
  func errorResponse(_ error: HTTPError) -> HTTPResponse
  /// Counts one answer, whoever gave it.
  /// - Parameters:
  ///   - head: the request, or `nil` for an answer libmicrohttpd gave before the head was read.
  ///   - status: the status sent.
  ///   - seconds: the time from the request's head to its last byte handed to the socket, or
  ///     `nil` when not known.
  func record(_ head: HTTPRequestHead?, status: Int, seconds: Double?)
  /// Counts a connection refused at once (over a connection limit).
  func recordRefusedConnection()
}

/// An error of the HTTP layer, one with no request to echo: its status, its stable code and a
/// message.
struct HTTPError: Error, Sendable, Equatable {
  var status: Int
  var code: HTTPErrorCode
  var message: String
  /// Extra headers (`Allow` on a 405, `Accept-Post` on a 415).
  var headers: [HTTPHeader] = []

  init(_ status: Int, _ code: HTTPErrorCode, _ message: String, headers: [HTTPHeader] = []) {
    self.status = status
    self.code = code
    self.message = message
    self.headers = headers
  }
}
