import Foundation
import Testing
import TitleSystem
import TitleTestSupport

/// The batch reads through a bounded window (it stops reading while
/// its output is blocked), and SIGTERM or SIGINT mid-stream ends it after whole records with
/// 128 + the signal and a count on stderr.
@Suite(.serialized) struct BoundedWindowAndStopTests {
  static let request = #"{"category": 1, "title": "가", "width": 100}"# + "\n"

  /// Standard output never read: the batch must stop taking standard input after its window
  /// (4096 waiting lines, one batch in flight, pipe buffers), far below the 200,000 lines offered.
  @Test func theReaderWaitsWhileTheOutputIsBlocked() throws {
    CommandRunner.ignoreSIGPIPE
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["--jsonl", "--no-system-fonts", "--jobs", "2"]
    let input = Pipe()
    let output = Pipe()  // never read
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let descriptor = input.fileHandleForWriting.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    let payload = Array(String(repeating: Self.request, count: 200_000).utf8)
    var offset = 0
    var lastProgress = Date()
    let start = Date()
    while offset < payload.count && Date().timeIntervalSince(lastProgress) < 3
      && Date().timeIntervalSince(start) < 120
    {
      let result = POSIX.writeOnce(payload, from: offset, maximum: 1 << 16, to: descriptor)
      if case .bytes(let written) = result, written > 0 {
        offset += written
        lastProgress = Date()
      } else {
        usleep(20_000)
      }
    }
    let linesTaken = offset / Self.request.utf8.count
    // Window: ≤ 4096 waiting + ≤ 4096 in the batch being written + what one 64 KB read and the
    // two pipe buffers hold (about 1,500 lines each) — under 20,000 lines.
    #expect(linesTaken > 0)
    #expect(linesTaken < 20_000, "the batch took \(linesTaken) of 200000 lines")
  }

  /// Feeds one request every 20 ms, waits for some answers, sends `signal`, and checks what
  /// came out.
  func stopMidStream(with signal: Int32, expectedStatus: Int32) throws {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["--jsonl", "--no-system-fonts"]
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let received = LockedData()
    let errors = LockedData()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      while true {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { return }
        received.append(chunk)
      }
    }
    DispatchQueue.global().async(group: group) {
      errors.set(error.fileHandleForReading.readDataToEndOfFile())
    }
    let writer = input.fileHandleForWriting
    var sent = 0
    let start = Date()
    // Fed slowly, never closed: only the signal can end the batch.
    while received.data.filter({ $0 == 0x0A }).count < 5 && Date().timeIntervalSince(start) < 60 {
      let line =
        #"{"id": \#(sent), "category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기", "width": 120}"#
        + "\n"
      _ = CommandRunner.feed(Data(line.utf8), to: writer)
      sent += 1
      usleep(20_000)
    }
    kill(process.processIdentifier, signal)
    for _ in 0..<5 where process.isRunning {
      let late = #"{"id": "late", "category": 1, "title": "제목", "width": 120}"# + "\n"
      _ = CommandRunner.feed(Data(late.utf8), to: writer)
      usleep(20_000)
    }
    // A batch that ignores the signal is killed after 30 s (and the test fails below).
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    group.wait()
    try? writer.close()
    #expect(process.terminationReason == .exit, "ended by its own exit, not killed mid-write")
    #expect(process.terminationStatus == expectedStatus)
    let text = String(decoding: received.data, as: UTF8.self)
    #expect(text.isEmpty || text.hasSuffix("\n"), "whole lines only")
    let records = try ShellCommand.records(text)
    #expect(records.count >= 5)
    // In input order; lines sent after the signal ("late") may or may not be answered.
    let numbered = records.compactMap { $0["id"] as? Int }
    #expect(numbered == Array(0..<numbered.count))
    let message = String(decoding: errors.data, as: UTF8.self)
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    #expect(message.contains("stopped by \(name): \(records.count) lines answered"), "\(message)")
  }

  @Test func sigtermMidStreamWritesWholeRecordsAndExits143() throws {
    try stopMidStream(with: SIGTERM, expectedStatus: 143)
  }

  @Test func sigintMidStreamWritesWholeRecordsAndExits130() throws {
    try stopMidStream(with: SIGINT, expectedStatus: 130)
  }
}
