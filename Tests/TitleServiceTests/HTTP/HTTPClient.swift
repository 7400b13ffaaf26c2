import Foundation
import TitleSystem
import TitleTestSupport

/// A small HTTP/1.1 client over a blocking loopback socket, for the server tests: it writes
/// requests as given and reads one response (status, headers, a `Content-Length` body). Every
/// read and write has a timeout, so a test never hangs on a server that does not answer.
final class HTTPTestConnection {
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []

  /// Connects to 127.0.0.1:`port`; reads and writes wait at most `timeout` seconds.
  init(port: UInt16, timeout: Int = 20) throws {
    CommandRunner.ignoreSIGPIPE
    do {
      descriptor = try POSIX.loopbackConnection(port: Int(port), timeoutSeconds: timeout)
    } catch {
      throw Failure(description: "connect failed: \(error)")
    }
  }

  deinit { close(descriptor) }

  /// Writes `bytes` as they are.
  func send(_ bytes: [UInt8]) throws {
    if let code = POSIX.writeAll(bytes, to: descriptor) {
      throw Failure(description: "write failed: errno \(code)")
    }
  }

  /// Writes `text` as UTF-8.
  func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// The head of a request with a body of `length` bytes.
  static func head(
    _ method: String, _ path: String, contentType: String? = "application/json", length: Int?
  ) -> String {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    if let contentType { head += "Content-Type: \(contentType)\r\n" }
    if let length { head += "Content-Length: \(length)\r\n" }
    return head + "\r\n"
  }

  /// Sends a whole request and reads its response.
  func request(
    _ method: String, _ path: String, body: [UInt8] = [],
    contentType: String? = "application/json"
  ) throws -> Response {
    let length = method == "GET" && body.isEmpty ? nil : body.count
    try send(Array(Self.head(method, path, contentType: contentType, length: length).utf8) + body)
    return try readResponse()
  }

  /// Sends a request with a UTF-8 body and reads its response.
  func request(
    _ method: String, _ path: String, text: String, contentType: String = "application/json"
  )
    throws -> Response
  {
    try request(method, path, body: Array(text.utf8), contentType: contentType)
  }

  /// Reads one response.
  /// - Throws: ``Failure`` when the connection closes or times out first.
  func readResponse() throws -> Response {
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
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < end + 4 + length { try fill() }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return Response(status: status, headers: headers, body: body)
      }
      try fill()
    }
  }

  /// Whether the server closes the connection (a read gives end of file) within the timeout.
  func isClosedByServer() -> Bool {
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
