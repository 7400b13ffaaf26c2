import Testing
import TitleComposer
import TitleText
import TitleWire

/// Parsing batch request lines and writing result lines.
@Suite struct BatchLineTests {
  static func parse(_ line: String) -> BatchLine { BatchLine(bytes: Array(line.utf8)) }

  @Test func fullRequest() throws {
    let line = Self.parse(
      #"{"id": "a-1", "category": 2, "title": "제목", "width": 320.5, "numberOfLines": 3, "wordBreak": "normal", "padding": "spaces", "whiteSpace": "collapse", "titleSize": 15, "badgeSize": 11}"#
    )
    #expect(line.id == .string("a-1"))
    let request = try line.request.get()
    #expect(
      request
        == TitleRequest(
          categoryID: 2, title: "제목", width: 320.5, numberOfLines: 3, wordBreak: .normal,
          padding: .spaces, whiteSpace: .collapse, titleSize: 15, badgeSize: 11))
  }

  @Test(arguments: [
    ("not json", "invalid JSON at byte 0: unexpected character"),
    ("[1, 2]", "a request must be a JSON object, got an array"),
    (#"{"category": 1, "width": 100}"#, "missing \"title\""),
    (
      #"{"category": "1", "title": "a", "width": 100}"#,
      "\"category\" must be a number, got a string"
    ),
    (
      #"{"category": 1.5, "title": "a", "width": 100}"#,
      "\"category\" must be a whole number, got 1.5"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100, "padding": "left"}"#,
      "\"padding\" must be one of \"indent\", \"spaces\""
    ),
    (#"{"category": 1, "title": "a", "width": 100, "colour": 1}"#, "unknown key \"colour\""),
    (
      #"{"category": 1, "title": "\ud800", "width": 100}"#,
      "invalid JSON at byte 32: a lone surrogate escape"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100} x"#,
      "invalid JSON at byte 44: unexpected text after the value"
    ),
  ])
  func malformedLinesGetAReadableError(line: String, message: String) {
    let parsed = Self.parse(line)
    // The codes of these lines are checked in WireErrorCodeTests.
    #expect(throws: BatchLineError.self) { try parsed.request.get() }
    guard case .failure(let error) = parsed.request else { return }
    #expect(error.description == message)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParser.Error(offset: 64, reason: "nested deeper than 64")) {
      try JSONParser.parse(Array(deep.utf8))
    }
  }

  @Test func invalidUTF8InAStringIsReported() {
    var bytes = Array(#"{"id": 7, "category": 1, "title": "가"#.utf8)
    bytes.append(0xFF)
    bytes.append(contentsOf: Array(#"", "width": 100}"#.utf8))
    let parsed = BatchLine(bytes: bytes)
    #expect(
      throws: BatchLineError(.invalidUTF8, "invalid JSON at byte 35: a string is not valid UTF-8")
    ) {
      try parsed.request.get()
    }
  }

  @Test func resultLinesEchoIDsAndRoundNumbers() throws {
    let composer = try Composer(fallback: .none)
    let composed = try composer.compose(categoryID: 1, title: "요즘 \"인기\"", width: 300)
    let id = try JSONParser.parse(Array(#"{"n": 1.50}"#.utf8))
    let text = String(decoding: BatchResultEncoder.encode(composed, id: id), as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"{"id":{"n":1.50},"lines":[{"text":"요즘 \"인기\"","start":0,"end":7,"x":27.5625,"#))
    #expect(
      text.contains(
        ##""badge":{"category":1,"label":"취미","x":0,"y":0.3,"width":27.5625,"height":17.8,"cornerRadius":4,"background":"#FAE0E4","foreground":"#E84D65","labelSize":12,"labelX":2.5,"labelBaseline":13.34,"labelAdvance":22.56015}"##
      ))
    #expect(!text.contains("paddedTitle"))
    let error = String(
      decoding: BatchResultEncoder.encodeError(
        "bad\nthing", code: .invalidJSON, line: 4, id: nil), as: UTF8.self)
    #expect(error == #"{"line":4,"id":null,"code":"invalidJSON","error":"bad\nthing"}"#)
  }
}
