import Dispatch
import Glibc
@_spi(TitleInternals) import TitleSystem

/// Reads lines from a file descriptor on a background thread and hands them out in batches of
/// whatever has arrived, so a long-lived process fed one line at a time answers at once while a
/// file is processed in large parallel batches.
///
/// The reader keeps at most a ``Window`` of lines waiting: when the batch (its workers or its
/// writer, e.g. on a blocked standard output) is behind, the reader stops reading until lines
/// are taken, so memory stays flat at any input size.
final class LineReader: Sendable {
  /// One input line: its 1-based number and bytes, or a note that it was too long to keep.
  ///
  /// The bytes are `range` of `storage`, which the lines of one `read(2)` share (one allocation
  /// a read, not one a line); a line that began in an earlier read has storage of its own.
  struct Line: Sendable {
    var number: Int
    /// The bytes of the read the line came from (or the line's own).
    var storage: [UInt8]
    /// The line's bytes in `storage`, without its terminator.
    var range: Range<Int>
    var isTooLong: Bool

    /// What the line costs to keep, for the byte budgets: its bytes and a fixed overhead.
    var cost: Int { range.count + 64 }

    /// The line's bytes, copied out.
    var bytes: [UInt8] { Array(storage[range]) }
  }

  /// How much may wait between the reader and the batch, and how much one batch takes.
  struct Window: Sendable {
    /// Lines waiting at most (and the most one batch takes).
    var lines = 4096
    /// Bytes of waiting lines at most (and the most one batch takes), beyond the one line that
    /// may always wait (a line can be up to `--max-line-bytes` long).
    var bytes = 8 << 20
  }

  private struct State {
    var lines: [Line] = []
    var head = 0
    var bytes = 0
    var finished = false
    var readError: String? = nil

    var waitingCount: Int { lines.count - head }
  }

  private let state = Locked(State())
  private let available = DispatchSemaphore(value: 0)
  private let space = DispatchSemaphore(value: 0)
  private let maximumLineBytes: Int
  private let window: Window

  /// Starts reading `descriptor` until end of file.
  init(descriptor: Int32, maximumLineBytes: Int, window: Window = Window()) {
    self.maximumLineBytes = maximumLineBytes
    self.window = window
    POSIX.startThread(stackSize: 1 << 20) { [self] in
      self.readAll(descriptor)
    }
  }

  /// The lines that have arrived since the last call (at least one), up to the window's lines
  /// and bytes; `nil` at the end of the input or once `shouldStop` says so (checked while
  /// waiting, every 50 ms).
  func nextBatch(shouldStop: () -> Bool = { false }) -> (lines: [Line], readError: String?)? {
    while true {
      if shouldStop() { return nil }
      let taken: (lines: [Line], finished: Bool, error: String?) = state.withLock { state in
        var lines: [Line] = []
        lines.reserveCapacity(min(state.waitingCount, window.lines))
        var bytes = 0
        while state.head < state.lines.count && lines.count < window.lines {
          let cost = state.lines[state.head].cost
          if !lines.isEmpty && bytes + cost > window.bytes { break }
          bytes += cost
          // Moved out (its bytes swapped for an empty array), not copied and released.
          var line = Line(number: 0, storage: [], range: 0..<0, isTooLong: false)
          swap(&line, &state.lines[state.head])
          lines.append(line)
          state.head += 1
        }
        state.bytes -= bytes
        if state.head == state.lines.count {
          state.lines.removeAll(keepingCapacity: true)
          state.head = 0
        } else if state.head >= 1024 {
          state.lines.removeFirst(state.head)
          state.head = 0
        }
        return (lines, state.finished && state.waitingCount == 0, state.readError)
      }
      if !taken.lines.isEmpty {
        space.signal()
        return (taken.lines, nil)
      }
      if taken.finished { return taken.error.map { ([], $0) } ?? nil }
      _ = available.wait(timeout: .now() + .milliseconds(50))
    }
  }

  private func readAll(_ descriptor: Int32) {
    // The start of a line that the last read cut off, with its bytes so far.
    var current: [UInt8] = []
    var tooLong = false
    var number = 0
    var pending: [Line] = []
    // Ends the line of `range` in `storage` (after `current`'s bytes, when the line began in an
    // earlier read).
    func finishLine(in storage: [UInt8], _ range: Range<Int>) {
      number += 1
      var line: Line
      if tooLong {
        line = Line(number: number, storage: [], range: 0..<0, isTooLong: true)
      } else if current.isEmpty {
        line = Line(number: number, storage: storage, range: range, isTooLong: false)
      } else {
        append(storage[range], to: &current, tooLong: &tooLong)
        line =
          tooLong
          ? Line(number: number, storage: [], range: 0..<0, isTooLong: true)
          : Line(number: number, storage: current, range: 0..<current.count, isTooLong: false)
      }
      if !line.isTooLong {
        if line.range.count > 0 && line.storage[line.range.upperBound - 1] == 0x0D {
          line.range = line.range.lowerBound..<line.range.upperBound - 1
        }
        // Blank: spaces and tabs to its end (looked at in place, no slice made).
        var index = line.range.lowerBound
        while index < line.range.upperBound
          && (line.storage[index] == 0x20 || line.storage[index] == 0x09)
        {
          index += 1
        }
        if index == line.range.upperBound { line.storage = [] }
      }
      if line.isTooLong || !line.storage.isEmpty { pending.append(line) }
      current = []
      tooLong = false
    }
    while true {
      let (bytes, result) = POSIX.read(descriptor, upTo: Self.readSize)
      guard case .bytes(let count) = result else {
        if !current.isEmpty || tooLong { finishLine(in: [], 0..<0) }
        var error: String?
        if case .failed(let code) = result { error = String(cString: strerror(code)) }
        publish(&pending, finished: true, error: error)
        return
      }
      // The lines of this read share its bytes as they arrived; a short read (a line written at
      // a time) is copied to its size, so that a window of such lines keeps no more than their
      // bytes.
      let storage = count > Self.readSize / 2 ? bytes : Self.copied(bytes)
      var start = 0
      while let index = POSIX.firstIndex(of: 0x0A, in: storage, from: start, to: count) {
        if current.isEmpty && !tooLong && index - start > maximumLineBytes { tooLong = true }
        finishLine(in: storage, start..<index)
        start = index + 1
      }
      append(storage[start..<count], to: &current, tooLong: &tooLong)
      publish(&pending, finished: false, error: nil)
      waitForSpace()
    }
  }

  /// The most bytes one `read(2)` takes.
  private static let readSize = 1 << 16

  /// `bytes` in an array of their own size.
  private static func copied(_ bytes: [UInt8]) -> [UInt8] {
    var copy: [UInt8] = []
    copy.reserveCapacity(bytes.count)
    copy.append(contentsOf: bytes)
    return copy
  }

  /// Blocks while the window is full, until the batch takes lines.
  private func waitForSpace() {
    while state.withLock({ $0.waitingCount >= window.lines || $0.bytes >= window.bytes }) {
      space.wait()
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
    var lines: [Line] = []
    swap(&lines, &pending)
    let bytes = lines.reduce(0) { $0 + $1.cost }
    state.withLock { state in
      // Handed over whole when nothing waits (the batch keeps up), else added.
      if state.lines.isEmpty {
        swap(&state.lines, &lines)
      } else {
        state.lines.append(contentsOf: lines)
      }
      state.bytes += bytes
      state.finished = finished
      state.readError = error
    }
    available.signal()
  }
}
