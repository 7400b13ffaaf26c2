import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The batch's fast request scanner against the tree path (``JSONParser`` + field readers) it
/// stands in for: every line must give the same ``BatchLine`` (id, request or error message,
/// glyphs flag), whichever path read it.
@Suite struct ScannerMatchesTreePathTests {
  /// The vendored corpus as batch requests, as docs/batch.md writes them (id, category, title, width,
  /// numberOfLines, wordBreak, padding, titleSize, badgeSize).
  static let corpusLines: [[UInt8]] = {
    let url = CorpusFile.directory.appendingPathComponent("cases.jsonl")
    let text = try! String(contentsOf: url, encoding: .utf8)
    let labels = Dictionary(
      uniqueKeysWithValues: BuiltInCategory.allCases.map { ($0.label, $0.rawValue) })
    return text.split(separator: "\n").map { line in
      let item = try! JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      let title = String(
        decoding: try! JSONSerialization.data(
          withJSONObject: item["title"]!, options: [.fragmentsAllowed, .withoutEscapingSlashes]),
        as: UTF8.self)
      let request =
        "{\"id\": \"\(item["id"]!)\", \"category\": \(labels[item["badge"] as! String] ?? 1), "
        + "\"title\": \(title), \"width\": \(item["width"]!), \"numberOfLines\": \(item["lines"]!), "
        + "\"wordBreak\": \"\(item["word_break"]!)\", \"padding\": \"\(item["mode"]!)\", "
        + "\"titleSize\": \(item["title_size"]!), \"badgeSize\": \(item["badge_size"]!)}"
      return Array(request.utf8)
    }
  }()

  /// The id as the result record echoes it (numbers in their text), `nil` when absent.
  static func echoed(_ id: JSONValue?) -> [UInt8]? {
    id.map { ReferenceRecord.encodeError("", code: .internalError, line: 0, id: $0) }
  }

