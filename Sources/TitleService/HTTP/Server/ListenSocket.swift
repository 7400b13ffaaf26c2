import Glibc
import TitleSystem

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
    do {
      (descriptor, self.port) = try POSIX.listeningSocket(
        address: host == "localhost" ? "127.0.0.1" : host, port: port)
    } catch let failure {
      switch failure {
      case .notAnAddress:
        throw ServeError("--host: '\(host)' is not an IPv4 or IPv6 address")
      case .socket(let code):
        throw ServeError("cannot open a socket: \(String(cString: strerror(code)))")
      case .listen(let code), .connect(let code):
        throw ServeError("cannot listen on \(host):\(port): \(String(cString: strerror(code)))")
      }
    }
  }
}
