/// One request's state between callbacks, owned by libmicrohttpd's `con_cls` (retained at the
/// request line, released when the request completes). Only the connection's own thread touches
/// it.
final class HTTPRequestState {
  /// The raw request target.
  let target: [UInt8]
  /// The head, once it is in.
  var head: HTTPRequestHead?
  /// When the head came in.
  var started: ContinuousClock.Instant?
  var body: [UInt8] = []
  var isTooLarge = false
  /// Set when the budget had no room for the body.
  var isBusy = false
  /// The body's bytes taken from the budget, given back when the request ends.
  private(set) var reserved = 0
  private var budget: MemoryBudget?
  /// The service's answer to a head without a body, sent at the call after it.
  var early: HTTPResponse?
  var isAnswered = false
  /// The status queued.
  var status: Int?

  init(target: [UInt8]) { self.target = target }

  /// Takes `bytes` more for the body from `budget`.
  /// - Returns: whether they fit.
  func reserve(_ bytes: Int, in budget: MemoryBudget) -> Bool {
    guard budget.reserveBody(bytes) else { return false }
    self.budget = budget
    reserved += bytes
    return true
  }

  deinit { budget?.releaseBody(reserved) }
}
