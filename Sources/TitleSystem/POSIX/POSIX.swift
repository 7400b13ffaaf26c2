import Glibc

/// The package's one wrapper of the C library's calls that take raw memory: `read(2)`,
/// `write(2)`, `writev(2)`, `memchr(3)`, the process's `argv`, the socket address structures
/// of `bind(2)`, `getsockname(2)` and `connect(2)`, the `pthread_mutex_t` behind every lock
/// (``PthreadMutex``), `memcpy(3)` onto an `OutputSpan` (the batch encoder's bulk appends), and
/// the process's threads, environment, folders and processor count (`POSIX+Process.swift`).
/// Everything else of the package's I/O (input files, standard streams, batch lines, the HTTP
/// server's socket, the benchmark's client) goes through these, with Swift arrays and spans in
/// and out; no other Swift file outside the C wrappers and the layout arena touches a pointer.
///
/// Every I/O call retries `EINTR` and reports a failure as its `errno`, never a trap.
public enum POSIX {
  /// What one `read(2)` gave.
  public enum ReadResult: Equatable, Sendable {
    /// This many bytes, at the start of the buffer.
    case bytes(Int)
    /// The end of the input.
    case end
    /// The `errno` of the failed read.
    case failed(errno: Int32)
  }

  /// Reads once from `descriptor` into `buffer` (its whole length), retrying `EINTR`.
  /// - Returns: how many bytes arrived at the start of `buffer`, the end, or the `errno`.
  public static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadResult {
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        Glibc.read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count > 0 { return .bytes(count) }
      if count == 0 { return .end }
      let code = errno
      if code != EINTR { return .failed(errno: code) }
    }
  }

  /// Reads once from `descriptor` into a new array with room for `capacity` bytes (at least 1),
  /// retrying `EINTR`: the array holds the bytes that arrived (none at the end or on a failure).
  /// Its room is not zeroed first, and the bytes need no copy out of a reused buffer (as
  /// ``read(_:into:)``'s are): a reader that keeps what it reads keeps them as they arrived.
  /// - Returns: the bytes, and how many arrived, the end, or the `errno`.
  public static func read(_ descriptor: Int32, upTo capacity: Int) -> (
    bytes: [UInt8], result: ReadResult
  ) {
    var result = ReadResult.end
    let bytes = [UInt8](unsafeUninitializedCapacity: max(1, capacity)) { buffer, initialized in
      while true {
        let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        if count > 0 {
          result = .bytes(count)
          initialized = count
          return
        }
        initialized = 0
        if count == 0 { return }
        let code = errno
        if code != EINTR {
          result = .failed(errno: code)
          return
        }
      }
    }
    return (bytes, result)
  }

  /// Writes every byte of `bytes` to `descriptor`: partial writes continued, `EINTR` retried.
  /// - Returns: `nil` when all were written, else the `errno` of the failed write (`EIO` for a
  ///   write that wrote nothing).
  public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
    let result: Int32?? = bytes.withContiguousStorageIfAvailable { buffer in
      writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
    }
    if let result { return result }
    let copy = Array(bytes)
    return copy.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// A new pipe (`pipe(2)`): its read and write ends, which the caller closes; `nil` when none
  /// could be made (`errno` says why).
  public static func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    let status = ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) }
    guard status == 0 else { return nil }
    return (ends[0], ends[1])
  }

  /// Where the symbolic link at `path` points (`readlink(2)`), or `nil` when it is not one or
  /// cannot be read.
  public static func symbolicLinkTarget(_ path: String) -> String? {
    var target = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = target.withUnsafeMutableBytes { bytes in
      readlink(path, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count - 1)
    }
    guard length >= 0 else { return nil }
    return String(decoding: target[0..<length], as: UTF8.self)
  }

  /// What one `write(2)` did.
  public enum WriteResult: Equatable, Sendable {
    /// This many bytes (a non-blocking descriptor may take fewer than asked).
    case bytes(Int)
    /// The `errno` of the failed write (`EAGAIN` when a non-blocking descriptor is full).
    case failed(errno: Int32)
  }

  /// One `write(2)` of at most `maximum` bytes of `bytes` from `start` to `descriptor`,
  /// retrying `EINTR` (a test fills a non-blocking pipe with it, to see where the reader stops).
  public static func writeOnce(
    _ bytes: [UInt8], from start: Int, maximum: Int, to descriptor: Int32
  ) -> WriteResult {
    precondition(start >= 0 && start <= bytes.count && maximum >= 0)
    let count = min(maximum, bytes.count - start)
    while true {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + start }, count)
      }
      if written >= 0 { return .bytes(written) }
      let code = errno
      if code != EINTR { return .failed(errno: code) }
    }
  }

  /// Writes every byte of `pieces`, in order, to `descriptor`: up to ``piecesPerCall`` pieces a
  /// `writev(2)` call, a partial write finished piece by piece.
  /// - Returns: `nil` when all were written, else the `errno` of the failed write.
  public static func writeAll(pieces: [[UInt8]], to descriptor: Int32) -> Int32? {
    var start = 0
    while start < pieces.count {
      let group = pieces[start..<min(start + piecesPerCall, pieces.count)]
      start = group.endIndex
      var vectors: [iovec] = []
      vectors.reserveCapacity(group.count)
      let failure = withPieces(group, collecting: &vectors) { vectors in
        let total = group.reduce(0) { $0 + $1.count }
        var written = -1
        while written < 0 {
          written = writev(descriptor, vectors, Int32(vectors.count))
          if written < 0 && errno != EINTR { return errno }
        }
        guard written < total else { return nil }
        // A partial write: the rest of the group one piece at a time.
        var skipped = 0
        for piece in group {
          defer { skipped += piece.count }
          guard skipped + piece.count > written else { continue }
          let from = max(0, written - skipped)
          if let code = writeAll(piece[from...], to: descriptor) { return code }
        }
        return nil
      }
      if let failure { return failure }
    }
    return nil
  }

  /// The most pieces one `writev(2)` call is given (below every system's `IOV_MAX`).
  public static let piecesPerCall = 128

  /// The offset of the first `byte` in `bytes[start..<end]`, or `nil`: `memchr(3)`, which scans
  /// many bytes at a time.
  /// - Precondition: `0 <= start` and `end <= bytes.count`.
  public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int)
    -> Int?
  {
    precondition(start >= 0 && end <= bytes.count, "POSIX.firstIndex: range outside the bytes")
    guard start < end else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress,
        let found = memchr(base + start, Int32(byte), end - start)
      else { return nil }
      return UnsafeRawPointer(base).distance(to: found)
    }
  }

  /// The process's arguments after its name, as the bytes the system passed (not decoded, so
  /// invalid UTF-8 can be reported as such).
  public static func rawArguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
        UInt8(bitPattern: $0)
      }
    }
  }

  // MARK: Sockets

  /// Why a socket could not be made.
  public enum SocketFailure: Error, Equatable, Sendable {
    /// The host is neither an IPv4 nor an IPv6 address.
    case notAnAddress
    /// `socket(2)` failed with this `errno`.
    case socket(errno: Int32)
    /// `bind(2)` or `listen(2)` failed with this `errno`.
    case listen(errno: Int32)
    /// `connect(2)` failed with this `errno`.
    case connect(errno: Int32)
  }

  /// A non-blocking, close-on-exec TCP socket bound to `address` (an IPv4 or IPv6 address) and
  /// `port`, listening, with `SO_REUSEADDR`.
  /// - Parameter port: the port, 0 for any free one.
  /// - Returns: the descriptor and the port bound (the system's choice for port 0).
  /// - Throws: ``SocketFailure``.
  public static func listeningSocket(address: String, port: Int) throws(SocketFailure)
    -> (descriptor: Int32, port: Int)
  {
    let family = address.contains(":") ? AF_INET6 : AF_INET
    var storage = sockaddr_storage()
    guard let length = fill(&storage, family: family, address: address, port: port) else {
      throw .notAnAddress
    }
    let socketType =
      Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
    let descriptor = socket(family, socketType, 0)
    guard descriptor >= 0 else { throw .socket(errno: errno) }
    var on: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, 128) == 0 else {
      let code = errno
      close(descriptor)
      throw .listen(errno: code)
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
    return (descriptor, Int(UInt16(bigEndian: networkPort)))
  }

  /// A blocking TCP socket connected to `address`:`port` (IPv4, 127.0.0.1 unless said), with
  /// `TCP_NODELAY` and send and receive timeouts.
  /// - Parameters:
  ///   - port: the port to connect to.
  ///   - timeoutSeconds: the send and receive timeouts.
  ///   - address: the IPv4 address to connect to.
  ///   - source: the IPv4 address to connect from (bound before connecting: another loopback
  ///     address such as 127.0.0.2 makes another client), or `nil` for the system's choice.
  ///   - receiveBufferBytes: the socket's receive buffer (`SO_RCVBUF`, set before connecting,
  ///     so the window it offers stays that small), or `nil` for the system's.
  /// - Returns: the descriptor; the caller closes it.
  /// - Throws: ``SocketFailure``.
  public static func loopbackConnection(
    port: Int, timeoutSeconds: Int, address: String = "127.0.0.1", source: String? = nil,
    receiveBufferBytes: Int? = nil
  ) throws(SocketFailure) -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw .socket(errno: errno) }
    if let receiveBufferBytes {
      var size = Int32(clamping: receiveBufferBytes)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
    var time = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var on: Int32 = 1
    setsockopt(
      descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    if let source {
      var from = sockaddr_storage()
      guard let fromLength = fill(&from, family: AF_INET, address: source, port: 0) else {
        close(descriptor)
        throw .notAnAddress
      }
      let bound = withUnsafePointer(to: &from) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, fromLength) }
      }
      guard bound == 0 else {
        let code = errno
        close(descriptor)
        throw .connect(errno: code)
      }
    }
    var storage = sockaddr_storage()
    guard let length = fill(&storage, family: AF_INET, address: address, port: port) else {
      close(descriptor)
      throw .notAnAddress
    }
    let connected = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
    }
    guard connected == 0 else {
      let code = errno
      close(descriptor)
      throw .connect(errno: code)
    }
    return descriptor
  }

  // MARK: Private

  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }

  /// Calls `body` with an `iovec` for each piece of `pieces`, each valid for the whole call: the
  /// pieces' storage is borrowed one scope inside the other.
  private static func withPieces(
    _ pieces: ArraySlice<[UInt8]>, collecting vectors: inout [iovec],
    _ body: ([iovec]) -> Int32?
  ) -> Int32? {
    guard let first = pieces.first else { return body(vectors) }
    return first.withUnsafeBytes { buffer in
      vectors.append(
        iovec(
          iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress), iov_len: buffer.count))
      return withPieces(pieces.dropFirst(), collecting: &vectors, body)
    }
  }

  /// Writes `address` and `port` into `storage` as a `sockaddr_in` or `sockaddr_in6`.
  /// - Returns: the structure's length, or `nil` when `address` is not one of `family`.
  private static func fill(
    _ storage: inout sockaddr_storage, family: Int32, address: String, port: Int
  ) -> socklen_t? {
    if family == AF_INET6 {
      var ipv6 = sockaddr_in6()
      ipv6.sin6_family = sa_family_t(AF_INET6)
      ipv6.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
      guard inet_pton(AF_INET6, address, &ipv6.sin6_addr) == 1 else { return nil }
      return store(ipv6, in: &storage)
    }
    var ipv4 = sockaddr_in()
    ipv4.sin_family = sa_family_t(AF_INET)
    ipv4.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
    guard inet_pton(AF_INET, address, &ipv4.sin_addr) == 1 else { return nil }
    return store(ipv4, in: &storage)
  }

  /// Copies `address` (a `sockaddr_in` or `sockaddr_in6`) to the start of `storage`.
  /// - Returns: its length.
  private static func store<Address>(_ address: Address, in storage: inout sockaddr_storage)
    -> socklen_t
  {
    withUnsafeBytes(of: address) { bytes in
      withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
    }
    return socklen_t(MemoryLayout<Address>.size)
  }
}

