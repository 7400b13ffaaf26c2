import Foundation
import Testing
import TitleTestSupport

/// `--lang` and the batch key `"lang"`, through the built binary.
@Suite struct LanguageCLITests {
  @Test func langOptionIsEchoedInJSON() throws {
    let output = try CommandRunner.run(
      ["--lang", "JA-jp", "--format", "json", "--no-system-fonts", "日本語のタイトル"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
    #expect(object["lang"] as? String == "ja-JP")
    let plain = try CommandRunner.run(["--format", "json", "--no-system-fonts", "제목"])
    let defaults = try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as! [String: Any]
    #expect(defaults["lang"] as? String == "ko")
  }

  @Test func malformedLangIsAUsageError() throws {
    let output = try CommandRunner.run(["--lang", "ja_JP", "제목"])
    #expect(output.status == 64)
    #expect(
      output.stderr.contains(
        #"--lang: invalid language tag "ja_JP": only ASCII letters, digits and "-" may appear"#),
      "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  /// `--lang` is the batch's default: a record without `"lang"` takes it, one with its own
  /// keeps that. Chinese may break before "〜", Korean not (Chromium 156, `lang` zh and ko, on
  /// "あいうえお〜かきくけこ": Tests/Corpus/japanese-rules-*.jsonl).
  @Test func langOptionIsTheBatchDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "あいうえお〜かきくけこ", "width": 113}
      {"id": 2, "category": 1, "title": "あいうえお〜かきくけこ", "width": 113, "lang": "ko"}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--lang", "zh", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].contains(#"{"text":"〜かきくけこ","start":5"#), "\(lines[0])")
    #expect(lines[1].contains(#"{"text":"あいうえお〜…","start":0"#), "\(lines[1])")
  }

  @Test func batchLangIsPerRecord() throws {
    let input = """
      {"id": 1, "category": 1, "title": "제목", "width": 200, "lang": "ja"}
      {"id": 2, "category": 1, "title": "제목", "width": 200, "lang": "x"}
      {"id": 3, "category": 1, "title": "제목", "width": 200}

      """
    let output = try CommandRunner.run(["--jsonl", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].contains("\"lines\""))
    #expect(
      lines[1].contains(#"invalid language tag \"x\": the language subtag must be 2 to 8 letters"#),
      "\(lines[1])")
    #expect(lines[2].contains("\"lines\""))
  }
}
