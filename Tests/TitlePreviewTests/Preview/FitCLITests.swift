import Foundation
import Testing
import TitleTestSupport

/// `--fit-title-size`, `--shrink-wrap` and `--truncate`, and the batch keys `"fitTitleSize"`,
/// `"shrinkWrap"` and `"truncate"`, through the built binary. The expected values are headless
/// Chromium 156's for the same cells (`Tests/Corpus/fit-helpers-*.jsonl`): the lines it drew at
/// the answer, and more lines than allowed at the next size up or 1/64 px narrower.
@Suite(.timeLimit(.minutes(2))) struct FitCLITests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func texts(_ object: [String: Any]) -> [String] {
    ((object["lines"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
  }

  /// Cell `fit-size-04`: Chromium fits it in 2 lines at 16.5 px and needs 3 at 17 px.
  @Test func fitTitleSizeIsChromiumsLargest() throws {
    let output = try CommandRunner.run(
      [
        "--fit-title-size", "10:20:0.5", "-c", "5", "-w", "180", "-l", "2", "--word-break",
        "normal", "-f", "json", "--no-system-fonts", "Etch, Lenny 같은 이름은 무엇인가요? 24시간",
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(object["fittedTitleSize"] as? Double == 16.5)
    #expect(object["titleSize"] as? Double == 16.5)
    #expect(object["titleSizeFits"] as? Bool == true)
    #expect(object["truncated"] as? Bool == false)
    #expect(Self.texts(object) == ["Etch, Lenny 같은 이", "름은 무엇인가요? 24시간"])
  }

  /// Cell `fit-wrap-10`: Chromium draws 2 lines at 160 and at 107.953125 px, 3 at 107.9375.
  @Test func shrinkWrapIsChromiumsNarrowest() throws {
    let output = try CommandRunner.run(
      [
        "--shrink-wrap", "-c", "4", "-w", "160", "-l", "2", "--word-break", "normal", "-f",
        "json", "--no-system-fonts", "로 같은 정보를 얻습니다.",
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(object["fittedWidth"] as? Double == 107.953125)
    #expect(object["width"] as? Double == 107.953125)
    #expect(Self.texts(object) == ["로 같은 정", "보를 얻습니다."])
  }

  /// Cell `fit-middle-00`: Chromium fits "repo….pdf" beside the badge in 120 px and moves
  /// "repor….pdf" to a second line.
  @Test func middleTruncationKeepsTheExtension() throws {
    let title = "report_2025_quarterly_summary_final_version.pdf"
    let output = try CommandRunner.run(
      [
        "--truncate", "middle", "-c", "4", "-w", "120", "-l", "1", "--word-break", "normal", "-f",
        "json", "--no-system-fonts", title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(Self.texts(object) == ["repo….pdf"])
    #expect(object["title"] as? String == "repo….pdf")
    #expect(object["truncated"] as? Bool == true)
    let cut = try #require(object["middleCut"] as? [String: Any])
    #expect(cut["start"] as? Int == 4)
    #expect(cut["end"] as? Int == title.utf16.count - 4)
  }

  /// The terminal preview says what was chosen.
  @Test func textPreviewNamesTheChoice() throws {
    let output = try CommandRunner.run(
      [
        "--shrink-wrap", "-c", "4", "-w", "160", "-l", "2", "--word-break", "normal",
        "--color", "never", "--no-system-fonts", "로 같은 정보를 얻습니다.",
      ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.hasSuffix("fitted width: 107.953125 px\n"))
  }

  /// In batch mode the keys work per request, the options are the fit of requests without fit
  /// keys, and a bad key is that line's error record.
  @Test func batchKeysAndDefaults() throws {
    let input = """
      {"id": 1, "category": 4, "title": "로 같은 정보를 얻습니다.", "width": 160, "wordBreak": "normal", "shrinkWrap": true}
      {"id": 2, "category": 4, "title": "로 같은 정보를 얻습니다.", "width": 160, "wordBreak": "normal", "truncate": "end"}
      {"id": 3, "category": 4, "title": "로 같은 정보를 얻습니다.", "width": 160, "wordBreak": "normal"}
      {"id": 4, "category": 4, "title": "x", "width": 160, "truncate": "start"}
      {"id": 5, "category": 4, "title": "x", "width": 160, "fitTitleSize": {"min": 20, "max": 10}}
      {"id": 6, "category": 4, "title": "x", "widths": [160], "shrinkWrap": true}
      """
    let output = try CommandRunner.run(
      ["--jsonl", "-", "--shrink-wrap", "--no-system-fonts"], stdin: Data((input + "\n").utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.count == 6)
    #expect(records[0]["fittedWidth"] as? Double == 107.953125)
    // A request with a fit key of its own (even "end") does not take --shrink-wrap.
    #expect(records[1]["fittedWidth"] == nil)
    #expect(records[1]["width"] as? Double == 160)
    #expect(records[2]["fittedWidth"] as? Double == 107.953125)
    #expect(records[3]["code"] as? String == "invalidTruncate")
    #expect(records[4]["code"] as? String == "invalidFitTitleSize")
    #expect(records[5]["code"] as? String == "invalidWidths")
  }

  @Test(arguments: [
    ["--fit-title-size", "12"], ["--fit-title-size", "12:x"], ["--fit-title-size", "20:10"],
    ["--fit-title-size", "1:1000:0.1"], ["--truncate", "start"],
  ])
  func badOptionsAreUsageErrors(arguments: [String]) throws {
    let output = try CommandRunner.run(arguments + ["--no-system-fonts", "x"])
    #expect(output.status == 64)
    #expect(output.stderr.contains(arguments[0]))
  }
}
