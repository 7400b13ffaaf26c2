import Foundation
import Testing
import TitleTestSupport

/// The batch reader keeps the lines of one `read(2)` in one shared buffer and gives a line that
/// spans reads its own: fed through a pipe in pieces that cut lines anywhere (inside a UTF-8
/// sequence, between CR and LF, inside an overlong line), the answers are those of the same
/// input read whole from a file, and match what each line says.
@Suite struct LineReaderTests {
  static let lines: [String] = [
    "\u{FEFF}" + #"{"id": 1, "category": 1, "title": "첫 줄은 바이트 순서 표시로 시작합니다", "width": 200}"#,
    #"{"id": 2, "category": 2, "title": "CRLF로 끝나는 줄", "width": 200}"# + "\r",
    "",
    "   \t ",
    #"{"id": 3, "category": 3, "title": ""# + String(repeating: "긴", count: 400)
      + #"", "width": 300}"#,
    #"{"id": 4, "category": 4, "title": "긴 줄 다음의 줄", "width": 150, "numberOfLines": 1}"#,
    "\r",
    #"{"id": 5, "category": 1, "title": "마지막 줄에는 줄바꿈이 없습니다", "width": 180}"#,
  ]

  static var input: Data { Data(lines.joined(separator: "\n").utf8) }

  /// Runs the batch with `input` written in pieces cut at `cuts` (byte offsets), pausing after
  /// each so that the reader sees it alone.
  static func runInPieces(cuts: [Int]) throws -> (stdout: Data, status: Int32) {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["--jsonl", "--max-line-bytes", "1000", "--no-system-fonts"]
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    var start = 0
    for cut in cuts + [input.count] where cut > start {
      stdin.fileHandleForWriting.write(input.subdata(in: start..<cut))
      start = cut
      Thread.sleep(forTimeInterval: 0.03)
    }
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (output, process.terminationStatus)
  }

  @Test func linesCutAcrossReadsAreAnsweredAsWhole() throws {
    let bytes = Array(Self.input)
    // Inside the BOM, inside a Hangul sequence, between CR and LF, inside the overlong line
    // (twice), right after a newline.
    let crlf = bytes.firstIndex(of: 0x0D)! + 1
    let hangul = bytes.firstIndex(where: { $0 >= 0xE0 && $0 < 0xF0 && $0 != 0xEF })! + 1
    let long = Self.lines[0..<4].joined(separator: "\n").utf8.count + 300
    let afterNewline = bytes.firstIndex(of: 0x0A)! + 1
    let cuts = [1, hangul, afterNewline, crlf, long, long + 700].sorted()
    let pieces = try Self.runInPieces(cuts: cuts)
    let whole = try CommandRunner.run(
      ["--jsonl", "--max-line-bytes", "1000", "--no-system-fonts"], stdin: Self.input)
    #expect(pieces.stdout == Data(whole.stdout.utf8))
    #expect(pieces.status == 1 && whole.status == 1)  // the overlong line fails

    let records = try String(decoding: pieces.stdout, as: UTF8.self).split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    // Blank and white-space-only lines are skipped but counted: the overlong line is line 5.
    #expect(records.count == 5)
    #expect(records.map { $0["id"] as? Int } == [1, 2, nil, 4, 5])
    #expect(records[2]["line"] as? Int == 5)
    #expect(records[2]["code"] as? String == "lineTooLong")
    #expect(records[1]["title"] as? String == "CRLF로 끝나는 줄")  // the CR is not the title's
    #expect(records[4]["title"] as? String == "마지막 줄에는 줄바꿈이 없습니다")
  }
}
