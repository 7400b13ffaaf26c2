import Foundation
import Testing
import TitleTestSupport

/// Through the built binary: huge numbers end in a message
/// and exit 1 (the library's typed error) or 64 (a usage error), never a signal; a batch with one
/// huge line answers it with an error record and goes on.
@Suite struct HugeNumberCLITests {
  static let directory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hardening-numbers-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  @Test(arguments: [
    (["-f", "png", "-o", "x.png", "-w", "1e19", "제목"], "cannot render title.width 1e+19"),
    (["-f", "svg", "-o", "x.svg", "-w", "5e16", "제목"], "cannot render title.width 5e+16"),
    (["tags", "--width", "1e19", "a", "b"], "invalid container width 1e+19"),
    (
      ["tags", "-f", "png", "-o", "t.png", "--width", "1e19", "a", "b"],
      "invalid container width 1e+19"
    ),
    (["tooltip", "--anchor", "1e308,1e308,1,1", "abc"], "invalid anchor"),
    (
      [
        "tooltip", "-f", "svg", "-o", "t.svg", "--bounds", "1e18,1e18,375,667", "--anchor",
        "1e18,1e18,1,1", "abc",
      ], "invalid bounds 375.0×667.0 at (1e+18, 1e+18)"
    ),
    (["tooltip", "--bounds", "0,0,1e308,1e308", "abc"], "invalid bounds 1e+308×1e+308"),
    (["-f", "png", "-o", "x.png", "-w", "1e7", "제목"], "invalid image size 20000000×37 pixels"),
  ])
  func hugeNumbersExit1WithTheLimitInTheMessage(arguments: [String], message: String) throws {
    let arguments = arguments.map {
      $0.hasSuffix(".png") || $0.hasSuffix(".svg") ? Self.path($0) : $0
    }
    let output = try CommandRunner.run(arguments + ["--no-system-fonts"])
    #expect(output.status == 1, "\(arguments): \(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.contains("10000000") || output.stderr.contains("16384"))
  }

  @Test(arguments: [
    (
      ["--time-budget", "1e13", "제목"],
      "--time-budget must be a number of milliseconds above 0 and at most 3600000 (one hour), got '1e13'"
    ),
    (["-l", "1e18", "제목"], "-l must be a whole number at most 10000, got '1e18'"),
    (
      ["--lines", "99999999999999999999", "제목"],
      "--lines must be a whole number at most 10000, got '99999999999999999999'"
    ),
    (["--jobs", "0", "제목"], "--jobs must be a whole number from 1 to 1024, got '0'"),
    (["--category", "1.5", "제목"], "--category must be a whole number or 'none', got '1.5'"),
    (["-w", "wide", "제목"], "-w must be a number, got 'wide'"),
    (["tooltip", "-l", "1e18", "abc"], "-l must be a whole number at most 10000, got '1e18'"),
    (
      ["tags", "--max-rows", "1e18", "a"],
      "--max-rows must be a whole number at most 1000000, got '1e18'"
    ),
  ])
  func badNumbersAreUsageErrorsNamingTheOption(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(arguments + ["--no-system-fonts"])
    #expect(output.status == 64, "\(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func aBatchWithOneHugeLineAnswersItAndGoesOn() throws {
    let outDir = Self.path("batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: outDir, withIntermediateDirectories: true)
    let input =
      [
        #"{"id": "first", "category": 1, "title": "제목", "width": 343}"#,
        #"{"id": "huge", "category": 1, "title": "제목", "width": 1e19}"#,
        #"{"id": "last", "category": 1, "title": "둘째", "width": 200}"#,
      ].joined(separator: "\n") + "\n"
    let output = try CommandRunner.run(
      ["--jsonl", "-f", "png", "--out-dir", outDir, "--jobs", "2", "--no-system-fonts"],
      stdin: Data(input.utf8))
    #expect(output.status == 0 || output.status == 1, "\(output.stderr)")
    let records = try output.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    #expect(records.count == 3)
    #expect(records.map { $0["id"] as? String } == ["first", "huge", "last"])
    #expect(records[0]["error"] == nil)
    #expect(
      (records[1]["error"] as? String)?.hasPrefix("cannot render title.width 1e+19") == true)
    #expect(records[2]["error"] == nil)
    let files = try FileManager.default.contentsOfDirectory(atPath: outDir).sorted()
    #expect(files == ["first.png", "last.png"])
  }

  /// Badge 27.5625 px + "…" 15.04 px = 42.6 px > 40: the line holds the badge alone.
  @Test func theEllipsisNeverCrossesTheCell() throws {
    let output = try CommandRunner.run(
      ["-f", "json", "-w", "40", "-l", "1", "--no-system-fonts", "제목입니다"])
    #expect(output.status == 0, "\(output.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
    #expect(json["truncated"] as? Bool == true)
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.count == 1)
    #expect(lines[0]["text"] as? String == "")
    #expect(lines[0]["width"] as? Double == 0)
    #expect(lines[0]["x"] as? Double == 27.5625)
  }
}
