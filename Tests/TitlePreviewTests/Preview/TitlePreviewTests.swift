import Foundation
import Testing
import TitleTestSupport

/// The `title-preview` command, run as a user runs it: stdout, stderr and exit status.
@Suite struct TitlePreviewTests {
  static let seedTitle = "요즘 인기 있는 절에서 템플스테이 체험하기"

  @Test func helpIsShapedLikeArgumentParsers() throws {
    let output = try CommandRunner.run(["--help"])
    #expect(output.status == 0)
    for heading in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"] {
      #expect(output.stdout.contains(heading))
    }
    let version = try CommandRunner.run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("title-preview "))
  }

  @Test(arguments: [
    ["--bogus", "제목"], ["--width"], ["--width", "abc", "제목"], ["--lines", "2.5", "제목"],
    ["--word-break", "sometimes", "제목"], ["제목", "둘째"],
  ])
  func usageErrorsExit64(arguments: [String]) throws {
    let output = try CommandRunner.run(arguments)
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("title-preview: "))
    #expect(output.stdout.isEmpty)
  }

  @Test(arguments: [
    (["--category", "99", "제목"], "unknown category id 99"),
    (["--width", "0", "제목"], "invalid width 0"),
    (["--width", "nan", "제목"], "invalid width nan"),
    (["--lines", "-1", "제목"], "invalid numberOfLines -1"),
    (["--width", "10", "가"], "narrower than one character"),
    ([""], "the title is empty"),
    (
      ["--catalog", "/no/such/catalog.json", "제목"],
      "cannot read catalog /no/such/catalog.json: no such file"
    ),
    (["--max-title-length", "3", "가나다라"], "the title is 4 UTF-16 code units long; the limit is 3"),
    (["--time-budget", "0.0001", "가나다라"], "longer than the time budget"),
  ])
  func badRequestsExit1WithAClearMessage(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(arguments + ["--no-system-fonts"])
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func invalidUTF8OnStandardInputIsReported() throws {
    let output = try CommandRunner.run(["-"], stdin: Data([0xEC, 0xA0, 0x9C, 0xFF]))
    #expect(output.status == 1)
    #expect(output.stderr.contains("not valid UTF-8 (byte 3)"))
  }

  @Test func textPreviewShowsBadgeFrameAndWidths() throws {
    let output = try CommandRunner.run(
      ["--category", "1", "--width", "343", "--lines", "2", "--color", "never", Self.seedTitle])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("┌") == true && lines.first?.contains("343 px") == true)
    #expect(lines[1].hasPrefix("│[취미]" + Self.seedTitle))
    #expect(lines[1].contains("w 293.12 px"))
    #expect(!output.stdout.contains("\u{1B}["), "no colour with --color never")
    let colored = try CommandRunner.run(["--color", "always", Self.seedTitle])
    #expect(colored.stdout.contains("\u{1B}[48;2;250;224;228m"), "badge background #FAE0E4")
  }

  @Test func jsonOutputCarriesTheComposedTitle() throws {
    let output = try CommandRunner.run(
      [
        "--width", "200", "--lines", "2", "--format", "json", "--no-system-fonts",
        "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? 그리고 더 긴 제목은 어떻게 되나요",
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
    let lines = object["lines"] as! [[String: Any]]
    #expect(lines.map { $0["text"] as! String } == ["모듈을 다루려고", "제공하는 특별한 규정은 무…"])
    #expect(lines.map { $0["start"] as! Int } == [0, 9])
    #expect(object["truncated"] as? Bool == true)
    let badge = object["badge"] as! [String: Any]
    #expect(badge["label"] as? String == "취미")
  }

  @Test func titleFromStandardInput() throws {
    let output = try CommandRunner.run(
      ["--format", "json"], stdin: Data("표준 입력 제목\n".utf8))
    #expect(output.status == 0)
    #expect(output.stdout.contains("\"text\" : \"표준 입력 제목\""))
  }
}
