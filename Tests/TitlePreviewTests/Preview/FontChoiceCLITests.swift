import Foundation
import Testing
import TitleTestSupport

/// Font objects in the CLI's style file and `--fallback-font`, run as a user runs them. Widths
/// are hand sums of `hb-shape` advances: wqy-zenhei.ttc face 1 (Mono, 1024 units/em) gives H, a
/// and space 512 units, so "Ha Ha" at 16 px is 40 px; Inter-roman.var.ttf (2816 units/em) Bold
/// (wght 700) gives "Hag Ha" 9906 units = 56.28 px.
@Suite struct FontChoiceCLITests {
  static let collection = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"
  static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  private func run(style: String, title: String) throws -> CommandRunner.Output {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-choice-\(UUID().uuidString).json").path
    try Data(style.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try CommandRunner.run([
      "--color", "never", "--no-system-fonts", "--style", path, "-w", "300", title,
    ])
  }

  @Test func styleFileTakesACollectionFace() throws {
    let output = try run(
      style: #"{"titleFont": {"path": "\#(Self.collection)", "index": 1}}"#, title: "Ha Ha")
    #expect(output.status == 0)
    #expect(output.stdout.contains("│ x 27.56 w 40 px (13%)"))
  }

  @Test func styleFileTakesANamedInstance() throws {
    let output = try run(
      style: #"{"titleFont": {"path": "\#(Self.variable)", "instance": "Bold"}}"#, title: "Hag Ha")
    #expect(output.status == 0)
    #expect(output.stdout.contains("│ x 27.56 w 56.28 px (19%)"))
  }

  @Test func fallbackFontObjectErrors() throws {
    let index = try CommandRunner.run([
      "--no-system-fonts", "--fallback-font", #"{"path": "\#(Self.collection)", "index": 9}"#,
      "-w", "300", "가",
    ])
    #expect(index.status == 1)
    #expect(
      index.stderr
        == "title-preview: no face 9 in font file \(Self.collection): it has 3 faces (index 0 to 2)\n"
    )
    let key = try CommandRunner.run([
      "--no-system-fonts", "--fallback-font", #"{"path": "f.ttc", "face": 1}"#, "-w", "300", "가",
    ])
    #expect(key.status == 1)
    #expect(key.stderr.contains(#"--fallback-font: unknown key "face" at line 1, column 19"#))  // after `{"path": "f.ttc", `
    let good = try CommandRunner.run([
      "--no-system-fonts", "--fallback-font",
      #"{"path": "\#(Self.variable)", "variations": {"wght": 600}}"#, "-w", "300", "가",
    ])
    #expect(good.status == 0)
  }

  /// The glyphs drawn follow the variation too. fontTools (`instancer.instantiateVariableFont`):
  /// "H" (uni0048) has its left stem at x 320…384 font units at wght 100 and 132…688 at wght 900;
  /// at 16 px (÷ 176) after the 27.5625 px badge indent the stem spans 29.38…29.74 and
  /// 28.31…31.47 px.
  @Test(arguments: [(100, "M29.38 ", "L29.74 "), (900, "M28.31 ", "L31.47 ")])
  func svgOutlinesFollowTheWeight(weight: Int, start: String, stemEnd: String) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-choice-\(UUID().uuidString).json").path
    let style = #"{"titleFont": {"path": "\#(Self.variable)", "variations": {"wght": \#(weight)}}}"#
    try Data(style.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = try CommandRunner.run([
      "--no-system-fonts", "--style", path, "-f", "svg", "-w", "300", "H",
    ])
    #expect(output.status == 0)
    let glyph = try #require(output.stdout.components(separatedBy: "<path d=\"").last)
    #expect(glyph.hasPrefix(start))
    #expect(glyph.contains(stemEnd))
  }
}
