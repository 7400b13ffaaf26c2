import Dispatch
import Glibc
@_spi(TitleInternals) import TitleSystem

/// Every open connection's phase and deadline, and the thread that ends a connection at its
/// deadline: deadlines that a client cannot stretch by sending a byte now and then (the idle
/// timeout of libmicrohttpd restarts on every byte, so one byte every few seconds would hold a
/// connection for hours).
///
/// - A connection **waits** from its start, or from its previous answer, for a request line;
///   once that line is in, its **head** is arriving. The whole head must be in `timeout` seconds
///   after the wait began.
/// - The **body** must be in `timeout` seconds after the head, plus one second for each
///   `minimumRate` bytes received so far (a client sending at least that fast is never cut).
/// - The **answer** must be taken `timeout` seconds after it began, plus one second for each
///   `minimumRate` bytes handed to the socket so far (a client that does not read is cut); the
///   time the server keeps it waiting for memory (``MemoryBudget``) does not count.
///
/// At the deadline the connection is shut down (the server's poller sees the end and closes
/// it); one whose request line is in, and is not yet answered, first gets a 408.
final class ConnectionWatch: Sendable {
  /// A connection's phase.
  enum Phase: String, Sendable, CaseIterable {
    case waiting, head, body, answer
  }

  /// What a connection's deadline ended.
  struct Cut: Sendable, Equatable {
    let phase: Phase
    /// 408 when one was sent, else `nil`.
    let status: Int?
  }

  private struct Entry {
    let descriptor: Int32
    var phase = Phase.waiting
    var since: ContinuousClock.Instant
    var bytes = 0
    var cut: Cut? = nil
    /// When the server set the answer aside to wait for memory, while it waits: its deadline
    /// does not run meanwhile (the wait is the server's, not the client's).
    var pausedAt: ContinuousClock.Instant? = nil
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var isRunning = true
    var cuts: [Phase: Int] = [:]
  }

  let timeout: Duration
  let minimumRate: Int
  /// The 408 sent before a connection cut with its request unanswered (made for each, with its
  /// own request id).
  private let timeoutResponse: @Sendable () -> [UInt8]
  private let state = Locked(State())
  private let stopped = DispatchSemaphore(value: 0)

  /// A watch with these deadlines, its thread not started.
  /// - Parameters:
  ///   - timeout: seconds for a head, and the grace of a body or an answer.
  ///   - minimumRate: bytes a second that a body or an answer must keep up beyond the grace.
  ///   - timeoutResponse: makes the whole 408 response, head and body, sent before a cut.
  init(timeout: Duration, minimumRate: Int, timeoutResponse: @escaping @Sendable () -> [UInt8]) {
    self.timeout = timeout
    self.minimumRate = max(1, minimumRate)
    self.timeoutResponse = timeoutResponse
  }

  /// Starts the thread that cuts connections at their deadlines (it looks every 50 ms).
  /// - Parameter onCut: called with each connection cut in its answer, after the cut (the
  ///   server wakes an answer it set aside, so that its poller sees the end).
  func start(onCut: @escaping @Sendable (Int) -> Void) {
    POSIX.startThread { [self] in
      while state.withLock({ $0.isRunning }) {
        for key in cutExpired(at: .now) { onCut(key) }
        usleep(50_000)
      }
      stopped.signal()
    }
  }

  /// Stops the thread and waits for it.
  func stop() {
    let wasRunning = state.withLock { state in
      defer { state.isRunning = false }
      return state.isRunning
    }
    if wasRunning { stopped.wait() }
  }

  /// The send buffer each connection gets: what the kernel holds at most for a client that does
  /// not read (its growing of the buffer would let one connection hold megabytes).
  static let sendBufferBytes = 64 << 10

