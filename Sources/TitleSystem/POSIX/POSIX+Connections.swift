import Glibc

extension POSIX {
  /// Sends what of `bytes` the socket takes now (`send(2)` with `MSG_DONTWAIT` and
  /// `MSG_NOSIGNAL`): never waits, never raises SIGPIPE.
  /// - Returns: how many bytes were sent; 0 when none could be.
  public static func sendWithoutWaiting(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    while true {
      let sent = bytes.withUnsafeBytes { buffer in
        send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL))
      }
      if sent >= 0 { return sent }
      if errno != EINTR { return 0 }
    }
  }

  /// Ends both directions of a connected socket (`shutdown(2)`, `SHUT_RDWR`) without closing its
  /// descriptor: whoever polls it sees the end and closes it.
  public static func shutDown(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Fixes a connected socket's send buffer at `bytes` (`SO_SNDBUF`, which also turns the
  /// kernel's growing of it off; Linux doubles the value for its own bookkeeping).
  public static func setSendBuffer(_ descriptor: Int32, bytes: Int) {
    var size = Int32(clamping: bytes)
    _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
  }

  /// Raises the soft limit of open descriptors (`RLIMIT_NOFILE`) to the hard limit, for a server
  /// that holds a connection limit's worth of sockets.
  /// - Returns: the soft limit now in force, or `nil` when it cannot be read.
  @discardableResult
  public static func raiseOpenFileLimit() -> Int? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
    }
    return Int(clamping: limit.rlim_cur)
  }
}
