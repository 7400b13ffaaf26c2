import Foundation
import Testing
import TitleTestSupport

/// The built `title-bench` binary's options the speed table: `--title-font` (a face
/// of a collection) and `--fallback-set`, with their usage errors (exit 64) and font errors
/// (exit 1). Timings vary; the tests check what does not: exit codes, messages, the sets' sizes,
/// and that the printed ratio is the quotient of the printed times.
@Suite struct BenchCLITests {
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// `title-bench`, built beside `title-preview`.
  static var executable: URL {
    CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("title-bench")
  }

  private func bench(_ arguments: [String]) throws -> CommandRunner.Output {
    try CommandRunner.run(executable: Self.executable, arguments: arguments)
  }

  @Test(arguments: [
    (["--title-font"], "--title-font needs a font"),
    (
      ["--title-font", "x.ttc#one"],
      "the face index after # must be a whole number from 0, got \"one\""
    ),
    (
      ["--title-font", "x.ttc#-1"],
      "the face index after # must be a whole number from 0, got \"-1\""
    ),
    (["--title-font", "#2"], "--title-font needs a font path"),
    (["--fallback-sets"], "unknown option --fallback-sets"),
  ])
  func aWrongCommandLineIsAUsageError(arguments: [String], message: String) throws {
    let output = try bench(arguments)
    #expect(output.status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.contains(message), "\(output.stderr)")
  }

  @Test func aMissingTitleFontFailsNamingIt() throws {
    let output = try bench(["--title-font", "/nonexistent/Title.otf", "--single-figure"])
    #expect(output.status == 1)
    #expect(output.stderr.contains("/nonexistent/Title.otf"), "\(output.stderr)")
  }

  @Test func aFaceIndexBeyondTheCollectionFailsNamingIt() throws {
    // fc-query lists faces 0–9 in Debian's NotoSansCJK-Regular.ttc.
    let output = try bench(["--title-font", Self.notoCJK + "#10", "--single-figure"])
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("no face 10 in font file \(Self.notoCJK): it has 10 faces"),
      "\(output.stderr)")
  }

  @Test func theFallbackSetPrintsBothSetsAndTheirRatio() throws {
    let output = try bench([
      "--fallback-set", "--repeats", "1", "--title-font", Self.notoCJK + "#1",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("plain:    300 titles from "))
    #expect(output.stdout.contains("fallback: 300 titles from "))
    #expect(output.stdout.contains("title font: \(Self.notoCJK) (face 1)"))
    #expect(output.stdout.contains("ratio (warm, fallback ÷ plain): "))
  }

  @Test func theSingleFigureRatioIsTheQuotientOfTheTwoTimes() throws {
    let output = try bench(["--fallback-set", "--repeats", "1", "--single-figure"])
    #expect(output.status == 0, "\(output.stderr)")
    let figures = output.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    try #require(figures.count == 3, "\(output.stdout)")
    #expect(figures[0] > 0 && figures[1] > 0)
    #expect(abs(figures[2] - figures[1] / figures[0]) < 0.002 + 0.001 * figures[2])
  }
}
