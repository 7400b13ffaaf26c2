import Foundation
import Testing
import TitleComposer
import TitleService
import TitleTestSupport
import TitleWire

/// The one answer to a request line (``RequestAnswerer``), which `--jsonl` and HTTP both call:
/// each record is the reference encoder's (`ReferenceRecord`, written with the test-only
/// `JSONWriter`) for what the composer itself answers, framed as the caller asks.
@Suite struct RequestAnswererTests {
  static let composer = try! Composer(fallback: .none)

  /// The records `answerer` writes for `line`, and its tally and kind.
  static func answer(
    _ line: String, answerer: RequestAnswerer = RequestAnswerer(composer: composer),
    number: Int? = 1, separator: UInt8 = 0x0A
  ) -> (String, RequestAnswerer.Tally, RequestAnswerer.Kind) {
    var output: [UInt8] = []
    var badges = BatchBadgeCache()
    var tally = RequestAnswerer.Tally()
    let kind = answerer.answer(
      Array(line.utf8).span, line: number, separator: separator, badges: &badges,
      into: &output, tally: &tally)
    return (String(decoding: output, as: UTF8.self), tally, kind)
  }

  @Test func aRequestIsAnsweredWithTheComposersTitle() throws {
    let line = #"{"id": "a1", "category": 2, "title": "요즘 인기 있는 절에서 템플스테이", "width": 150}"#
    let (record, tally, kind) = Self.answer(line)
    let expected = ReferenceRecord.encode(
      try Self.composer.compose(TitleRequest(categoryID: 2, title: "요즘 인기 있는 절에서 템플스테이", width: 150)),
      id: .string("a1"))
    #expect(record == String(decoding: expected, as: UTF8.self))
    #expect(tally.composed == 1)
    #expect(tally.errorCodes.isEmpty)
    #expect(kind == .result)
  }

  @Test func aBadRequestIsAnsweredWithItsErrorRecord() {
    let (record, tally, kind) = Self.answer(#"{"id": 7, "category": 404, "title": "a", "width": 100}"#, number: 12)
    let error = ComposerError.unknownCategory(id: 404, knownIDs: Array(1...5), knownCount: 9)
    let expected = ReferenceRecord.encodeError(
      error.description, code: .unknownCategory, line: 12, id: .number(7, text: "7"))
    #expect(record == String(decoding: expected, as: UTF8.self))
    #expect(tally.errorCodes == [.unknownCategory])
    #expect(kind == .error)
  }

  @Test func aWholeBodyHasNoLineInItsErrorRecord() {
    let (record, _, kind) = Self.answer(#"{"category": 1, "width": 100}"#, number: nil)
    #expect(kind == .error)
    #expect(record == #"{"id":null,"code":"missingField","error":"missing \"title\""}"#)
  }

  @Test func widthsAreOneRecordPerWidthBetweenSeparators() throws {
    let title = "요즘 인기 있는 절에서 템플스테이 체험하기"
    let line = #"{"id": "w", "category": 1, "title": "\#(title)", "widths": [120, 0.5, 343]}"#
    let (record, tally, kind) = Self.answer(line, number: nil, separator: UInt8(ascii: ","))
    #expect(kind == .widths)
    let request = TitleRequest(categoryID: 1, title: title, width: 120)
    let first = ReferenceRecord.encode(
      try Self.composer.compose(request), id: .string("w"))
    var at343 = request
    at343.width = 343
    let last = ReferenceRecord.encode(try Self.composer.compose(at343), id: .string("w"))
    let parts = record.split(separator: ",{").count
    #expect(record.hasPrefix(String(decoding: first, as: UTF8.self) + ","))
    #expect(record.hasSuffix("," + String(decoding: last, as: UTF8.self)))
    // The width too narrow for a character is its own error record, numbered line 1 (a whole
    // body is line 1 for the records of its widths).
    #expect(record.contains(#"{"line":1,"id":"w","width":0.5,"code":"widthTooNarrow""#))
    #expect(parts > 3)
    #expect(tally.composed == 2)
    #expect(tally.errorCodes == [.widthTooNarrow])
  }

  @Test func defaultsFillOnlyTheFieldsARequestLeavesOut() throws {
    var defaults = RequestDefaults()
    defaults.lineHeight = 30
    defaults.textWrap = .balance
    defaults.language = try TitleLanguage("ja")
    let answerer = RequestAnswerer(composer: Self.composer, defaults: defaults)
    let line = #"{"id": 1, "category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기", "width": 200, "lineHeight": 20}"#
    let (record, _, _) = Self.answer(line, answerer: answerer)
    var request = TitleRequest(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 200,
      lang: try TitleLanguage("ja"), lineHeight: 20, textWrap: .balance)
    request.includesGlyphRuns = false
    let expected = ReferenceRecord.encode(
      try Self.composer.compose(request), id: .number(1, text: "1"))
    #expect(record == String(decoding: expected, as: UTF8.self))
  }

  /// Defaults set on an answerer after it is made apply as those given to it: each request reads
  /// a copy of the ones it needs, which must follow them.
  @Test func defaultsSetAfterTheAnswererIsMadeApply() throws {
    var answerer = RequestAnswerer(composer: Self.composer)
    let line = #"{"id": 2, "category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기", "width": 200}"#
    let before = Self.answer(line, answerer: answerer).0
    answerer.defaults.lineHeight = 30
    answerer.defaults.language = try TitleLanguage("ja")
    answerer.defaults.glyphRuns = true
    let (record, _, _) = Self.answer(line, answerer: answerer)
    var request = TitleRequest(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 200,
      lang: try TitleLanguage("ja"), lineHeight: 30)
    request.includesGlyphRuns = true
    let expected = ReferenceRecord.encode(
      try Self.composer.compose(request), id: .number(2, text: "2"), file: nil, glyphRuns: true)
    #expect(record == String(decoding: expected, as: UTF8.self))
    #expect(record != before)
    answerer.defaults = RequestDefaults()
    #expect(Self.answer(line, answerer: answerer).0 == before)
  }
}
