import Foundation
import Testing
import TitleTestSupport

/// `--title-font` and `--badge-font` take the forms of a style file's `titleFont` and `badgeFont`
/// (a bundled name, a path, `PATH#INDEX`, a font object as JSON), and a style file's string takes
/// `PATH#INDEX` too. Widths are hand sums of `hb-shape` advances: wqy-zenhei.ttc face 1 (WenQuanYi
/// Zen Hei Mono, 1024 units/em, `fc-query -f '%{index} %{family}\n'`) gives H, a and space 512
/// units, so "Ha Ha" at 16 px is 40 px, and 취 and 미 1024 units, so the badge "취미" at 12 px is
/// 24 + 5 px; Inter-roman.var.ttf (2816 units/em) Bold (wght 700) gives "Hag Ha" 9906 units =
/// 56.28 px.
@Suite struct FontOptionCLITests {
  static let collection = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"
  static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  private func preview(_ arguments: [String], title: String) throws -> CommandRunner.Output {
    try CommandRunner.run(
      ["--color", "never", "--no-system-fonts", "-w", "300"] + arguments + [title])
  }

  /// A file in the temporary folder holding `text`, removed by the caller.
  private func file(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-option-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [
    "\(collection)#1",
    #"{"path": "\#(collection)", "index": 1}"#,
  ])
  func titleFontTakesACollectionFace(font: String) throws {
    let output = try preview(["--title-font", font], title: "Ha Ha")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("│ x 27.56 w 40 px (13%)"))
  }

  @Test func titleFontTakesANamedInstance() throws {
    let output = try preview(
      ["--title-font", #"{"path": "\#(Self.variable)", "instance": "Bold"}"#], title: "Hag Ha")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("│ x 27.56 w 56.28 px (19%)"))
  }

  @Test func styleFileStringTakesACollectionFace() throws {
    let style = try file(#"{"titleFont": "\#(Self.collection)#1"}"#)
    defer { try? FileManager.default.removeItem(atPath: style) }
    let output = try preview(["--style", style], title: "Ha Ha")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("│ x 27.56 w 40 px (13%)"))
  }

  /// The option wins over the style file's font, as every option over its style key.
  @Test func titleFontOverridesTheStyleFile() throws {
    let style = try file(#"{"titleFont": {"path": "\#(Self.variable)", "instance": "Bold"}}"#)
    defer { try? FileManager.default.removeItem(atPath: style) }
    let output = try preview(
      ["--style", style, "--title-font", "\(Self.collection)#1"], title: "Ha Ha")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("│ x 27.56 w 40 px (13%)"))
  }

  @Test func badgeFontTakesACollectionFace() throws {
    let output = try preview(["--badge-font", "\(Self.collection)#1"], title: "가")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("│ x 29 w "))
    #expect(output.stdout.contains("badge 29×"))
  }

  @Test func fontErrorsNameTheOptionAndTheFile() throws {
    let missing = try preview(["--title-font", "/nonexistent/Title.ttf"], title: "가")
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "title-preview: cannot read font file /nonexistent/Title.ttf: not found\n")
    let face = try preview(["--badge-font", "\(Self.collection)#9"], title: "가")
    #expect(face.status == 1)
    #expect(
      face.stderr
        == "title-preview: no face 9 in font file \(Self.collection): it has 3 faces (index 0 to 2)\n"
    )
    let key = try preview(["--title-font", #"{"path": "f.ttc", "face": 1}"#], title: "가")
    #expect(key.status == 1)
    #expect(key.stderr.contains(#"--title-font: unknown key "face" at line 1, column 19"#))
  }
}
