import Foundation
import TitleComposer

/// Exit statuses, as sysexits.h names them.
enum ExitStatus: Int32 {
  case success = 0
  case failure = 1
  case usage = 64
}

/// Writes "title-preview: message" to standard error, control characters in it escaped (it may
/// echo a user's text); the message's own line breaks are kept.
func writeError(_ message: String) {
  let shown = message.split(separator: "\n", omittingEmptySubsequences: false)
    .map { VisibleText.escaping(String($0)) }.joined(separator: "\n")
  FileHandle.standardError.write(Data(("title-preview: " + shown + "\n").utf8))
}

func rawArguments() -> [[UInt8]] {
  (1..<Int(CommandLine.argc)).map { index in
    guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
      UInt8(bitPattern: $0)
    }
  }
}

let status = TitlePreview.run(arguments: rawArguments())
exit(status.rawValue)
