import Foundation
import TitleSystem

/// A small HTTP/1.1 client over a blocking loopback socket, for the server tests: it writes
/// requests as given and reads one response (status, headers, a `Content-Length` or chunked
/// body). Every read and write has a timeout, so a test never hangs on a server that does not
/// answer.
///
/// `@unchecked Sendable`: a test may hand a connection to another thread (one that trickles
/// bytes while the test reads elsewhere), but only one thread uses a connection at a time.
public final class HTTPTestConnection: @unchecked Sendable {
  public struct Response: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port` from `source` (another loopback address such as 127.0.0.2
  /// is another client), with a receive buffer of `receiveBufferBytes` when given (a client
  /// that does not read then stops the server's writes after a few kilobytes); reads and writes
  /// wait at most `timeout` seconds.
  public init(port: UInt16, timeout: Int = 20, source: String? = nil, receiveBufferBytes: Int? = nil)
    throws
  {
    CommandRunner.ignoreSIGPIPE
    do {
      descriptor = try POSIX.loopbackConnection(
        port: Int(port), timeoutSeconds: timeout, source: source,
        receiveBufferBytes: receiveBufferBytes)
    } catch {
      throw Failure(description: "connect failed: \(error)")
    }
  }

  deinit { close(descriptor) }

  /// Writes `bytes` as they are.
  public func send(_ bytes: [UInt8]) throws {
    if let code = POSIX.writeAll(bytes, to: descriptor) {
      throw Failure(description: "write failed: errno \(code)")
    }
  }

  /// Writes `text` as UTF-8.
  public func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// The head of a request with a body of `length` bytes.
  public static func head(
    _ method: String, _ path: String, contentType: String? = "application/json", length: Int?
  ) -> String {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    if let contentType { head += "Content-Type: \(contentType)\r\n" }
    if let length { head += "Content-Length: \(length)\r\n" }
    return head + "\r\n"
  }

  /// Sends a whole request and reads its response.
  public func request(
    _ method: String, _ path: String, body: [UInt8] = [],
    contentType: String? = "application/json"
  ) throws -> Response {
    let length = method == "GET" && body.isEmpty ? nil : body.count
    try send(Array(Self.head(method, path, contentType: contentType, length: length).utf8) + body)
    return try readResponse()
  }

  /// Sends a request with a UTF-8 body and reads its response.
  public func request(
    _ method: String, _ path: String, text: String, contentType: String = "application/json"
  )
    throws -> Response
  {
    try request(method, path, body: Array(text.utf8), contentType: contentType)
  }

  /// Reads one response.
  /// - Throws: ``Failure`` when the connection closes or times out first.
  public func readResponse() throws -> Response {
    while true {
      if let end = headEnd() {
        let head = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
          throw Failure(description: "bad status line in \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines {
          guard let colon = line.firstIndex(of: ":") else { continue }
          headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
            .trimmingCharacters(in: .whitespaces)
        }
        buffer.removeFirst(end + 4)
        if headers["transfer-encoding"]?.lowercased() == "chunked" {
          return Response(status: status, headers: headers, body: try readChunks())
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length { try fill() }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
      }
      try fill()
    }
  }

  /// A chunked body (RFC 9112 §7.1), its trailer section skipped.
  private func readChunks() throws -> [UInt8] {
    var body: [UInt8] = []
    while true {
      let line = try readLine()
      let sizeText = line.split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
        throw Failure(description: "bad chunk size line '\(line)'")
      }
      if size == 0 {
        while try !readLine().isEmpty {}
        return body
      }
      while buffer.count < size + 2 { try fill() }
      body += buffer[..<size]
      buffer.removeFirst(size + 2)
    }
  }

  /// The next line, without its CRLF.
  private func readLine() throws -> String {
    while true {
      if let end = (0..<max(0, buffer.count - 1)).first(where: {
        buffer[$0] == 13 && buffer[$0 + 1] == 10
      }) {
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 2)
        return line
      }
      try fill()
    }
  }

  /// Every byte until the server closes the connection (or the timeout).
  public func readUntilClose() -> [UInt8] {
    while (try? fill()) != nil {}
    defer { buffer = [] }
    return buffer
  }

  /// Whether the server closes the connection (a read gives end of file) within the timeout.
  public func isClosedByServer() -> Bool {
    var byte: [UInt8] = [0]
    return POSIX.read(descriptor, into: &byte) == .end
  }

  private func headEnd() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
      && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65536)
    switch POSIX.read(descriptor, into: &chunk) {
    case .bytes(let count): buffer.append(contentsOf: chunk[..<count])
    case .end: throw Failure(description: "connection closed")
    case .failed(let code): throw Failure(description: "read timed out or failed: errno \(code)")
    }
  }
}
