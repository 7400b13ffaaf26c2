import Foundation
import Testing
import TitleTestSupport

/// The compose goldens (`Tests/Goldens/compose`): 28 readable requests, one a line in
/// `requests.jsonl` (every category, Korean, English and Japanese, numberOfLines 1, 2 and 0,
/// truncation, spaces padding, letter-spacing in px and em, text-wrap balance and pretty, soft
/// hyphens, badge spacing and letter-spacing, a px line height, glyph runs on one and two lines,
/// three error records), and the records the built `title-preview --jsonl --no-system-fonts`
/// writes for them in `results.jsonl`, compared byte for byte; five of them drawn as SVG cells.
/// A regression net, not evidence: the recorded lines of the requests Chromium can lay out
/// with the same face were checked against the oracle (`scripts/check-goldens-against-oracle.py`,
/// Tests/Goldens/README.md). `RECORD_GOLDENS=1` rewrites the files and fails.
@Suite struct GoldenComposeTests {
  static let folder = GoldenFile.folder.appendingPathComponent("compose")
  static let requests = folder.appendingPathComponent("requests.jsonl")

  /// The requests drawn as SVG cells (`cells/<id>.svg`).
  static let cells = [
    "ko-hobby-two-lines", "ko-cooking-letter-spacing", "ko-care-soft-hyphen",
    "ko-spaces-normal-truncated",
    "ja-kana",
  ]

  /// The request lines, by id, in file order.
  static func requestLines() throws -> [(id: String, line: Substring)] {
    let text = try String(contentsOf: requests, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      return (try #require(object["id"] as? String), line)
    }
  }

  /// Every request answers with the record of `results.jsonl` on its line, byte for byte; the
  /// three bad requests with their error records (so the run exits 1).
  @Test func recordsEqualTheGoldens() throws {
    let lines = try Self.requestLines()
    #expect(lines.count == 28)
    #expect(Set(lines.map(\.id)).count == lines.count, "request ids are unique")
    let output = try CommandRunner.run(["--jsonl", Self.requests.path, "--no-system-fonts"])
    #expect(output.status == 1, "three error records: exit 1\n\(output.stderr)")
    let records = output.stdout.split(separator: "\n")
    #expect(records.count == lines.count)
    for (request, record) in zip(lines, records) {
      let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any]
      #expect(object?["id"] as? String == request.id, "records in request order")
    }
    let outcome = try GoldenFile.compare(
      Data(output.stdout.utf8), with: Self.folder.appendingPathComponent("results.jsonl"),
      describe: GoldenFile.firstDifferingRecord)
    Self.report(outcome, "results.jsonl")
  }

  /// The cells of `cells` as `--format svg --out-dir` draws them equal `cells/<id>.svg`.
  @Test(arguments: cells)
  func svgCellEqualsItsGolden(id: String) throws {
    let line = try #require(try Self.requestLines().first { $0.id == id }?.line)
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "golden-cells-\(ProcessInfo.processInfo.processIdentifier)-\(id)")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: out) }
    let output = try CommandRunner.run(
      ["--jsonl", "-", "--no-system-fonts", "--format", "svg", "--out-dir", out.path],
      stdin: Data((line + "\n").utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let drawn = try Data(contentsOf: out.appendingPathComponent("\(id).svg"))
    let outcome = try GoldenFile.compare(
      drawn, with: Self.folder.appendingPathComponent("cells/\(id).svg"),
      describe: GoldenFile.firstDifferingLine)
    Self.report(outcome, "cells/\(id).svg")
  }

  /// Fails the test unless the golden was equal: a recording run fails too.
  static func report(_ outcome: GoldenFile.Outcome, _ file: String) {
    switch outcome {
    case .same: break
    case .recorded: Issue.record("recorded \(file): re-run without RECORD_GOLDENS")
    case .differs(let difference):
      Issue.record("\(file) differs from its golden (re-record on purpose only):\n\(difference)")
    }
  }
}
