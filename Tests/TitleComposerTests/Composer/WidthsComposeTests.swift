import Testing
import TitleComposer
import TitleTestSupport
import TitleWire

/// A batch request's `"widths"` read and checked (``BatchWidths``), and one
/// title laid out at several widths (``Composer/compose(_:widths:)``) as Chromium lays it
/// out and as composing at each width does.
@Suite struct WidthsComposeTests {
  static let composer = try! Composer(fallback: ChromiumCorpus.chromiumFallback)

  static func parse(_ line: String) -> BatchLine { BatchLine(bytes: Array(line.utf8)) }

  /// Widths inside the sweep's range (80…420 px), the devices' widths a server would ask.
  static let deviceWidths: [Double] = [320, 375, 390, 412]

  @Test func everyEighthSweepTitleBreaksAsChromiumAtEachWidth() throws {
    let sweep = try WidthSweep.load()
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    let cases = Dictionary(uniqueKeysWithValues: corpus.cases.map { ($0.id, $0) })
    var compared = 0
    for title in sweep.titles.enumerated().filter({ $0.offset % 8 == 0 }).map(\.element) {
      let item = try #require(cases[title.id])
      let request = item.request(whiteSpace: .preserve)
      let results = try Self.composer.compose(request, widths: Self.deviceWidths)
      #expect(results.count == Self.deviceWidths.count)
      for (width, result) in zip(Self.deviceWidths, results) {
        let composed = try result.get()
        #expect(composed.width == width)
        let got = WidthSweep.Answer(
          starts: composed.lines.map(\.range.lowerBound), truncated: composed.isTruncated)
        #expect(got == title.answer(at: width), "\(item.id) at \(width)")
        var single = request
        single.width = width
        #expect(composed == (try Self.composer.compose(single)), "\(item.id) at \(width)")
        compared += 1
      }
    }
    #expect(compared >= 40)
  }

  @Test func aWidthTooNarrowFailsAloneAndTheOthersAreLaidOut() throws {
    let request = TitleRequest(categoryID: 1, title: "안녕하세요", width: 300)
    let results = try Self.composer.compose(request, widths: [300, 10, -1, 200])
    #expect(try results[0].get().lines.count == 1)
    var narrow = request
    narrow.width = 10
    let single = Result { () throws(ComposerError) in try Self.composer.compose(narrow) }
    #expect(results[1].failure != nil)
    #expect(results[1].failure == single.failure)
    #expect(results[2].failure == .invalidWidth(-1))
    #expect(try results[3].get().width == 200)
    let unusable = try Self.composer.compose(request, widths: [.nan, .infinity, 0, 1e308])
    for result in unusable.prefix(3) {
      guard case .invalidWidth = result.failure else {
        Issue.record("expected invalidWidth, got \(result)")
        continue
      }
    }
    // 1e308 px is a valid width: one line.
    #expect(try unusable[3].get().lines.count == 1)
  }

  @Test func aRequestThatCannotBePreparedThrowsOnce() {
    let request = TitleRequest(categoryID: 999_999, title: "제목", width: 300)
    #expect(throws: ComposerError.self) { try Self.composer.compose(request, widths: [300, 320]) }
  }

  @Test func widthsAreReadInOrderAndTheFirstIsTheRequestsWidth() throws {
    let line = Self.parse(
      #"{"id": 7, "category": 1, "title": "제목", "widths": [320, 375.5, 390, 430]}"#)
    #expect(line.widths == [320, 375.5, 390, 430])
    #expect(try line.request.get().width == 320)
    #expect(Self.parse(#"{"category": 1, "title": "a", "width": 300}"#).widths == nil)
    let null = Self.parse(#"{"category": 1, "title": "a", "width": 300, "widths": null}"#)
    #expect(null.widths == nil)
    #expect(try null.request.get().width == 300)
  }

  @Test func sixtyFourWidthsAreTheLimit() throws {
    let widths = (1...BatchWidths.maximumCount).map { String(100 + $0) }
    let line = Self.parse(
      #"{"category": 1, "title": "a", "widths": ["# + widths.joined(separator: ",") + "]}")
    #expect(line.widths?.count == 64)
    let tooMany = Self.parse(
      #"{"category": 1, "title": "a", "widths": ["# + (widths + ["500"]).joined(separator: ",")
        + "]}")
    #expect(tooMany.request.failure?.description == "\"widths\" has 65 entries; the limit is 64")
  }

  @Test(arguments: [
    (#""width": 300, "widths": [320]"#, "give either \"width\" or \"widths\", not both"),
    (#""widths": []"#, "\"widths\" is empty"),
    (#""widths": 320"#, "\"widths\" must be an array of numbers, got a number"),
    (#""widths": {"a": 1}"#, "\"widths\" must be an array of numbers, got an object"),
    (#""widths": [320, "375"]"#, "\"widths\"[1] must be a number, got a string"),
    (#""widths": [320, null]"#, "\"widths\"[1] must be a number, got null"),
    (#""widths": [[320]]"#, "\"widths\"[0] must be a number, got an array"),
    (
      #""widths": [320, 0]"#,
      "\"widths\"[1]: invalid width 0.0: it must be a finite number above 0"
    ),
    (
      #""widths": [-5]"#,
      "\"widths\"[0]: invalid width -5.0: it must be a finite number above 0"
    ),
    (
      #""widths": [1e999]"#,
      "\"widths\"[0]: invalid width inf: it must be a finite number above 0"
    ),
    (
      #""widths": [-1e999]"#,
      "\"widths\"[0]: invalid width -inf: it must be a finite number above 0"
    ),
    (#""widths": [NaN]"#, "invalid JSON at byte 41: unexpected character"),
    (#""widths": [320,]"#, "invalid JSON at byte 45: unexpected character"),
    (#""widths": [320"#, "invalid JSON at byte 44: expected ',' or ']' in an array"),
  ])
  func badWidthsAreAnErrorForTheLine(fields: String, message: String) {
    let line = Self.parse(#"{"category": 1, "title": "a", "# + fields + "}")
    #expect(line.request.failure?.description == message)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
