import Testing
import TitleComposer
import TitleSystem
import TitleFonts
import TitleText
import TitleWire

/// Every batch-line error and every ``ComposerError`` case has exactly one wire code, the one
/// docs/batch.md's table of error codes gives it.
@Suite struct WireErrorCodeTests {
  /// Bad batch lines and the code docs/batch.md's table gives each: one row per kind of parse error.
  @Test(arguments: [
    ("not json", WireErrorCode.invalidJSON),
    (#"{"category": 1, "title": "a", "width": 100"#, .invalidJSON),
    (#"{"category": 1, "title": "\ud800", "width": 100}"#, .invalidJSON),
    (#"{"category": 1, "title": "a", "width": 100} x"#, .invalidJSON),
    ("[1, 2]", .notAnObject),
    ("\"a\"", .notAnObject),
    (#"{"category": 1, "title": "a", "title": "b", "width": 100}"#, .duplicateKey),
    (#"{"category": 1, "title": "a", "width": 100, "colour": 1}"#, .unknownKey),
    (#"{"category": 1, "width": 100}"#, .missingField),
    (#"{"category": 1, "title": "a"}"#, .missingField),
    (#"{"title": "a", "width": null}"#, .missingField),
    (#"{"category": [], "title": "a", "width": 100}"#, .invalidCategory),
    (#"{"category": "1", "title": "a", "width": 100}"#, .invalidCategory),
    (#"{"category": 1.5, "title": "a", "width": 100}"#, .invalidCategory),
    (#"{"category": 1e300, "title": "a", "width": 100}"#, .invalidCategory),
    (#"{"category": 1, "title": 5, "width": 100}"#, .invalidTitle),
    (#"{"category": 1, "title": "a", "width": "wide"}"#, .invalidWidth),
    (#"{"category": 1, "title": "a", "width": 100, "numberOfLines": 2.5}"#, .invalidNumberOfLines),
    (#"{"category": 1, "title": "a", "width": 100, "wordBreak": "all"}"#, .invalidWordBreak),
    (#"{"category": 1, "title": "a", "width": 100, "padding": "left"}"#, .invalidPadding),
    (#"{"category": 1, "title": "a", "width": 100, "whiteSpace": 1}"#, .invalidWhiteSpace),
    (#"{"category": 1, "title": "a", "width": 100, "titleSize": "big"}"#, .invalidFontSize),
    (#"{"category": 1, "title": "a", "width": 100, "badgeSize": true}"#, .invalidFontSize),
    (#"{"category": 1, "title": "a", "width": 100, "lineHeight": "2"}"#, .invalidLineHeight),
    (#"{"category": 1, "title": "a", "width": 100, "badgeSpacing": []}"#, .invalidBadgeSpacing),
    (#"{"category": 1, "title": "a", "width": 100, "letterSpacing": "1"}"#, .invalidLetterSpacing),
    (
      #"{"category": 1, "title": "a", "width": 100, "badgeLetterSpacingEm": {}}"#,
      .invalidLetterSpacing
    ),
    (#"{"category": 1, "title": "a", "width": 100, "textWrap": "tight"}"#, .invalidTextWrap),
    (#"{"category": 1, "title": "a", "width": 100, "truncation": "clip"}"#, .invalidTruncation),
    (
      #"{"category": 1, "title": "a", "width": 100, "truncation": "lineclamp"}"#, .invalidTruncation
    ),
    (#"{"category": 1, "title": "a", "width": 100, "truncation": true}"#, .invalidTruncation),
    (#"{"category": 1, "title": "a", "width": 100, "lang": 7}"#, .invalidLanguage),
    (#"{"category": 1, "title": "a", "width": 100, "lang": "not a tag"}"#, .invalidLanguage),
    (#"{"category": 1, "title": "a", "width": 100, "glyphs": 1}"#, .invalidGlyphs),
  ])
  func batchLineErrorsHaveTheirCode(line: String, code: WireErrorCode) throws {
    let parsed = BatchLine(bytes: Array(line.utf8))
    guard case .failure(let error) = parsed.request else {
      Issue.record("\(line) parsed")
      return
    }
    #expect(error.code == code, "\(error.description)")
  }

  @Test func invalidUTF8InALineIsInvalidUTF8() {
    var bytes = Array(#"{"category": 1, "title": "가"#.utf8)
    bytes.append(0xFF)
    bytes.append(contentsOf: Array(#"", "width": 100}"#.utf8))
    guard case .failure(let error) = BatchLine(bytes: bytes).request else {
      Issue.record("parsed")
      return
    }
    #expect(error.code == .invalidUTF8)
  }

  /// One value of every case, and the code docs/batch.md gives it: the switch in
  /// ``ComposerError/code`` cannot drift from the table unnoticed.
  @Test func everyComposerErrorCaseHasItsCode() {
    let cases: [(ComposerError, WireErrorCode)] = [
      (.unknownCategory(id: 9, knownIDs: [1], knownCount: 1), .unknownCategory),
      (.emptyTitle, .emptyTitle),
      (.titleTooLong(length: 9, limit: 1), .titleTooLong),
      (.invalidUTF8(byteOffset: 3), .invalidUTF8),
      (.invalidWidth(-1), .invalidWidth),
      (.widthTooNarrow(width: 1, required: 9), .widthTooNarrow),
      (.invalidNumberOfLines(-1), .invalidNumberOfLines),
      (.invalidLanguage(tag: "x y", reason: "r"), .invalidLanguage),
      (.invalidFontSize(0), .invalidFontSize),
      (.invalidLineHeight(0), .invalidLineHeight),
      (.invalidBadgeSpacing(-1), .invalidBadgeSpacing),
      (.invalidLetterSpacing(reason: "r"), .invalidLetterSpacing),
      (.invalidTextWrap("x"), .invalidTextWrap),
      (.invalidTruncation("x"), .invalidTruncation),
      (.invalidDirection("x"), .invalidDirection),
      (.font(.noFontFound(description: "none")), .fontError),
      (.invalidCatalog(reason: "r"), .invalidCatalog),
      (.catalogTooLarge(count: 9, limit: 1), .catalogTooLarge),
      (.invalidStyle(reason: "r"), .invalidStyle),
      (.invalidLimits(reason: "r"), .invalidLimits),
      (.batchTooLarge(count: 9, limit: 1), .batchTooLarge),
      (.timeBudgetExceeded(budget: .milliseconds(1)), .timeBudgetExceeded),
    ]
    for (error, code) in cases { #expect(error.code == code, "\(error)") }
  }

  @Test func composerErrorsOfRealRequestsHaveTheirCode() throws {
    let composer = try Composer()
    let rows: [(TitleRequest, WireErrorCode)] = [
      (TitleRequest(categoryID: 77, title: "a", width: 100), .unknownCategory),
      (TitleRequest(categoryID: 1, title: "", width: 100), .emptyTitle),
      (TitleRequest(categoryID: 1, title: "a", width: .nan), .invalidWidth),
      (TitleRequest(categoryID: 1, title: "a", width: -.infinity), .invalidWidth),
      (
        TitleRequest(categoryID: 1, title: "a", width: 100, numberOfLines: -1),
        .invalidNumberOfLines
      ),
      (TitleRequest(categoryID: 1, title: "가나다", width: 3), .widthTooNarrow),
      (
        TitleRequest(
          categoryID: 1, title: String(repeating: "a", count: 100_000), width: 100),
        .titleTooLong
      ),
    ]
    for (request, code) in rows {
      #expect(throws: ComposerError.self) { try composer.compose(request) }
      do {
        _ = try composer.compose(request)
      } catch {
        #expect(error.code == code, "\(error)")
      }
    }
  }

  @Test func rawValuesAreTheCaseNamesAndDistinct() {
    let raw = WireErrorCode.allCases.map(\.rawValue)
    #expect(Set(raw).count == raw.count)
    #expect(WireErrorCode(rawValue: "invalidJSON") == .invalidJSON)
    #expect(WireErrorCode(rawValue: "timeBudgetExceeded") == .timeBudgetExceeded)
    #expect(WireErrorCode.invalidField("titleSize") == .invalidFontSize)
    #expect(WireErrorCode.invalidField("nope") == .unknownKey)
  }

  @Test func errorRecordCarriesCodeBeforeMessage() {
    let record = String(
      decoding: BatchResultEncoder.encodeError(
        "missing \"title\"", code: .missingField, line: 3, id: .string("x")), as: UTF8.self)
    #expect(record == #"{"line":3,"id":"x","code":"missingField","error":"missing \"title\""}"#)
    let single = String(
      decoding: BatchResultEncoder.encodeError(
        "m", code: .unknownKey, line: nil, id: nil), as: UTF8.self)
    #expect(single == #"{"id":null,"code":"unknownKey","error":"m"}"#)
  }
}