// MARK: - The lock's mutex

extension POSIX {
  /// A `pthread_mutex_t` at a fixed address of its own: `pthread_mutex_init(3)` when made,
  /// `pthread_mutex_destroy(3)` when dropped. The mutex ``Locked`` holds.
  ///
  /// Not `Copyable`: a mutex must not move or be copied once initialized, so it lives in
  /// memory of its own and exactly one value owns it.
  public struct PthreadMutex: ~Copyable, @unchecked Sendable {
    // @unchecked Sendable is sound: the mutex is only reached through pthread_mutex_lock and
    // pthread_mutex_unlock, which are themselves thread-safe.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A new, unlocked mutex with the default attributes.
    public init() {
      mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }

    /// Waits for the mutex and takes it (`pthread_mutex_lock(3)`).
    @inlinable @inline(__always)
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the mutex back (`pthread_mutex_unlock(3)`); only its holder calls it.
    @inlinable @inline(__always)
    public func unlock() { pthread_mutex_unlock(mutex) }
  }
}

// MARK: - Bulk appends to an OutputSpan

extension POSIX {
  /// Appends the bytes of `source` to `out` in one `memcpy(3)` instead of one checked `append` a
  /// byte. The room is checked once (a copy past `out`'s capacity traps, as `append` does).
  @inlinable @inline(__always)
  public static func append(copying source: Span<UInt8>, to out: inout OutputSpan<UInt8>) {
    let count = source.count
    guard count > 0 else { return }
    source.withUnsafeBytes { bytes in
      out.withUnsafeMutableBufferPointer { buffer, initialized in
        precondition(buffer.count - initialized >= count, "an OutputSpan outgrew its capacity")
        UnsafeMutableRawPointer(buffer.baseAddress! + initialized).copyMemory(
          from: bytes.baseAddress!, byteCount: count)
        initialized += count
      }
    }
  }

