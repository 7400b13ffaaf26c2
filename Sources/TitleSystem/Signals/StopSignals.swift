import Glibc
import Synchronization

/// The signal that asked the batch to stop, or 0. A global so the C signal handler can reach
/// it without capturing anything; an atomic store is all the handler does.
private let requestedStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM as a request to stop (`sigaction(2)`): the handler only records the
/// signal; a batch checks it between records, stops reading, finishes the record it is writing
/// and exits with 128 + the signal (130, 143); a server stops listening. A second signal of the
/// same kind ends the process at once.
public enum StopSignals {
  /// Installs the handlers (once, before the batch starts).
  public static func install() {
    _ = requestedStopSignal.load(ordering: .relaxed)  // initialized before any handler runs
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      _ = requestedStopSignal.compareExchange(
        expected: 0, desired: signal, ordering: .relaxed)
    }
    // SA_RESETHAND: the next one gets the default action; SA_RESTART: reads and writes go on.
    action.sa_flags = SA_RESTART | Int32(bitPattern: UInt32(SA_RESETHAND))
    sigemptyset(&action.sa_mask)
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    POSIX.unblock(signals: [SIGINT, SIGTERM])
  }

  /// The signal received, or `nil`.
  public static var received: Int32? {
    let signal = requestedStopSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// The signal's name for messages.
  public static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    default: return "signal \(signal)"
    }
  }
}
