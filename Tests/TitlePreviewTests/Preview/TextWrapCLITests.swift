import Foundation
import Testing
import TitleTestSupport

/// `--text-wrap`, the style key and the batch key `"textWrap"`, through the built binary. The
/// expected lines are headless Chromium 156's for the same title, badge (취미), font and width
/// (`text-wrap: wrap | balance | pretty`, run through the oracle).
@Suite struct TextWrapCLITests {
  static let title = "데비안용으로 패키징된 프로그램 현재 목록을 어떻게 얻나요?"
  static let chromium: [String: [String]] = [
    "wrap": ["데비안용으로 패키징된", "프로그램 현재 목록을 어떻게", "얻나요?"],
    "balance": ["데비안용으로", "패키징된 프로그램 현재", "목록을 어떻게 얻나요?"],
    "pretty": ["데비안용으로 패키징된", "프로그램 현재 목록을", "어떻게 얻나요?"],
  ]

  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func texts(_ object: [String: Any]) -> [String] {
    ((object["lines"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
  }

  @Test(arguments: ["wrap", "balance", "pretty"])
  func optionBreaksAsChromium(style: String) throws {
    let output = try CommandRunner.run(
      ["--text-wrap", style, "-w", "200", "-l", "0", "-f", "json", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.texts(try Self.object(output.stdout)) == Self.chromium[style])
  }

  /// The lines are those of the unclamped layout, cut and truncated: balance with 2 lines keeps
  /// balance's first line and truncates its second.
  @Test func aLineLimitCutsTheBalancedLines() throws {
    let output = try CommandRunner.run(
      [
        "--text-wrap", "balance", "-w", "200", "-l", "2", "-f", "json", "--no-system-fonts",
        Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    let texts = Self.texts(object)
    #expect(texts.count == 2)
    #expect(texts.first == "데비안용으로")
    #expect(texts.last?.hasSuffix("…") == true)
    #expect(object["truncated"] as? Bool == true)
  }

  /// In batch mode `--text-wrap` is the default of requests without `"textWrap"`; a bad value is
  /// that line's error record.
  @Test func batchKeyAndDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "\(Self.title)", "width": 200, "numberOfLines": 0}
      {"id": 2, "category": 1, "title": "\(Self.title)", "width": 200, "numberOfLines": 0, "textWrap": "wrap"}
      {"id": 3, "category": 1, "title": "\(Self.title)", "width": 200, "numberOfLines": 0, "textWrap": "even"}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--text-wrap", "pretty", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.count == 3)
    #expect(Self.texts(records[0]) == Self.chromium["pretty"])
    #expect(Self.texts(records[1]) == Self.chromium["wrap"])
    #expect(
      records[2]["error"] as? String
        == "\"textWrap\" must be one of \"wrap\", \"balance\", \"pretty\"")
  }

  @Test(arguments: ["even", "", "Balance", "nan"])
  func badValuesAreUsageErrors(value: String) throws {
    let output = try CommandRunner.run(["--text-wrap", value, "--no-system-fonts", "제목"])
    #expect(output.status == 64)
    #expect(
      output.stderr.hasPrefix(
        "title-preview: --text-wrap expects one of wrap|balance|pretty, got '\(value)'"),
      "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func styleFileKey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "text-wrap-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("style.json")
    try Data(#"{"textWrap": "balance"}"#.utf8).write(to: style)
    let output = try CommandRunner.run(
      [
        "--style", style.path, "-w", "200", "-l", "0", "-f", "json", "--no-system-fonts",
        Self.title,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(Self.texts(try Self.object(output.stdout)) == Self.chromium["balance"])
    try Data(#"{"textWrap": "justify"}"#.utf8).write(to: style)
    let bad = try CommandRunner.run(["--style", style.path, "--no-system-fonts", "제목"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("title-preview: invalid style: "), "\(bad.stderr)")
    #expect(bad.stderr.contains("textWrap"), "\(bad.stderr)")
  }
}
