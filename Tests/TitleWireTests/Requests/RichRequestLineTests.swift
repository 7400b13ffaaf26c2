import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// A rich request's `"runs"`, `"end"` and `"highlights"` on a batch line: read into the request
/// by both the fast scanner and the tree path, and every malformed shape an error record with
/// its code and the key path.
@Suite struct RichRequestLineTests {
  static func line(_ members: String) -> [UInt8] {
    Array(#"{"id": "r", "category": 3, "width": 343, "numberOfLines": 2, "#.utf8)
      + Array(members.utf8) + [UInt8(ascii: "}")]
  }

  /// The issue's example request.
  static let example = line(
    #""runs": [{"text": "[공지] ", "style": "strong"}, {"text": "이번 주 업데이트 안내와 "}, {"text": "새 기능", "style": "highlight"}, {"text": " 정리"}, {"box": {"width": 14, "height": 14, "name": "new"}}], "end": [{"text": " [23]", "style": "count"}], "highlights": [{"start": 18, "end": 21}]"#
  )

  @Test func theExampleIsScannedIntoItsRunsEndAndHighlights() throws {
    let scanned = try #require(BatchLine.scanned(bytes: Self.example))
    let request = try scanned.request.get()
    #expect(
      request.runs == [
        .text("[공지] ", style: "strong"), .text("이번 주 업데이트 안내와 "),
        .text("새 기능", style: "highlight"), .text(" 정리"),
        .box(InlineBox(width: 14, height: 14, name: "new")),
      ])
    #expect(request.endRuns == [.text(" [23]", style: "count")])
    #expect(request.highlights == [HighlightRange(start: 18, end: 21)])
    // "[공지] " 5 + "이번 주 업데이트 안내와 " 14 + "새 기능" 4 + " 정리" 3 + box 1 + " [23]" 5.
    #expect(request.title == "[공지] 이번 주 업데이트 안내와 새 기능 정리\u{FFFC} [23]")
    #expect(request.title.utf16.count == 32)
    #expect(request.isRich && request.width == 343 && request.categoryID == 3)
    #expect(ScannerMatchesTreePathTests.same(Self.example))
  }

