import Foundation
import TitleComposer

/// Exit statuses, as sysexits.h names them.
enum ExitStatus: Int32 {
  case success = 0
  case failure = 1
  case usage = 64
}

func writeError(_ message: String) {
  FileHandle.standardError.write(Data(("title-preview: " + message + "\n").utf8))
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
