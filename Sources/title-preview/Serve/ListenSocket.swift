import Foundation

/// A TCP socket bound to a host and port and listening, made before the server starts so that
/// port 0 can be told back as the port the system chose.
struct ListenSocket: Sendable {
  /// The socket's descriptor (non-blocking, close-on-exec).
  let descriptor: Int32
  /// The port bound (the system's choice for port 0).
  let port: Int

  /// Binds `host` (an IPv4 or IPv6 address, or `localhost`) and `port`, and listens.
  /// - Parameters:
  ///   - host: the address to listen on.
  ///   - port: the port, 0 for any free one.
  /// - Throws: ``ServeError`` when the address is not one, or the socket cannot be bound.
  init(host: String, port: Int) throws(ServeError) {
    let address = host == "localhost" ? "127.0.0.1" : host
    var storage = sockaddr_storage()
    let length: socklen_t
    let family: Int32
    if address.contains(":") {
      var ipv6 = sockaddr_in6()
      ipv6.sin6_family = sa_family_t(AF_INET6)
      ipv6.sin6_port = in_port_t(UInt16(port).bigEndian)
      guard inet_pton(AF_INET6, address, &ipv6.sin6_addr) == 1 else {
        throw ServeError("--host: '\(host)' is not an IPv4 or IPv6 address")
      }
      withUnsafeBytes(of: ipv6) { bytes in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
      }
      (length, family) = (socklen_t(MemoryLayout<sockaddr_in6>.size), AF_INET6)
    } else {
      var ipv4 = sockaddr_in()
      ipv4.sin_family = sa_family_t(AF_INET)
      ipv4.sin_port = in_port_t(UInt16(port).bigEndian)
      guard inet_pton(AF_INET, address, &ipv4.sin_addr) == 1 else {
        throw ServeError("--host: '\(host)' is not an IPv4 or IPv6 address")
      }
      withUnsafeBytes(of: ipv4) { bytes in
        withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
      }
      (length, family) = (socklen_t(MemoryLayout<sockaddr_in>.size), AF_INET)
    }
    let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    let descriptor = socket(family, socketType | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard descriptor >= 0 else {
      throw ServeError("cannot open a socket: \(String(cString: strerror(errno)))")
    }
    var on: Int32 = 1
    setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw ServeError("cannot listen on \(host):\(port): \(reason)")
    }
    var chosen = sockaddr_storage()
    var chosenLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &chosen) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &chosenLength)
      }
    }
    let networkPort =
      family == AF_INET6
      ? withUnsafeBytes(of: chosen) { $0.load(as: sockaddr_in6.self).sin6_port }
      : withUnsafeBytes(of: chosen) { $0.load(as: sockaddr_in.self).sin_port }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: networkPort))
  }
}
