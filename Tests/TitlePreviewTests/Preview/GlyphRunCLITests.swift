import Foundation
import Testing
import TitleTestSupport

/// `--glyphs` and the batch key `"glyphs"` add each line's glyph runs and faces to JSON output;
/// without them the output is what it was. Glyph ids from `hb-shape Fonts/NanumGothicBold.ttf`.
@Suite struct GlyphRunCLITests {
  static func lines(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    return object["lines"] as! [[String: Any]]
  }

  static func glyphIDs(_ line: [String: Any]) -> [Int] {
    (line["runs"] as! [[String: Any]]).flatMap { run in
      (run["glyphs"] as! [[String: Any]]).map { $0["id"] as! Int }
    }
  }

  @Test func jsonWithGlyphsHasHarfBuzzsGlyphIDs() throws {
    // hb-shape 'AVA 가나': [34|55|34|1|1086|1377].
    let output = try CommandRunner.run(["--no-system-fonts", "-f", "json", "--glyphs", "AVA 가나"])
    #expect(output.status == 0)
    let line = try #require(try Self.lines(output.stdout).first)
    #expect(Self.glyphIDs(line) == [34, 55, 34, 1, 1086, 1377])
    let run = (line["runs"] as! [[String: Any]])[0]
    #expect(run["x"] as? Double == line["x"] as? Double && run["size"] as? Int == 16)
    let faces = line["faces"] as! [[String: Any]]
    #expect(faces.map { $0["file"] as? String } == ["NanumGothicBold.ttf"])
    let plain = try CommandRunner.run(["--no-system-fonts", "-f", "json", "AVA 가나"])
    #expect(!plain.stdout.contains("\"runs\"") && !plain.stdout.contains("\"faces\""))
  }

  @Test func glyphsNeedJSONOutput() throws {
    let output = try CommandRunner.run(["--no-system-fonts", "-f", "png", "--glyphs", "제목"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("--glyphs adds glyph runs to JSON"))
  }

  @Test func batchRequestsAskForRunsLineByLine() throws {
    let input = [
      #"{"id": 1, "category": 1, "title": "가나", "width": 200, "glyphs": true}"#,
      #"{"id": 2, "category": 1, "title": "가나", "width": 200}"#,
      #"{"id": 3, "category": 1, "title": "가나", "width": 200, "glyphs": false}"#,
      #"{"id": 4, "category": 1, "title": "가나", "width": 200, "glyphs": "yes"}"#,
    ].joined(separator: "\n")
    for (arguments, expected) in [
      ([String](), [true, false, false]), (["--glyphs"], [true, true, false]),
    ] {
      let output = try CommandRunner.run(
        ["--jsonl", "--no-system-fonts"] + arguments, stdin: Data(input.utf8))
      #expect(output.status == 1)
      let records = output.stdout.split(separator: "\n").map(String.init)
      #expect(records.count == 4)
      for (record, hasRuns) in zip(records, expected) {
        #expect(record.contains(#""runs":[{"faceIndex":0,"#) == hasRuns, "\(record)")
      }
      #expect(records[0].contains(#""glyphs":[{"id":1086,"#))
      #expect(records[3].contains(#""error":"\"glyphs\" must be true or false, got a string""#))
    }
  }

  /// A system fallback face's `faceIndex` is the same whatever line needed a face first: Thai,
  /// Devanagari and emoji titles in one order and in the other, over one and two jobs, give each
  /// title the same record, byte for byte; the index is 1 (the title font) plus the face's place
  /// in the environment's fonts (`title-preview fonts`' order for no language is not printed, so
  /// the face named is checked instead).
  @Test func fallbackFaceIndicesDoNotDependOnWhichLineCameFirst() throws {
    let titles = ["สงกรานต์ 2569", "नमस्ते दुनिया", "여행 🎉🐶", "🎉 ह ทดสอบ"]
    func records(_ order: [Int], jobs: String) throws -> [Int: String] {
      let input = order.map { index in
        #"{"id": \#(index), "category": 1, "title": "\#(titles[index])", "width": 300, "glyphs": true}"#
      }.joined(separator: "\n")
      let output = try CommandRunner.run(["--jsonl", "--jobs", jobs], stdin: Data(input.utf8))
      #expect(output.status == 0, "\(output.stderr)")
      var byID: [Int: String] = [:]
      for record in output.stdout.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as! [String: Any]
        byID[object["id"] as! Int] = String(record)
      }
      return byID
    }
    let forward = try records([0, 1, 2, 3], jobs: "1")
    #expect(forward.count == titles.count)
    let line = try #require(try Self.lines(forward[0]!).first)
    let faces = line["faces"] as! [[String: Any]]
    #expect(Set(faces.map { $0["family"] as? String }) == ["Noto Sans Thai", "NanumGothic"])
    #expect(
      faces.allSatisfy { ($0["faceIndex"] as! Int) > 1 || $0["family"] as? String == "NanumGothic" }
    )
    #expect(try records([3, 2, 1, 0], jobs: "1") == forward)
    #expect(try records([2, 1, 3, 0], jobs: "2") == forward)
  }
}
