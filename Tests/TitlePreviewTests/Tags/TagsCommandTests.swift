import Foundation
import Testing
import TitleTestSupport

/// `title-preview tags`, run as a user runs it.
@Suite struct TagsCommandTests {
  static let tags = ["주차 가능한 절", "반려동물 동반 가능한 절"]

  /// NanumGothic Regular at 12 px: a Hangul syllable is 940 units of 1000 → 11.28 px, a space
  /// 280 → 3.36 px; a chip is its text snapped up to 1/64 px plus 15 + 15 px of insets.
  static func chipWidth(hangul: Int, spaces: Int) -> Double {
    let text = Double(hangul) * 11.28 + Double(spaces) * 3.36
    return (text * 64).rounded(.up) / 64 + 30
  }

  static func json(_ arguments: [String]) throws -> [String: Any] {
    let output = try CommandRunner.run(["tags", "--no-system-fonts", "-f", "json"] + arguments)
    #expect(output.status == 0, "\(output.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
  }

  @Test func helpIsShapedLikeArgumentParsers() throws {
    let output = try CommandRunner.run(["tags", "--help"])
    #expect(output.status == 0)
    for heading in [
      "OVERVIEW:", "USAGE: title-preview tags", "ARGUMENTS:", "OPTIONS:", "--selected",
    ] {
      #expect(output.stdout.contains(heading))
    }
    let main = try CommandRunner.run(["--help"])
    #expect(
      main.stdout.contains("title-preview tags") && main.stdout.contains("title-preview tooltip"))
  }

  @Test(arguments: [
    ["--bogus", "태그"], ["--width"], ["--width", "abc", "태그"], ["--selected", "1.5", "태그"],
    ["--alignment", "middle", "태그"], ["--limit", "2", "태그"], ["-f", "gif", "태그"],
    ["--max-rows", "x", "태그"], ["--color", "sometimes", "태그"],
  ])
  func usageErrorsExit64(arguments: [String]) throws {
    let output = try CommandRunner.run(["tags"] + arguments)
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("title-preview: "))
    #expect(output.stderr.contains("title-preview tags --help"))
    #expect(output.stdout.isEmpty)
  }

  @Test(arguments: [
    (["--width", "0", "태그"], "invalid container width 0"),
    (["--width", "nan", "태그"], "invalid container width nan"),
    (["--width", "20", "태그"], "cannot hold one character"),
    (["--selected", "5", "태그"], "tag index 5 is out of range"),
    (["--selected", "0", "--selected", "1", "가", "나"], "at most 1 may be"),
    (["--max-rows", "0", "태그"], "invalid maximumRows 0"),
    (["--font-size", "-3", "태그"], "invalid font size -3"),
    ([""], "tag 0 is empty"),
  ])
  func badRequestsExit1(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(["tags", "--no-system-fonts"] + arguments)
    #expect(output.status == 1, "\(output.stderr)")
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func jsonHasTheHandComputedFrames() throws {
    let layout = try Self.json(["--width", "343", "--selected", "1"] + Self.tags)
    #expect(layout["width"] as? Double == 343)
    #expect(layout["fontSize"] as? Double == 12)
    #expect(layout["isAnySelected"] as? Bool == true)
    let chips = try #require(layout["chips"] as? [[String: Any]])
    #expect(chips.count == 2)
    let frames = chips.compactMap { $0["frame"] as? [String: Double] }
    let first = Self.chipWidth(hangul: 6, spaces: 2)  // 74.4 → 74.40625 + 30
    let second = Self.chipWidth(hangul: 10, spaces: 3)  // 122.88 → 122.890625 + 30
    #expect(first == 104.40625 && second == 152.890625)
    #expect(frames[0] == ["x": 0, "y": 0, "width": first, "height": frames[0]["height"]!])
    #expect(frames[1]["x"] == first + 5)  // one row, 5 px apart
    #expect(frames[1]["width"] == second)
    #expect(frames[0]["height"] == frames[1]["height"])
    #expect(chips[0]["textX"] as? Double == 15)
    #expect(chips[0]["isSelected"] as? Bool == false)
    #expect(chips[0]["borderColor"] as? String == "#D9D9D9")
    #expect(chips[1]["isSelected"] as? Bool == true)
    #expect(chips[1]["borderColor"] as? String == "#FF7A00")
    #expect(layout["rowCount"] as? Int == 1)
  }

  @Test func narrowWidthWrapsAndRowLimitHides() throws {
    // 104.41 + 5 + 152.89 > 200: the second chip starts row 2, which --max-rows 1 hides.
    let wrapped = try Self.json(["--width", "200"] + Self.tags)
    #expect(wrapped["rowCount"] as? Int == 2)
    let limited = try Self.json(["--width", "200", "--max-rows", "1"] + Self.tags)
    #expect(limited["rowCount"] as? Int == 1)
    #expect(limited["hiddenIndices"] as? [Int] == [1])
  }

  @Test func multipleSelectionAndAlignment() throws {
    let layout = try Self.json(
      [
        "--multiple", "--limit", "2", "--selected", "0", "--selected", "1", "--alignment",
        "trailing",
      ]
        + Self.tags)
    let chips = try #require(layout["chips"] as? [[String: Any]])
    #expect(chips.allSatisfy { $0["isSelected"] as? Bool == true })
    let last = try #require(chips.last?["frame"] as? [String: Double])
    #expect(abs(last["x"]! + last["width"]! - 343) < 1e-9)  // flush right
  }

  @Test func textPreviewMarksSelectedChips() throws {
    let output = try CommandRunner.run(
      ["tags", "--no-system-fonts", "--selected", "1", "--color", "never"] + Self.tags)
    #expect(output.status == 0)
    #expect(output.stdout.contains("( 주차 가능한 절 ) (✓ 반려동물 동반 가능한 절 )"))
    #expect(output.stdout.contains("w 104.41, 152.89 px"))
    #expect(output.stdout.contains("2 chips · 1 row · 1 selected"))
    #expect(!output.stdout.contains("\u{1B}["))
    let colored = try CommandRunner.run(
      ["tags", "--no-system-fonts", "--selected", "1", "--color", "always"] + Self.tags)
    #expect(colored.stdout.contains("\u{1B}[38;2;255;122;0m(✓ 반려동물"))
  }

  @Test func tagsFromStandardInput() throws {
    let output = try CommandRunner.run(
      ["tags", "--no-system-fonts", "-f", "json"], stdin: Data("주차 가능한 절\n템플스테이\n".utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let layout = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    #expect((layout?["chips"] as? [Any])?.count == 2)
  }

  @Test(arguments: ["png", "svg"])
  func imageWrittenWithOutputOption(format: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tags-\(UUID().uuidString).\(format)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try CommandRunner.run(
      ["tags", "--no-system-fonts", "-f", format, "-o", path, "--scale", "1", "--selected", "0"]
        + Self.tags)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.isEmpty)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    if format == "png" {
      #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    } else {
      let svg = String(decoding: bytes, as: UTF8.self)
      #expect(svg.hasPrefix("<?xml") && svg.components(separatedBy: "class=\"chip\"").count == 3)
    }
  }
}
