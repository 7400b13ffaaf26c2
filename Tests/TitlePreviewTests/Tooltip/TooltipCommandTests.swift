import Foundation
import Testing
import TitleTestSupport

/// `title-preview tooltip`, run as a user runs it.
@Suite struct TooltipCommandTests {
  static let text = "iOS 앱 개발 알아가기"

  static func json(_ arguments: [String]) throws -> [String: Any] {
    let output = try CommandRunner.run(["tooltip", "--no-system-fonts", "-f", "json"] + arguments)
    #expect(output.status == 0, "\(output.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }

  @Test func helpIsShapedLikeArgumentParsers() throws {
    let output = try CommandRunner.run(["tooltip", "--help"])
    #expect(output.status == 0)
    for heading in [
      "OVERVIEW:", "USAGE: title-preview tooltip", "ARGUMENTS:", "OPTIONS:", "--anchor",
    ] {
      #expect(output.stdout.contains(heading))
    }
  }

  @Test(arguments: [
    ["--bogus", "말"], ["--position", "left", "말"], ["--anchor", "1,2,3", "말"],
    ["--bounds", "a,b,c,d", "말"], ["--max-width"], ["말", "둘째"], ["--area", "screen", "말"],
    ["--background", "red", "말"],
  ])
  func usageErrorsExit64(arguments: [String]) throws {
    let output = try CommandRunner.run(["tooltip"] + arguments)
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("title-preview: "))
    #expect(output.stdout.isEmpty)
  }

  @Test(arguments: [
    (["--max-width", "0", "말"], "invalid maximum width 0"),
    (["--max-width", "8", "말"], "cannot hold one character"),
    (["--bounds", "0,0,0,100", "말"], "invalid bounds"),
    (["--anchor", "0,0,-1,5", "말"], "invalid anchor"),
    ([""], "the tooltip text is empty"),
    (["--scale", "100", "-f", "png", "-o", "/dev/null", "말"], "scale must be in"),
  ])
  func badRequestsExit1(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(["tooltip", "--no-system-fonts"] + arguments)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func jsonHasTheHandComputedBubble() throws {
    // "iOS 앱 개발 알아가기": i O S in NanumGothic Regular plus 7 Hangul (11.28 px) and 3 spaces
    // (3.36 px); the bubble is the line snapped up to 1/64 px plus 5 + 5 px, one line of 13.8 px
    // plus 10 + 10 px tall, centred on the default anchor (a 40×40 box centred in 375×667).
    let layout = try Self.json(["--position", "bottom", "--max-width", "200", Self.text])
    let bubble = try #require(layout["bubble"] as? [String: Double])
    let lines = try #require(layout["lines"] as? [[String: Any]])
    let width = try #require(lines.first?["width"] as? Double)
    #expect(lines.count == 1)
    #expect(width > 7 * 11.28 + 3 * 3.36)
    #expect(bubble["width"] == (width * 64).rounded(.up) / 64 + 10)
    #expect(abs(bubble["height"]! - 33.8) < 1e-9)
    #expect(abs(bubble["x"]! + bubble["width"]! / 2 - 187.5) < 1e-9)
    // Bottom tip: the bubble sits above the anchor (y 313.5), 5 px of tip between.
    #expect(abs(bubble["y"]! + 33.8 + 5 - 313.5) < 1e-9)
    #expect(layout["position"] as? String == "bottom")
    let tip = try #require(layout["tip"] as? [String: [String: Double]])
    #expect(tip["apex"] == ["x": 187.5, "y": 313.5])
  }

  @Test func anchorNearTheTopFlips() throws {
    let layout = try Self.json(["--anchor", "100,10,40,20", "--position", "bottom", Self.text])
    #expect(layout["position"] as? String == "top")
    #expect(layout["didFlip"] as? Bool == true)
    let tip = try #require(layout["tip"] as? [String: [String: Double]])
    #expect(tip["apex"] == ["x": 120, "y": 30])
  }

  @Test func textPreviewShowsTheBubble() throws {
    let output = try CommandRunner.run([
      "tooltip", "--no-system-fonts", "--position", "top", Self.text,
    ])
    #expect(output.status == 0)
    #expect(output.stdout.contains("│ iOS 앱 개발 알아가기 │"))
    #expect(output.stdout.contains("▲"))
    #expect(output.stdout.contains("tip top → (187.5, 353.5)"))
  }

  @Test func textFromStandardInput() throws {
    let output = try CommandRunner.run(
      ["tooltip", "--no-system-fonts", "-f", "json"], stdin: Data((Self.text + "\n").utf8))
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("\"text\" : \"iOS 앱 개발 알아가기\""))
  }

  @Test(arguments: ["png", "svg"], ["frame", "bounds"])
  func imageWrittenWithOutputOption(format: String, area: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tooltip-\(UUID().uuidString).\(format)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try CommandRunner.run(
      ["tooltip", "--no-system-fonts", "-f", format, "-o", path, "--area", area, Self.text])
    #expect(output.status == 0, "\(output.stderr)")
    let bytes = try #require(FileManager.default.contents(atPath: path))
    if format == "png" {
      #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      // IHDR width: the frame's 118 px × 2, or the bounds' 375 × 2.
      let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == (area == "bounds" ? 750 : 236))
    } else {
      #expect(String(decoding: bytes, as: UTF8.self).contains("class=\"bubble\""))
    }
  }
}
