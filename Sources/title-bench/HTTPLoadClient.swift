import Foundation
import TitleSystem

/// A kept-alive HTTP/1.1 connection to a loopback server for the load benchmark: writes a
/// request, reads one response with a `Content-Length` or chunked body. Reads and writes time
/// out.
final class HTTPLoadClient {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)

  /// Connects to 127.0.0.1:`port` from `source` (another loopback address is another client).
  /// - Throws: ``Failure`` when the connection cannot be made.
  init(port: Int, timeoutSeconds: Int = 30, source: String? = nil) throws {
    do {
      descriptor = try POSIX.loopbackConnection(
        port: port, timeoutSeconds: timeoutSeconds, source: source)
    } catch {
      throw Failure(description: "cannot connect to port \(port)")
    }
  }

  deinit { close(descriptor) }

  /// The bytes of a `POST path` request with a JSON body and `headers` (each a whole line).
  static func post(_ path: String, body: [UInt8], headers: [String] = []) -> [UInt8] {
    Array(
      ("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + headers.map { $0 + "\r\n" }.joined()
        + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
  }

  /// The bytes of a `GET path` request.
  static func get(_ path: String) -> [UInt8] {
    Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
  }

  /// Writes `bytes` as they are (a slow client's next byte).
  func send(_ bytes: [UInt8]) throws {
    if POSIX.writeAll(bytes, to: descriptor) != nil { throw Failure(description: "write failed") }
  }

  /// Sends `request` and reads the response.
  /// - Returns: the status and the body's length.
  /// - Throws: ``Failure`` when the connection fails, closes or times out.
  func exchange(_ request: [UInt8]) throws -> (status: Int, bodyBytes: Int) {
    if POSIX.writeAll(request, to: descriptor) != nil {
      throw Failure(description: "write failed")
    }
    while true {
      if let end = headEnd() {
        let head = String(decoding: buffer[..<end], as: UTF8.self).lowercased()
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        buffer.removeFirst(end + 4)
        if head.contains("\r\ntransfer-encoding: chunked") {
          return (status, try skipChunks())
        }
        let length =
          head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        while buffer.count < length { try fill() }
        buffer.removeFirst(length)
        return (status, length)
      }
      try fill()
    }
  }

  /// Reads a chunked body through its end.
  /// - Returns: its length.
  private func skipChunks() throws -> Int {
    var total = 0
    while true {
      let line = try readLine()
      guard let size = Int(line.split(separator: ";").first ?? "", radix: 16) else {
        throw Failure(description: "bad chunk size '\(line)'")
      }
      if size == 0 {
        while try !readLine().isEmpty {}
        return total
      }
      while buffer.count < size + 2 { try fill() }
      buffer.removeFirst(size + 2)
      total += size
    }
  }

  /// The next line, without its CRLF.
  private func readLine() throws -> String {
    while true {
      if buffer.count >= 2,
        let end = (0..<(buffer.count - 1)).first(where: {
          buffer[$0] == 13 && buffer[$0 + 1] == 10
        })
      {
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 2)
        return line
      }
      try fill()
    }
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
    switch POSIX.read(descriptor, into: &chunk) {
    case .bytes(let count): buffer.append(contentsOf: chunk[..<count])
    case .end: throw Failure(description: "closed")
    case .failed: throw Failure(description: "read timed out")
    }
  }
}
