internal import CMicroHTTPD
import Glibc
import Synchronization
@_spi(TitleInternals) import TitleSystem

/// An HTTP server on libmicrohttpd: its internal thread pool with epoll, one thread per `jobs`,
/// answering with an ``HTTPService``. Every libmicrohttpd call of the package is in this file
/// (through the `cmicrohttpd_` wrappers; ``MicroHTTPDLibrary`` loads the library first).
///
/// Per request, libmicrohttpd calls back:
/// 1. with the raw request line's target (`MHD_OPTION_URI_LOG_CALLBACK`), before it decodes it:
///    the server reads the target itself (``RequestTarget``) and starts the request's state;
/// 2. the access handler with the complete head: framing checks (``RequestFraming``), then the
///    service's own (404, 405, 415, …), then a `Content-Length` over the limit (413);
/// 3. the access handler with each piece of the body (kept, up to `maximumBodyBytes`; beyond,
///    dropped and answered 413 when the body ends);
/// 4. the access handler once more with nothing: the service answers, with bytes or with a stream
///    that libmicrohttpd pulls as the socket takes it (`MHD_create_response_from_callback`);
/// 5. `MHD_OPTION_NOTIFY_COMPLETED` when the answer is sent or the connection ends: the answer is
///    counted there.
///
/// ``ConnectionWatch`` holds each connection's deadlines (`MHD_OPTION_NOTIFY_CONNECTION` tells it
/// of connections opening and closing). libmicrohttpd answers some malformed requests itself
/// (400, 413, 414, 431, 505, with HTML bodies) and refuses connections over its limits without
/// calling back: its error log (`MHD_OPTION_EXTERNAL_LOGGER`) is the one place that tells of
/// them, so the server reads the log lines that do and counts them.
final class MicroHTTPDServer: Sendable {
  /// The limits the server keeps.
  struct Limits: Sendable {
    /// Largest body accepted (413 above).
    var maximumBodyBytes: Int
    /// Most connections open at once; more wait in the listen backlog.
    var maximumConnections: Int
    /// Most connections open at once from one client address; more are closed at once (0: no
    /// limit).
    var maximumConnectionsPerAddress: Int
    /// Seconds a connection may stay idle (libmicrohttpd's own timeout, a backstop behind the
    /// watch's deadlines).
    var idleTimeout: Int
    /// Bytes of libmicrohttpd's buffer per connection (the request head must fit in it).
    var connectionMemory: Int
  }

  private let service: any HTTPService
  private let limits: Limits
  let watch: ConnectionWatch
  let budget: MemoryBudget
  /// The answers set aside until the budget has room, by connection.
  let waiting = Locked<[Int: ResponsePump]>([:])
  /// Requests begun and not yet completed.
  private let inFlight = Atomic<Int>(0)
  /// Set when stopping: responses then close their connection.
  private let isStopping = Atomic<Bool>(false)
  /// The `MHD_Daemon`, as an address (0 before start and after stop).
  private let daemonAddress = Atomic<Int>(0)

  /// A server for `service`, its connections' deadlines kept by `watch`, the memory its requests
  /// hold counted in `budget`.
  init(service: any HTTPService, limits: Limits, watch: ConnectionWatch, budget: MemoryBudget) {
    self.service = service
    self.limits = limits
    self.watch = watch
    self.budget = budget
  }

