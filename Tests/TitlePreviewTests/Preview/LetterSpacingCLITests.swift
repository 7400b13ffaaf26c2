import Foundation
import TitleTestSupport
import Testing

/// `--letter-spacing` and `--badge-letter-spacing` (px or em), the style keys and the batch keys,
/// through the built binary. A 16 px NanumGothicBold syllable is 940 units, FreeType's 16.16
/// linear advance (`FreeTypeArithmetic.nanum`, about 15.04 px; about 11.28 px at 12 px); the 취미
/// badge is 27.5625 px (its label snapped up, plus 5 px padding). Blink holds a spacing in
/// 1/65536 px, truncated toward zero: −0.02em at 16 px is −20,971/65,536 px, −0.3 px is
/// −19,660/65,536.
@Suite struct LetterSpacingCLITests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func firstWidth(_ object: [String: Any]) -> Double? {
    (object["lines"] as? [[String: Any]])?.first?["width"] as? Double
  }

  static let syllable = FreeTypeArithmetic.nanum(940)

  static let optionWidths: [(String, Double)] = [
    ("2", 2 * (syllable + 2)), ("0.5", 2 * (syllable + 0.5)),
    ("-0.3px", 2 * (syllable - 19660.0 / 65536)), ("-0.02em", 2 * (syllable - 20971.0 / 65536)),
    ("0.125em", 2 * (syllable + 2)),
  ]

  @Test(arguments: optionWidths)
  func letterSpacingOption(value: String, width: Double) throws {
    let output = try CommandRunner.run(
      ["--letter-spacing", value, "-f", "json", "--no-system-fonts", "가나"])
    #expect(output.status == 0, "\(output.stderr)")
    let measured = try #require(Self.firstWidth(try Self.object(output.stdout)))
    // The wire rounds numbers to 1e-6 (docs/batch.md, "Results").
    #expect(abs(measured - width) <= 5e-7)
  }

  @Test func badgeLetterSpacingOption() throws {
    let output = try CommandRunner.run(
      ["--badge-letter-spacing", "3px", "-f", "json", "--no-system-fonts", "가나"])
    #expect(output.status == 0, "\(output.stderr)")
    let badge = try #require(try Self.object(output.stdout)["badge"] as? [String: Any])
    #expect(badge["width"] as? Double == 33.5625)
  }

  /// In spaces mode the padding count divides by a space plus the spacing: ⌈27.5625 / 6.48⌉.
  @Test func spacesModeCountsTheSpacing() throws {
    let output = try CommandRunner.run(
      ["--letter-spacing", "2", "--padding", "spaces", "-f", "json", "--no-system-fonts", "가나"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try Self.object(output.stdout)["paddingSpaceCount"] as? Int == 5)
  }

  /// In batch mode the options are the default of requests without either form of the key.
  @Test func batchKeysAndDefault() throws {
    let input = """
      {"id": 1, "category": 1, "title": "가나", "width": 200}
      {"id": 2, "category": 1, "title": "가나", "width": 200, "letterSpacing": 0.5}
      {"id": 3, "category": 1, "title": "가나", "width": 200, "letterSpacingEm": 0}
      {"id": 4, "category": 1, "title": "가나", "width": 200, "badgeLetterSpacingEm": 0.25}
      {"id": 5, "category": 1, "title": "가나", "width": 200, "letterSpacing": 1, "letterSpacingEm": 1}

      """
    let output = try CommandRunner.run(
      ["--jsonl", "--letter-spacing", "-0.02em", "--no-system-fonts"], stdin: Data(input.utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object(String($0)) }
    #expect(records.count == 5)
    // The batch writes six decimals.
    let tight = 2 * (Self.syllable - 20971.0 / 65536)
    #expect(abs(try #require(Self.firstWidth(records[0])) - tight) < 1e-6)
    #expect(abs(try #require(Self.firstWidth(records[1])) - 2 * (Self.syllable + 0.5)) < 1e-6)
    #expect(abs(try #require(Self.firstWidth(records[2])) - 2 * Self.syllable) < 1e-6)
    #expect(abs(try #require(Self.firstWidth(records[3])) - tight) < 1e-6)
    let badge = try #require(records[3]["badge"] as? [String: Any])
    // 22.56 + 2 × 3 = 28.56, snapped 28.5625, + 5.
    #expect(badge["width"] as? Double == 33.5625)
    #expect(
      records[4]["error"] as? String
        == "invalid letter-spacing: give letterSpacing (px) or letterSpacingEm, not both")
  }

  @Test(arguments: ["nan", "inf", "-inf", "1e308", "1001", "nanem", "11em"])
  func badSpacingsFailClearly(value: String) throws {
    let output = try CommandRunner.run(["--letter-spacing", value, "--no-system-fonts", "제목"])
    #expect(output.status == 1)
    #expect(output.stderr.hasPrefix("title-preview: invalid letter-spacing: "), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test(arguments: ["2pt", "em", "", "1e", "--"])
  func unreadableSpacingsAreUsageErrors(value: String) throws {
    let usage = try CommandRunner.run(["--letter-spacing", value, "제목"])
    #expect(usage.status == 64)
    #expect(usage.stderr.contains("--letter-spacing must be a number of px or em"))
  }

  /// The result carries the spacings as applied (1/65536 px), and an SVG drawn as `<text>` sets
  /// them as `letter-spacing` (outlines are drawn at the runs' tracked positions).
  @Test func resultAndSVGCarryTheSpacing() throws {
    let json = try CommandRunner.run(
      [
        "--letter-spacing", "-0.3px", "--badge-letter-spacing", "1", "-f", "json",
        "--no-system-fonts", "가나",
      ])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try Self.object(json.stdout)
    // -0.29998779296875 px, rounded to 1e-6 on the wire.
    #expect(object["letterSpacing"] as? Double == -0.299988)
    #expect((object["badge"] as? [String: Any])?["labelLetterSpacing"] as? Double == 1)
    let plain = try CommandRunner.run(["-f", "json", "--no-system-fonts", "가나"])
    #expect(!plain.stdout.contains("etterSpacing"))
    let svg = try CommandRunner.run(
      [
        "--letter-spacing", "2", "--badge-letter-spacing", "1", "-f", "svg", "--svg-text", "text",
        "--no-system-fonts", "가나",
      ])
    #expect(svg.status == 0, "\(svg.stderr)")
    // The badge: 22.56 + 2 × 1 px, snapped 24.5625, + 5 px padding.
    #expect(svg.stdout.contains(#"class="line" x="29.56""#))
    #expect(svg.stdout.contains(#"font-size="16" letter-spacing="2""#))
    #expect(svg.stdout.contains(#"font-size="12" letter-spacing="1""#))
  }

  @Test func styleFileKeys() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "letter-spacing-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let style = folder.appendingPathComponent("style.json")
    try Data(#"{"letterSpacing": 2}"#.utf8).write(to: style)
    let output = try CommandRunner.run(
      ["--style", style.path, "-f", "json", "--no-system-fonts", "가나"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      abs(try #require(Self.firstWidth(try Self.object(output.stdout))) - 2 * (Self.syllable + 2))
        <= 5e-7)
    try Data(#"{"letterSpacing": 2, "letterSpacingEm": 0.1}"#.utf8).write(to: style)
    let both = try CommandRunner.run(["--style", style.path, "--no-system-fonts", "가나"])
    #expect(both.status == 1)
    #expect(both.stderr.contains("give letterSpacing (px) or letterSpacingEm, not both"))
  }
}
