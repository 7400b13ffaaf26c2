import Foundation
import Testing
import TitleTestSupport

/// A user runs the CLI.
@Suite struct InputErrorCLITests {
  /// A fresh folder with `folder/`, `fifo`, `dangling` → `nothing`, and the given files.
  static func folder(_ files: [String: [UInt8]] = [:]) throws -> String {
    try SpecialFileFolder.make(prefix: "input-cli", files: files)
  }

  /// Terminal columns of the frame lines: Hangul takes two, everything else here one.
  static func columns(_ line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { $0 + ((0xAC00...0xD7A3).contains($1.value) ? 2 : 1) }
  }

  // MARK: escapes in text output

  @Test func titleEscapesAreShownEscaped() throws {
    let output = try CommandRunner.run([
      "--color", "never", "--no-system-fonts", "-w", "400", "a\u{1B}[31mred\u{202E}evil\u{7}",
    ])
    #expect(output.status == 0)
    #expect(!output.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    let lines = output.stdout.split(separator: "\n")
    let row = try #require(lines.dropFirst().first)
    #expect(row.hasPrefix(#"│[취미]a\u{1B}[31mred\u{202E}evil\u{7}"#))
    // The frame is as wide as the escaped row: counted on what is shown.
    let frameEnd = try #require(row.range(of: "│ x ")).lowerBound
    #expect(Self.columns(row[..<frameEnd]) + 1 == Self.columns(lines[0]))
  }

  @Test func tagLabelsAreShownEscaped() throws {
    let output = try CommandRunner.run([
      "tags", "--color", "never", "--no-system-fonts", "x\u{1B}]0;pwned\u{7}", "b",
    ])
    #expect(output.status == 0)
    let first = try #require(output.stdout.split(separator: "\n").first)
    #expect(first == #"1  ( x\u{1B}]0;pwned\u{7} ) ( b )"#)
  }

  @Test func tooltipTextIsShownEscaped() throws {
    let output = try CommandRunner.run([
      "tooltip", "--color", "never", "--no-system-fonts", "hi\u{1B}[2J\u{2066}x",
    ])
    #expect(output.status == 0)
    let lines = output.stdout.split(separator: "\n")
    #expect(lines[1] == #"│ hi\u{1B}[2J\u{2066}x │"#)
    #expect(lines[0].unicodeScalars.count == lines[1].unicodeScalars.count)
  }