  /// A connection opened on `descriptor`, known by `key` until ``closed(_:)``; its send buffer
  /// is fixed at ``sendBufferBytes``.
  func opened(_ key: Int, descriptor: Int32) {
    POSIX.setSendBuffer(descriptor, bytes: Self.sendBufferBytes)
    state.withLock { $0.entries[key] = Entry(descriptor: descriptor, since: .now) }
  }

  /// The connection closed: its descriptor is about to be closed and may be reused.
  func closed(_ key: Int) {
    _ = state.withLock { $0.entries.removeValue(forKey: key) }
  }

  /// Moves the connection to `phase` (a new head, body or answer begins; its clock starts now
  /// unless the head's goes on from the wait).
  /// - Returns: `false` when the connection was already cut: the caller must drop it.
  @discardableResult
  func enter(_ phase: Phase, _ key: Int) -> Bool {
    state.withLock { state in
      // Changed in place, found once.
      guard let index = state.entries.index(forKey: key),
        state.entries.values[index].cut == nil
      else { return false }
      if phase != .head { state.entries.values[index].since = .now }
      state.entries.values[index].phase = phase
      state.entries.values[index].bytes = 0
      return true
    }
  }

  /// Counts `count` more bytes of the connection's body or answer.
  /// - Returns: `false` when the connection was already cut.
  @discardableResult
  func progress(_ key: Int, bytes count: Int) -> Bool {
    state.withLock { state in
      guard let index = state.entries.index(forKey: key) else { return true }
      guard state.entries.values[index].cut == nil else { return false }
      state.entries.values[index].bytes += count
      return true
    }
  }

  /// Stops the clock of the connection's answer while the server sets it aside (`true`), or
  /// starts it again, its deadline moved by the time it waited (`false`).
  func pause(_ key: Int, _ isPaused: Bool) {
    state.withLock { state in
      guard var entry = state.entries[key] else { return }
      if isPaused {
        entry.pausedAt = entry.pausedAt ?? .now
      } else if let pausedAt = entry.pausedAt {
        entry.since += .now - pausedAt
        entry.pausedAt = nil
      }
      state.entries[key] = entry
    }
  }

  /// What cut the connection, if its deadline did.
  func cut(_ key: Int) -> Cut? { state.withLock { $0.entries[key]?.cut } }

  /// How many connections are open in each phase.
  var phaseCounts: [Phase: Int] {
    state.withLock { state in
      var counts: [Phase: Int] = [:]
      for entry in state.entries.values where entry.cut == nil {
        counts[entry.phase, default: 0] += 1
      }
      return counts
    }
  }

  /// How many connections deadlines have cut, by the phase they were in.
  var cutCounts: [Phase: Int] { state.withLock { $0.cuts } }

  /// The deadline of an entry.
  private func deadline(of entry: Entry) -> ContinuousClock.Instant {
    switch entry.phase {
    case .waiting, .head: entry.since + timeout
    case .body, .answer:
      entry.since + timeout + .milliseconds(Int64(entry.bytes) * 1000 / Int64(minimumRate))
    }
  }

  /// Cuts every connection past its deadline at `now`. The descriptor is shut down while the
  /// lock is held: ``closed(_:)`` takes the lock before the server closes it, so the number
  /// cannot name another connection yet.
  /// - Returns: the connections cut in their answer.
  func cutExpired(at now: ContinuousClock.Instant) -> [Int] {
    state.withLock { state in
      var answering: [Int] = []
      for (key, entry) in state.entries
      where entry.cut == nil && entry.pausedAt == nil && deadline(of: entry) <= now {
        if entry.phase == .answer { answering.append(key) }
        var status: Int? = nil
        if entry.phase == .head || entry.phase == .body {
          _ = POSIX.sendWithoutWaiting(timeoutResponse(), to: entry.descriptor)
          status = 408
        }
        POSIX.shutDown(entry.descriptor)
        state.entries[key]?.cut = Cut(phase: entry.phase, status: status)
        state.cuts[entry.phase, default: 0] += 1
      }
      return answering
    }
  }
}
