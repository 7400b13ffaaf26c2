import Glibc
import TitleComposer
import TitleSystem

/// Exit statuses, as sysexits.h names them.
enum ExitStatus: Int32 {
  case success = 0
  case failure = 1
  case usage = 64
  /// Stopped by SIGINT (128 + 2).
  case interrupted = 130
  /// Stopped by SIGTERM (128 + 15).
  case terminated = 143

  /// The status for a stop by `signal`: 130 for SIGINT, 143 for SIGTERM.
  init(signal: Int32) {
    self = signal == SIGINT ? .interrupted : .terminated
  }
}

/// Writes "title-preview: message" to standard error (failures ignored), control characters in
/// it escaped (it may echo a user's text); the message's own line breaks are kept.
func writeError(_ message: String) {
  let shown = message.split(separator: "\n", omittingEmptySubsequences: false)
    .map { VisibleText.escaping(String($0)) }.joined(separator: "\n")
  StandardError.write("title-preview: " + shown + "\n")
}

StandardDescriptors.reserve()
// A reader that goes away ends the command with SIGPIPE (status 141), whatever the parent set
// (an ignored or blocked SIGPIPE is inherited).
signal(SIGPIPE, SIG_DFL)
POSIX.unblock(signals: [SIGPIPE])
let status = TitlePreview.run(arguments: POSIX.rawArguments())
exit(status.rawValue)
