import Foundation
import Testing
import TitleComposer
import TitleTestSupport
import TitleWire

/// Real output of the built `title-preview` against `docs/title-result.schema.json`: every
/// `--jsonl` record of the vendored corpus (with and without glyph runs) and of bad requests,
/// each error with the code docs/batch.md's table gives it, and `--format json` equal to the `--jsonl`
/// record of the same request.
@Suite struct WireSchemaCLITests {
  static let schema = JSONSchemaSubset.wire

  /// The vendored corpus as batch requests (id, category, title, width, numberOfLines,
  /// wordBreak, padding, titleSize, badgeSize).
  static let corpusRequests: [String] = {
    let url = CorpusFile.directory.appendingPathComponent("cases.jsonl")
    let labels = Dictionary(
      uniqueKeysWithValues: BuiltInCategory.allCases.map { ($0.label, $0.rawValue) })
    return try! String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
      let item = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      let request: [String: Any] = [
        "id": item["id"]!, "category": labels[item["badge"] as! String] ?? 1,
        "title": item["title"]!, "width": item["width"]!, "numberOfLines": item["lines"]!,
        "wordBreak": item["word_break"]!, "padding": item["mode"]!,
        "titleSize": item["title_size"]!, "badgeSize": item["badge_size"]!,
      ]
      return String(
        decoding: try! JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]),
        as: UTF8.self)
    }
  }()

  static func records(_ input: String, _ extra: [String] = []) throws -> (Int32, [[String: Any]]) {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"] + extra, stdin: Data(input.utf8))
    let records = try output.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    return (output.status, records)
  }

  @Test(arguments: [false, true])
  func everyCorpusRecordIsValid(glyphs: Bool) throws {
    let (status, records) = try Self.records(
      Self.corpusRequests.joined(separator: "\n") + "\n", glyphs ? ["--glyphs"] : [])
    // The corpus holds titles too wide for their width (Chromium overflows them; we answer
    // widthTooNarrow): error records, which must be valid too.
    #expect(status == 1)
    #expect(records.count == Self.corpusRequests.count)
    var results = 0
    for record in records {
      let problems = Self.schema.problems(of: record)
      #expect(problems == [], "\(problems) in \(record["id"] ?? "?")")
      if let code = record["code"] as? String {
        #expect(code == "widthTooNarrow", "\(record)")
        continue
      }
      results += 1
      #expect(((record["lines"] as? [[String: Any]])?.first?["runs"] != nil) == glyphs)
      #expect(((record["badge"] as? [String: Any])?["runs"] != nil) == glyphs)
    }
    #expect(results > 390)
  }

  /// The corpus truncated as `-webkit-line-clamp`: valid records, each saying so.
  @Test func lineClampRecordsAreValid() throws {
    let (_, records) = try Self.records(
      Self.corpusRequests.joined(separator: "\n") + "\n", ["--truncation", "lineClamp"])
    var truncated = 0
    for record in records {
      let problems = Self.schema.problems(of: record)
      #expect(problems == [], "\(problems) in \(record["id"] ?? "?")")
      guard record["code"] == nil else { continue }
      #expect(record["truncation"] as? String == "lineClamp")
      if record["truncated"] as? Bool == true { truncated += 1 }
    }
    #expect(truncated > 100)
  }

  /// One bad request per code the batch path can give, and the code it must carry.
  static let badRequests: [(String, WireErrorCode)] = [
    ("not json", .invalidJSON),
    (#"{"id": 1, "category": 1, "title": "a", "width""#, .invalidJSON),
    ("[1]", .notAnObject),
    (#"{"id": 2, "category": 1, "title": "a", "title": "b", "width": 100}"#, .duplicateKey),
    (#"{"id": 3, "category": 1, "title": "a", "width": 100, "colour": 1}"#, .unknownKey),
    (#"{"id": 4, "category": 1, "width": 100}"#, .missingField),
    (#"{"id": 5, "category": "IT", "title": "a", "width": 100}"#, .invalidCategory),
    (#"{"id": 6, "category": 77, "title": "a", "width": 100}"#, .unknownCategory),
    (#"{"id": 7, "category": 1, "title": 7, "width": 100}"#, .invalidTitle),
    (#"{"id": 8, "category": 1, "title": "", "width": 100}"#, .emptyTitle),
    (#"{"id": 9, "category": 1, "title": "가나다라마바사", "width": 100}"#, .titleTooLong),
    (#"{"id": 10, "category": 1, "title": "a", "width": -1}"#, .invalidWidth),
    (#"{"id": 11, "category": 1, "title": "a", "width": 1e999}"#, .invalidWidth),
    (#"{"id": 12, "category": 1, "title": "a", "width": "wide"}"#, .invalidWidth),
    (#"{"id": 13, "category": 1, "title": "가나", "width": 3}"#, .widthTooNarrow),
    (
      #"{"id": 14, "category": 1, "title": "a", "width": 100, "numberOfLines": -1}"#,
      .invalidNumberOfLines
    ),
    (
      #"{"id": 15, "category": 1, "title": "a", "width": 100, "wordBreak": "x"}"#, .invalidWordBreak
    ),
    (#"{"id": 16, "category": 1, "title": "a", "width": 100, "padding": "x"}"#, .invalidPadding),
    (
      #"{"id": 17, "category": 1, "title": "a", "width": 100, "whiteSpace": "x"}"#,
      .invalidWhiteSpace
    ),
    (#"{"id": 18, "category": 1, "title": "a", "width": 100, "titleSize": 0}"#, .invalidFontSize),
    (
      #"{"id": 19, "category": 1, "title": "a", "width": 100, "lineHeight": -2}"#,
      .invalidLineHeight
    ),
    (
      #"{"id": 20, "category": 1, "title": "a", "width": 100, "badgeSpacing": -2}"#,
      .invalidBadgeSpacing
    ),
    (
      #"{"id": 21, "category": 1, "title": "a", "width": 100, "letterSpacing": 1, "letterSpacingEm": 0.1}"#,
      .invalidLetterSpacing
    ),
    (#"{"id": 22, "category": 1, "title": "a", "width": 100, "textWrap": "x"}"#, .invalidTextWrap),
    (#"{"id": 23, "category": 1, "title": "a", "width": 100, "lang": "a b"}"#, .invalidLanguage),
    (#"{"id": 24, "category": 1, "title": "a", "width": 100, "glyphs": "yes"}"#, .invalidGlyphs),
    (
      #"{"id": 27, "category": 1, "title": "a", "width": 100, "truncation": "clip"}"#,
      .invalidTruncation
    ),
    (
      #"{"id": 25, "category": 1, "title": ""# + String(repeating: "a", count: 300) + "\"}",
      .lineTooLong
    ),
  ]

  @Test func badRequestsGetValidErrorRecordsWithTheirCode() throws {
    var input = Data(Self.badRequests.map(\.0).joined(separator: "\n").utf8)
    // Invalid UTF-8 in the title.
    input.append(contentsOf: Array("\n{\"id\": 26, \"category\": 1, \"title\": \"a".utf8))
    input.append(0xFF)
    input.append(contentsOf: Array("\", \"width\": 100}\n".utf8))
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts", "--max-title-length", "5", "--max-line-bytes", "200"],
      stdin: input)
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
    let expected = Self.badRequests.map(\.1) + [.invalidUTF8]
    #expect(records.count == expected.count)
    for (index, (record, code)) in zip(records, expected).enumerated() {
      let problems = Self.schema.problems(of: record)
      #expect(problems == [], "\(problems)")
      #expect(record["code"] as? String == code.rawValue, "line \(index + 1): \(record)")
      #expect(record["line"] as? Int == index + 1)
      #expect((record["error"] as? String)?.isEmpty == false)
    }
  }

  @Test func aTimeBudgetTooSmallIsTimeBudgetExceeded() throws {
    let (status, records) = try Self.records(
      Self.corpusRequests[1] + "\n", ["--time-budget", "0.000000001"])
    #expect(status == 1)
    #expect(records.first?["code"] as? String == "timeBudgetExceeded")
    #expect(Self.schema.problems(of: records[0]) == [])
  }

  /// `--format json` prints the object the `--jsonl` record of the same request holds.
  @Test(arguments: [
    (["-w", "200", "-l", "2"], #""width": 200, "numberOfLines": 2"#),
    (["-w", "375", "--padding", "spaces", "-c", "3"], #""width": 375, "padding": "spaces""#),
    (
      ["-w", "250", "--letter-spacing", "0.5", "--badge-letter-spacing", "1", "--lang", "ja"],
      #""width": 250, "letterSpacing": 0.5, "badgeLetterSpacing": 1, "lang": "ja""#
    ),
    (["-w", "300", "-l", "0", "--glyphs"], #""width": 300, "numberOfLines": 0, "glyphs": true"#),
  ])
  func formatJSONIsTheBatchRecord(options: [String], fields: String) throws {
    let title = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요? Swift 6"
    let category = options.contains("-c") ? 3 : 1
    let single = try CommandRunner.run(["-f", "json", "--no-system-fonts"] + options + [title])
    #expect(single.status == 0, "\(single.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(single.stdout.utf8)) as! [String: Any]
    #expect(Self.schema.problems(of: object, against: "result") == [])
    let request = #"{"id": "x", "category": \#(category), "title": "\#(title)", \#(fields)}"#
    let (status, records) = try Self.records(request + "\n")
    #expect(status == 0)
    var record = try #require(records.first)
    #expect(record.removeValue(forKey: "id") as? String == "x")
    let difference = JSONDifference.first(object, record)
    #expect(difference == nil, "\(difference ?? "")")
  }
}
