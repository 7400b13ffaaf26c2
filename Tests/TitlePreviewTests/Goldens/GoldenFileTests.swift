import Foundation
import Testing
import TitleTestSupport

/// The golden comparison and the corpus reader fail, and say where, on input made to differ.
@Suite struct GoldenFileTests {
  // Computed, not a stored global: LeakSanitizer does not see a static `Data`'s storage as
  // reachable (its slice representation hides the pointer) and reports it as a leak.
  static var golden: Data {
    Data(
      """
      {"id":"a","lines":[{"text":"가나","start":0}],"width":200}
      {"id":"b","lines":[{"text":"다라","start":0}],"width":120}

      """.utf8)
  }

  /// The first differing record is named by its line and the JSON path of its first differing
  /// value, with both lines.
  @Test func aChangedRecordIsShownWithItsPath() {
    let fresh = Data(
      String(decoding: Self.golden, as: UTF8.self).replacingOccurrences(
        of: "\"start\":0}],\"width\":120", with: "\"start\":1}],\"width\":120"
      ).utf8)
    #expect(
      GoldenFile.firstDifferingRecord(golden: Self.golden, fresh: fresh)
        == """
        line 2: first difference at /lines/0/start: 0 against 1
          golden: {"id":"b","lines":[{"text":"다라","start":0}],"width":120}
          now:    {"id":"b","lines":[{"text":"다라","start":1}],"width":120}
        """)
  }

  /// A run that writes fewer records says so.
  @Test func aMissingRecordIsCounted() {
    let fresh = Data(String(decoding: Self.golden, as: UTF8.self).split(separator: "\n")[0].utf8)
    #expect(
      GoldenFile.firstDifferingRecord(golden: Self.golden, fresh: fresh + Data("\n".utf8))
        .hasPrefix("line 2: bytes differ"))
  }

  /// Equal bytes are `.same`, other bytes `.differs`, a missing golden `.differs` naming it.
  @Test func compareTellsSameFromDifferent() throws {
    guard !GoldenFile.isRecording else { return }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-file-test-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(
      try GoldenFile.compare(Self.golden, with: url) { _, _ in "" }
        == .differs("\(url.lastPathComponent) is missing: record it with RECORD_GOLDENS=1"))
    try Self.golden.write(to: url)
    #expect(try GoldenFile.compare(Self.golden, with: url) { _, _ in "" } == .same)
    #expect(
      try GoldenFile.compare(Data("x".utf8), with: url) { _, _ in "told" } == .differs("told"))
  }

  struct Row: CorpusRecord {
    let id: String
    let width: Double
  }

  /// The corpus reader names the file and line of a record that does not decode (never skips
  /// it), and refuses two answers for one id.
  @Test func theCorpusReaderNamesTheBadLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "corpus-reader-test-\(ProcessInfo.processInfo.processIdentifier).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("{\"id\":\"a\",\"width\":1}\n\n{\"id\":\"b\",\"width\":\"wide\"}\n".utf8).write(
      to: url)
    #expect {
      try CorpusFile.records(url.path, as: Row.self)
    } throws: { error in
      (error as? CorpusFileError)?.line == 3
    }
    try Data("{\"id\":\"a\",\"width\":1}\n{\"id\":\"a\",\"width\":2}\n".utf8).write(to: url)
    #expect(try CorpusFile.records(url.path, as: Row.self).map(\.width) == [1, 2])
    #expect(throws: CorpusFileError.self) { try CorpusFile.recordsByID(url.path, as: Row.self) }
    #expect(throws: CorpusFileError.self) {
      try CorpusFile.records("no-such-file.jsonl", as: Row.self)
    }
  }
}