  /// Shapes both paths take alike, each read to the value written beside it.
  @Test(
    arguments: [
      (#""runs": []"#, [TitleRun](), [TitleRun]()),
      (#""end": [{"text": "x"}]"#, [], [.text("x")]),
      (#""runs": [{"style": null, "text": "a"}], "title": null"#, [.text("a")], []),
      (
        #""runs": [{"box": {"height": 0, "width": 10000}}, {"box": {"width": 1.5, "height": 2, "name": null}}]"#,
        [.box(InlineBox(width: 10000, height: 0)), .box(InlineBox(width: 1.5, height: 2))], []
      ),
      (#""runs": [{"text": "\"\u00e9\""}], "end": null"#, [.text("\"é\"")], []),
    ] as [(String, [TitleRun], [TitleRun])])
  func validShapesReadAlikeOnBothPaths(members: String, runs: [TitleRun], end: [TitleRun]) throws {
    let bytes = Self.line(members)
    let request = try BatchLine(bytes: bytes).request.get()
    #expect(request.runs == runs && request.endRuns == end)
    #expect(ScannerMatchesTreePathTests.same(bytes))
    let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
    #expect(try tree.request.get() == request)
  }

  @Test func highlightsOfAPlainTitleAreReadToo() throws {
    let bytes = Self.line(
      #""title": "가나다라", "highlights": [{"end": 4, "start": 0}, {"start": 2, "end": 2}]"#)
    let request = try #require(BatchLine.scanned(bytes: bytes)).request.get()
    #expect(
      request.highlights == [HighlightRange(start: 0, end: 4), HighlightRange(start: 2, end: 2)])
    #expect(!request.isRich && request.title == "가나다라")
    #expect(ScannerMatchesTreePathTests.same(bytes))
  }

  /// Every malformed shape: the scanner gives it up, and the tree path's record carries the
  /// code and a message naming the key path.
  @Test(
    arguments: [
      (
        #""title": "a", "runs": [{"text": "b"}]"#, WireErrorCode.invalidRuns,
        "give either \"title\" or \"runs\" and \"end\", not both"
      ),
      (
        #""title": "a", "end": []"#, .invalidRuns,
        "give either \"title\" or \"runs\" and \"end\", not both"
      ),
      (#""runs": {"text": "b"}"#, .invalidRuns, "\"runs\" must be an array of runs, got an object"),
      (
        #""runs": ["b"]"#, .invalidRuns,
        "\"runs\"[0] must be a run ({\"text\", \"style\"} or {\"box\"}), got a string"
      ),
      (#""runs": [{}]"#, .invalidRuns, "\"runs\"[0]: a run needs \"text\" or \"box\""),
      (#""runs": [{"text": 1}]"#, .invalidRuns, "\"runs\"[0].text must be a string, got a number"),
      (
        #""runs": [{"text": "a", "style": 2}]"#, .invalidRuns,
        "\"runs\"[0].style must be a string, got a number"
      ),
      (
        #""runs": [{"text": "a", "colour": "red"}]"#, .invalidRuns,
        "\"runs\"[0]: unknown key \"colour\"; a run has \"text\" and \"style\", or \"box\""
      ),
      (
        #""end": [{"text": "a"}, {"text": "b", "box": {"width": 1, "height": 1}}]"#, .invalidRuns,
        "\"end\"[1]: a box run has only \"box\", got \"text\" too"
      ),
      (
        #""runs": [{"box": {"width": 1, "height": 1}, "style": "s"}]"#, .invalidRuns,
        "\"runs\"[0]: a box run has only \"box\", got \"style\" too"
      ),
      (
        #""runs": [{"box": [14, 14]}]"#, .invalidRuns,
        "\"runs\"[0].box must be an object {\"width\", \"height\", \"name\"}, got an array"
      ),
      (
        #""runs": [{"box": {"width": 14}}]"#, .invalidRuns,
        "\"runs\"[0].box: a box needs \"height\""
      ),
      (
        #""runs": [{"box": {"height": 14}}]"#, .invalidRuns,
        "\"runs\"[0].box: a box needs \"width\""
      ),
      (
        #""runs": [{"box": {"width": "14", "height": 14}}]"#, .invalidRuns,
        "\"runs\"[0].box.width must be a number, got a string"
      ),
      (
        #""runs": [{"box": {"width": -1, "height": 14}}]"#, .invalidRuns,
        "\"runs\"[0].box.width must be a finite number of pixels in [0, 10000], got -1.0"
      ),
      (
        #""runs": [{"box": {"width": 14, "height": 1e400}}]"#, .invalidRuns,
        "\"runs\"[0].box.height must be a finite number of pixels in [0, 10000], got inf"
      ),
      (
        #""runs": [{"box": {"width": 10000.5, "height": 1}}]"#, .invalidRuns,
        "\"runs\"[0].box.width must be a finite number of pixels in [0, 10000], got 10000.5"
      ),
      (
        #""runs": [{"box": {"width": 1, "height": 1, "name": 7}}]"#, .invalidRuns,
        "\"runs\"[0].box.name must be a string, got a number"
      ),
      (
        #""runs": [{"box": {"width": 1, "height": 1, "icon": "new"}}]"#, .invalidRuns,
        "\"runs\"[0].box: unknown key \"icon\"; a box has \"width\", \"height\" and \"name\""
      ),
      (
        #""runs": [{"text": "a"}], "highlights": {"start": 0}"#, .invalidHighlights,
        "\"highlights\" must be an array of {\"start\", \"end\"}, got an object"
      ),
      (
        #""runs": [{"text": "a"}], "highlights": [[0, 1]]"#, .invalidHighlights,
        "\"highlights\"[0] must be an object {\"start\", \"end\"}, got an array"
      ),
      (
        #""runs": [{"text": "a"}], "highlights": [{"start": 0}]"#, .invalidHighlights,
        "\"highlights\"[0]: a range needs \"end\""
      ),
      (
        #""runs": [{"text": "a"}], "highlights": [{"start": 0, "end": 1, "style": "x"}]"#,
        .invalidHighlights,
        "\"highlights\"[0]: unknown key \"style\"; a range has \"start\" and \"end\""
      ),
      (
        #""runs": [{"text": "a"}], "highlights": [{"start": -1, "end": 1}]"#, .invalidHighlights,
        "\"highlights\"[0].start must be a whole number of 0 or more, got -1"
      ),
      (
        #""runs": [{"text": "a"}], "highlights": [{"start": 0.5, "end": 1}]"#, .invalidHighlights,
        "\"highlights\"[0].start must be a whole number of 0 or more, got 0.5"
      ),
      (
        #""runs": [{"text": "ab"}], "highlights": [{"start": 2, "end": 1}]"#, .invalidHighlights,
        "\"highlights\"[0]: end 1 is before start 2"
      ),
      (
        #""runs": [{"text": "ab"}, {"box": {"width": 1, "height": 1}}], "highlights": [{"start": 0, "end": 4}]"#,
        .invalidHighlights, "\"highlights\"[0]: end 4 is past the title's end (3 UTF-16 units)"
      ),
      (
        #""title": "가나", "highlights": [{"start": 0, "end": 3}]"#, .invalidHighlights,
        "\"highlights\"[0]: end 3 is past the title's end (2 UTF-16 units)"
      ),
      (#""runs": [{"text": "a"}], "ends": []"#, .unknownKey, "unknown key \"ends\""),
    ] as [(String, WireErrorCode, String)])
  func malformedShapesAreTypedErrors(members: String, code: WireErrorCode, message: String) {
    let bytes = Self.line(members)
    #expect(BatchLine.scanned(bytes: bytes) == nil, "\(members)")
    let parsed = BatchLine(bytes: bytes)
    #expect(parsed.failure == BatchLineError(code, message), "\(members)")
    #expect(parsed.id == .string("r"))
  }

  @Test func neitherTitleNorRunsIsAMissingTitle() {
    let parsed = BatchLine(bytes: Self.line(#""end": null"#))
    #expect(parsed.failure == BatchLineError(.missingField, "missing \"title\""))
  }

  /// The run limit counts `"runs"` and `"end"` together.
  @Test func twoHundredFiftySixRunsAreReadAndOneMoreIsNot() throws {
    func runs(_ count: Int) -> String {
      "[" + Array(repeating: #"{"text": "가"}"#, count: count).joined(separator: ",") + "]"
    }
    let full = Self.line(#""runs": \#(runs(250)), "end": \#(runs(6))"#)
    let request = try #require(BatchLine.scanned(bytes: full)).request.get()
    #expect(request.runs.count == 250 && request.endRuns.count == 6)
    let over = BatchLine(bytes: Self.line(#""runs": \#(runs(250)), "end": \#(runs(7))"#))
    #expect(
      over.failure
        == BatchLineError(
          .invalidRuns, "\"runs\" and \"end\" have 257 runs in all; the limit is 256"))
    let long = BatchLine(bytes: Self.line(#""runs": \#(runs(257))"#))
    #expect(
      long.failure == BatchLineError(.invalidRuns, "\"runs\" has 257 runs; the limit is 256"))
  }

  /// A key repeated inside a run or a box is the parser's duplicate-key error, on both paths.
  @Test func repeatedKeysInsideARunAreDuplicateKeys() {
    for members in [
      #""runs": [{"text": "a", "text": "b"}]"#,
      #""runs": [{"box": {"width": 1, "width": 2, "height": 1}}]"#,
      #""runs": [{"text": "a"}], "highlights": [{"start": 0, "start": 0, "end": 1}]"#,
    ] {
      let bytes = Self.line(members)
      #expect(BatchLine.scanned(bytes: bytes) == nil)
      #expect(BatchLine(bytes: bytes).failure?.code == .duplicateKey, "\(members)")
    }
  }

  @Test func theRichCodesAreTheFieldsCodes() {
    #expect(WireErrorCode.invalidField("runs") == .invalidRuns)
    #expect(WireErrorCode.invalidField("end") == .invalidRuns)
    #expect(WireErrorCode.invalidField("highlights") == .invalidHighlights)
  }
}

extension RichRequestLineTests {
  /// Rich lines with bytes inserted, replaced or removed, and fields added: whichever path reads
  /// a line, it reads the same request or error.
  @Test func mutatedRichLinesReadAsTheTreePath() {
    let bases = [
      Self.example,
      Self.line(#""runs": [{"box": {"name": "n", "height": 1.5, "width": 0}}, {"text": "가\n"}]"#),
      Self.line(#""title": "가나다라", "highlights": [{"start": 1, "end": 3}]"#),
    ]
    let snippets = [
      #", "style": "s""#, #", "style": null"#, #", "box": {"width": 1, "height": 1}"#,
      #", "name": "x""#, #", "text": "t""#, #"{"text": "a"}, "#, #"{"box": {}}, "#, "-1", "1e2",
      "0.5", "null", #"\u0061"#, "[", "]", "{", "}", ",", ":", "\"", " ",
      #", "end": [{"text": "e"}]"#, #", "title": "t""#,
      #", "highlights": [{"start": 0, "end": 0}]"#,
    ].map { Array($0.utf8) }
    let singles = Array("\"\\{}[],: 0-e.nu".utf8) + [0x00, 0xFF]
    var random = SeededRandom(seed: 29)
    var scanned = 0
    var composed = 0
    var disagreements: [String] = []
    for round in 0..<6_000 {
      var bytes = bases[round % bases.count]
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.insert(contentsOf: snippets.randomElement(using: &random)!, at: at)
        case 1 where at < bytes.count: bytes[at] = singles.randomElement(using: &random)!
        default:
          let end = min(bytes.count, at + Int.random(in: 1...4, using: &random))
          bytes.removeSubrange(at..<end)
        }
      }
      if BatchLine.scanned(bytes: bytes) != nil { scanned += 1 }
      if case .success = BatchLine(bytes: bytes).request { composed += 1 }
      if !ScannerMatchesTreePathTests.same(bytes) && disagreements.count < 5 {
        disagreements.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
    // Both paths were exercised: some mutated lines are still requests (read by the scanner),
    // most are errors the tree path words.
    #expect(scanned > 200 && composed >= scanned && composed < 3_000, "\(scanned), \(composed)")
  }
}