  /// Appends ASCII `text` as it is, in one copy (as ``append(copying:to:)``).
  @inlinable @inline(__always)
  public static func append(_ text: StaticString, to out: inout OutputSpan<UInt8>) {
    text.withUTF8Buffer { utf8 in append(copying: utf8.span, to: &out) }
  }

  /// Appends the lowest `count` bytes (at most 8, lowest first) of `word`: the whole word is
  /// stored and `count` bytes of it kept, so eight bytes of room are checked.
  @inlinable @inline(__always)
  public static func append(packed word: UInt64, count: Int, to out: inout OutputSpan<UInt8>) {
    precondition(count >= 0 && count <= 8, "at most 8 bytes of a word")
    out.withUnsafeMutableBufferPointer { buffer, initialized in
      precondition(buffer.count - initialized >= 8, "an OutputSpan outgrew its capacity")
      UnsafeMutableRawPointer(buffer.baseAddress! + initialized).storeBytes(
        of: word.littleEndian, as: UInt64.self)
      initialized += count
    }
  }

  /// Appends the lowest `count` bytes (at most 16) of `low` then `high`: both words are stored,
  /// so sixteen bytes of room are checked.
  @inlinable @inline(__always)
  public static func append(
    packed low: UInt64, _ high: UInt64, count: Int, to out: inout OutputSpan<UInt8>
  ) {
    precondition(count >= 0 && count <= 16, "at most 16 bytes of two words")
    out.withUnsafeMutableBufferPointer { buffer, initialized in
      precondition(buffer.count - initialized >= 16, "an OutputSpan outgrew its capacity")
      let start = UnsafeMutableRawPointer(buffer.baseAddress! + initialized)
      start.storeBytes(of: low.littleEndian, as: UInt64.self)
      start.storeBytes(of: high.littleEndian, toByteOffset: 8, as: UInt64.self)
      initialized += count
    }
  }
}
