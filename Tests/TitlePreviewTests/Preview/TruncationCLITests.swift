import Foundation
import Testing
import TitleTestSupport

/// `--truncation`, the style key and the batch key `"truncation"`, through the built binary.
/// The expected lines are headless Chromium 156's with `-webkit-line-clamp` for the same title,
/// badge (취미), font and width (`clamp_oracle.py`).
@Suite(.timeLimit(.minutes(2))) struct TruncationCLITests {
  static let title = "데비안용으로 패키징된 프로그램 현재 목록을 어떻게 얻나요?"
  /// `-webkit-line-clamp: 2` at 200 px, with `text-wrap: wrap` or `balance`: Blink balances only
  /// the two lines it shows, which are then the greedy ones.
  static let clampedTwoLines = ["데비안용으로 패키징된", "프로그램 현재 목록을 어떻…"]

  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func texts(_ object: [String: Any]) -> [String] {
    ((object["lines"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
  }

  static func lastRange(_ object: [String: Any]) -> [Int] {
    let last = (object["lines"] as? [[String: Any]])?.last ?? [:]
    return [last["start"] as? Int ?? -1, last["end"] as? Int ?? -1]
  }

  @Test(arguments: ["wrap", "balance"])
  func optionTruncatesAsChromium(style: String) throws {
    let output = try CommandRunner.run(
      [
        "--truncation", "lineClamp", "--text-wrap", style, "-w", "200", "-l", "2", "-f", "json",
        "--no-system-fonts", Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(Self.texts(object) == Self.clampedTwoLines)
    #expect(Self.lastRange(object) == [12, 26])
    #expect(object["truncation"] as? String == "lineClamp")
  }

  /// The default is UILabel's: no `"truncation"` in the result, and balance's lines are those
  /// of the unclamped layout (its first line is Chromium's unclamped first line).
  @Test func theDefaultIsFill() throws {
    let output = try CommandRunner.run(
      [
        "--text-wrap", "balance", "-w", "200", "-l", "2", "-f", "json", "--no-system-fonts",
        Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(object["truncation"] == nil)
    #expect(Self.texts(object).first == "데비안용으로")
  }

  /// In batch mode `--truncation` is the default of requests without `"truncation"`; a
  /// request's own wins; a bad value is that line's error record.
  @Test func batchKeyAndDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "\(Self.title)", "width": 200, "numberOfLines": 1}
      {"id": 2, "category": 1, "title": "\(Self.title)", "width": 200, "numberOfLines": 1, "truncation": "fill"}
      {"id": 3, "category": 1, "title": "\(Self.title)", "width": 200, "truncation": "clip"}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--truncation", "lineClamp", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.count == 3)
    // Chromium's -webkit-line-clamp: 1 at 200 px.
    #expect(Self.texts(records[0]) == ["데비안용으로 패키징된…"])
    #expect(records[0]["truncation"] as? String == "lineClamp")
    #expect(records[1]["truncation"] == nil)
    #expect(records[2]["code"] as? String == "invalidTruncation")
    #expect(
      records[2]["error"] as? String == "\"truncation\" must be one of \"fill\", \"lineClamp\"")
  }

  @Test(arguments: ["clip", "", "LineClamp", "line-clamp"])
  func badValuesAreUsageErrors(value: String) throws {
    let output = try CommandRunner.run(["--truncation", value, "--no-system-fonts", "제목"])
    #expect(output.status == 64)
    #expect(
      output.stderr.hasPrefix(
        "title-preview: --truncation expects one of fill|lineClamp, got '\(value)'"),
      "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func styleFileKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "truncation-style-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("style.json")
    try Data(#"{"truncation": "lineClamp"}"#.utf8).write(to: style)
    let output = try CommandRunner.run(
      [
        "--style", style.path, "-w", "200", "-l", "2", "-f", "json", "--no-system-fonts",
        Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.texts(try Self.object(output.stdout)) == Self.clampedTwoLines)
    // The option overrides the style.
    let overridden = try CommandRunner.run(
      [
        "--style", style.path, "--truncation", "fill", "-w", "200", "-l", "2", "-f", "json",
        "--no-system-fonts", Self.title,
      ])
    #expect(overridden.status == 0, "\(overridden.stderr)")
    #expect(try Self.object(overridden.stdout)["truncation"] == nil)
    try Data(#"{"truncation": "clip"}"#.utf8).write(to: style)
    let invalid = try CommandRunner.run(["--style", style.path, "--no-system-fonts", "제목"])
    #expect(invalid.status != 0)
    #expect(invalid.stderr.contains("truncation"), "\(invalid.stderr)")
  }

  /// `serve` reads the key as the batch does: the same record for a request that has it, and
  /// a 400 with the code for a bad value.
  @Test func serveAnswersTheKey() throws {
    let request =
      #"{"id": 1, "category": 1, "title": "\#(Self.title)", "width": 200, "truncation": "lineClamp"}"#
    let batch = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"], stdin: Data((request + "\n").utf8))
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let response = try connection.request("POST", "/v1/compose", text: request)
      #expect(response.status == 200)
      #expect(response.text + "\n" == batch.stdout)
      #expect(try Self.texts(Self.object(response.text)) == Self.clampedTwoLines)
      let bad = try connection.request(
        "POST", "/v1/compose",
        text: #"{"id": 2, "category": 1, "title": "a", "width": 100, "truncation": "clip"}"#)
      #expect(bad.status == 400)
      #expect(try Self.object(bad.text)["code"] as? String == "invalidTruncation")
    }
  }

  /// A chip too wide for its row, as Chromium draws its text (NanumGothic 12 px in the chip's
  /// 130 px text room, `white-space: normal`) with `-webkit-line-clamp: 1`: "템플" and "…",
  /// where UILabel's fill keeps the graphemes that fit.
  @Test func tagsOption() throws {
    let tag = "템플 스테이체험하기좋은절목록"
    let clamped = try CommandRunner.run(
      ["tags", "--truncation", "lineClamp", "-w", "160", "-f", "json", "--no-system-fonts", tag])
    #expect(clamped.status == 0, "\(clamped.stderr)")
    let chips = try Self.object(clamped.stdout)["chips"] as? [[String: Any]]
    #expect(chips?.first?["text"] as? String == "템플…")
    let filled = try CommandRunner.run(
      ["tags", "-w", "160", "-f", "json", "--no-system-fonts", tag])
    let filledChips = try Self.object(filled.stdout)["chips"] as? [[String: Any]]
    #expect((filledChips?.first?["text"] as? String)?.hasPrefix("템플 스테이") == true)
  }
}