  /// Whether both paths read `bytes` alike.
  static func same(_ bytes: [UInt8], isFirstLine: Bool = false) -> Bool {
    let line = BatchLine(bytes: bytes, isFirstLine: isFirstLine)
    let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: isFirstLine, defaultLanguage: .korean)
    return line.request == tree.request && line.includesGlyphRuns == tree.includesGlyphRuns
      && line.id == tree.id && echoed(line.id) == echoed(tree.id)
  }

  @Test func everyCorpusRequestTakesTheFastPathAndReadsAsTheTreePath() throws {
    #expect(Self.corpusLines.count == 400)
    for bytes in Self.corpusLines {
      let scanned = try #require(BatchLine.scanned(bytes: bytes))
      let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
      #expect(try scanned.request.get() == tree.request.get())
      #expect(scanned.id == tree.id && scanned.includesGlyphRuns == nil)
    }
  }

  /// Values checked by hand, not against the tree path: escapes, surrogate pairs, -0, 1e308.
  @Test func escapesAndNumbersDecodeToTheirValues() throws {
    let line = Array(
      #"{"id": "a\"b\\c\/d\u00e9\ud83d\ude00\t", "category": 2, "title": "x\u000Ay\u0000", "width": -0, "titleSize": 1e308, "badgeSize": 12.50, "numberOfLines": 3e0, "glyphs": true, "lang": "ja"}"#
        .utf8)
    let scanned = try #require(BatchLine.scanned(bytes: line))
    #expect(scanned.id == .string("a\"b\\c/d\u{E9}\u{1F600}\t"))
    let request = try scanned.request.get()
    #expect(request.title == "x\ny\u{0}")
    #expect(request.width == 0 && request.width.sign == .minus)
    #expect(request.titleSize == 1e308 && request.badgeSize == 12.5 && request.numberOfLines == 3)
    #expect(request.includesGlyphRuns && scanned.includesGlyphRuns == true)
    #expect(request.lang == .japanese)
    #expect(Self.same(line))
  }

  /// Lines the scanner hands to the tree path, so that their error message is the same as ever.
  @Test(arguments: [
    #"{"category": 1, "title": "a", "width": 1, "category": 2}"#,  // duplicate key
    #"{"category": 1, "title": "a", "width": 1, "colour": 2}"#,  // unknown key
    // Unknown keys as long as known ones, differing in one byte, the first or the last.
    #"{"xd": 1, "category": 1, "title": "a", "width": 1}"#,
    #"{"ie": 1, "category": 1, "title": "a", "width": 1}"#,
    #"{"Category": 1, "title": "a", "width": 1}"#,
    #"{"category": 1, "titlE": "a", "width": 1}"#,
    #"{"category": 1, "title": "a", "width": 1, "badgeLetterSpacingEM": 1}"#,
    #"{"category": 1, "title": "a", "width": 1, "": 1}"#,
    #"{"c\u0061tegory": 1, "title": "a", "width": 1}"#,  // escaped key: the tree path reads it
    #"{"category": 1, "title": "\ud83d", "width": 1}"#,  // lone surrogate
    #"{"category": 1, "title": "\udc00\ud83d", "width": 1}"#,
    #"{"category": 1, "title": "\x", "width": 1}"#,
    #"{"category": 1, "title": "a", "width": NaN}"#,
    #"{"category": 1, "title": "a", "width": 1e400}"#,  // infinite: the composer refuses it
    #"{"category": 1, "title": "a", "width": 01}"#,
    #"{"category": 1.5, "title": "a", "width": 1}"#,
    #"{"category": 9007199254740993, "title": "a", "width": 1}"#,
    #"{"category": null, "title": "a", "width": 1}"#,
    #"{"id": [1, {"a": [true, null]}], "category": 1, "title": "a", "width": 1}"#,
    #"{"category": 1, "title": "a", "width": 1, "lang": "not a tag!"}"#,
    #"{"category": 1, "title": "a", "width": 1, "wordBreak": "keep\u002dall"}"#,
    #"{"category": 1, "title": "a", "width": 1, "wordBreak": "KEEP-ALL"}"#,
    #"{"category": 1, "title": "a", "width": 1, "glyphs": 1}"#,
    #"{"category": 1, "title": "a", "width": 1} x"#,
    #"{"category": 1, "title": "a", "width": 1,}"#,
    #"[{"category": 1, "title": "a", "width": 1}]"#,
    #""just a string""#,
    "",
    "{",
  ])
  func linesTheScannerLeavesReadAsBefore(_ text: String) {
    #expect(Self.same(Array(text.utf8)))
  }

  @Test func invalidUTF8AndByteOrderMarksReadAsBefore() {
    let prefix = Array(#"{"category": 1, "width": 1, "title": "a"#.utf8)
    for bad: [UInt8] in [
      [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
    ] {
      let line = prefix + bad + Array("\"}".utf8)
      #expect(BatchLine.scanned(bytes: line) == nil)
      #expect(Self.same(line))
    }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let line = bom + Self.corpusLines[0]
    #expect(BatchLine.scanned(bytes: line, isFirstLine: true) != nil)
    #expect(Self.same(line, isFirstLine: true))
    #expect(Self.same(line, isFirstLine: false))  // an error past line 1
  }

  /// Corpus lines cut, spliced and sprinkled with escapes, odd numbers, nested values, control
  /// bytes and invalid UTF-8: both paths must agree on every one.
  @Test func mutatedRequestsReadAsTheTreePath() {
    let snippets: [[UInt8]] =
      [
        #"\u00e9"#, #"\ud83d\ude00"#, #"\ud83d"#, #"\udc00"#, #"\""#, #"\\"#, #"\/"#, #"\x"#,
        #"\u12"#, #", "id": 1"#, #", "id": -0.0e-0"#, #", "width": 1e308"#, #", "lang": "ja""#,
        #", "glyphs": true"#, #", "glyphs": null"#, #", "titleSize": -0"#, #", "foo": 1"#,
        #", "id": [1, {"a": 2}]"#, #", "numberOfLines": 1e400"#, "NaN", #", "textWrap": "balance""#,
        #", "wordBreak": "keep\u002dall""#, #", "category": 2.0"#,
        #", "category": 9007199254740993"#,
        #", "whiteSpace": "collapse""#, #", "letterSpacingEm": 0.05"#, #", "badgeSpacing": null"#,
        #", "lineHeight": 22.5"#, #", "id": null"#, #", "id": "x\n""#, "01", "1.", "1e", "-", " ",
        "\r", "\t", "\u{0}", "null", "true", "{", "}", "[", "]", ",", ":", "\"",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xE2, 0x80]]
    let singles = Array("\"\\{}[],: 0-e.nu\r".utf8) + [0x00, 0xFF, 0xC3, 0x80]
    var random = SeededRandom(seed: 13)
    var scannedCount = 0
    var disagreements: [String] = []
    for round in 0..<20_000 {
      var bytes = Self.corpusLines[round % Self.corpusLines.count]
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        // Every other round only adds fields, so that many lines stay requests.
        switch round % 2 == 0 ? 3 : Int.random(in: 0..<4, using: &random) {
        case 0: bytes.insert(contentsOf: snippets.randomElement(using: &random)!, at: at)
        case 1 where at < bytes.count: bytes[at] = singles.randomElement(using: &random)!
        case 2:
          let end = min(bytes.count, at + Int.random(in: 1...8, using: &random))
          bytes.removeSubrange(at..<end)
        default:
          // Before the closing brace: another field, so a key may repeat.
          let extra = snippets[Int.random(in: 9..<30, using: &random)]
          bytes.insert(contentsOf: extra, at: max(0, bytes.count - 1))
        }
      }
      if BatchLine.scanned(bytes: bytes) != nil { scannedCount += 1 }
      if !Self.same(bytes) && disagreements.count < 5 {
        disagreements.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
    // Both paths must really have been exercised.
    #expect(scannedCount > 2_000 && scannedCount < 18_000, "\(scannedCount) scanned")
  }
}
