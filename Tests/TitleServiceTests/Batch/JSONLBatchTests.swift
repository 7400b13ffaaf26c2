import Foundation
import Testing
import TitleTestSupport

/// `title-preview --jsonl`: one result per request line, in order, bad lines answered with error
/// records while the rest go on, exit status 1 when any line failed.
@Suite struct JSONLBatchTests {
  static let requests = [
    #"{"id": 1, "category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기", "width": 200, "numberOfLines": 2}"#,
    #"not json"#,
    #"{"id": "b", "category": 77, "title": "제목", "width": 100}"#,
    "",
    #"{"id": [1, 2], "category": 2, "title": "가나다 라마", "width": 100, "padding": "spaces"}"#,
    #"{"id": 5, "category": 1, "title": "제목", "width": -5}"#,
  ]

  static func objects(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }

  @Test func badLinesGetErrorRecordsAndTheRestGoOn() throws {
    let input = Self.requests.joined(separator: "\n") + "\n"
    let output = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let results = try Self.objects(output.stdout)
    // The blank line 4 is skipped; every other line is answered, in order.
    #expect(results.count == 5)
    #expect(results[0]["id"] as? Int == 1)
    let lines = results[0]["lines"] as! [[String: Any]]
    #expect(lines.map { $0["text"] as! String } == ["요즘 인기 있는 절에서", "템플스테이 체험하기"])
    #expect(lines.map { $0["start"] as! Int } == [0, 13])
    #expect(lines.map { $0["end"] as! Int } == [13, 23])
    #expect(results[0]["paddedTitle"] == nil)
    #expect(
      results[1]["line"] as? Int == 2 && (results[1]["error"] as! String).hasPrefix("invalid JSON"))
    #expect(results[2]["line"] as? Int == 3 && results[2]["id"] as? String == "b")
    #expect((results[2]["error"] as! String).hasPrefix("unknown category id 77"))
    #expect(results[3]["id"] as? [Int] == [1, 2])
    #expect(results[3]["paddedTitle"] as? String == "    가나다 라마")
    #expect(results[4]["line"] as? Int == 6 && results[4]["id"] as? Int == 5)
  }

  @Test func manyLinesOverManyJobsKeepTheirOrder() throws {
    let titles = (0..<3000).map { "제목 \($0) 번째 글: 요즘 인기 있는 절에서 템플스테이 체험하기" }
    let input = titles.enumerated().map { index, title in
      #"{"id": \#(index), "category": \#(index % 9 + 1), "title": "\#(title)", "width": \#(200 + index % 150)}"#
    }.joined(separator: "\n")
    let output = try CommandRunner.run(
      ["--jsonl", "-", "--jobs", "4", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stderr.isEmpty, "no progress line when stderr is not a terminal")
    let results = try Self.objects(output.stdout)
    #expect(results.map { $0["id"] as! Int } == Array(0..<3000))
  }

  @Test func aLongLivedProcessAnswersEachLineAsItArrives() throws {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = ["--jsonl", "--no-system-fonts"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    for id in 0..<3 {
      let line = #"{"id": \#(id), "category": 1, "title": "하나씩 보내는 제목", "width": 300}"# + "\n"
      input.fileHandleForWriting.write(Data(line.utf8))
      // The answer must come before more input or end of file.
      var received = Data()
      while !received.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        received.append(chunk)
      }
      let object = try JSONSerialization.jsonObject(with: received) as! [String: Any]
      #expect(object["id"] as? Int == id)
    }
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test func overlongLinesAreAnsweredWithoutBeingKept() throws {
    let long =
      #"{"id": 1, "category": 1, "title": ""# + String(repeating: "가", count: 2000)
      + #"", "width": 300}"#
    let input = long + "\n" + #"{"id": 2, "category": 1, "title": "짧은 제목", "width": 300}"# + "\n"
    let output = try CommandRunner.run(
      ["--jsonl", "--max-line-bytes", "1000", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let results = try Self.objects(output.stdout)
    #expect(results.count == 2)
    #expect(results[0]["error"] as? String == "the line is longer than 1000 bytes")
    #expect(results[1]["id"] as? Int == 2)
  }

  @Test func unreadableInputIsAClearError() throws {
    let missing = try CommandRunner.run(["--jsonl", "/no/such/requests.jsonl"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.contains("cannot read JSONL input /no/such/requests.jsonl: no such file"))
    let directory = try CommandRunner.run(["--jsonl", "/tmp"])
    #expect(directory.status == 1)
    #expect(directory.stderr.contains("it is a directory"))
  }
}
