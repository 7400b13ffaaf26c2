internal import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on libmicrohttpd: its internal thread pool with epoll, one thread per `jobs`,
/// answering with an ``HTTPService``. Every libmicrohttpd call of the package is in this file.
///
/// Per request, libmicrohttpd calls the access handler first with the head (the service may
/// answer at once: 404, 405; a `Content-Length` over the limit gets 413), then with pieces of
/// the body (kept, up to `maximumBodyBytes`; a body that goes on past the limit is dropped and
/// answered 413; one still arriving after `requestTimeout` is dropped and answered 408), then
/// once more with nothing, when the service answers. A connection idle for `requestTimeout` is closed by
/// libmicrohttpd itself (a client that stops sending mid-request), and one whose body is still
/// arriving after twice `requestTimeout` is closed by the handler.
final class MicroHTTPDServer: Sendable {
  /// The limits the server keeps.
  struct Limits: Sendable {
    /// Largest body accepted (413 above).
    var maximumBodyBytes: Int
    /// Most connections open at once; more are refused.
    var maximumConnections: Int
    /// Seconds a request may take to arrive (408), and a connection may stay idle (closed).
    var requestTimeout: Int
    /// Bytes of libmicrohttpd's buffer per connection (the request head must fit in it).
    var connectionMemory: Int
  }

  private let service: any HTTPService
  private let limits: Limits
  /// Requests begun and not yet completed.
  private let inFlight = Atomic<Int>(0)
  /// Set when stopping: responses then close their connection.
  private let isStopping = Atomic<Bool>(false)
  /// The `MHD_Daemon`, as an address (0 before start and after stop).
  private let daemonAddress = Atomic<Int>(0)

  /// A server for `service`.
  init(service: any HTTPService, limits: Limits) {
    self.service = service
    self.limits = limits
  }

  /// Starts answering on `socket` (bound and listening; the server owns it from here).
  /// - Parameters:
  ///   - socket: the listening socket (``ListenSocket``).
  ///   - threads: the thread pool's size.
  /// - Throws: ``ServeError`` when libmicrohttpd cannot start.
  func start(on socket: ListenSocket, threads: Int) throws(ServeError) {
    let flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
    let context = Unmanaged.passUnretained(self).toOpaque()
    let completed: MHD_RequestCompletedCallback = { context, _, state, _ in
      guard let context, let state, let pointer = state.pointee else { return }
      let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
      Unmanaged<RequestState>.fromOpaque(pointer).release()
      state.pointee = nil
      server.inFlight.subtract(1, ordering: .relaxed)
    }
    let arguments: [CVarArg] = [
      MHD_OPTION.LISTEN_SOCKET.rawValue, socket.descriptor,
      MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(threads),
      MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(limits.maximumConnections),
      MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(limits.requestTimeout),
      MHD_OPTION.CONNECTION_MEMORY_LIMIT.rawValue, limits.connectionMemory,
      MHD_OPTION.NOTIFY_COMPLETED.rawValue,
      OpaquePointer(unsafeBitCast(completed, to: UnsafeRawPointer.self)),
      OpaquePointer(context),
      MHD_OPTION.END.rawValue,
    ]
    let daemon = withVaList(arguments) { list in
      MHD_start_daemon_va(
        flags, 0, nil, nil,
        { context, connection, url, method, _, data, size, state in
          guard let context, let connection, let url, let method, let size, let state else {
            return MHD_Result.NO
          }
          let server = Unmanaged<MicroHTTPDServer>.fromOpaque(context).takeUnretainedValue()
          return server.handle(
            connection, url: url, method: method, data: data, size: size, state: state)
        }, context, list)
    }
    guard let daemon else {
      throw ServeError("libmicrohttpd could not start (thread pool of \(threads))")
    }
    daemonAddress.store(Int(bitPattern: UnsafeMutableRawPointer(daemon)), ordering: .releasing)
  }

  /// Stops: no new connections, the requests in flight finish (for at most `drainSeconds`),
  /// then the threads end.
  func stop(drainSeconds: Double) {
    let address = daemonAddress.exchange(0, ordering: .acquiringAndReleasing)
    guard let pointer = UnsafeMutableRawPointer(bitPattern: address) else { return }
    let daemon = OpaquePointer(pointer)
    isStopping.store(true, ordering: .releasing)
    let listening = MHD_quiesce_daemon(daemon)
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
    MHD_stop_daemon(daemon)
  }

