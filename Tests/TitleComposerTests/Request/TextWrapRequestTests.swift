import Foundation
import Testing
import TitleComposer
import TitleWire

/// The `textWrap` keys of the library: the request over the style, decoding, and a typed error
/// for an unknown name.
@Suite struct TextWrapRequestTests {
  static let title = "데비안용으로 패키징된 프로그램 현재 목록을 어떻게 얻나요?"

  static func lines(_ composer: Composer, _ textWrap: TextWrap?) throws -> [String] {
    try composer.compose(
      TitleRequest(
        categoryID: 1, title: title, width: 200, numberOfLines: 0, textWrap: textWrap)
    ).lines.map(\.text)
  }

  /// Chromium 156's lines (the oracle, `text-wrap: balance`): the style's default applies to a
  /// request without one, and a request's own wins.
  @Test func theRequestOverridesTheStyle() throws {
    var style = TitleStyle()
    style.textWrap = .balance
    let composer = try Composer(
      style: style, fallback: FontFallback(fonts: [], usesSystemFonts: false))
    let balanced = ["데비안용으로", "패키징된 프로그램 현재", "목록을 어떻게 얻나요?"]
    #expect(try Self.lines(composer, nil) == balanced)
    #expect(
      try Self.lines(composer, .wrap) == ["데비안용으로 패키징된", "프로그램 현재 목록을 어떻게", "얻나요?"])
  }

  @Test func namesParseOrThrowTypedErrors() throws {
    #expect(try TextWrap(parsing: "pretty") == .pretty)
    for name in ["", "justify", "BALANCE", "wrap "] {
      #expect(throws: ComposerError.invalidTextWrap(name)) { try TextWrap(parsing: name) }
    }
    #expect(
      ComposerError.invalidTextWrap("x\u{1B}").description
        == #"invalid textWrap "x\u{1B}": it must be "wrap", "balance" or "pretty""#)
  }

  @Test func requestsAndStylesDecodeTheKey() throws {
    let request = try JSONDecoder().decode(
      TitleRequest.self,
      from: Data(
        #"{"categoryID": 1, "title": "t", "width": 100, "numberOfLines": 2, "wordBreak": "keep-all", "padding": "indent", "whiteSpace": "preserve", "textWrap": "pretty"}"#
          .utf8))
    #expect(request.textWrap == .pretty)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        TitleRequest.self,
        from: Data(
          #"{"categoryID": 1, "title": "t", "width": 100, "numberOfLines": 2, "wordBreak": "keep-all", "padding": "indent", "whiteSpace": "preserve", "textWrap": "even"}"#
            .utf8))
    }
    let style = try TitleStyle(json: Array(#"{"textWrap": "balance"}"#.utf8))
    #expect(style.textWrap == .balance)
    #expect(throws: ComposerError.self) { try TitleStyle(json: Array(#"{"textWrap": 1}"#.utf8)) }
    let encoded = try JSONEncoder().encode(style)
    #expect(try JSONDecoder().decode(TitleStyle.self, from: encoded).textWrap == .balance)
  }
}
