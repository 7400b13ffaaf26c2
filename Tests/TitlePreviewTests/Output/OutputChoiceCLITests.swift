import Foundation
import Testing
import TitleTestSupport

/// Where output goes and in what format: `-o` writes every format (the bytes standard output
/// gets without it) for each command, and a style file's `format` is the default of `-f`.
@Suite struct OutputChoiceCLITests {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A fresh folder, removed by the caller.
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("output-choice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// What the command writes to standard output when it is a file (`> path`), as bytes.
  private func redirected(_ arguments: [String], to path: String) throws -> CommandRunner.Output {
    try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", #"out="$1"; shift; "$0" "$@" > "$out""#, CommandRunner.executable.path, path,
      ] + arguments)
  }

  /// Each command in each format: with `-o` nothing on standard output, and the file holds
  /// exactly the bytes standard output gets without `-o`.
  @Test(arguments: [
    ["--no-system-fonts", "-w", "200", "요즘 인기 있는 절에서 템플스테이 체험하기"],
    ["tags", "--no-system-fonts", "-w", "200", "주차 가능한 절", "템플스테이"],
    ["tooltip", "--no-system-fonts", "iOS 앱 개발 알아가기"],
  ])
  func outputFileHoldsWhatStandardOutputWould(command: [String]) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["text", "json", "png", "svg"] {
      let arguments = command + ["-f", format, "--color", "never"]
      let piped = folder.appendingPathComponent("piped.\(format)").path
      let printed = try redirected(arguments, to: piped)
      #expect(printed.status == 0, "\(printed.stderr)")
      let path = folder.appendingPathComponent("out.\(format)").path
      let written = try CommandRunner.run(arguments + ["-o", path])
      #expect(written.status == 0, "\(written.stderr)")
      #expect(written.stdout.isEmpty, "\(format)")
      let file = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(file == (try Data(contentsOf: URL(fileURLWithPath: piped))), "\(format)")
      #expect(file.count > 100, "\(format)")
      if format == "png" { #expect(Array(file.prefix(8)) == Self.pngSignature) }
    }
  }

  @Test(arguments: ["text", "json"])
  func anUnwritableOutputPathFailsInEveryFormat(format: String) throws {
    let path = "/nonexistent-folder/out.\(format)"
    let output = try CommandRunner.run(["-f", format, "-o", path, "제목"])
    #expect(output.status == 1)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr
        == "title-preview: cannot write \(path): its folder /nonexistent-folder cannot be opened (it does not exist)\n"
    )
  }

  @Test func batchRefusesOutputFile() throws {
    let output = try CommandRunner.run(["--jsonl", "-", "-o", "results.jsonl"])
    #expect(output.status == 64)
    #expect(
      output.stderr.hasPrefix(
        "title-preview: -o is for one title: --jsonl writes its records to standard output"))
  }

  /// `{"format": "svg"}` without `-f` draws an SVG; `-f` still chooses over it.
  @Test func styleFormatIsTheDefaultFormat() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let svgStyle = folder.appendingPathComponent("svg.json").path
    try Data(#"{"format": "svg"}"#.utf8).write(to: URL(fileURLWithPath: svgStyle))
    let svg = try CommandRunner.run(["--no-system-fonts", "--style", svgStyle, "제목"])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.hasPrefix("<?xml"))
    let text = try CommandRunner.run(
      ["--no-system-fonts", "--color", "never", "--style", svgStyle, "-f", "text", "제목"])
    #expect(text.stdout.hasPrefix("┌"))
    let pngStyle = folder.appendingPathComponent("png.json").path
    try Data(#"{"format": "png"}"#.utf8).write(to: URL(fileURLWithPath: pngStyle))
    let cell = folder.appendingPathComponent("cell.png").path
    let png = try CommandRunner.run(["--no-system-fonts", "--style", pngStyle, "-o", cell, "제목"])
    #expect(png.status == 0, "\(png.stderr)")
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: cell)).prefix(8)) == Self.pngSignature)
  }

  /// A style's format that is not a cell format is an error, whatever `-f` says.
  @Test func anUnknownStyleFormatIsAnError() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("gif.json").path
    try Data(#"{"format": "gif"}"#.utf8).write(to: URL(fileURLWithPath: style))
    for extra in [[], ["-f", "text"]] {
      let output = try CommandRunner.run(["--no-system-fonts", "--style", style] + extra + ["제목"])
      #expect(output.status == 1)
      #expect(output.stderr.contains(#"at format: expected one of "png", "svg", got "gif""#))
    }
  }

  /// Batch cells follow the style's format too; without one, `--out-dir` needs `-f`.
  @Test func outputFolderTakesTheStyleFormat() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("svg.json").path
    try Data(#"{"format": "svg"}"#.utf8).write(to: URL(fileURLWithPath: style))
    let cells = folder.appendingPathComponent("cells").path
    let line = Data(#"{"id": "a", "category": 1, "title": "제목", "width": 200}"#.utf8 + [0x0A])
    let batch = try CommandRunner.run(
      ["--no-system-fonts", "--jsonl", "-", "--style", style, "--out-dir", cells], stdin: line)
    #expect(batch.status == 0, "\(batch.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: cells) == ["a.svg"])
    let noFormat = try CommandRunner.run(
      ["--no-system-fonts", "--jsonl", "-", "--out-dir", cells], stdin: line)
    #expect(noFormat.status == 64)
    #expect(noFormat.stderr.hasPrefix("title-preview: --out-dir needs --format png or svg"))
  }
}