  /// One access-handler call (see the type's comment).
  private func handle(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
    data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
    state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let pointer = state.pointee else {
      // The head: route it, or wait for the body.
      inFlight.add(1, ordering: .relaxed)
      let request = RequestState(head: head(connection, url: url, method: method))
      state.pointee = Unmanaged.passRetained(request).toOpaque()
      if let answer = service.check(request.head) {
        return send(answer, for: request, on: connection)
      }
      if let length = request.head.contentLength, length > limits.maximumBodyBytes {
        return send(tooLarge, for: request, on: connection)
      }
      return MHD_Result.YES
    }
    let request = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
    if size.pointee > 0 {
      let count = size.pointee
      size.pointee = 0
      guard !request.isAnswered else { return MHD_Result.YES }
      // libmicrohttpd takes a response only once the body is in: a late body is dropped and
      // answered 408 when it ends, and a connection still sending after twice the timeout is
      // closed.
      let elapsed = ContinuousClock.now - request.started
      if elapsed > .seconds(2 * limits.requestTimeout) { return MHD_Result.NO }
      if elapsed > .seconds(limits.requestTimeout) {
        request.isLate = true
        request.body = []
      } else if request.body.count + count > limits.maximumBodyBytes {
        request.isTooLarge = true
        request.body = []
      } else if let data {
        data.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
          request.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
      }
      return MHD_Result.YES
    }
    guard !request.isAnswered else { return MHD_Result.YES }
    if request.isTooLarge { return send(tooLarge, for: request, on: connection) }
    if request.isLate {
      let response = service.limitResponse(
        status: 408, message: "the request took longer than \(limits.requestTimeout) s to arrive")
      return send(response, for: request, on: connection)
    }
    let answer = service.respond(to: HTTPRequest(head: request.head, body: request.body))
    request.body = []
    return send(answer, for: request, on: connection)
  }

  private var tooLarge: HTTPResponse {
    service.limitResponse(
      status: 413, message: "the body is larger than \(limits.maximumBodyBytes) bytes")
  }

  /// Queues `response` (libmicrohttpd copies it) and records it.
  private func send(
    _ response: HTTPResponse, for request: RequestState, on connection: OpaquePointer
  ) -> MHD_Result {
    request.isAnswered = true
    let message = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
        MHD_ResponseMemoryMode.RESPMEM_MUST_COPY)
    }
    guard let message else { return MHD_Result.NO }
    defer { MHD_destroy_response(message) }
    MHD_add_response_header(message, "Content-Type", response.contentType)
    for header in response.headers {
      MHD_add_response_header(message, header.name, header.value)
    }
    if isStopping.load(ordering: .acquiring) {
      MHD_add_response_header(message, "Connection", "close")
    }
    let queued = MHD_queue_response(connection, UInt32(response.status), message)
    let elapsed = ContinuousClock.now - request.started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    service.record(request.head, status: response.status, seconds: seconds)
    return queued
  }

  /// The request's head, read from libmicrohttpd.
  private func head(
    _ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>
  ) -> HTTPRequestHead {
    let mediaType = MHD_lookup_connection_value(
      connection, MHD_ValueKind.HEADER_KIND, "Content-Type"
    ).map { HTTPRequestHead.mediaType(of: String(cString: $0)) }
    let lengthText = MHD_lookup_connection_value(
      connection, MHD_ValueKind.HEADER_KIND, "Content-Length"
    ).map { String(cString: $0) }
    var query = QueryArguments()
    withUnsafeMutablePointer(to: &query) { pointer in
      _ = MHD_get_connection_values(
        connection, MHD_ValueKind.GET_ARGUMENT_KIND,
        { context, _, key, value in
          guard let context, let key else { return MHD_Result.YES }
          let arguments = context.assumingMemoryBound(to: QueryArguments.self)
          arguments.pointee.items.append(
            (String(cString: key), value.map { String(cString: $0) } ?? ""))
          return MHD_Result.YES
        }, pointer)
    }
    return HTTPRequestHead(
      method: String(cString: method), path: String(cString: url), mediaType: mediaType,
      contentLength: lengthText.flatMap { Int($0) }, query: query.items)
  }
}

/// The query arguments gathered by libmicrohttpd's iterator.
private struct QueryArguments {
  var items: [(name: String, value: String)] = []
}

/// One request's state between access-handler calls, owned by libmicrohttpd's `con_cls`
/// (retained at the head, released when the request completes). Only the connection's own
/// thread touches it.
private final class RequestState {
  let head: HTTPRequestHead
  let started = ContinuousClock.now
  var body: [UInt8] = []
  var isTooLarge = false
  var isLate = false
  var isAnswered = false

  init(head: HTTPRequestHead) { self.head = head }
}

/// Why the server cannot start.
struct ServeError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
