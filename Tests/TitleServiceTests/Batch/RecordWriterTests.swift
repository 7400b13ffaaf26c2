import Foundation
import Testing
import TitleTestSupport

/// `title-preview --jsonl` writing a batch's chunks with `writev(2)`, uncopied: records of many
/// chunks and two workers come out whole and in order, and a write cut short (a file-size limit)
/// leaves exactly the bytes before the limit, in order, and a clear error.
@Suite struct RecordWriterTests {
  static let count = 3000

  static var input: String {
    (1...count).map { index in
      #"{"id": \#(index), "category": \#(index % 5 + 1), "title": "제목 \#(index) 규정은 무엇인가요?", "width": \#(200 + index % 7 * 25), "numberOfLines": 2}"#
    }.joined(separator: "\n") + "\n"
  }

  @Test func manyChunksComeOutWholeAndInOrder() throws {
    let one = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts", "--jobs", "1"], stdin: Data(Self.input.utf8))
    let two = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts", "--jobs", "2"], stdin: Data(Self.input.utf8))
    #expect(one.status == 0 && two.status == 0)
    #expect(one.stdout == two.stdout)
    let records = one.stdout.split(separator: "\n")
    #expect(records.count == Self.count)
    #expect(one.stdout.hasSuffix("}\n"))
    for (index, record) in records.enumerated() {
      #expect(record.hasPrefix("{\"id\":\(index + 1),\"lines\":["))
    }
  }

  /// Standard output a file under a size limit of 64 blocks (SIGXFSZ ignored, so the write that
  /// crosses it is cut short and the next fails with EFBIG).
  /// (Not under ThreadSanitizer: its runtime in the child dies of the file-size limit itself,
  /// before the binary writes, so the run shows nothing about the writer.)
  @Test(.disabled(if: threadSanitizerIsLoaded, "the TSan runtime does not survive ulimit -f"))
  func aWriteCutShortLeavesTheBytesBeforeTheLimit() throws {
    let whole = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"], stdin: Data(Self.input.utf8))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-writer-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let script =
      "trap '' XFSZ; ulimit -f 64; exec \"$0\" --jsonl --no-system-fonts > \"$1\""
    let limited = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", script, CommandRunner.executable.path, file.path],
      stdin: Data(Self.input.utf8))
    #expect(limited.status == 1)
    #expect(limited.stderr.contains("cannot write standard output: File too large"))
    let written = try Data(contentsOf: file)
    // 64 blocks of 512 (dash) or 1024 bytes (bash): a whole number of blocks, short of the whole.
    #expect(written.count == 32 * 1024 || written.count == 64 * 1024)
    #expect(written == Data(whole.stdout.utf8).prefix(written.count))
  }
}

/// Whether this test process runs under ThreadSanitizer (its runtime's entry point is loaded;
/// `nil` is glibc's RTLD_DEFAULT).
private let threadSanitizerIsLoaded = dlsym(nil, "__tsan_init") != nil
