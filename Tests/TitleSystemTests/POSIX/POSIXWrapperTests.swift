import Glibc
import Testing
import TitleSystem

/// `POSIX`, the one wrapper of the C library's raw-memory calls: bytes through a pipe, `writev`
/// groups, `memchr`, failures as `errno`, and loopback sockets.
@Suite struct POSIXWrapperTests {
  /// A pipe's two ends, closed by the caller.
  private func makePipe() -> (read: Int32, write: Int32) {
    let ends = POSIX.makePipe()
    #expect(ends != nil)
    return ends ?? (-1, -1)
  }

  @Test func bytesWrittenAreTheBytesRead() {
    let ends = makePipe()
    defer { close(ends.read) }
    let sent: [UInt8] = Array("줄 하나\n둘".utf8)
    #expect(POSIX.writeAll(sent, to: ends.write) == nil)
    // A slice has contiguous storage too; an `ArraySlice` of the middle is written as is.
    #expect(POSIX.writeAll(sent[2..<4], to: ends.write) == nil)
    close(ends.write)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 3)
    while case .bytes(let count) = POSIX.read(ends.read, into: &buffer) {
      received += buffer[..<count]
    }
    #expect(received == sent + sent[2..<4])
    #expect(POSIX.read(ends.read, into: &buffer) == .end)
  }

  @Test func piecesBeyondOneWritevCallArriveInOrder() {
    let ends = makePipe()
    defer { close(ends.read) }
    // 300 pieces: three `writev` groups of at most 128.
    let pieces = (0..<300).map { [UInt8(truncatingIfNeeded: $0), 0x2C] }
    #expect(POSIX.piecesPerCall == 128)
    #expect(POSIX.writeAll(pieces: pieces, to: ends.write) == nil)
    close(ends.write)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while case .bytes(let count) = POSIX.read(ends.read, into: &buffer) {
      received += buffer[..<count]
    }
    #expect(received == pieces.flatMap { $0 })
  }

  /// A read into a new array: the array holds the bytes that arrived, at most its room, and
  /// nothing at the end or on a failure.
  @Test func aReadIntoANewArrayHoldsTheBytesThatArrived() {
    let ends = makePipe()
    defer { close(ends.read) }
    let sent: [UInt8] = Array("첫 줄\n둘째 줄\n".utf8)
    #expect(POSIX.writeAll(sent, to: ends.write) == nil)
    close(ends.write)
    var received: [UInt8] = []
    while true {
      let (bytes, result) = POSIX.read(ends.read, upTo: 5)
      guard case .bytes(let count) = result else {
        #expect(result == .end)
        #expect(bytes.isEmpty)
        break
      }
      #expect(bytes.count == count && count <= 5)
      received += bytes
    }
    #expect(received == sent)
    let failed = POSIX.read(-1, upTo: 8)
    #expect(failed.result == .failed(errno: EBADF))
    #expect(failed.bytes.isEmpty)
  }

  @Test func failuresAreTheirErrno() {
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(POSIX.read(-1, into: &buffer) == .failed(errno: EBADF))
    #expect(POSIX.writeAll([1, 2, 3], to: -1) == EBADF)
    #expect(POSIX.writeAll(pieces: [[1], [2]], to: -1) == EBADF)
  }

  @Test func firstIndexFindsTheByteInsideTheRangeOnly() {
    let bytes: [UInt8] = Array("ab\ncd\nef".utf8)
    #expect(POSIX.firstIndex(of: 0x0A, in: bytes, from: 0, to: bytes.count) == 2)
    #expect(POSIX.firstIndex(of: 0x0A, in: bytes, from: 3, to: bytes.count) == 5)
    #expect(POSIX.firstIndex(of: 0x0A, in: bytes, from: 3, to: 5) == nil)
    #expect(POSIX.firstIndex(of: 0x0A, in: bytes, from: 6, to: 6) == nil)
    #expect(POSIX.firstIndex(of: 0x0A, in: [], from: 0, to: 0) == nil)
  }

  @Test func argumentsAreThoseOfTheProcess() {
    #expect(POSIX.rawArguments() == CommandLine.arguments.dropFirst().map { Array($0.utf8) })
  }

  @Test func aListeningSocketTakesALoopbackConnection() throws {
    let listening = try POSIX.listeningSocket(address: "127.0.0.1", port: 0)
    defer { close(listening.descriptor) }
    #expect(listening.port > 0 && listening.port < 65536)
    let client = try POSIX.loopbackConnection(port: listening.port, timeoutSeconds: 5)
    defer { close(client) }
    #expect(POSIX.writeAll(Array("ping".utf8), to: client) == nil)
    // The listening socket is non-blocking: wait for the connection to be queued.
    var accepted: Int32 = -1
    for _ in 0..<500 where accepted < 0 {
      accepted = accept(listening.descriptor, nil, nil)
      if accepted < 0 { usleep(2_000) }
    }
    try #require(accepted >= 0)
    defer { close(accepted) }
    var buffer = [UInt8](repeating: 0, count: 16)
    var received: [UInt8] = []
    for _ in 0..<500 where received.count < 4 {
      switch POSIX.read(accepted, into: &buffer) {
      case .bytes(let count): received += buffer[..<count]
      case .failed(let code) where code == EAGAIN: usleep(2_000)
      default: break
      }
    }
    #expect(received == Array("ping".utf8))
  }

  @Test func socketFailuresAreTyped() throws {
    #expect(throws: POSIX.SocketFailure.notAnAddress) {
      try POSIX.listeningSocket(address: "not an address", port: 0)
    }
    #expect(throws: POSIX.SocketFailure.notAnAddress) {
      try POSIX.listeningSocket(address: "::zz", port: 0)
    }
    // A port just released has nobody listening: connecting is refused.
    let listening = try POSIX.listeningSocket(address: "127.0.0.1", port: 0)
    close(listening.descriptor)
    #expect(throws: POSIX.SocketFailure.connect(errno: ECONNREFUSED)) {
      try POSIX.loopbackConnection(port: listening.port, timeoutSeconds: 5)
    }
  }
}
