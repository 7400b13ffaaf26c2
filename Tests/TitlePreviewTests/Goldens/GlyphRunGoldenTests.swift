import Foundation
import Testing
import TitleRendering
import TitleTestSupport

/// The SVG bytes and PNG pixels the renderers draw from glyph runs equal those the renderers drew
/// when they re-walked each line's text (Tests/Goldens, recorded before runs existed): the runs
/// are exactly what was drawn. A PNG is compared by its pixels (libpng decodes both), since its
/// bytes also depend on the compressor. `RECORD_GOLDENS=1` rewrites the files and fails the test
/// (`GoldenFile`).
@Suite struct GlyphRunGoldenTests {
  static let folder = GoldenFile.folder

  static let cases: [(file: String, arguments: [String])] = [
    (
      "cell-kerning-truncated.svg",
      [
        "--no-system-fonts", "-f", "svg", "-w", "200", "-l", "2",
        "AVA 가나, Ta To Wa Yo LT AV 모듈을 다루려고 제공하는 특별한 규정은 무엇인가요",
      ]
    ),
    (
      "cell-spaces-collapse.svg",
      [
        "--no-system-fonts", "-f", "svg", "--padding", "spaces", "--white-space", "collapse", "-w",
        "160", "-l", "0", "탭\t과   여러   공백  그리고\n줄바꿈 있는 제목 AVA",
      ]
    ),
    (
      "cell-scale1.png",
      [
        "--no-system-fonts", "-f", "png", "--scale", "1", "-w", "220", "-l", "2",
        "요즘 인기 있는 절에서 템플스테이 체험하기 AVA Ta",
      ]
    ),
    (
      "tags.svg",
      [
        "tags", "--no-system-fonts", "-f", "svg", "-w", "150", "주차 가능한 절",
        "반려동물 동반 가능한 절 아주 긴 태그", "AVA Ta",
      ]
    ),
    (
      "tooltip.svg",
      [
        "tooltip", "--no-system-fonts", "-f", "svg", "-l", "2", "--max-width", "100",
        "iOS 앱 개발 알아가기 그리고 조금 더 긴 설명 AVA",
      ]
    ),
  ]

  @Test(arguments: cases)
  func drawingFromRunsGivesTheBytesOfTheTextWalk(file: String, arguments: [String]) throws {
    let url = Self.folder.appendingPathComponent(file)
    let drawn = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glyph-run-golden-\(ProcessInfo.processInfo.processIdentifier)-\(file)")
    defer { try? FileManager.default.removeItem(at: drawn) }
    let output = try CommandRunner.run(arguments + ["-o", drawn.path])
    #expect(output.status == 0, "\(output.stderr)")
    let bytes = try Data(contentsOf: drawn)
    if file.hasSuffix(".png"), !GoldenFile.isRecording {
      let golden = try PNGCodec.decode(Array(try Data(contentsOf: url)))
      #expect(
        try PNGCodec.decode(Array(bytes)) == golden, "\(file): other pixels than the golden's")
      return
    }
    let outcome = try GoldenFile.compare(bytes, with: url) { golden, fresh in
      file.hasSuffix(".svg")
        ? GoldenFile.firstDifferingLine(golden: golden, fresh: fresh)
        : "\(golden.count) bytes in the golden, \(fresh.count) now"
    }
    GoldenComposeTests.report(outcome, file)
  }
}