  /// Starts answering on `socket` (bound and listening; the server owns it from here).
  /// - Parameters:
  ///   - socket: the listening socket (``ListenSocket``).
  ///   - threads: the thread pool's size.
  /// - Throws: ``ServeError`` when libmicrohttpd cannot start.
  func start(on socket: ListenSocket, threads: Int) throws(ServeError) {
    let flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
      | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
    let context = Unmanaged.passUnretained(self).toOpaque()
    let completed: MHD_RequestCompletedCallback = { context, connection, state, _ in
      guard let context, let connection, let state else { return }
      let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
      let request = state.pointee.map {
        Unmanaged<HTTPRequestState>.fromOpaque($0).takeRetainedValue()
      }
      state.pointee = nil
      server.completed(request, connection: connection)
    }
    let notify: MHD_NotifyConnectionCallback = { context, connection, _, event in
      guard let context, let connection else { return }
      let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
      let key = Int(bitPattern: UnsafeRawPointer(connection))
      if event == MHD_ConnectionNotificationCode.CONNECTION_NOTIFY_STARTED {
        server.watch.opened(key, descriptor: cmicrohttpd_connection_descriptor(connection))
      } else {
        server.watch.closed(key)
      }
    }
    let requestLine:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?
      ) -> UnsafeMutableRawPointer? = { context, target, connection in
        guard let context, let target, let connection else { return nil }
        let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
        server.inFlight.add(1, ordering: .relaxed)
        server.watch.enter(.head, Int(bitPattern: UnsafeRawPointer(connection)))
        let bytes = UnsafeRawBufferPointer(start: target, count: strlen(target))
        return Unmanaged.passRetained(HTTPRequestState(target: Array(bytes))).toOpaque()
      }
    // The target is read from its raw bytes (``RequestTarget``); query arguments, which
    // libmicrohttpd would decode with this callback, are read there too.
    let keepEscaped:
      @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?
      ) -> Int = { _, _, text in text.map { strlen($0) } ?? 0 }
    let log: MHD_LogCallback = { context, format, arguments in
      guard let context, let format, let arguments else { return }
      let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
      var line = [CChar](repeating: 0, count: 256)
      _ = vsnprintf(&line, line.count, format, arguments)
      server.logged(
        String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    // The logger first, so that what libmicrohttpd says about the options after it goes
    // through it; a pool of one thread is the internal polling thread alone (libmicrohttpd
    // warns that it ignores a pool size of 1).
    var arguments: [CVarArg] = [
      MHD_OPTION.EXTERNAL_LOGGER.rawValue, Self.pointer(log), OpaquePointer(context),
      MHD_OPTION.LISTEN_SOCKET.rawValue, socket.descriptor,
    ]
    if threads > 1 {
      arguments += [MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(threads)]
    }
    arguments += [
      MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(limits.maximumConnections),
      MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue, UInt32(limits.maximumConnectionsPerAddress),
      MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(limits.idleTimeout),
      MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, limits.connectionMemory,
      MHD_OPTION.NOTIFY_COMPLETED.rawValue, Self.pointer(completed), OpaquePointer(context),
      MHD_OPTION.NOTIFY_CONNECTION.rawValue, Self.pointer(notify), OpaquePointer(context),
      MHD_OPTION.URI_LOG_CALLBACK.rawValue, Self.pointer(requestLine), OpaquePointer(context),
      MHD_OPTION.UNESCAPE_CALLBACK.rawValue, Self.pointer(keepEscaped), OpaquePointer(context),
      MHD_OPTION.END.rawValue,
    ]
    let daemon = withVaList(arguments) { list in
      cmicrohttpd_start_daemon_va(
        flags, 0, nil, nil,
        { context, connection, _, method, version, data, size, state in
          guard let context, let connection, let method, let version, let size, let state else {
            return MHD_Result.NO
          }
          let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
          return server.handle(
            connection, method: method, version: version, data: data, size: size, state: state)
        }, context, list)
    }
    guard let daemon else {
      throw ServeError("libmicrohttpd could not start (thread pool of \(threads))")
    }
    daemonAddress.store(Int(bitPattern: UnsafeMutableRawPointer(daemon)), ordering: .releasing)
    watch.start { [weak self] key in
      // A connection set aside is not polled: it must be woken to see its end.
      self?.waiting.withLock { $0[key] }?.wake(ending: true)
    }
  }

  /// A C function as the pointer a variadic option list carries.
  private static func pointer<Function>(_ function: Function) -> OpaquePointer {
    OpaquePointer(unsafeBitCast(function, to: UnsafeRawPointer.self))
  }

  /// Stops: no new connections, the requests in flight finish (for at most `drainSeconds`),
  /// then the threads end.
  func stop(drainSeconds: Double) {
    let address = daemonAddress.exchange(0, ordering: .acquiringAndReleasing)
    guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else { return }
    let daemon = OpaquePointer(pointer)
    isStopping.store(true, ordering: .releasing)
    let listening = cmicrohttpd_quiesce_daemon(daemon)
    if listening >= 0 { close(listening) }
    // Drained once no request has been in flight for 100 ms: a connection accepted just before
    // the stop may still be reading its head.
    let deadline = ContinuousClock.now + .milliseconds(Int(drainSeconds * 1000))
    var quietSince = ContinuousClock.now
    while ContinuousClock.now < deadline {
      if inFlight.load(ordering: .acquiring) > 0 {
        quietSince = ContinuousClock.now
      } else if ContinuousClock.now - quietSince >= .milliseconds(100) {
        break
      }
      usleep(5_000)
    }
    // libmicrohttpd must not stop with connections set aside: each waiting answer ends.
    let parked = waiting.withLock { waiting in
      defer { waiting = [:] }
      return Array(waiting.values)
    }
    for pump in parked { pump.wake(ending: true) }
    cmicrohttpd_stop_daemon(daemon)
    watch.stop()
  }

  /// One access-handler call (see the type's comment).
  private func handle(
    _ connection: OpaquePointer, method: UnsafePointer<CChar>, version: UnsafePointer<CChar>,
    data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
    state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let pointer = state.pointee else { return MHD_Result.NO }
    let request = Unmanaged<HTTPRequestState>.fromOpaque(pointer).takeUnretainedValue()
    let key = Int(bitPattern: UnsafeRawPointer(connection))
    guard let head = request.head else {
      // The head is in: route it, or wait for the body.
      guard watch.enter(.body, key) else { return MHD_Result.NO }
      request.started = .now
      let (head, targetError) = readHead(
        connection, target: request.target, method: method, version: version)
      request.head = head
      if let error = targetError ?? RequestFraming.check(head) {
        var response = service.errorResponse(error)
        response.closesConnection = true
        return send(response, for: request, on: connection)
      }
      if let answer = service.check(head) {
        // Answered now, before a body, libmicrohttpd closes the connection; a request without
        // a body gets its answer at the next call instead, and the connection is kept.
        guard head.contentLength ?? 0 == 0, head.header("Transfer-Encoding") == nil else {
          return send(answer, for: request, on: connection)
        }
        request.early = answer
        return MHD_Result.YES
      }
      let length = head.contentLength
      if let length, length > limits.maximumBodyBytes {
        return send(tooLarge, for: request, on: connection)
      }
      if let length, length > 0 {
        guard request.reserve(length, in: budget) else {
          return send(busy, for: request, on: connection)
        }
      }
      return MHD_Result.YES
    }
    if size.pointee > 0 {
      let count = size.pointee
      size.pointee = 0
      guard !request.isAnswered else { return MHD_Result.YES }
      guard watch.progress(key, bytes: count) else { return MHD_Result.NO }
      if request.body.count + count > limits.maximumBodyBytes {
        request.isTooLarge = true
        request.body = []
      } else if request.body.count + count > request.reserved
        && !request.reserve(request.body.count + count - request.reserved, in: budget)
      {
        request.isBusy = true
        request.body = []
      } else if !request.isTooLarge && !request.isBusy, let data {
        data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
          request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
      }
      return MHD_Result.YES
    }
    guard !request.isAnswered else { return MHD_Result.YES }
    if let early = request.early { return send(early, for: request, on: connection) }
    if request.isTooLarge { return send(tooLarge, for: request, on: connection) }
    if request.isBusy { return send(busy, for: request, on: connection) }
    guard watch.enter(.answer, key) else { return MHD_Result.NO }
    let answer = service.respond(to: HTTPRequest(head: head, body: request.body))
    request.body = []
    return send(answer, for: request, on: connection)
  }

  private var busy: HTTPResponse {
    service.errorResponse(
      HTTPError(
        503, .serverBusy,
        "the server holds as many request and answer bytes as it may"
          + " (\(budget.capacity) bytes); retry after a second",
        headers: [HTTPHeader("Retry-After", "1")]))
  }

  private var tooLarge: HTTPResponse {
    service.errorResponse(
      HTTPError(413, .bodyTooLarge, "the body is larger than \(limits.maximumBodyBytes) bytes"))
  }

  /// The head of the request on `connection`: its headers, its target read from `target` (an
  /// empty path and the error when it cannot be).
  private func readHead(
    _ connection: OpaquePointer, target: [UInt8], method: UnsafePointer<CChar>,
    version: UnsafePointer<CChar>
  ) -> (HTTPRequestHead, HTTPError?) {
    var headers: [HTTPHeader] = []
    headers.reserveCapacity(8)
    withUnsafeMutablePointer(to: &headers) { pointer in
      _ = cmicrohttpd_get_connection_values(
        connection, MHD_ValueKind.HEADER_KIND,
        { context, _, name, value in
          guard let context, let name else { return MHD_Result.YES }
          let headers = context.assumingMemoryBound(to: [HTTPHeader].self)
          headers.pointee.append(
            HTTPHeader(String(cString: name), value.map { String(cString: $0) } ?? ""))
          return MHD_Result.YES
        }, pointer)
    }
    var head = HTTPRequestHead(
      method: String(cString: method), version: String(cString: version),
      target: RequestTarget(path: "", query: []), headers: headers)
    head.requestID = HTTPRequestID.id(for: head.header("X-Request-Id"))
    do {
      head.target = try RequestTarget(raw: target)
      return (head, nil)
    } catch {
      return (head, HTTPError(400, .invalidTarget, error.reason))
    }
  }

  /// Queues `response` with the headers every response carries.
  private func send(
    _ response: HTTPResponse, for request: HTTPRequestState, on connection: OpaquePointer
  ) -> MHD_Result {
    request.isAnswered = true
    request.status = response.status
    let message: OpaquePointer?
    switch response.body {
    case .bytes(let bytes):
      message = bytes.withUnsafeBytes { bytes in
        cmicrohttpd_create_response_from_buffer(
          bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
          MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
      }
    case .stream(let stream):
      let pump = ResponsePump(
        stream: stream, server: self, key: Int(bitPattern: UnsafeRawPointer(connection)))
      let context = Unmanaged.passRetained(pump).toOpaque()
      message = cmicrohttpd_create_response_from_callback(
        UInt64.max, ResponsePump.pieceBytes,
        { context, _, buffer, maximumCount in
          guard let context, let buffer else { return -2 }
          let pump = Unmanaged<ResponsePump>.fromOpaque(context).takeUnretainedValue()
          return pump.fill(UnsafeMutableRawBufferPointer(start: buffer, count: maximumCount))
        }, context,
        { context in
          guard let context else { return }
          Unmanaged<ResponsePump>.fromOpaque(context).release()
        })
      if message == nil { Unmanaged<ResponsePump>.fromOpaque(context).release() }
    }
    guard let message else { return MHD_Result.NO }
    defer { cmicrohttpd_destroy_response(message) }
    Self.add("Content-Type", response.contentType, to: message)
    if let head = request.head {
      for header in service.commonHeaders(for: head) {
        Self.add(header.name, header.value, to: message)
      }
    }
    for header in response.headers {
      Self.add(header.name, header.value, to: message)
    }
    if response.closesConnection || isStopping.load(ordering: .acquiring) {
      Self.add("Connection", "close", to: message)
    }
    return cmicrohttpd_queue_response(connection, UInt32(response.status), message)
  }

  /// Adds the header `name: value` to `message` (libmicrohttpd copies both), passing the
  /// strings' own bytes rather than a C copy of each.
  private static func add(_ name: String, _ value: String, to message: OpaquePointer) {
    name.withCString { name in
      value.withCString { value in
        _ = cmicrohttpd_add_response_header(message, name, value)
      }
    }
  }

  /// A request is over: its answer sent, or its connection ended.
  private func completed(_ request: HTTPRequestState?, connection: OpaquePointer) {
    let key = Int(bitPattern: UnsafeRawPointer(connection))
    if let request {
      inFlight.subtract(1, ordering: .relaxed)
      let elapsed = request.started.map { ContinuousClock.now - $0 }
      let seconds = elapsed.map {
        Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18
      }
      if let status = request.status {
        service.record(request.head, status: status, seconds: seconds)
      } else if let status = watch.cut(key)?.status {
        service.record(request.head, status: status, seconds: seconds)
      }
      // Otherwise libmicrohttpd answered it (counted from its log), or the client left.
    }
    watch.enter(.waiting, key)
  }

  /// A line of libmicrohttpd's error log: the answers it gives itself and the connections it
  /// refuses are counted.
  private func logged(_ line: String) {
    let answered = "Error processing request (HTTP response code is "
    if line.hasPrefix(answered), let status = Int(line.dropFirst(answered.count).prefix(3)) {
      service.record(nil, status: status, seconds: nil)
    } else if line.hasPrefix("Server reached connection limit.") {
      service.recordRefusedConnection()
    }
  }

  /// Sets the connection `key` aside: libmicrohttpd stops polling it (`MHD_suspend_connection`,
  /// which may only be called from its callbacks: here, a body's content reader).
  func setAside(_ key: Int) {
    guard let connection = OpaquePointer(bitPattern: key) else { return }
    cmicrohttpd_suspend_connection(connection)
  }

  /// Polls the connection `key` again (`MHD_resume_connection`, from any thread), once set aside.
  func resume(_ key: Int) {
    guard let connection = OpaquePointer(bitPattern: key) else { return }
    cmicrohttpd_resume_connection(connection)
  }
}
