@_spi(TitleInternals) import TitleSystem

/// The server-wide budget of the memory that requests hold between their head and the end of
/// their answer: bodies as received and decompressed, and answer bytes composed but not yet taken
/// by the socket. It is what keeps a mix of clients, those that never read included, from
/// growing the server's memory without bound.
///
/// - A body is admitted only when it fits, and bodies together take at most half the budget
///   (else 503, `serverBusy`): so they can never leave the answers that would end them without
///   room.
/// - An answer composes its next piece only while the budget has room; a piece once composed
///   is counted whole until the socket has taken it. So the bytes held are at most the capacity
///   plus, for each thread composing at the moment the budget fills, one piece.
/// - An answer that finds no room waits, its connection set aside (not polled), until bytes come
///   back; its deadline stops meanwhile.
final class MemoryBudget: Sendable {
  /// The bytes the budget holds before it refuses.
  let capacity: Int

  private struct State {
    var used = 0
    var bodies = 0
    var peak = 0
    var waiting: [@Sendable () -> Void] = []
    var setAside = 0
  }

  private let state = Locked(State())

  /// A budget of `capacity` bytes.
  init(capacity: Int) { self.capacity = capacity }

  /// Takes `bytes` for a body when they fit: in the budget, and with the other bodies in half
  /// of it.
  /// - Returns: whether they were taken.
  func reserveBody(_ bytes: Int) -> Bool {
    state.withLock { state in
      guard state.used + bytes <= capacity, state.bodies + bytes <= capacity / 2 else {
        return false
      }
      state.used += bytes
      state.bodies += bytes
      state.peak = max(state.peak, state.used)
      return true
    }
  }

  /// Gives back `bytes` of a body.
  func releaseBody(_ bytes: Int) {
    guard bytes > 0 else { return }
    state.withLock { $0.bodies -= bytes }
    release(bytes)
  }

  /// Counts `bytes` of an answer already allocated (a piece composed while there was room, the
  /// state of its gzip stream), whether or not they fit.
  func take(_ bytes: Int) {
    state.withLock { state in
      state.used += bytes
      state.peak = max(state.peak, state.used)
    }
  }

  /// Gives back `bytes` of an answer, and wakes the answers waiting for room when there is some.
  func release(_ bytes: Int) {
    guard bytes > 0 else { return }
    let woken: [@Sendable () -> Void] = state.withLock { state in
      state.used -= bytes
      guard state.used < capacity else { return [] }
      defer { state.waiting = [] }
      return state.waiting
    }
    for wake in woken { wake() }
  }

  /// Whether an answer may compose its next piece now; when it may not, `wake` is called once
  /// room comes back (from the thread that gives bytes back).
  func hasRoom(orWake wake: @escaping @Sendable () -> Void) -> Bool {
    state.withLock { state in
      guard state.used >= capacity else { return true }
      state.waiting.append(wake)
      return false
    }
  }

  /// Counts an answer set aside to wait for room (`1`), or one taken up again (`-1`).
  func countSetAside(_ change: Int) {
    state.withLock { $0.setAside += change }
  }

  /// The bytes held now, the most held at once so far, and the answers set aside now.
  var usage: (used: Int, peak: Int, setAside: Int) {
    state.withLock { ($0.used, $0.peak, $0.setAside) }
  }
}

/// A body's bytes counted in a ``MemoryBudget`` for as long as they live: given back when the
/// last reference goes (the request, or the answer streaming it, ends).
final class BudgetedBytes: Sendable {
  let bytes: [UInt8]
  private let budget: MemoryBudget
  private let counted: Int

  /// `bytes`, of which `counted` were already taken from `budget`.
  init(_ bytes: [UInt8], counted: Int, in budget: MemoryBudget) {
    self.bytes = bytes
    self.counted = counted
    self.budget = budget
  }

  deinit { budget.releaseBody(counted) }
}
