import Glibc

extension POSIX {
  /// Unblocks `signals` in this thread and the threads it starts (`pthread_sigmask(3)` with
  /// `SIG_UNBLOCK`): a parent may start a command with signals blocked, which would make them
  /// wait forever.
  public static func unblock(signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }
}
