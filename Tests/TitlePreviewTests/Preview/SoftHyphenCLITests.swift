import Foundation
import Testing
import TitleTestSupport

/// A soft hyphen through the built binary: the line that ends after it shows and measures the
/// hyphen Chromium draws (U+2010, 7.008 px in NanumGothicBold at 16 px; Tests/Corpus/soft-hyphen-*),
/// in single and batch mode.
@Suite struct SoftHyphenCLITests {
  static let title = "가나다\u{AD}라마바"

  @Test func singleModeShowsTheDrawnHyphen() throws {
    let output = try CommandRunner.run(
      ["-w", "60", "-l", "0", "-f", "json", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines.map { $0["text"] as? String } == ["", "가나다\u{2010}", "라마바"])
    let width = try #require(lines[1]["width"] as? Double)
    // FreeType's 16.16 advances of 940 and 438 units; the JSON keeps 6 decimals.
    let drawn = 3 * FreeTypeArithmetic.nanum(940) + FreeTypeArithmetic.nanum(438)
    #expect(abs(width - drawn) < 1e-6)
  }

  @Test func batchModeShowsTheDrawnHyphen() throws {
    let input = """
      {"id": 1, "category": 1, "title": "가나다\\u00ad라마바", "width": 60, "numberOfLines": 0}
      {"id": 2, "category": 1, "title": "가나다\\u00ad라마바", "width": 300, "numberOfLines": 0}

      """
    let output = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let records = output.stdout.split(separator: "\n").map(String.init)
    #expect(records.count == 2)
    #expect(records[0].contains(#"{"text":"가나다‐","start":0,"end":4,"x":0,"width":52.128"#))
    // One line: the soft hyphen ends no line and draws nothing.
    #expect(records[1].contains(#"{"text":"가나다\#u{AD}라마바","start":0,"end":7"#), "\(records[1])")
  }
}