  @Test func stderrMessagesEscapeEchoedText() throws {
    let output = try CommandRunner.run(["--catalog", "/no/such/\u{1B}[2Jx.json", "제목"])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "title-preview: cannot read catalog /no/such/\\u{1B}[2Jx.json: no such file\n")
  }

  // MARK: file errors in plain words

  @Test func fileErrorMessagesNameTheFileAndTheReason() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let dangling = "it is a symbolic link to \(root)/nothing, which does not exist"
    let cases: [([String], String)] = [
      (
        ["--catalog", root + "/missing", "제목"], "cannot read catalog \(root)/missing: no such file"
      ),
      (
        ["--catalog", root + "/folder", "제목"],
        "cannot read catalog \(root)/folder: it is a directory"
      ),
      (
        ["--catalog", root + "/dangling", "제목"], "cannot read catalog \(root)/dangling: \(dangling)"
      ),
      (["--style", root + "/missing", "제목"], "cannot read style \(root)/missing: no such file"),
      (["--style", root + "/folder", "제목"], "cannot read style \(root)/folder: it is a directory"),
      (["--style", root + "/dangling", "제목"], "cannot read style \(root)/dangling: \(dangling)"),
      (["--jsonl", root + "/missing"], "cannot read JSONL input \(root)/missing: no such file"),
      (["--jsonl", root + "/folder"], "cannot read JSONL input \(root)/folder: it is a directory"),
      (["--jsonl", root + "/dangling"], "cannot read JSONL input \(root)/dangling: \(dangling)"),
      (
        ["--fallback-font", root + "/fifo", "제목"],
        "cannot read font file \(root)/fifo: it is a FIFO (named pipe), not a regular file"
      ),
      (
        ["--fallback-font", root + "/folder", "제목"],
        "cannot read font file \(root)/folder: it is a directory"
      ),
      (
        ["--fallback-font", root + "/dangling", "제목"],
        "cannot read font file \(root)/dangling: \(dangling)"
      ),
    ]
    for (arguments, message) in cases {
      let output = try CommandRunner.run(arguments)
      #expect(output.status == 1, "\(arguments)")
      #expect(output.stderr == "title-preview: \(message)\n")
      #expect(output.stdout.isEmpty)
    }
  }

  /// `--style <(…)`: a pipe is read once, for both the title and the cell keys.
  @Test func styleFromAPipe() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: root + "/fifo")
      handle?.write(Data(#"{"titleSize": 20, "scale": 1}"#.utf8))
      try? handle?.close()
    }
    writer.start()
    let output = try CommandRunner.run([
      "--style", root + "/fifo", "-f", "json", "--no-system-fonts", "가",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("\"lines\""))
  }

  // MARK: keys and byte order marks

  @Test func styleAndCatalogKeys() throws {
    let catalog =
      ##"[{"id": 1, "label": "a", "background": "#000000", "foreground": "#FFFFFF", "colour": 1}]"##
    let root = try Self.folder([
      "typo.json": Array(#"{"titelSize": 30}"#.utf8),
      "both.json": [0xEF, 0xBB, 0xBF] + Array(#"{"titleSize": 20, "padding": {"top": 2}}"#.utf8),
      "dup.json": Array("{\"scale\": 1,\n \"scale\": 2}".utf8),
      "catalog.json": Array(catalog.utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let typo = try CommandRunner.run(["--style", root + "/typo.json", "제목"])
    #expect(typo.status == 1)
    #expect(
      typo.stderr
        == "title-preview: invalid style: \(root)/typo.json: unknown key \"titelSize\" at line 1, column 2 (known keys: background, badgeCornerRadius, badgeFont, badgeHorizontalPadding, badgeLabelSuffix, badgeLetterSpacing, badgeLetterSpacingEm, badgeSize, badgeSpacing, badgeVerticalPadding, direction, fontsConfig, format, highlightColor, letterSpacing, letterSpacingEm, lineHeight, lineHeightMultiple, maximumTitleLength, padding, runStyles, scale, svgText, textWrap, titleColor, titleFont, titleSize, truncation)\n"
    )
    let dup = try CommandRunner.run(["--style", root + "/dup.json", "제목"])
    #expect(
      dup.stderr
        == "title-preview: invalid style: \(root)/dup.json: duplicate key \"scale\" at line 2, column 2\n"
    )
    let both = try CommandRunner.run([
      "--style", root + "/both.json", "-f", "json", "--no-system-fonts", "가",
    ])
    #expect(both.status == 0, "\(both.stderr)")
    let bad = try CommandRunner.run(["--catalog", root + "/catalog.json", "제목"])
    #expect(
      bad.stderr
        == "title-preview: invalid category catalog: \(root)/catalog.json: unknown key \"colour\" in [0] at line 1, column 76 (known keys: background, foreground, id, label)\n"
    )
  }

  @Test func jsonlKeysAndByteOrderMark() throws {
    let input =
      [0xEF, 0xBB, 0xBF] + Array(#"{"id": 1, "category": 1, "title": "가", "width": 300}"#.utf8)
      + Array("\n".utf8)
      + Array(#"{"id": 2, "category": 1, "title": "가", "title": "나", "width": 300}"#.utf8)
      + Array("\n".utf8)
      + Array(#"{"id": 3, "category": 1, "title": "가", "width": 300, "colour": 1}"#.utf8)
      + Array("\n".utf8)
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"], stdin: Data(input))
    #expect(output.status == 1)
    let lines = output.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"id":1,"lines":"#))
    #expect(
      lines[1] == #"{"line":2,"id":null,"code":"duplicateKey","error":"duplicate key \"title\""}"#)
    #expect(lines[2] == #"{"line":3,"id":3,"code":"unknownKey","error":"unknown key \"colour\""}"#)
  }

  // MARK: a large catalog's unknown-category message is bounded

  @Test func largestCatalogGivesAShortMessage() throws {
    let entries = (1...100_000).map {
      ##"{"id":\##($0),"label":"L\##($0)","background":"#FAE0E4","foreground":"#E84D65"}"##
    }
    let root = try Self.folder([
      "catalog.json": Array(("[" + entries.joined(separator: ",") + "]").utf8)
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = try CommandRunner.run([
      "--catalog", root + "/catalog.json", "-c", "0", "--no-system-fonts", "제목",
    ])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "title-preview: unknown category id 0 (known ids: 1, 2, 3, 4, 5 and 99995 more)\n")
  }
}
