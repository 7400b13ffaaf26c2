import Foundation
import TitleLocking

/// Reads lines from a file descriptor on a background thread and hands them out in batches of
/// whatever has arrived, so a long-lived process fed one line at a time answers at once while a
/// file is processed in large parallel batches.
final class LineReader: Sendable {
  /// One input line: its 1-based number and bytes, or a note that it was too long to keep.
  struct Line: Sendable {
    var number: Int
    var bytes: [UInt8]
    var isTooLong: Bool
  }

  private struct State {
    var lines: [Line] = []
    var finished = false
    var readError: String? = nil
  }

  private let state = Locked(State())
  private let available = DispatchSemaphore(value: 0)
  private let maximumLineBytes: Int

  /// Starts reading `descriptor` until end of file.
  init(descriptor: Int32, maximumLineBytes: Int) {
    self.maximumLineBytes = maximumLineBytes
    let thread = Thread { [self] in self.readAll(descriptor) }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// The lines that have arrived since the last call (at least one), up to `limit`; `nil` at the
  /// end of the input.
  func nextBatch(limit: Int) -> (lines: [Line], readError: String?)? {
    while true {
      let taken: (lines: [Line], finished: Bool, error: String?) = state.withLock { state in
        let count = min(limit, state.lines.count)
        let lines = Array(state.lines.prefix(count))
        state.lines.removeFirst(count)
        return (lines, state.finished && state.lines.isEmpty, state.readError)
      }
      if !taken.lines.isEmpty { return (taken.lines, nil) }
      if taken.finished { return taken.error.map { ([], $0) } ?? nil }
      available.wait()
    }
  }

  private func readAll(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var current: [UInt8] = []
    var tooLong = false
    var number = 0
    var pending: [Line] = []
    func finishLine() {
      number += 1
      if current.last == 0x0D { current.removeLast() }
      let isBlank = !tooLong && current.allSatisfy { $0 == 0x20 || $0 == 0x09 }
      if !isBlank { pending.append(Line(number: number, bytes: current, isTooLong: tooLong)) }
      current = []
      tooLong = false
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        if !current.isEmpty || tooLong { finishLine() }
        let error = count < 0 ? String(cString: strerror(errno)) : nil
        publish(&pending, finished: true, error: error)
        return
      }
      var start = 0
      for index in 0..<count where buffer[index] == 0x0A {
        append(buffer[start..<index], to: &current, tooLong: &tooLong)
        finishLine()
        start = index + 1
      }
      append(buffer[start..<count], to: &current, tooLong: &tooLong)
      publish(&pending, finished: false, error: nil)
    }
  }

  private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], tooLong: inout Bool) {
    guard !tooLong else { return }
    if line.count + bytes.count > maximumLineBytes {
      tooLong = true
      line = []
    } else {
      line.append(contentsOf: bytes)
    }
  }

  private func publish(_ pending: inout [Line], finished: Bool, error: String?) {
    guard !pending.isEmpty || finished else { return }
    let lines = pending
    pending = []
    state.withLock { state in
      state.lines.append(contentsOf: lines)
      state.finished = finished
      state.readError = error
    }
    available.signal()
  }
}
