import Foundation

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
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket failed") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw Failure(description: "connect failed: \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// Writes `bytes` as they are.
  func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      guard written > 0 else { throw Failure(description: "write failed") }
      offset += written
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
    var byte: UInt8 = 0
    return read(descriptor, &byte, 1) == 0
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
    let count = read(descriptor, &chunk, chunk.count)
    guard count > 0 else {
      throw Failure(description: count == 0 ? "connection closed" : "read timed out or failed")
    }
    buffer.append(contentsOf: chunk[..<count])
  }
}
