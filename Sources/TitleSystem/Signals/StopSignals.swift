import Glibc
import Synchronization

/// The signal that asked the batch to stop, or 0. A global so the C signal handler can reach
/// it without capturing anything; an atomic store is all the handler does.
private let requestedStopSignal = Atomic<Int32>(0)

/// SIGINT and SIGTERM (and SIGHUP for the server) as a request to stop (`sigaction(2)`): the
/// handler only records the signal; a batch checks it between records, stops reading, finishes
/// the record it is writing and exits with 128 + the signal (130, 143); a server stops listening
/// and drains. A second stop signal, of any of the kinds installed, ends the process at once, by
/// that signal's default action.
public enum StopSignals {
  /// Installs the handlers (once, before the batch or the server starts) for SIGINT, SIGTERM and
  /// `more`.
  public static func install(including more: [Int32] = []) {
    _ = requestedStopSignal.load(ordering: .relaxed)  // initialized before any handler runs
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      let (recorded, _) = requestedStopSignal.compareExchange(
        expected: 0, desired: signal, ordering: .relaxed)
      if !recorded {
        // A second stop signal: its default action, at once (both calls are
        // async-signal-safe).
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
      }
    }
    // SA_RESTART: reads and writes go on.
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    let signals = [SIGINT, SIGTERM] + more
    for signal in signals { sigaction(signal, &action, nil) }
    POSIX.unblock(signals: signals)
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
    case SIGHUP: return "SIGHUP"
    default: return "signal \(signal)"
    }
  }
}
