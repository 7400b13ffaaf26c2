import Foundation
import Testing
import TitleTestSupport

/// Every write is checked. A full disk or a closed standard output is exit 1
/// with a message naming the output and the reason, never exit 0 or a trap; a reader that goes
/// away still ends the command with SIGPIPE (141) after whole records.
@Suite struct OutputWriteErrorCLITests {
  static let request = #"{"id": 1, "category": 1, "title": "제목", "width": 100}"# + "\n"

  /// Each command to /dev/full: status 1, "cannot write standard output: No space left…".
  @Test(arguments: [
    ["-f", "json", "--no-system-fonts", "제목"],
    ["-f", "text", "--color", "never", "--no-system-fonts", "제목"],
    ["-f", "svg", "--no-system-fonts", "제목"],
    ["--jsonl", "--no-system-fonts"],
    ["tags", "--no-system-fonts", "a", "b"],
    ["tags", "-f", "json", "--no-system-fonts", "a", "b"],
    ["tooltip", "--no-system-fonts", "abc"],
    ["tooltip", "-f", "svg", "--no-system-fonts", "abc"],
    ["--help"],
  ])
  func aFullDiskIsAnErrorNamingStandardOutput(arguments: [String]) throws {
    let output = try ShellCommand.run(
      #"exec "$0" "$@" > /dev/full"#, arguments: arguments, stdin: Data(Self.request.utf8))
    #expect(output.status == 1, "\(arguments): \(output.stderr)")
    #expect(
      output.stderr.contains("cannot write standard output: No space left on device"),
      "\(arguments): \(output.stderr)")
    #expect(!output.stderr.contains("Fatal error"))
  }

  /// A closed standard output (`>&-`): status 1 and a message, not a trap (SIGILL) or exit 0.
  @Test(arguments: [
    ["-f", "json", "--no-system-fonts", "제목"],
    ["--jsonl", "--no-system-fonts"],
    ["--jsonl", "--no-system-fonts", "-f", "svg", "--out-dir", "OUT"],
    ["tooltip", "-f", "json", "--no-system-fonts", "abc"],
  ])
  func aClosedStandardOutputIsAnError(arguments: [String]) throws {
    let folder = try ShellCommand.temporaryFolder("closed")
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = arguments.map { $0 == "OUT" ? folder.path : $0 }
    let output = try ShellCommand.run(
      #"exec "$0" "$@" >&-"#, arguments: arguments, stdin: Data(Self.request.utf8))
    #expect(output.status == 1, "\(arguments): \(output.stderr)")
    #expect(
      output.stderr.contains("cannot write standard output: it is closed"),
      "\(arguments): \(output.stderr)")
  }

  /// Standard input a directory (`< /`): status 1 and a message, not a trap in FileHandle.
  @Test(arguments: [["-f", "json"], ["tags"], ["tooltip"]])
  func aDirectoryOnStandardInputIsAnError(arguments: [String]) throws {
    let output = try ShellCommand.run(
      #"exec "$0" "$@" --no-system-fonts < /"#, arguments: arguments)
    #expect(output.status == 1, "\(arguments): \(output.stderr)")
    #expect(
      output.stderr.contains("cannot read standard input: it is a directory"),
      "\(arguments): \(output.stderr)")
  }

  /// `-o FILE` on a full device: status 1 and the path in the message.
  @Test func aFullOutputFileIsAnErrorNamingThePath() throws {
    let output = try CommandRunner.run(["-f", "svg", "-o", "/dev/full", "--no-system-fonts", "제목"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("cannot write /dev/full: No space left on device"))
  }

  /// `--jsonl … | head -n 1`: the batch ends by SIGPIPE (141) and the line head kept is whole.
  @Test func aReaderThatGoesAwayEndsTheBatchWithSIGPIPE() throws {
    let input = (0..<20_000).map {
      #"{"id": \#($0), "category": 1, "title": "요즘 인기 있는 절에서", "width": 300}"#
    }.joined(separator: "\n")
    let output = try ShellCommand.run(
      #""$0" --jsonl --no-system-fonts | head -n 1; echo "status ${PIPESTATUS[0]}""#,
      stdin: Data(input.utf8), shell: "/bin/bash")
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.last == "status 141", "\(output.stdout.suffix(200)) \(output.stderr)")
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as! [String: Any]
    #expect(first["id"] as? Int == 0)
  }
}
